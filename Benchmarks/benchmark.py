#!/usr/bin/env python3
"""Measures ButtonLint against grep and cat over the same files, in one run on the same warm tree
(the machines are shared and noisy, so ratios measured side by side mean more than seconds).
Run by hand; never part of the tests.

Usage: python3 Benchmarks/benchmark.py [--sizes 5,50] [--large] [--huge] [--corpus] [--runs 3]
  Builds the release binary (with --static-swift-stdlib, as a Linux release binary ships; --dynamic
  for the plain `swift build -c release`), generates realistic trees (Benchmarks/generate_tree.py) of 5 and
  50 MB under Benchmarks/work/ (git-ignored, kept between runs), and for each tree times:
    grep -rlF  for the trigger names, over the *.swift files (what the prefilter does)
    cat        of every *.swift file (reading alone)
    lint       `buttonlint lint --quiet` on all cores, and with --jobs 1
    dump       `buttonlint dump-literals` pinned to one core (lexes every file)
  printing wall and CPU seconds, MB/s, ratios to grep and cat, and peak resident memory. Times
  are each command's best of its runs, peaks the median run's (measured by GNU time, so a peak is
  the command's own, not this script's pages a forked child starts with); `paired` is the median,
  over the rounds, of a command's wall time over that of the grep run just before it (the warm-up
  read below).
  --large  adds the 500 MB tree (about 500 MB of disk and a few minutes; at most three rounds).
  --huge   lints a 100 MB file of one array literal of tuples and an 80 MB one-line file of buttons.
  --corpus adds the old worst case: copies of Corpus/ (every file full of buttons), 50 MB.
  --instructions  counts the instructions of `lint --jobs 1` on the 5 MB tree with callgrind
           (valgrind): repeatable where times are not, so small changes show.
  --baseline [LABEL=]BINARY  also times another buttonlint (an older build) in the same
           interleaved rounds, so before and after are measured side by side under the same load;
           repeat it to time several (each named by its LABEL, or baseline, baseline-2…).
  Every command runs right after a grep of the tree, so each finds it in the page cache; that
  grep's time counts only towards `paired`.
  The load average is printed before and after: on a shared machine it says how far to trust
  wall times (CPU seconds are steadier).
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import generate_tree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", "work")


def build_arguments(static):
    """A release build as a Linux release binary is shipped: the Swift runtime and Foundation
    linked in (`--static-swift-stdlib`), so a run does not spend its first milliseconds loading
    and binding a dozen shared libraries. Built apart from `.build/`, so switching does not make
    the tests' and CI's release builds start over. `--dynamic` measures the plain build."""
    if not static:
        return ["-c", "release"]
    return ["-c", "release", "--static-swift-stdlib", "--scratch-path", os.path.join(WORK, "static-build")]


def build(static):
    subprocess.run(["swift", "build", *build_arguments(static), "--product", "buttonlint"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(release_folder(static), "buttonlint")


def release_folder(static):
    return subprocess.run(["swift", "build", *build_arguments(static), "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def trigger_names(build):
    """The standard catalogue's trigger names (`ButtonLint.standardTriggerNames`, worked out from
    the builders), printed by a two-line program compiled against the release build's objects, so
    grep searches exactly what the prefilter does."""
    program = os.path.join(WORK, "trigger_names.swift")
    executable = os.path.join(WORK, "trigger-names")
    with open(program, "w") as out:
        out.write('import ButtonLintKit\nprint(ButtonLint.standardTriggerNames.joined(separator: "\\n"))\n')
    # The objects of the module's current sources (SwiftPM lists them in `sources`): a source
    # file since removed leaves its object behind, which would define its types twice.
    module = os.path.join(build, "ButtonLintKit.build")
    with open(os.path.join(module, "sources")) as listed:
        sources = [line.strip() for line in listed if line.strip().endswith(".swift")]
    objects = [os.path.join(module, os.path.basename(source) + ".o") for source in sources]
    # Objects of the --static-swift-stdlib build link only against the runtime linked in.
    static = ["-static-stdlib"] if os.path.join(WORK, "static-build") in build else []
    subprocess.run(["swiftc", *static, "-I", os.path.join(build, "Modules"), program, *objects, "-o", executable],
                   check=True, stdout=subprocess.DEVNULL)
    return subprocess.run([executable], check=True, capture_output=True, text=True).stdout.split()


def generated_tree(megabytes):
    tree = os.path.join(WORK, f"generated-{megabytes}mb")
    marker = os.path.join(tree, ".complete")
    if not os.path.exists(marker):
        shutil.rmtree(tree, ignore_errors=True)
        generate_tree.generate_tree(tree, megabytes)
        open(marker, "w").close()
    return tree


def corpus_tree(megabytes):
    tree = os.path.join(WORK, f"corpus-{megabytes}mb")
    marker = os.path.join(tree, ".complete")
    if os.path.exists(marker):
        return tree
    shutil.rmtree(tree, ignore_errors=True)
    sources = sorted(os.path.join(d, n) for d, _, ns in os.walk(os.path.join(ROOT, "Corpus"))
                     for n in ns if n.endswith(".swift"))
    size = sum(os.path.getsize(f) for f in sources)
    for copy in range(max(1, (megabytes * 1024 * 1024) // size)):
        target = os.path.join(tree, f"Module{copy:05d}")
        os.makedirs(target)
        for index, source in enumerate(sources):
            shutil.copyfile(source, os.path.join(target, f"{index:02d}_{os.path.basename(source)}"))
    open(marker, "w").close()
    return tree


def swift_bytes(tree):
    return sum(os.path.getsize(os.path.join(d, n)) for d, _, ns in os.walk(tree) for n in ns if n.endswith(".swift"))


def output_sink():
    """Where the commands' output goes: a device that drops what is written. `/dev/null` is one,
    unless something replaced it with a regular file (seen on a shared machine), which would make
    every run pay for writing its output into a file; `/dev/zero` drops writes too."""
    import stat
    for path in (os.devnull, "/dev/zero"):
        try:
            if stat.S_ISCHR(os.stat(path).st_mode):
                if path != os.devnull:
                    print(f"note: {os.devnull} is not a device; output goes to {path}")
                return open(path, "wb")
        except OSError:
            pass
    return subprocess.DEVNULL


SINK = None


def gnu_time():
    """GNU time (Debian's `time` package), which reports the peak of the command it starts.
    A process forked from this script starts with the script's pages, and Linux keeps the larger
    peak across `exec`: measured directly, every command's peak was at least this script's
    (17.1 MiB, grep's own 2 MiB included). GNU time is small, so its child starts near nothing."""
    path = shutil.which("time", path="/usr/bin:/bin") or ""
    try:
        probe = subprocess.run([path, "-f", "%M", "true"], capture_output=True, text=True)
    except OSError:
        return None
    return path if probe.returncode == 0 and probe.stderr.strip().isdigit() else None


GNU_TIME = gnu_time()
if GNU_TIME is None:
    print("note: GNU time (/usr/bin/time) is missing: peaks include this script's own pages "
          "(apt-get install time)")


def measure(command, shell=False):
    """Wall seconds, CPU seconds (user + system, children included) and peak resident MiB of one
    run. The command runs under GNU time when there is one (its start costs every command alike,
    under a millisecond), which writes the command's peak into a file of its own."""
    global SINK
    if SINK is None:
        SINK = output_sink()
    argv = ["sh", "-c", command] if shell else command
    report = None
    if GNU_TIME:
        descriptor, report = tempfile.mkstemp(prefix="buttonlint-peak-")
        os.close(descriptor)
        argv = [GNU_TIME, "-f", "%M", "-o", report] + argv
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=SINK, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"failed: {command}")
    peak = usage.ru_maxrss
    if report:
        with open(report) as lines:
            peak = int(lines.read().split()[-1])
        os.remove(report)
    return wall, usage.ru_utime + usage.ru_stime, peak / 1024


def bench_tree(binary, tree, runs, names, baselines=()):
    megabytes = swift_bytes(tree) / 1e6
    files = sum(1 for d, _, ns in os.walk(tree) for n in ns if n.endswith(".swift"))
    print(f"\n{os.path.relpath(tree, ROOT)}: {megabytes:.1f} MB of Swift in {files} files")
    grep = ["grep", "-rlF", "--include=*.swift"] + [arg for name in names for arg in ("-e", name)] + [tree]
    cat = f"find '{tree}' -name '*.swift' -type f -exec cat {{}} +"  # output to the sink, as every command's
    commands = [
        ("grep -rlF triggers", grep, False),
        ("cat every file", cat, True),
        ("buttonlint lint", [binary, "lint", "--quiet", tree], False),
        ("buttonlint lint --jobs 1", [binary, "lint", "--quiet", "--jobs", "1", tree], False),
        ("dump-literals, 1 core", ["taskset", "-c", "0", binary, "dump-literals", tree], False),
    ]
    for label, baseline in baselines:
        commands += [
            (f"{label} lint", [baseline, "lint", "--quiet", tree], False),
            (f"{label} lint --jobs 1", [baseline, "lint", "--quiet", "--jobs", "1", tree], False),
        ]
    rows = {}
    peaks = {}
    # Each command's wall time over that of the grep run just before it, per round: the paired
    # ratio, whose median a burst of load on one round moves less than it moves a best-of time.
    paired = {}
    # Interleaved rounds, so a burst of load from other work hits every command alike. The tree
    # is read again (by grep) before every command: some machines drop the page cache within
    # seconds (`cat` of the 50 MB tree took 0.24 s three times in a row and 0.35 s after ten idle
    # seconds), and the comparison is of work on a warm tree, not of who reads the disk first.
    for _ in range(runs):
        for name, command, shell in commands:
            warm_grep = measure(grep)
            result = measure(command, shell)
            paired.setdefault(name, []).append(result[0] / warm_grep[0])
            peaks.setdefault(name, []).append(result[2])
            old = rows.get(name)
            # Times: the fastest round (the least disturbed by other work). Peak memory: the
            # median round, the same statistic for every tree however many rounds it had (the
            # largest of nine rounds of the 5 MB tree against one of the 500 MB tree flattered
            # the ratio of the two by half a MiB).
            rows[name] = (result[0] if old is None else min(old[0], result[0]),
                          result[1] if old is None else min(old[1], result[1]),
                          statistics.median(peaks[name]))
    grep_wall, grep_cpu, _ = rows["grep -rlF triggers"]
    cat_wall, _, _ = rows["cat every file"]
    # MB per CPU second is what one core does; it is also steadier than wall time when other
    # work shares the machine.
    print(f"{'command':26s} {'wall s':>7s} {'cpu s':>7s} {'MB/s':>7s} {'MB/cpu-s':>8s} {'wall/grep':>9s} "
          f"{'cpu/grep':>9s} {'wall/cat':>8s} {'peak MiB':>8s} {'paired':>7s}")
    for name, (wall, cpu, memory) in rows.items():
        print(f"{name:26s} {wall:7.3f} {cpu:7.3f} {megabytes / wall:7.0f} {megabytes / max(cpu, 1e-9):8.0f} "
              f"{wall / grep_wall:9.2f} {cpu / grep_cpu:9.2f} {wall / cat_wall:8.2f} {memory:8.1f} "
              f"{statistics.median(paired[name]):7.2f}")
    return rows


def bench_huge(binary, baselines=()):
    print("\nhuge single files (lint, all cores; the 10 MB one-line file shows whether time is linear)")
    for name, maker, megabytes in [("tuples-100mb.swift", generate_tree.huge_tuples, 100),
                                   ("one-line-10mb.swift", generate_tree.huge_line, 10),
                                   ("one-line-80mb.swift", generate_tree.huge_line, 80)]:
        path = os.path.join(WORK, name)
        if not os.path.exists(path):
            maker(path, megabytes)
        size = os.path.getsize(path) / 1e6
        for label, program in [("", binary)] + [(f"{label} ", baseline) for label, baseline in baselines]:
            measure(["cat", path])  # into the page cache, as for the trees
            wall, cpu, memory = measure([program, "lint", "--quiet", path])
            print(f"{label + name:31s} {size:6.1f} MB  {wall:6.2f} s wall  {cpu:6.2f} s cpu ({cpu / size * 1000:5.0f} ms/MB)  "
                  f"{memory:7.1f} MiB peak ({memory * 1.048576 / size:.2f}x the file)")


def bench_instructions(binary, tree, baselines=()):
    """Instructions `lint --jobs 1` executes on `tree`, counted by callgrind: the same count for
    the same binary and input whatever else the machine does, so a change of a tenth of a percent
    shows where wall times wander by a third. Hashing is made deterministic, as the counts depend on it."""
    print(f"\ninstructions of `lint --jobs 1` on {os.path.relpath(tree, ROOT)} (callgrind)")
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    counts = {}
    for label, program in [("buttonlint", binary)] + list(baselines):
        out = os.path.join(WORK, "callgrind.out")
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", program, "lint",
                                 "--quiet", "--jobs", "1", tree], env=environment, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        match = re.search(r"Collected : (\d+)|I\s+refs:\s+([\d,]+)", result.stderr)
        if not match:
            sys.exit(f"callgrind gave no count for {program}:\n{result.stderr[-2000:]}")
        counts[label] = int((match.group(1) or match.group(2)).replace(",", ""))
        print(f"{label:26s} {counts[label] / 1e6:12.2f} M")
    for label, _ in baselines:
        print(f"{'change from ' + label:26s} {100 * (counts['buttonlint'] / counts[label] - 1):+11.2f} %")


def named_baselines(values):
    """The `--baseline` values as (label, binary): `LABEL=BINARY`, or a binary alone, named
    baseline (the first) and baseline-2, baseline-3… (the others)."""
    named = []
    for position, value in enumerate(values):
        label, separator, path = value.partition("=")
        if not separator or "/" in label or not label:
            label, path = ("baseline" if position == 0 else f"baseline-{position + 1}"), value
        named.append((label, path))
    return named


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="5,50", help="generated tree sizes in MB, comma-separated")
    parser.add_argument("--large", action="store_true", help="add the 500 MB tree")
    parser.add_argument("--huge", action="store_true", help="lint the 100 MB and 80 MB single files")
    parser.add_argument("--corpus", action="store_true", help="add a 50 MB tree of Corpus copies")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", help="a buttonlint binary to measure instead of building one")
    parser.add_argument("--baseline", action="append", default=[],
                        help="[LABEL=]BINARY: another buttonlint to time in the same rounds (repeatable)")
    parser.add_argument("--instructions", action="store_true",
                        help="count the instructions of `lint --jobs 1` on the 5 MB tree with callgrind")
    parser.add_argument("--dynamic", action="store_true",
                        help="build without --static-swift-stdlib (the plain `swift build -c release`)")
    args = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")

    baselines = named_baselines(args.baseline)
    binary = args.binary or build(static=not args.dynamic)
    os.makedirs(WORK, exist_ok=True)
    # The trigger names come from whichever release build's objects exist (they are the same).
    folders = [release_folder(static) for static in ([False] if args.dynamic else [True, False])]
    names = trigger_names(next((f for f in folders if os.path.isdir(os.path.join(f, "ButtonLintKit.build"))), folders[0]))
    sizes = [int(s) for s in args.sizes.split(",") if s] + ([500] if args.large else [])
    memory = {}
    for size in sizes:
        rows = bench_tree(binary, generated_tree(size), args.runs if size < 500 else min(args.runs, 3), names,
                          baselines)
        memory[size] = {label: rows[f"{label} lint"][2] for label in ["buttonlint"] + [b[0] for b in baselines]}
    if args.corpus:
        bench_tree(binary, corpus_tree(50), args.runs, names, baselines)
    if 5 in memory and 500 in memory:
        for label in memory[5]:
            print(f"\n{label} peak memory of lint: 5 MB tree {memory[5][label]:.1f} MiB, 500 MB tree "
                  f"{memory[500][label]:.1f} MiB, ratio {memory[500][label] / memory[5][label]:.2f} "
                  f"(budget: within 2x, under 64 MiB)")
    if args.huge:
        bench_huge(binary, baselines)
    if args.instructions:
        bench_instructions(binary, generated_tree(5), baselines)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
