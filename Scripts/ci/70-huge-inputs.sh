#!/usr/bin/env bash
# A 100 MB single-line file lints without crashing, in time that grows linearly
# (compared with a 10 MB one), and the other files of the run are still linted. Generated here,
# never committed. Uses the release build .ci/run made.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product buttonlint > /dev/null
binary=$(swift build -c release --show-bin-path)/buttonlint

# One line: a button, then code with strings, interpolations, comments, regex-like slashes.
make_line() {
    python3 - "$1" "$2" <<'PY'
import sys
size, path = int(sys.argv[1]), sys.argv[2]
unit = b'let a = f(x) / 2 + "s \\(y) t" /* c */ ?? [/re/, #"r"#] ; '
head = b'import SwiftUI; let v = Button("save draft") { }; '
with open(path, "wb") as out:
    out.write(head + unit * ((size - len(head)) // len(unit)))
PY
}

mkdir -p "$work/small" "$work/huge"
make_line 10000000 "$work/small/Line.swift"
make_line 100000000 "$work/huge/Line.swift"
printf 'import SwiftUI\nlet v = Button("log in") { }\n' > "$work/huge/Other.swift"

run() {  # prints seconds; the report goes to $work/out
    local start end status
    start=$(date +%s.%N)
    set +e
    "$binary" lint --quiet "$@" > "$work/out" 2> "$work/err"
    status=$?
    set -e
    end=$(date +%s.%N)
    [ "$status" -le 1 ] || { echo "buttonlint exited $status on $*"; cat "$work/err"; exit 1; }
    python3 -c "print(f'{$end - $start:.2f}')"
}

small=$(run "$work/small")
huge=$(run "$work/huge")
echo "10 MB single line: ${small}s; 100 MB single line: ${huge}s"
grep -q 'huge/Line.swift:1:[0-9]*: warning: .*(title-case)' "$work/out" || { echo "no finding on the 100 MB line"; cat "$work/out"; exit 1; }
grep -q 'huge/Other.swift:2:16: warning: .*(title-case)' "$work/out" || { echo "the other file was not linted"; exit 1; }
# Linear time makes the ratio about 10; a quadratic pass would make it 100. Small runs are noisy,
# so the 10 MB time counts as at least half a second.
python3 -c "
import sys
small, huge = max($small, 0.5), $huge
sys.exit(0 if huge / small < 30 else f'super-linear: {huge:.2f}s for 100 MB against {small:.2f}s for 10 MB')"
echo "huge inputs: passed in $(( $(date +%s) - started ))s"
