#!/usr/bin/env python3
"""The judged-sample benchmark of issue 25: what a team would fix.

Python 3 standard library only. Nothing here downloads or builds anything; the apps are checked
out by setup_apps.sh (outside the repository) and linted by the binary you name.

    # 1. lint every app (from inside the apps folder, so paths read `Swiftfin/...`)
    python3 sample.py run --binary /work/baseline/buttonlint-main --out /work/apps/out
    # 2. findings per app and per rule
    python3 sample.py count --reports /work/apps/out
    # 3. draw the stratified sample (fixed seed) into sample.tsv
    python3 sample.py draw --reports /work/apps/out
    # 4. after a change: the findings the new binary adds, to be judged too
    python3 sample.py run --binary .build/release/buttonlint --out /work/apps/out-after
    python3 sample.py new --reports /work/apps/out-after --previous /work/apps/out --out new.tsv
    python3 sample.py new --reports /work/apps/out-after --previous sample.tsv   # only vs a sample
    # 5. tables: before (the verdicts as judged), after (which judged findings are still reported,
    #    plus the judged new findings)
    python3 sample.py score --reports /work/apps/out
    python3 sample.py score --reports /work/apps/out-after --before /work/apps/out \
        --new-verdicts verdicts-new.tsv

A finding is identified by (path, line, rule, title): the apps are pinned, so a path and line
do not move; the column is left out because a change may point a finding elsewhere on its line.
"""

import argparse
import collections
import csv
import glob
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 25          # issue 25
CAP = 30           # findings per rule, before raising it to reach MIN
MIN = 120          # findings in all
SAMPLE_COLUMNS = ["app", "commit", "path", "line", "column", "rule", "title", "message"]
VERDICT_COLUMNS = ["app", "commit", "path", "line", "column", "rule", "title",
                   "verdict", "kind", "removed_by", "reason"]
VERDICTS = ["fix", "noise", "wrong"]


def esc(s):
    return (s or "").replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def unesc(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append({"t": "\t", "n": "\n", "r": "\r", "\\": "\\"}.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def read_apps(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def commits(apps_tsv):
    return {a["app"]: a["commit"] for a in read_apps(apps_tsv)}


def load_reports(folder, apps_tsv):
    """Every finding of every <app>.json in folder, as dicts with the sample's columns."""
    known = commits(apps_tsv)
    rows = []
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        app = os.path.basename(path)[:-5]
        if app not in known:
            continue
        with open(path) as f:
            text = f.read().strip()
        for x in json.loads(text) if text else []:
            rows.append({
                "app": app, "commit": known[app], "path": x["file"], "line": str(x["line"]),
                "column": str(x["column"]), "rule": x["rule"], "title": x.get("title") or "",
                "message": x.get("message", ""), "context": x.get("context", ""),
            })
    missing = sorted(set(known) - {os.path.basename(p)[:-5] for p in glob.glob(os.path.join(folder, "*.json"))})
    if missing:
        print("warning: no report for " + ", ".join(missing), file=sys.stderr)
    return rows


def read_tsv(path):
    with open(path, newline="") as f:
        reader = csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [{k: unesc(v or "") for k, v in r.items()} for r in reader]


def write_tsv(path, columns, rows):
    out = sys.stdout if path == "-" else open(path, "w", newline="")
    out.write("\t".join(columns) + "\n")
    for r in rows:
        out.write("\t".join(esc(str(r.get(c, ""))) for c in columns) + "\n")
    if out is not sys.stdout:
        out.close()


def key(r):
    return (r["path"], int(r["line"]), r["rule"], r.get("title") or "")


def sort_key(r):
    return (r["app"], r["path"], int(r["line"]), int(r["column"] or 0), r["rule"], r.get("title") or "")


def load_findings(spec, apps_tsv):
    """A reports folder, or a TSV (a sample, a new list or verdicts)."""
    if os.path.isdir(spec):
        return load_reports(spec, apps_tsv)
    return read_tsv(spec)


# ---- commands ---------------------------------------------------------------------------------

def cmd_run(a):
    apps = read_apps(a.apps_tsv)
    os.makedirs(a.out, exist_ok=True)
    binary = os.path.abspath(a.binary)
    for app in apps:
        name = app["app"]
        if not os.path.isdir(os.path.join(a.apps, name)):
            sys.exit(f"missing {a.apps}/{name}: run setup_apps.sh first")
        with open(os.path.join(a.out, name + ".json"), "w") as out, \
                open(os.path.join(a.out, name + ".err"), "w") as err:
            rc = subprocess.call([binary, "lint", "--reporter", "json"] + a.extra + [name],
                                 cwd=a.apps, stdout=out, stderr=err)
        if rc not in (0, 1):
            sys.exit(f"{name}: exit status {rc} (see {a.out}/{name}.err)")
    cmd_count(argparse.Namespace(reports=a.out, apps_tsv=a.apps_tsv))


def table(rows, header):
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    line = lambda cells: "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))


def cmd_count(a):
    rows = load_reports(a.reports, a.apps_tsv)
    rules = sorted({r["rule"] for r in rows}, key=lambda x: (-sum(r["rule"] == x for r in rows), x))
    per = collections.defaultdict(collections.Counter)
    for r in rows:
        per[r["app"]][r["rule"]] += 1
    out = []
    for app in [x["app"] for x in read_apps(a.apps_tsv)]:
        c = per[app]
        out.append([app] + [c[x] or "" for x in rules] + [sum(c.values())])
    tot = collections.Counter(r["rule"] for r in rows)
    out.append(["**all**"] + [tot[x] for x in rules] + [len(rows)])
    table(out, ["app"] + rules + ["all"])


def draw(rows, cap, minimum, seed):
    by_rule = collections.defaultdict(list)
    for r in rows:
        by_rule[r["rule"]].append(r)
    most = max((len(v) for v in by_rule.values()), default=0)
    while sum(min(cap, len(v)) for v in by_rule.values()) < minimum and cap < most:
        cap += 1
    picked = []
    for rule in sorted(by_rule):
        pool = sorted(by_rule[rule], key=sort_key)
        rng = random.Random(f"{seed}:{rule}")   # one stream per rule: another rule does not move it
        picked += pool if len(pool) <= cap else rng.sample(pool, cap)
    return sorted(picked, key=lambda r: (r["rule"],) + sort_key(r)), cap


def cmd_draw(a):
    rows = load_reports(a.reports, a.apps_tsv)
    picked, cap = draw(rows, a.cap, a.min, a.seed)
    write_tsv(a.out, SAMPLE_COLUMNS, picked)
    print(f"{len(picked)} of {len(rows)} findings drawn (per-rule cap {cap}, seed {a.seed}) -> {a.out}",
          file=sys.stderr)
    if len(picked) < a.min:
        print(f"warning: fewer than {a.min}: every finding was drawn", file=sys.stderr)


def cmd_new(a):
    now = load_reports(a.reports, a.apps_tsv)
    before = load_findings(a.previous, a.apps_tsv)
    seen = {key(r) for r in before}
    if not os.path.isdir(a.previous):
        # Against a sample: only the apps and rules the sample covered can be told apart.
        print("note: compared with a sample, not with full reports: a finding outside the sample "
              "is listed even if the earlier binary reported it too", file=sys.stderr)
    added = sorted((r for r in now if key(r) not in seen), key=lambda r: (r["rule"],) + sort_key(r))
    write_tsv(a.out, SAMPLE_COLUMNS, added)
    print(f"{len(added)} of {len(now)} findings are new", file=sys.stderr)


def with_weights(rows, totals):
    """Each judged row stands for totals[rule] / (rows judged of that rule) findings."""
    judged = collections.Counter(r["rule"] for r in rows)
    return [dict(r, weight=totals[r["rule"]] / judged[r["rule"]]) for r in rows]


def check_verdicts(rows, path):
    bad = [r for r in rows if r.get("verdict") not in VERDICTS or
           (r["verdict"] != "fix" and not r.get("kind"))]
    if bad:
        sys.exit(f"{path}: {len(bad)} rows with no verdict in {VERDICTS} or a noise/wrong row with "
                 f"no kind; first: {bad[0]}")


def print_tables(title, judged, note=""):
    """judged: verdict rows, each with a weight (the findings it stands for)."""
    print(f"\n### {title}\n")
    if note:
        print(note + "\n")
    est = collections.Counter()
    for r in judged:
        est[r["rule"]] += r["weight"]
    by_rule = collections.defaultdict(list)
    for r in judged:
        by_rule[r["rule"]].append(r)
    out = []
    for rule in sorted(est, key=lambda x: (-est[x], x)):
        rows = by_rule[rule]
        c = collections.Counter(r["verdict"] for r in rows)
        out.append([f"`{rule}`", round(est[rule]), len(rows)] + [c[v] for v in VERDICTS] +
                   [f"{100 * c['fix'] / len(rows):.0f} %"])
    tot = collections.Counter(r["verdict"] for r in judged)
    out.append(["**all**", round(sum(est.values())), len(judged)] + [tot[v] for v in VERDICTS] +
               [f"{100 * tot['fix'] / len(judged):.0f} %" if judged else "–"])
    denom = sum(est.values())
    if denom:
        share = collections.Counter()
        for r in judged:
            share[r["verdict"]] += r["weight"]
        out.append(["**weighted by rule**", "", ""] +
                   [f"{100 * share[v] / denom:.0f} %" for v in VERDICTS] + [""])
    table(out, ["rule", "findings", "judged", "fix", "noise", "wrong", "fix share"])

    kinds = collections.defaultdict(lambda: [0, 0.0])
    for r in judged:
        if r["verdict"] != "fix":
            k = kinds[(r["verdict"], r["kind"])]
            k[0] += 1
            k[1] += r["weight"]
    if kinds:
        print()
        rows = sorted(kinds.items(), key=lambda kv: (kv[0][0], -kv[1][1], kv[0][1]))
        table([[v, k, n, f"{w:.1f}", f"{100 * w / denom:.0f} %"] for (v, k), (n, w) in rows],
              ["verdict", "kind", "judged", "estimated findings", "weighted share"])


def mechanisms(r):
    return {m.strip() for m in r.get("removed_by", "").split(";") if m.strip()}


def cmd_score(a):
    verdicts = read_tsv(a.verdicts)
    check_verdicts(verdicts, a.verdicts)
    now = load_reports(a.reports, a.apps_tsv)
    if not a.before:
        totals = collections.Counter(r["rule"] for r in now)
        missing = {key(r) for r in verdicts} - {key(r) for r in now}
        if missing:
            print(f"warning: {len(missing)} judged findings are not in {a.reports}: "
                  "is this the run the sample was drawn from? (use --before for an after table)",
                  file=sys.stderr)
        judged = with_weights(verdicts, totals)
        print_tables("Before: the judged sample", judged)
        removed = collections.defaultdict(list)
        for r in judged:
            if r["verdict"] != "fix":
                for m in mechanisms(r) or {"none"}:
                    removed[m].append(r)
        denom = sum(totals[x] for x in {r["rule"] for r in verdicts})
        print("\n### What each mechanism would remove (noise and wrong findings of the sample)\n")
        table([[m, len(rs),
                ", ".join(f"{k} {v}" for k, v in sorted(collections.Counter(x["rule"] for x in rs).items())),
                f"{100 * sum(x['weight'] for x in rs) / denom:.0f} %"]
               for m, rs in sorted(removed.items(), key=lambda kv: (-len(kv[1]), kv[0]))],
              ["mechanism", "judged", "by rule", "weighted share of all findings"])
        if a.assume:
            every = {m for r in verdicts for m in mechanisms(r)} - {"none"}
            assumed = every if a.assume == "all" else set(a.assume.split(","))
            kept = [r for r in judged if not (mechanisms(r) & assumed)]
            print_tables("Projected: the sample if " + ", ".join(sorted(assumed)) + " worked exactly",
                         kept, f"{len(kept)} of {len(verdicts)} judged findings left; "
                         "'findings' is the estimated number left (each row keeps its weight).")
        return

    # After a change: which judged findings are still reported, and the judged new ones.
    before = load_reports(a.before, a.apps_tsv)
    before_keys = {key(r) for r in before}
    reported = {key(r) for r in now}
    judged_before = with_weights(verdicts, collections.Counter(r["rule"] for r in before))
    kept = [r for r in judged_before if key(r) in reported]
    lost_fix = [r for r in verdicts if r["verdict"] == "fix" and key(r) not in reported]
    added = [r for r in now if key(r) not in before_keys]
    judged = list(kept)
    note = (f"{len(kept)} of {len(verdicts)} judged findings still reported; "
            f"{len(lost_fix)} `fix` findings lost; {len(added)} findings new.")
    if a.new_verdicts:
        new = read_tsv(a.new_verdicts)
        check_verdicts(new, a.new_verdicts)
        new = [r for r in new if key(r) in reported and key(r) not in before_keys]
        judged += with_weights(new, collections.Counter(r["rule"] for r in added))
        unjudged = {key(r) for r in added} - {key(r) for r in new}
        note += f" {len(new)} new findings judged"
        if unjudged:
            note += f", {len(unjudged)} not (left out of the table)"
        note += "."
    elif added:
        note += " The new findings are not judged (pass --new-verdicts): left out of the table."
    print_tables("After: judged findings still reported, and judged new ones", judged,
                 note + " 'findings' is the estimated number reported.")
    for r in lost_fix:
        print(f"lost fix: {r['path']}:{r['line']} {r['rule']} {r['title']!r}")


def cmd_census(a):
    """Every finding of a run judged: exact counts, no weighting. A finding judged in more than
    one verdict file takes the last file's verdict (a new judgement replaces an old one)."""
    now = load_reports(a.reports, a.apps_tsv)
    verdicts = {}
    for path in a.verdicts:
        rows = read_tsv(path)
        check_verdicts(rows, path)
        for r in rows:
            verdicts[key(r)] = r
    judged, missing = [], []
    for r in now:
        v = verdicts.get(key(r))
        if v is None:
            missing.append(r)
        else:
            judged.append(dict(v, weight=1.0))
    for r in missing:
        print(f"not judged: {r['app']} {r['path']}:{r['line']} {r['rule']} {r.get('title')!r}")
    print_tables("Census: every finding of the run, judged", judged,
                 f"{len(judged)} of {len(now)} findings judged; {len(missing)} not.")
    if missing:
        sys.exit(1)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--apps-tsv", default=os.path.join(HERE, "apps.tsv"), help="apps, repos, commits")
    sub = p.add_subparsers(dest="cmd", required=True)

    s = sub.add_parser("run", help="lint every app with a binary into a reports folder")
    s.add_argument("--binary", required=True)
    s.add_argument("--apps", default="/work/apps", help="where setup_apps.sh checked them out")
    s.add_argument("--out", required=True, help="reports folder (<app>.json, <app>.err)")
    s.add_argument("extra", nargs="*", help="more lint arguments, after --")
    s.set_defaults(f=cmd_run)

    s = sub.add_parser("count", help="findings per app and rule")
    s.add_argument("--reports", default="/work/apps/out")
    s.set_defaults(f=cmd_count)

    s = sub.add_parser("draw", help="draw the stratified sample")
    s.add_argument("--reports", default="/work/apps/out")
    s.add_argument("--cap", type=int, default=CAP)
    s.add_argument("--min", type=int, default=MIN)
    s.add_argument("--seed", default=SEED)
    s.add_argument("--out", default=os.path.join(HERE, "sample.tsv"))
    s.set_defaults(f=cmd_draw)

    s = sub.add_parser("new", help="findings of a run that a previous run (or sample) lacks")
    s.add_argument("--reports", required=True)
    s.add_argument("--previous", required=True, help="a reports folder, or a sample/verdicts TSV")
    s.add_argument("--out", default="-")
    s.set_defaults(f=cmd_new)

    s = sub.add_parser("census", help="every finding of a run judged: exact tables")
    s.add_argument("--reports", required=True)
    s.add_argument("--verdicts", nargs="+", required=True, help="verdict files, later ones win")
    s.set_defaults(f=cmd_census)
    s = sub.add_parser("score", help="tables per rule and noise kind")
    s.add_argument("--verdicts", default=os.path.join(HERE, "verdicts.tsv"))
    s.add_argument("--reports", default="/work/apps/out", help="the run to score")
    s.add_argument("--before", help="the reports the sample was drawn from (for an after table)")
    s.add_argument("--new-verdicts", help="verdicts on the findings `new` listed")
    s.add_argument("--assume", help="project the sample as if these removed_by mechanisms "
                   "(comma-separated, or 'all') worked exactly")
    s.set_defaults(f=cmd_score)

    a = p.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
