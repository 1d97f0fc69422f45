#!/usr/bin/env python3
"""Measures ButtonLint against grep over the same tree, in one run (the machines are shared and
noisy, so only ratios measured side by side mean anything).

Usage: python3 Benchmarks/benchmark.py [--megabytes 50] [--memory]
  Builds the release binary, copies Corpus/ into Benchmarks/work/ until the tree holds about
  N megabytes of Swift, then times `dump-literals`, `lint` and `grep -r` over it.
  --memory also compares peak resident memory on a 5 MB and a 500 MB tree (SPEC section 8).
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", "work")


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "buttonlint"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "buttonlint")


def corpus_files():
    files = []
    for folder, _, names in os.walk(os.path.join(ROOT, "Corpus")):
        files += [os.path.join(folder, name) for name in names if name.endswith(".swift")]
    return sorted(files)


def make_tree(megabytes):
    tree = os.path.join(WORK, f"tree-{megabytes}mb")
    marker = os.path.join(tree, ".complete")
    if os.path.exists(marker):
        return tree
    shutil.rmtree(tree, ignore_errors=True)
    sources = corpus_files()
    size = sum(os.path.getsize(f) for f in sources)
    copies = max(1, (megabytes * 1024 * 1024) // size)
    for copy in range(copies):
        target = os.path.join(tree, f"Module{copy:05d}")
        os.makedirs(target)
        for index, source in enumerate(sources):
            shutil.copyfile(source, os.path.join(target, f"{index:02d}_{os.path.basename(source)}"))
    open(marker, "w").close()
    return tree


def tree_bytes(tree):
    return sum(os.path.getsize(os.path.join(d, n)) for d, _, ns in os.walk(tree) for n in ns if n.endswith(".swift"))


def measure(command):
    """Wall seconds and peak resident memory (MiB) of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"failed: {' '.join(command)}")
    return elapsed, usage.ru_maxrss / 1024


def best_of(command, runs=3):
    results = [measure(command) for _ in range(runs)]
    return min(r[0] for r in results), max(r[1] for r in results)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=int, default=50)
    parser.add_argument("--memory", action="store_true")
    args = parser.parse_args()

    binary = build()
    tree = make_tree(args.megabytes)
    megabytes = tree_bytes(tree) / 1024 / 1024
    print(f"tree: {tree} ({megabytes:.1f} MiB of Swift)")

    grep_seconds, _ = best_of(["grep", "-r", "-c", "Button", tree])
    rows = [
        ("grep -r -c Button", grep_seconds, None),
    ]
    for name, command in [
        ("buttonlint dump-literals", [binary, "dump-literals", tree]),
        ("buttonlint lint (all cores)", [binary, "lint", "--quiet", tree]),
        ("buttonlint lint --jobs 1", [binary, "lint", "--quiet", "--jobs", "1", tree]),
    ]:
        seconds, memory = best_of(command)
        rows.append((name, seconds, memory))
    for name, seconds, memory in rows:
        memory_text = f"{memory:7.1f} MiB peak" if memory is not None else ""
        print(f"{name:30s} {seconds:7.3f} s {megabytes / seconds:8.1f} MB/s  "
              f"{seconds / grep_seconds:6.2f}x grep  {memory_text}")

    if args.memory:
        small, large = make_tree(5), make_tree(500)
        _, small_memory = best_of([binary, "lint", "--quiet", small], runs=1)
        _, large_memory = best_of([binary, "lint", "--quiet", large], runs=1)
        print(f"peak memory: 5 MB tree {small_memory:.1f} MiB, 500 MB tree {large_memory:.1f} MiB, "
              f"ratio {large_memory / small_memory:.2f} (SPEC: within 2x)")


if __name__ == "__main__":
    main()
