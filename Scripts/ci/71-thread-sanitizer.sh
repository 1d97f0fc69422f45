#!/usr/bin/env bash
# The parallel engine under ThreadSanitizer (output does not depend on the
# parallelism): lint and fix Corpus/ with one worker and with several, race reports fail the
# check, and the outputs and fixed trees must be byte-identical.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

scratch=${BUTTONLINT_TSAN_SCRATCH:-.build/tsan}   # kept between runs, like .build itself
swift build -c debug --sanitize=thread --scratch-path "$scratch" --product buttonlint 2>&1 | tail -n 1
binary=$(swift build -c debug --sanitize=thread --scratch-path "$scratch" --show-bin-path)/buttonlint
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 report_signal_unsafe=0"

lint() {  # lint ARGS... > stdout; statuses 0 and 1 are results, anything else (66: a race) fails
    local status
    set +e
    "$binary" lint --no-color "$@" 2> "$work/stderr"
    status=$?
    set -e
    if [ "$status" -gt 1 ]; then
        echo "buttonlint $* exited $status under ThreadSanitizer" >&2
        head -n 60 "$work/stderr" >&2
        exit 1
    fi
}

for jobs in 1 2 8; do
    lint --jobs "$jobs" --enable button-border Corpus > "$work/xcode-$jobs.txt"
    lint --jobs "$jobs" --reporter json Corpus > "$work/json-$jobs.txt"
    mkdir -p "$work/fix-$jobs" && cp -R Corpus "$work/fix-$jobs/"
    (cd "$work/fix-$jobs" && lint --jobs "$jobs" --fix Corpus > "$work/fixed-$jobs.txt")
done
[ -s "$work/xcode-1.txt" ] || { echo "no findings on Corpus/"; exit 1; }
for jobs in 2 8; do
    for kind in xcode json fixed; do
        cmp -s "$work/$kind-1.txt" "$work/$kind-$jobs.txt" \
            || { echo "$kind output differs between --jobs 1 and --jobs $jobs"; diff "$work/$kind-1.txt" "$work/$kind-$jobs.txt" | head; exit 1; }
    done
    diff -r "$work/fix-1" "$work/fix-$jobs" > /dev/null || { echo "--fix wrote other bytes with --jobs $jobs"; exit 1; }
done
diff -r Corpus "$work/fix-1/Corpus" > /dev/null && { echo "--fix changed nothing in Corpus/"; exit 1; }
echo "thread sanitizer: no race; $(wc -l < "$work/xcode-1.txt") findings identical with --jobs 1, 2 and 8, lint, json and --fix"
echo "thread sanitizer: passed in $(( $(date +%s) - started ))s"
