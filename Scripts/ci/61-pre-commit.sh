#!/usr/bin/env bash
# The pre-commit hook with the real pre-commit tool from PyPI (installed here, in a throw-away
# virtual environment, with its cache in a throw-away PRE_COMMIT_HOME): `pre-commit run` with a
# configuration naming this repository builds the package itself (`language: swift`), fails on a
# badly titled button with the finding, and passes on a good one; the `buttonlint-system` hook
# (`language: system`) does the same with an installed `buttonlint` on PATH and builds nothing.
source "$(dirname "$0")/support/throwaway.sh"

echo "-- pip install pre-commit"
if ! python3 -m venv "$work/venv" > /dev/null 2>&1; then
    # Debian's python3 ships venv separately.
    rm -rf "$work/venv"
    apt-get install -y -qq python3-venv > /dev/null
    python3 -m venv "$work/venv"
fi
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
export PRE_COMMIT_HOME="$work/pre-commit-home"
pre_commit="$work/venv/bin/pre-commit"
echo "   $("$pre_commit" --version) ($(( SECONDS - started )) s)"

# The hook repository as it is in this working tree (uncommitted edits too), committed in a
# snapshot with only what the package build needs. The project names it in its
# `.pre-commit-config.yaml` as a user's would (a path instead of a URL, no network): pre-commit
# clones it and builds the package once into PRE_COMMIT_HOME, which the second run reuses
# (`try-repo` would build it anew each time, in a fresh store).
snapshot="$work/ButtonLint"
mkdir "$snapshot"
cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Tests" "$repo/Plugins" "$repo/.pre-commit-hooks.yaml" "$snapshot/"
git -C "$snapshot" init --quiet
git -C "$snapshot" add .
git -C "$snapshot" -c user.email=ci@example.com -c user.name=CI commit --quiet -m snapshot

mkdir "$work/project"
cd "$work/project"
git init --quiet
git config user.email ci@example.com
git config user.name CI
cat > Bad.swift <<'SWIFT'
import SwiftUI

struct Toolbar: View {
    var body: some View {
        Button("save draft") {}
    }
}
SWIFT
cat > Good.swift <<'SWIFT'
import SwiftUI

struct Toolbar: View {
    var body: some View {
        Button("Save Draft") {}
    }
}
SWIFT
git add Bad.swift Good.swift
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $snapshot
    rev: $(git -C "$snapshot" rev-parse HEAD)
    hooks:
      - id: buttonlint
      - id: buttonlint-system
YAML
git add .pre-commit-config.yaml

echo "-- pre-commit run on a bad file (builds the package: swift build -c release)"
hook_started=$SECONDS
set +e
"$pre_commit" run buttonlint --files Bad.swift > "$work/bad.txt" 2>&1
status=$?
set -e
echo "   ($(( SECONDS - hook_started )) s)"
[ "$status" -ne 0 ] || { cat "$work/bad.txt"; fail "the hook passed a badly titled button"; }
grep -F "Bad.swift:5:16: warning: Button title 'save draft' is not in title case" "$work/bad.txt" \
    || { cat "$work/bad.txt"; fail "the hook failed without the finding"; }

echo "-- pre-commit run on a good file (the environment built for the first run)"
hook_started=$SECONDS
"$pre_commit" run buttonlint --files Good.swift > "$work/good.txt" 2>&1 \
    || { cat "$work/good.txt"; fail "the hook failed on a good file"; }
echo "   ($(( SECONDS - hook_started )) s)"
grep -E '^ButtonLint\.+Passed' "$work/good.txt" || { cat "$work/good.txt"; fail "the hook did not report Passed"; }

echo "-- the installed hook (language: system): the buttonlint on PATH, no build"
# An installed linter as `make install` leaves it, from the release build CI has made (a no-op
# build when it exists): a folder on PATH holding the executable.
(cd "$repo" && swift build -c release --product buttonlint > "$work/release-build.txt" 2>&1) \
    || { cat "$work/release-build.txt"; fail "the release build of buttonlint failed"; }
mkdir "$work/bin"
install -m 755 "$(cd "$repo" && swift build -c release --show-bin-path)/buttonlint" "$work/bin/buttonlint"
hook_started=$SECONDS
set +e
PATH="$work/bin:$PATH" "$pre_commit" run buttonlint-system --files Bad.swift > "$work/system-bad.txt" 2>&1
status=$?
set -e
echo "   ($(( SECONDS - hook_started )) s)"
[ "$status" -ne 0 ] || { cat "$work/system-bad.txt"; fail "the installed hook passed a badly titled button"; }
grep -F "Bad.swift:5:16: warning: Button title 'save draft' is not in title case" "$work/system-bad.txt" \
    || { cat "$work/system-bad.txt"; fail "the installed hook failed without the finding"; }
grep -q 'swift build' "$work/system-bad.txt" && fail "the installed hook built something"
PATH="$work/bin:$PATH" "$pre_commit" run buttonlint-system --files Good.swift > "$work/system-good.txt" 2>&1 \
    || { cat "$work/system-good.txt"; fail "the installed hook failed on a good file"; }
grep -E '^ButtonLint \(installed\)\.+Passed' "$work/system-good.txt" \
    || { cat "$work/system-good.txt"; fail "the installed hook did not report Passed"; }

echo "pre-commit: passed in $(( SECONDS - started )) s"
