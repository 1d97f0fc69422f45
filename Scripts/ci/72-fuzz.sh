#!/usr/bin/env bash
# A short run of every fuzz target (Scripts/fuzz/targets/), seeded from Corpus/, in a
# throw-away folder; any crash, hang or broken invariant fails the check. Built without
# optimization: for runs this short the -O build would take longer than the fuzzing itself.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! bash Scripts/fuzz/fuzz.sh --seconds "${BUTTONLINT_FUZZ_SECONDS:-10}" \
        --optimize "${BUTTONLINT_FUZZ_OPTIMIZE:--Onone}" --work "$work"; then
    # Keep the crashing inputs: each becomes a regression test in Tests/ButtonLintKitTests/Robustness.
    mkdir -p .build/fuzz-artifacts && cp -R "$work/artifacts/." .build/fuzz-artifacts/ 2>/dev/null || true
    echo "fuzz: crashing inputs copied to .build/fuzz-artifacts/"
    exit 1
fi
echo "fuzz: passed in $(( $(date +%s) - started ))s"
