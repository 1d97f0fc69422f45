#!/usr/bin/env bash
# Issue 10: a huge file is analysed in parts, so its peak memory stays within 4x its size and its
# time grows linearly. Lints one-line files of buttons of 8 and 64 MB (generated here, never
# committed) and checks the peak (`/usr/bin/time`), the time ratio and that the findings are there.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v /usr/bin/time > /dev/null || apt-get install -y -qq time > /dev/null

swift build -c release --product buttonlint > /dev/null
binary=$(swift build -c release --show-bin-path)/buttonlint

make_file() {  # size in MB, path: one VStack of buttons on one line, one title lowercase
    python3 - "$1" "$2" <<'PY'
import sys
size, path = int(sys.argv[1]) << 20, sys.argv[2]
pieces = [b"import SwiftUI\n\nstruct Wall: View { var body: some View { VStack { "]
total, n = len(pieces[0]), 0
while total < size:
    # One finding: a finding keeps its source line, which here is the whole file.
    title = b"open item %d" % n if n == 5 else b"Open Item %d" % (n % 50)
    piece = b'Button("%s") { print(%d) }; ' % (title, n)
    pieces.append(piece)
    total += len(piece)
    n += 1
pieces.append(b"} } }\n")
open(path, "wb").write(b"".join(pieces))
PY
}

measure() {  # prints "seconds kilobytes" (user + system time, peak resident memory)
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$binary" lint --quiet "$1" > "$work/out" 2> /dev/null || [ $? -le 1 ]
    grep -q "(title-case)" "$work/out" || { echo "no title-case finding in $1"; exit 1; }
    awk '{ printf "%.2f %d\n", $1 + $2, $3 }' "$work/time"
}

make_file 8 "$work/small.swift"
make_file 64 "$work/huge.swift"
read -r small_s small_kb <<< "$(measure "$work/small.swift")"
read -r huge_s huge_kb <<< "$(measure "$work/huge.swift")"
echo "8 MB: ${small_s}s, $((small_kb / 1024)) MiB; 64 MB: ${huge_s}s, $((huge_kb / 1024)) MiB"
python3 -c "
import sys
small, huge, peak, size = max($small_s, 0.2), $huge_s, $huge_kb * 1024, 64 << 20
if peak > 4 * size: sys.exit(f'peak {peak >> 20} MiB is more than 4x the 64 MB file')
# Linear time makes the ratio about 8; a quadratic pass would make it 64.
if huge / small > 20: sys.exit(f'super-linear: {huge:.2f}s for 64 MB against {small:.2f}s for 8 MB')"
echo "huge file in parts: passed in $(( $(date +%s) - started ))s"
