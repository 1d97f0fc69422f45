#!/usr/bin/env bash
# The HTML report as a browser shows it: headless Chromium (from Debian) loads the Corpus page,
# runs its script and dumps the DOM, unfiltered and filtered through the address; the DOM is
# checked against the json report (every finding present, filters change the count, each drawn
# sheet has its buttons in order) with Python's standard library; a screenshot of the sheets is
# kept as .build/html-report/corpus.png.
set -euo pipefail
started=$(date +%s)
repo="$(cd "$(dirname "$0")/../.." && pwd)"
out="$repo/.build/html-report"
phase() { echo "[$(( $(date +%s) - started ))s] $*"; }

if ! command -v chromium >/dev/null; then
    phase "installing chromium"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

phase "release build"
(cd "$repo" && swift build -c release --product buttonlint >/dev/null)
buttonlint="$(cd "$repo" && swift build -c release --show-bin-path)/buttonlint"

rm -rf "$out"
mkdir -p "$out"
cd "$repo"
"$buttonlint" lint --quiet --reporter json:"$out/corpus.json" --reporter html:"$out/corpus.html" Corpus || true

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
browse() {
    # The page's script runs before the DOM is dumped; the time budget lets it finish.
    timeout 60 chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" \
        --hide-scrollbars --virtual-time-budget=5000 "$@" 2>/dev/null
}
page="file://$out/corpus.html"
sheets_file="Corpus/Sheets/EditorActionSheets.swift"

phase "chromium: the page unfiltered and filtered"
browse --dump-dom "$page" > "$out/all.dom.html"
browse --dump-dom "$page#filter?rule=title-case" > "$out/rule.dom.html"
browse --dump-dom "$page#filter?severity=error" > "$out/severity.dom.html"
browse --dump-dom "$page#filter?file=$sheets_file" > "$out/file.dom.html"
browse --window-size=1280,3600 --screenshot="$out/corpus.png" "$page#filter?file=$sheets_file" >/dev/null
[ -s "$out/corpus.png" ] || { echo "chromium took no screenshot"; exit 1; }

phase "checking the DOM"
python3 "$repo/Scripts/ci/html-dom-check.py" "$out" "$sheets_file"
phase "done; screenshot: .build/html-report/corpus.png"
