#!/usr/bin/env python3
"""Runs the README's code blocks, so that every line a user pastes is known to work.

Every fenced block of README.md carries a marker, an HTML comment on the line just before its
fence (GitHub does not render it):

  <!-- runnable -->                   a shell block, run with `bash -e` in a fresh clone; exit 0
  <!-- runnable: expect-exit=1 -->   ... exiting with this status instead (the Corpus run)
  <!-- runnable: in-checkout -->     ... run in the CI checkout instead of the clone, to reuse its
                                     release build (only for commands that write nothing but .build)
  <!-- runnable: config -->          a `.buttonlint.yml` example: written into an empty project,
                                     where `buttonlint rules` and `buttonlint lint` must accept it
                                     with no note (it spells every key the preferred way)
  <!-- checked-by: PATH -->          proved by another check, which exists and mentions every
                                     word of the block's code (comments aside)
  <!-- skipped: REASON -->           not run, with the reason

A block without a marker, with an unknown marker, or with a `skipped` without a reason fails the
check, so a new README line cannot escape it. A runnable block may not name the repository's
address placeholder (`OWNER`): such a line cannot run anywhere but on the real address. In a
`checked-by` block, a line naming the placeholder is skipped (and said so), as is pre-commit's
`rev:` under it, which names a revision at that address; its local form, the first `code` in its
comment or in the comment line after it, is checked instead, and a line with none fails.

Runnable shell blocks run in README order with HOME, PREFIX (which the Makefile's `PREFIX ?=`
reads, so `make install` writes into a temporary prefix rather than /usr/local) and PATH (that
prefix's bin first) pointing into the throw-away folder.
"""

import argparse
import os
import re
import subprocess
import sys
import time

PLACEHOLDER = "OWNER"
SHELL = {"sh", "bash", "shell", "console"}
MARKER = re.compile(r"^<!--\s*(runnable|checked-by|skipped)\s*(?::\s*(.*?))?\s*-->\s*$")
FENCE = re.compile(r"^(```+|~~~+)\s*([A-Za-z0-9_+-]*)\s*$")


class Block:
    def __init__(self, line, language, marker, argument, body):
        self.line = line          # 1-based line of the opening fence
        self.language = language
        self.marker = marker      # runnable, checked-by, skipped, or None
        self.argument = argument  # the text after the marker's colon
        self.body = body

    def title(self):
        first = next((l.strip() for l in self.body if l.strip() and not l.strip().startswith("#")), "")
        return f"README.md:{self.line} ({self.language or 'text'}) {first[:70]}"


def blocks(text):
    lines = text.split("\n")
    found, index = [], 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        fence, language = match.group(1), match.group(2)
        start = index
        index += 1
        body = []
        while index < len(lines) and not lines[index].startswith(fence):
            body.append(lines[index])
            index += 1
        marker = MARKER.match(lines[start - 1].strip()) if start > 0 else None
        found.append(Block(start + 1, language, marker and marker.group(1), marker and (marker.group(2) or ""), body))
        index += 1
    return found


def code_part(line, language):
    """The line without its comment (`#` in shell and YAML, `//` in Swift)."""
    if language == "swift":
        return line.split("//", 1)[0]
    return re.split(r"(?:^|\s)#", line, maxsplit=1)[0]


def words(line, language):
    """The words of a line of code a checker must mention: options, names, keys, values;
    not what a shell line redirects into (a file the user names)."""
    code = code_part(line, language)
    if language in SHELL:
        code = re.split(r"\s[0-9]?>", " " + code, maxsplit=1)[0]
    return re.findall(r"--?[A-Za-z][\w-]*|[A-Za-z][\w.-]*[\w]", code)


def local_form(block, index):
    """The `code` a placeholder line's comment (or the comment line after it) gives as the form
    that works from a local clone."""
    for line in block.body[index:index + 2]:
        comment = line[len(code_part(line, block.language)):]
        found = re.search(r"`([^`]+)`", comment)
        if found:
            return found.group(1)
    return None


def check_by(block, root):
    path = block.argument.strip()
    if not path:
        return [f"{block.title()}: 'checked-by' names no file"]
    full = os.path.join(root, path)
    if not os.path.isfile(full):
        return [f"{block.title()}: checked by '{path}', which does not exist"]
    checker = open(full, encoding="utf-8").read()
    problems, skip_revision = [], False
    for index, line in enumerate(block.body):
        if PLACEHOLDER in line:
            print(f"   skipped line (needs the repository's address): {line.strip()}")
            skip_revision = True
            local = local_form(block, index)
            if local is None:
                problems.append(f"{block.title()}: a line naming {PLACEHOLDER} gives no local form "
                                f"(`code` in its comment): {line.strip()}")
                continue
            print(f"   its local form instead: {local}")
            line = local
        elif skip_revision and re.match(r"^\s*rev:", line):
            print(f"   skipped line (a revision at that address): {line.strip()}")
            continue
        else:
            skip_revision = False
        missing = [word for word in words(line, block.language) if word not in checker]
        if missing:
            problems.append(f"{block.title()}: '{path}' does not mention {', '.join(repr(w) for w in missing)} "
                            f"of the line: {line.strip()}")
    return problems


def run_shell(block, cwd, env, expected, logs):
    if any(PLACEHOLDER in line for line in block.body):
        return [f"{block.title()}: a runnable block names the placeholder {PLACEHOLDER}; run its local form"]
    script = os.path.join(logs, f"block-{block.line}.sh")
    with open(script, "w", encoding="utf-8") as handle:
        handle.write("\n".join(block.body) + "\n")
    started = time.time()
    with open(script + ".out", "w") as out:
        status = subprocess.call(["bash", "-e", "-o", "pipefail", script], cwd=cwd, env=env,
                                 stdout=out, stderr=subprocess.STDOUT, timeout=900)
    took = time.time() - started
    for line in block.body:
        if code_part(line, "sh").strip():
            print(f"   $ {line.strip()}")
    print(f"   exit {status} (expected {expected}), {took:.0f} s")
    if status != expected:
        output = open(script + ".out", encoding="utf-8", errors="replace").read().splitlines()
        tail = "\n".join("   | " + l for l in output[-40:])
        return [f"{block.title()}: exited with {status}, expected {expected}; its output ends:\n{tail}"]
    return []


def run_config(block, env, logs):
    """The configuration example, in a project whose folders it names, read by `rules` and `lint`.
    Its one title, "Save", is right in every style the example may choose."""
    project = os.path.join(logs, f"config-{block.line}")
    os.makedirs(os.path.join(project, "Sources", "Generated"), exist_ok=True)
    os.makedirs(os.path.join(project, ".git"), exist_ok=True)
    with open(os.path.join(project, ".buttonlint.yml"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(block.body) + "\n")
    with open(os.path.join(project, "Sources", "Screen.swift"), "w", encoding="utf-8") as handle:
        handle.write('import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n'
                     '        Button("Save") {}\n    }\n}\n')
    problems = []
    for arguments in (["rules"], ["lint"]):
        result = subprocess.run(["buttonlint"] + arguments, cwd=project, env=env, capture_output=True, text=True)
        print(f"   $ buttonlint {' '.join(arguments)}   (the example as .buttonlint.yml): exit {result.returncode}")
        if result.returncode != 0:
            problems.append(f"{block.title()}: 'buttonlint {' '.join(arguments)}' refused the example "
                            f"(exit {result.returncode}): {result.stderr.strip()}")
        elif "note:" in result.stderr:
            problems.append(f"{block.title()}: the example earns a note: {result.stderr.strip()}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clone", required=True, help="a clone of the repository at HEAD: blocks run here")
    parser.add_argument("--checkout", required=True, help="the CI checkout, for in-checkout blocks")
    parser.add_argument("--work", required=True, help="a throw-away folder for HOME, PREFIX and logs")
    arguments = parser.parse_args()

    home, prefix, logs = (os.path.join(arguments.work, name) for name in ("home", "prefix", "logs"))
    for folder in (home, prefix, logs):
        os.makedirs(folder, exist_ok=True)
    env = dict(os.environ, HOME=home, PREFIX=prefix, NO_COLOR="1",
               PATH=os.path.join(prefix, "bin") + os.pathsep + os.environ["PATH"])

    readme = open(os.path.join(arguments.clone, "README.md"), encoding="utf-8").read()
    problems, counts = [], {"runnable": 0, "checked-by": 0, "skipped": 0}
    for block in blocks(readme):
        if block.marker is None:
            problems.append(f"{block.title()}: no marker (runnable, checked-by: FILE or skipped: REASON) "
                            "on the line before the fence")
            continue
        counts[block.marker] += 1
        print(f"-- {block.title()}: {block.marker}{': ' + block.argument if block.argument else ''}")
        if block.marker == "skipped":
            if not block.argument.strip():
                problems.append(f"{block.title()}: 'skipped' needs a reason")
            continue
        if block.marker == "checked-by":
            problems += check_by(block, arguments.clone)
            continue
        options = block.argument.split()
        known = {"in-checkout", "config"}
        expected = 0
        for option in options:
            if option.startswith("expect-exit="):
                expected = int(option.split("=", 1)[1])
            elif option not in known:
                problems.append(f"{block.title()}: unknown option '{option}' of 'runnable'")
        if "config" in options:
            if block.language not in ("yaml", "yml"):
                problems.append(f"{block.title()}: 'runnable: config' is for a YAML block")
            else:
                problems += run_config(block, env, logs)
        elif block.language in SHELL:
            cwd = arguments.checkout if "in-checkout" in options else arguments.clone
            problems += run_shell(block, cwd, env, expected, logs)
        else:
            problems.append(f"{block.title()}: only shell blocks and 'config' YAML blocks can be runnable")

    print(f"README blocks: {counts['runnable']} run, {counts['checked-by']} checked by other checks, "
          f"{counts['skipped']} skipped with a reason")
    for problem in problems:
        print("FAIL: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
