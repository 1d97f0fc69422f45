#!/usr/bin/env bash
# Builds the libFuzzer targets in Scripts/fuzz/targets/ and runs each for a bounded time, as
# many at once as there are cores.
#
#   bash Scripts/fuzz/fuzz.sh [--seconds N] [--max-len BYTES] [--work DIR] [--optimize -O|-Onone] [TARGET...]
#
# `--optimize -Onone` builds in a fifth of the time and runs each input several times slower: the
# choice for a short run (CI's), where the build would take longer than the fuzzing.
#
# A target is one file, Scripts/fuzz/targets/NAME.swift, defining LLVMFuzzerTestOneInput over
# `@testable import ButtonLintKit`; its first line `// fuzz-seeds: GLOB` names the Corpus/ files
# that seed it, and Scripts/fuzz/seeds/NAME/ holds any other seeds (text). ButtonLintKit is
# compiled once, with coverage and AddressSanitizer, and every target links against it. The corpus each run grows is kept in the work folder (default
# .build/fuzz), so later runs continue where earlier ones stopped.
#
# Exit status 0 when no target crashed, 1 otherwise (the crashing input is saved and named).
# The last line is the total: "fuzz: N executions over T targets, 0 crashes".
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)

seconds=60
# Small inputs run many times faster and reach the same code; the Corpus seeds are cut to this.
max_len=4096
work=$repo/.build/fuzz
optimize=-O
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds=$2; shift 2 ;;
        --max-len) max_len=$2; shift 2 ;;
        --work) work=$2; shift 2 ;;
        --optimize) optimize=$2; shift 2 ;;
        *) targets+=("$1"); shift ;;
    esac
done
if [ ${#targets[@]} -eq 0 ]; then
    for file in Scripts/fuzz/targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi
mkdir -p "$work/kit" "$work/bin"

# The linker warns about every AddressSanitizer helper it cannot export: noise, not news.
quiet() { "$@" 2>&1 | { grep -v "warning: Cannot export local symbol" || true; }; return "${PIPESTATUS[0]}"; }

case "$optimize" in -O|-Onone) ;; *) echo "fuzz: --optimize takes -O or -Onone, not $optimize"; exit 2 ;; esac
flags=(-sanitize=fuzzer,address "$optimize" -enable-testing -parse-as-library -package-name ButtonLint)
kit_sources=$(find Sources/ButtonLintKit -name '*.swift' | sort)
library=$work/kit/libButtonLintKit.a
# The flags the library was built with: another optimization level builds it again.
flags_file=$work/kit/flags
if [ ! -e "$library" ] || [ "$(cat "$flags_file" 2>/dev/null)" != "${flags[*]}" ] \
    || [ -n "$(find Sources/ButtonLintKit Scripts/fuzz/FuzzCheck.swift -newer "$library" -print -quit)" ]; then
    echo "fuzz: building ButtonLintKit with coverage and AddressSanitizer"
    # shellcheck disable=SC2086
    # One module, so whole-module optimisation; its code generation spreads over the cores
    # (on two cores 106 s instead of 260 s).
    quiet swiftc "${flags[@]}" -wmo -num-threads "$(nproc)" -emit-library -static -module-name ButtonLintKit \
        -emit-module -emit-module-path "$work/kit/ButtonLintKit.swiftmodule" -o "$library" $kit_sources
    echo "${flags[*]}" > "$flags_file"
fi

# One target: links its binary when stale, runs it, and leaves its summary line in
# $work/TARGET.summary and its execution count and status in $work/TARGET.result.
run_target() {
    local target=$1
    local source_file=Scripts/fuzz/targets/$target.swift
    local binary=$work/bin/$target
    if [ ! -e "$binary" ] || [ "$source_file" -nt "$binary" ] || [ "$library" -nt "$binary" ]; then
        quiet swiftc "${flags[@]}" -I "$work/kit" -o "$binary" "$source_file" Scripts/fuzz/FuzzCheck.swift "$library"
    fi
    local corpus=$work/corpus/$target
    local seeds=$work/seeds/$target
    mkdir -p "$corpus" "$seeds" "$work/artifacts"
    local pattern
    pattern=$(sed -n '1s|^// fuzz-seeds: *||p' "$source_file")
    [ -n "$pattern" ] && find Corpus -type f -name "$pattern" -exec cp {} "$seeds/" \;
    # Inputs Corpus/ has none of (reports for the report reader) live beside the targets, as text.
    [ -d "Scripts/fuzz/seeds/$target" ] && cp Scripts/fuzz/seeds/"$target"/* "$seeds/"
    local log=$work/$target.log
    local status
    set +e
    # Swift's own crash handler would run first and read memory AddressSanitizer calls wild (CI
    # of stop 21 reported an "unknown-crash" in CrashHandlerLinux): libFuzzer's stack is the news.
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$repo/Scripts/fuzz/leaks.supp" "$binary" "$corpus" "$seeds" -dict=Scripts/fuzz/swift.dict -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=4096 -max_len="$max_len" -print_final_stats=1 \
        -artifact_prefix="$work/artifacts/$target-" > "$log" 2>&1
    status=$?
    set -e
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "${runs:-0} $status" > "$work/$target.result"
    if [ "$status" -ne 0 ]; then
        echo "fuzz: $target FAILED after ${runs:-?} executions (status $status); log $log"
        grep -E "^(==[0-9]+== ?ERROR|Fatal error|.*fuzz invariant|artifact_prefix|Test unit written)" "$log" | head -n 8 || true
        # The first frames of our code say where.
        grep -E '^ +#[0-9]+ .* in \$s13ButtonLintKit' "$log" | head -n 4 || true
    else
        echo "fuzz: $target ran ${runs:-0} executions in ${seconds}s without a crash ($(ls "$corpus" | wc -l) inputs in its corpus)"
    fi
}

for target in "${targets[@]}"; do
    [ -f "Scripts/fuzz/targets/$target.swift" ] || { echo "fuzz: no target Scripts/fuzz/targets/$target.swift"; exit 2; }
    rm -f "$work/$target.result"
done
# A fuzzer runs on one core: as many targets at once as there are cores.
for target in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do wait -n || true; done
    run_target "$target" > "$work/$target.summary" 2>&1 &
done
wait

total=0
crashes=0
for target in "${targets[@]}"; do
    cat "$work/$target.summary"
    read -r runs status < "$work/$target.result" 2>/dev/null || { runs=0; status=1; }
    total=$((total + runs))
    [ "$status" -eq 0 ] || crashes=$((crashes + 1))
done
echo "fuzz: $total executions over ${#targets[@]} targets, $crashes crashes"
[ "$crashes" -eq 0 ]
