#!/usr/bin/env bash
# `buttonlint titles`: the CSV inventory of Corpus/, read back with Python's csv module, holds
# exactly the rows of the JSON inventory, every field (null is an empty field, the rules array
# is joined by ';'), in the same order, and a non-trivial number of them. Uses the release
# build .ci/run made.
source "$(dirname "$0")/support/throwaway.sh"

(cd "$repo" && swift build -c release --product buttonlint > "$work/build.txt" 2>&1) || { cat "$work/build.txt"; fail "release build"; }
buttonlint="$(cd "$repo" && swift build -c release --show-bin-path)/buttonlint"

cd "$repo"
"$buttonlint" titles Corpus --format csv > "$work/titles.csv" || fail "titles --format csv exited $?"
"$buttonlint" titles Corpus --format json > "$work/titles.json" || fail "titles --format json exited $?"

python3 - "$work/titles.csv" "$work/titles.json" <<'PY'
import csv, io, json, sys

COLUMNS = ["file", "line", "column", "api", "framework", "control", "role", "text", "source",
           "table", "catalogFile", "catalogKey", "rules", "context"]
SOURCES = {"literal", "constant", "catalog", "accessor", "unresolved", "none"}
CONTEXTS = {"app", "debug", "gallery", "examples", "tests", "previews", "accessibility"}

with open(sys.argv[1], newline="", encoding="utf-8") as handle:
    raw = handle.read()
    assert raw.endswith("\r\n"), "CSV lines end in CRLF (RFC 4180)"
    reader = csv.reader(io.StringIO(raw, newline=""), strict=True)
    header, *csv_rows = list(reader)
assert header == COLUMNS, f"CSV header {header}"
with open(sys.argv[2], encoding="utf-8") as handle:
    json_rows = json.load(handle)

def as_csv(row):
    assert list(row) == COLUMNS, f"JSON keys {list(row)}"
    fields = []
    for column in COLUMNS:
        value = row[column]
        if column == "rules":
            assert isinstance(value, list) and all(";" not in rule for rule in value)
            fields.append(";".join(value))
        elif value is None:
            assert column in ("table", "catalogFile", "catalogKey"), f"null {column}"
            fields.append("")
        else:
            fields.append(str(value))
    return fields

assert len(csv_rows) == len(json_rows), f"{len(csv_rows)} CSV rows, {len(json_rows)} JSON rows"
for number, (from_csv, from_json) in enumerate(zip(csv_rows, json_rows), start=2):
    assert from_csv == as_csv(from_json), f"CSV record {number} differs:\n{from_csv}\n{as_csv(from_json)}"
    assert from_json["source"] in SOURCES, from_json["source"]
    assert from_json["context"] in CONTEXTS, from_json["context"]
    assert from_json["source"] not in ("unresolved", "none") or from_json["text"] == "", "an unresolved or untitled site has no text"

order = [(row["file"], row["line"], row["column"]) for row in json_rows]
assert order == sorted(order), "rows are in report order"
assert len(json_rows) >= 500, f"only {len(json_rows)} title sites in Corpus/"
with_rules = sum(1 for row in json_rows if row["rules"])
quoted = sum(1 for row in json_rows if any(c in row["text"] for c in ',"\r\n'))
sources = {source: sum(1 for row in json_rows if row["source"] == source) for source in sorted(SOURCES)}
assert sources["literal"] and sources["constant"] and sources["unresolved"], sources
contexts = {context: sum(1 for row in json_rows if row["context"] == context) for context in sorted(CONTEXTS)}
assert all(contexts.values()), f"a context with no site in Corpus/: {contexts}"
print(f"{len(json_rows)} title sites, same in CSV and JSON; {with_rules} break a rule; "
      f"{quoted} texts needed CSV quoting; by source: {sources}; by context: {contexts}")
PY
echo "titles check passed in $(( SECONDS - started )) s"
