#!/usr/bin/env python3
"""Measures what finding `.buttonlint.yml` files costs: a deep tree of many small folders, linted
with the search (nested configurations in one folder of ten), with the search finding only the
root's file, and with `--config FILE` (no search). Reports CPU time (user + system), the least of
five runs each, since wall time on a shared machine measures the neighbours.

Usage: python3 Benchmarks/config_lookup.py [--folders 20000]
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchmark import WORK, build  # noqa: E402

FILE = "import Foundation\nlet answer = 42\n"


def make_tree(folders, with_configs):
    tree = os.path.join(WORK, f"config-tree-{folders}-{'nested' if with_configs else 'plain'}")
    marker = os.path.join(tree, ".complete")
    if os.path.exists(marker):
        return tree
    shutil.rmtree(tree, ignore_errors=True)
    os.makedirs(os.path.join(tree, ".git"))
    with open(os.path.join(tree, ".buttonlint.yml"), "w") as f:
        f.write("disabled_rules: [title-length]\nexcluded: ['**/Generated']\n")
    for index in range(folders):
        # Four levels deep: Area/Feature/Part/Leaf, as an app's modules are.
        folder = os.path.join(tree, f"A{index // 1000}", f"F{index // 100}", f"P{index // 10}", f"L{index}")
        os.makedirs(folder)
        with open(os.path.join(folder, "File.swift"), "w") as f:
            f.write(FILE)
        if with_configs and index % 10 == 0:
            with open(os.path.join(folder, ".buttonlint.yml"), "w") as f:
                f.write("rules:\n  title-case: {style: sentence, severity: error}\nwords: {keep: [Acme]}\n")
    open(marker, "w").close()
    return tree


def best_of(command, cwd, runs=5):
    """The least CPU time (user + system) of several runs: wall time on a shared, loaded machine
    says more about the neighbours than about the program."""
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return min(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folders", type=int, default=20000)
    args = parser.parse_args()
    binary = build()
    nested = make_tree(args.folders, True)
    plain = make_tree(args.folders, False)
    rows = [
        ("--config FILE (no search)", best_of([binary, "--quiet", "--config", ".buttonlint.yml", "."], nested)),
        ("search, one root file", best_of([binary, "--quiet", "."], plain)),
        ("search, nested in 1 of 10 folders", best_of([binary, "--quiet", "."], nested)),
    ]
    base = rows[0][1]
    print(f"{args.folders} folders of one file each, {args.folders // 10} nested configurations")
    for name, seconds in rows:
        extra = (seconds - base) / args.folders * 1e6
        print(f"{name:36s} {seconds:6.3f} s CPU   {extra:+6.1f} µs per folder vs --config")


if __name__ == "__main__":
    main()
