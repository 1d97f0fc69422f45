#!/usr/bin/env bash
# Every report format read back by a real consumer of it, counts compared with `json`; the
# HTML page for 10,000 findings; and `--shard K/N` + `merge` for N = 1…5. Needs only Python 3
# and the network to PyPI: the consumers are pip-installed into a throw-away virtual env.
set -euo pipefail
started=$(date +%s)
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

phase() { echo "[$(( $(date +%s) - started ))s] $*"; }
phase "installing consumers"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check \
    jsonschema junitparser markdown-it-py html5lib quickjs
python="$work/venv/bin/python"

phase "release build"
(cd "$repo" && swift build -c release >/dev/null)
buttonlint="$(cd "$repo" && swift build -c release --show-bin-path)/buttonlint"

# The run happens in a repository of its own: the Corpus, a generated tree with 10,000 findings
# (200 files of 50 titles not in title case) for the page, and 150 small files for sharding.
mkdir -p "$work/repo/Generated" "$work/repo/Small" "$work/out"
cp -R "$repo/Corpus" "$work/repo/Corpus"
for file in $(seq 1 200); do
    {
        echo "import SwiftUI"
        for title in $(seq 1 50); do echo "let button$title = Button(\"save draft $title\") { }"; done
    } > "$work/repo/Generated/Screen $file.swift"
done
for file in $(seq 1 150); do
    printf 'import SwiftUI\nlet a = Button("open file %s") { }\n' "$file" > "$work/repo/Small/Ünïcode, $file.swift"
done
cd "$work/repo"
git init --quiet .

phase "reports of Corpus/ and the generated tree"
status=0
GITHUB_STEP_SUMMARY="$work/out/step-summary.md" "$buttonlint" lint --quiet --reporter github \
    $(for format in json sarif checkstyle junit gitlab sonarqube markdown html; do
        echo "--reporter $format:$work/out/corpus.$format"; done) Corpus > "$work/out/corpus.github" || status=$?
[ "$status" -le 1 ] || { echo "buttonlint failed on Corpus/ with status $status"; exit 1; }
"$buttonlint" lint --quiet --reporter json:"$work/out/big.json" --reporter html:"$work/out/big.html" Generated || true

# Shards for N = 1…5 over both trees, each merged back from json and from sarif.
"$buttonlint" lint --quiet --reporter json:"$work/out/whole.json" --reporter sarif:"$work/out/whole.sarif" \
    --reporter html:"$work/out/whole.html" Corpus Small || true
phase "shards"
for count in 1 2 3 4 5; do
    for index in $(seq 1 "$count"); do
        "$buttonlint" lint --quiet --shard "$index/$count" --reporter json:"$work/out/shard-$count-$index.json" \
            --reporter sarif:"$work/out/shard-$count-$index.sarif" Corpus Small || true
    done
    shards=$(seq 1 "$count")
    "$buttonlint" merge --quiet --reporter json $(for i in $shards; do echo "$work/out/shard-$count-$i.json"; done) \
        > "$work/out/merged-$count.json" || true
    "$buttonlint" merge --quiet --reporter sarif --reporter html:"$work/out/merged-$count.html" \
        $(for i in $shards; do echo "$work/out/shard-$count-$i.sarif"; done) > "$work/out/merged-$count.sarif" || true
    # SARIF carries findings, not sheets: a page merged from it is the whole page without its
    # drawings (and without the file groups that held only drawings).
    python3 - "$work/out/whole.html" "$work/out/whole-without-sheets.html" <<'PY'
import sys
kept = []
for line in open(sys.argv[1], encoding="utf-8").read().split("\n"):
    if line.startswith('<tr class="sheet"') or line.startswith('<tr class="group" id="sheets-heading"'):
        continue
    if line == "</tbody>" and kept and kept[-1].startswith("<tbody data-file="):
        kept.pop()
    else:
        kept.append(line)
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(kept))
PY
    for format in json sarif html; do
        whole="$work/out/whole.$format"
        [ "$format" = html ] && whole="$work/out/whole-without-sheets.html"
        cmp -s "$whole" "$work/out/merged-$count.$format" \
            || { echo "merge of $count shards differs from the unsharded $format report"; exit 1; }
    done
done

phase "reading the reports back"
"$python" "$repo/Scripts/ci/reporters-check.py" "$work/out" "$repo/Scripts/ci/schemas/sarif-schema-2.1.0.json"
echo "merge of 1…5 shards is byte-identical to the unsharded json, sarif and html reports"
echo "reporters check took $(( $(date +%s) - started ))s"
