#!/usr/bin/env bash
# `buttonlint lsp` over its real pipes, driven by a client of our own in Python's standard
# library (`lsp-protocol-check.py`): both position encodings, incremental edits that split and
# join lines, cancellation, a malformed header, invalid JSON, an unknown method, requests after
# shutdown, a catalog title whose fix edits the catalog, and a configuration error shown on the
# configuration file and cleared once fixed. Needs only Python 3.
source "$(dirname "$0")/support/throwaway.sh"

[ -x "$repo/.build/release/buttonlint" ] || (cd "$repo" && swift build -c release --product buttonlint > /dev/null)

timeout 300 python3 "$repo/Scripts/ci/lsp-protocol-check.py" "$repo/.build/release/buttonlint" "$work" \
    || fail "the language server's protocol check failed"
echo
echo "The language server answered every protocol check ($(( SECONDS - started )) s)"
