#!/usr/bin/env python3
"""Score `buttonlint titles --format csv` against the hand list of Linux example apps (issue 26).

The hand list (handlist.tsv) names every place in the example apps that gives a button, menu
item or dialog response a title: repo, path, line, api, the text users see, the role. This
script matches the rows of a titles CSV to it by path and line and counts, per repository:

  sites        hand-list sites
  listed       sites with a titles row on their path and line
  text known   sites whose text is knowable from the source (text column not "-")
  text right   of those, listed with the text users see
  roles        sites with a cancel, close, destructive or suggested role
  roles read   of those, listed with that role (close also accepts cancel)
  false roles  listed sites the hand list gives no role that the CSV gives one
  icon none    icon-only sites (notes start "icon-only") listed with source "none"
  extra rows   titles rows on no hand-list site (other frameworks' code, or false sites)

Two ways to run it (see README.md):
  score.py --binary /path/to/buttonlint --src /work/linux-src      runs titles itself
  score.py --csv titles1.csv [titles2.csv ...]                     scores CSVs made before
Add --details to print every miss, --by-api for a table per API.

Text column conventions: "-" means unknowable or icon-only; alternatives are separated by
" || " (any one counts); a text written in double quotes is that text ("-" is a hyphen);
"\\(…)" stands for an interpolated part and matches anything, the CSV's own "\\(…)" included.
Only the Python standard library is used.
"""
import argparse
import csv
import io
import os
import re
import subprocess
import sys
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))

# Folders scanned per repository, relative to --src (the folder the repositories are checked
# out in, one folder per repository named owner+name).
FOLDERS = OrderedDict([
    ("AparokshaUI/adwaita-swift", ["Sources/Demo"]),
    ("stackotter/swift-cross-ui", ["Examples", "Sources/GtkExample", "Sources/Gtk3Example"]),
    ("TokamakUI/Tokamak", ["Sources/TokamakDemo", "Sources/TokamakGTKDemo",
                           "Sources/TokamakStaticHTMLDemo", "NativeDemo"]),
    ("rhx/SwiftHelloGtk", ["Sources"]),
    ("rhx/SwiftGtk", ["Tests"]),
    ("makoni/swift-adwaita", ["Sources/DemoApp"]),  # five files saved from read_file (README.md)
])

ROLE_ACCEPTS = {
    "cancel": {"cancel"},
    "close": {"close", "cancel"},  # the close (Escape) response is the dialog's cancel
    "destructive": {"destructive"},
    "suggested": {"suggested"},
}
ROLES = set().union(*ROLE_ACCEPTS.values())
INTERPOLATION = "\\(…)"


def repo_dir(repo):
    return repo.replace("/", "+")


def read_handlist(path):
    with open(path, encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    for row in rows:
        row["line"] = int(row["line"])
        row["key"] = repo_dir(row["repo"]) + "/" + row["path"]
    return rows


def alternatives(text):
    for alt in text.split(" || "):
        if len(alt) >= 2 and alt.startswith('"') and alt.endswith('"'):
            alt = alt[1:-1]
        yield alt


def text_matches(hand_text, tool_text):
    if hand_text == "-":
        return False
    for alt in alternatives(hand_text):
        if INTERPOLATION in alt:
            pattern = ".*".join(re.escape(part) for part in alt.split(INTERPOLATION))
            if re.fullmatch(pattern, tool_text, re.S):
                return True
        elif alt == tool_text:
            return True
    return False


def run_titles(binary, src):
    rows = []
    for repo, folders in FOLDERS.items():
        paths = [os.path.join(repo_dir(repo), f) for f in folders
                 if os.path.exists(os.path.join(src, repo_dir(repo), f))]
        if not paths:
            continue
        out = subprocess.run([binary, "titles", "--format", "csv"] + paths, cwd=src,
                             capture_output=True, text=True)
        if out.returncode not in (0, 1):
            sys.exit("titles failed for %s (exit %d): %s" % (repo, out.returncode, out.stderr))
        rows += list(csv.DictReader(io.StringIO(out.stdout)))
    return rows


def read_csvs(paths):
    rows = []
    for p in paths:
        with open(p, encoding="utf-8", newline="") as f:
            rows += list(csv.DictReader(f))
    return rows


def norm(path):
    return path.replace("\\", "/")


def score(hand, tool_rows):
    by_line = defaultdict(list)
    for i, row in enumerate(tool_rows):
        by_line[int(row["line"])].append(i)
    used = set()
    results = []
    for site in hand:
        candidates = [i for i in by_line.get(site["line"], [])
                      if i not in used and (norm(tool_rows[i]["file"]) == site["key"]
                                            or norm(tool_rows[i]["file"]).endswith("/" + site["key"]))]
        best = None
        for i in candidates:  # several sites on one line: the one with the right text first
            if text_matches(site["text"], tool_rows[i]["text"]):
                best = i
                break
        if best is None and candidates:
            best = candidates[0]
        if best is not None:
            used.add(best)
        results.append((site, tool_rows[best] if best is not None else None))
    extras = [row for i, row in enumerate(tool_rows) if i not in used]
    return results, extras


def repo_of_path(path):
    path = norm(path)
    for repo in FOLDERS:
        if repo_dir(repo) + "/" in path or path.startswith(repo_dir(repo)):
            return repo
    return "(other)"


def tally(results, extras):
    table = OrderedDict()

    def bucket(repo):
        return table.setdefault(repo, dict(sites=0, listed=0, known=0, right=0, roles=0, read=0,
                                           false_roles=0, icons=0, icon_none=0, extra=0))
    for repo in FOLDERS:
        bucket(repo)
    for site, row in results:
        b = bucket(site["repo"])
        b["sites"] += 1
        role = site["role"].strip().lower()
        if site["text"] != "-":
            b["known"] += 1
        if role in ROLE_ACCEPTS:
            b["roles"] += 1
        icon = site["notes"].startswith("icon-only")
        if icon:
            b["icons"] += 1
        if row is None:
            continue
        b["listed"] += 1
        if text_matches(site["text"], row["text"]):
            b["right"] += 1
        tool_role = row["role"].strip().lower()
        if role in ROLE_ACCEPTS and tool_role in ROLE_ACCEPTS[role]:
            b["read"] += 1
        if role not in ROLE_ACCEPTS and tool_role in ROLES:
            b["false_roles"] += 1
        if icon and row.get("source", "") == "none":
            b["icon_none"] += 1
    for row in extras:
        bucket(repo_of_path(row["file"]))["extra"] += 1
    total = dict.fromkeys(next(iter(table.values())).keys(), 0)
    for b in table.values():
        for k, v in b.items():
            total[k] += v
    table["total"] = total
    return table


def pct(a, b):
    return "%d/%d (%s)" % (a, b, ("%.0f %%" % (100.0 * a / b)) if b else "-")


def print_table(table, out=sys.stdout):
    out.write("| repository | sites | listed | right text (of knowable) | roles read | false roles "
              "| icon-only as none | extra rows |\n")
    out.write("|---|---:|---:|---:|---:|---:|---:|---:|\n")
    for repo, b in table.items():
        name = "**total**" if repo == "total" else repo
        out.write("| %s | %d | %s | %s | %s | %d | %s | %d |\n" % (
            name, b["sites"], pct(b["listed"], b["sites"]), pct(b["right"], b["known"]),
            pct(b["read"], b["roles"]), b["false_roles"], pct(b["icon_none"], b["icons"]),
            b["extra"]))


def print_details(results, extras, out=sys.stdout):
    out.write("\nMisses (site: expected -> titles row)\n")
    for site, row in results:
        where = "%s/%s:%d" % (site["repo"], site["path"], site["line"])
        if row is None:
            out.write("  not listed   %s  %r (%s)\n" % (where, site["text"], site["api"]))
            continue
        problems = []
        if site["text"] != "-" and not text_matches(site["text"], row["text"]):
            problems.append("text %r, want %r" % (row["text"], site["text"]))
        role = site["role"].strip().lower()
        tool_role = row["role"].strip().lower()
        if role in ROLE_ACCEPTS and tool_role not in ROLE_ACCEPTS[role]:
            problems.append("role %s, want %s" % (tool_role, role))
        if role not in ROLE_ACCEPTS and tool_role in ROLES:
            problems.append("role %s, want none" % tool_role)
        if site["notes"].startswith("icon-only") and row.get("source") != "none":
            problems.append("source %s, want none" % row.get("source"))
        if problems:
            out.write("  wrong        %s  %s\n" % (where, "; ".join(problems)))
    for row in extras:
        out.write("  extra row    %s:%s  %s %r (%s)\n" % (norm(row["file"]), row["line"], row["api"],
                                                        row["text"], row["framework"]))


def print_by_api(results, out=sys.stdout):
    """Per hand-list api: sites, listed, right text, roles read (which APIs are still missing)."""
    rows = OrderedDict()
    for site, row in results:
        b = rows.setdefault((site["repo"], site["api"]), [0, 0, 0, 0, 0, 0])
        role = site["role"].strip().lower()
        b[0] += 1
        b[2] += site["text"] != "-"
        b[4] += role in ROLE_ACCEPTS
        if row is not None:
            b[1] += 1
            b[3] += text_matches(site["text"], row["text"])
            b[5] += role in ROLE_ACCEPTS and row["role"].strip().lower() in ROLE_ACCEPTS[role]
    out.write("\n| repository | api | listed | right text | roles read |\n|---|---|---:|---:|---:|\n")
    for (repo, api), b in rows.items():
        out.write("| %s | %s | %d/%d | %d/%d | %d/%d |\n" % (repo, api.replace("|", "\\|"), b[1], b[0],
                                                           b[3], b[2], b[5], b[4]))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--handlist", default=os.path.join(HERE, "handlist.tsv"))
    ap.add_argument("--binary", help="buttonlint binary to run `titles --format csv` with")
    ap.add_argument("--src", default="/work/linux-src",
                    help="folder holding the checked-out repositories (owner+name)")
    ap.add_argument("--csv", nargs="+", help="titles CSV files to score instead of running --binary")
    ap.add_argument("--save-csv", help="with --binary: also write the titles rows to this file")
    ap.add_argument("--details", action="store_true", help="list every miss and extra row")
    ap.add_argument("--by-api", action="store_true", help="also a table per hand-list api")
    args = ap.parse_args()
    hand = read_handlist(args.handlist)
    if args.csv:
        tool_rows = read_csvs(args.csv)
    elif args.binary:
        tool_rows = run_titles(args.binary, args.src)
        if args.save_csv and tool_rows:
            with open(args.save_csv, "w", encoding="utf-8", newline="") as f:
                w = csv.DictWriter(f, fieldnames=list(tool_rows[0].keys()))
                w.writeheader()
                w.writerows(tool_rows)
    else:
        ap.error("give --binary or --csv")
    results, extras = score(hand, tool_rows)
    print_table(tally(results, extras))
    if args.by_api:
        print_by_api(results)
    if args.details:
        print_details(results, extras)


if __name__ == "__main__":
    main()
