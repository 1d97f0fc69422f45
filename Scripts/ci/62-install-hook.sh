#!/usr/bin/env bash
# `buttonlint install-hook` with real git in a throw-away repository: a hook that was already
# there is kept and still runs; a commit with a badly titled button is refused; a good one is
# accepted; an unstaged bad edit on top of a good staged file does not block (the staged content
# is linted, not the working copy); `--uninstall` puts the earlier hook back; `core.hooksPath`
# is followed.
source "$(dirname "$0")/support/throwaway.sh"

(cd "$repo" && swift build -c release --product buttonlint > "$work/build.txt" 2>&1) || { cat "$work/build.txt"; fail "release build"; }
buttonlint="$(cd "$repo" && swift build -c release --show-bin-path)/buttonlint"
echo "-- built $buttonlint ($(( SECONDS - started )) s)"

mkdir "$work/project"
cd "$work/project"
git init --quiet
git config user.email ci@example.com
git config user.name CI
hooks=$(git rev-parse --git-path hooks)
mkdir -p "$hooks"
# A hook that was already there: it leaves a mark each time it runs.
printf '#!/bin/sh\necho ran >> "%s/earlier-hook-ran"\n' "$work" > "$hooks/pre-commit"
chmod +x "$hooks/pre-commit"

"$buttonlint" install-hook
grep -q 'lint --staged --strict' "$hooks/pre-commit" || fail "the hook does not run lint --staged --strict"

commit() { git commit --quiet -m "$1" > "$work/commit.txt" 2>&1; }
button() { printf 'import SwiftUI\n\nstruct Toolbar: View {\n    var body: some View {\n        Button("%s") {}\n    }\n}\n' "$1" > Toolbar.swift; }

echo "-- a badly titled button is refused"
button "save draft"
git add Toolbar.swift
if commit "bad"; then fail "the commit of a badly titled button was accepted"; fi
grep -F "Toolbar.swift:5:16: warning: Button title 'save draft' is not in title case" "$work/commit.txt" \
    || { cat "$work/commit.txt"; fail "the refusal did not show the finding"; }
[ -s "$work/earlier-hook-ran" ] || fail "the hook that was already there did not run"

echo "-- a good one is accepted"
button "Save Draft"
git add Toolbar.swift
commit "good" || { cat "$work/commit.txt"; fail "the commit of a good title was refused"; }
[ "$(wc -l < "$work/earlier-hook-ran")" -eq 2 ] || fail "the earlier hook did not run on the second commit"

echo "-- an unstaged bad edit on top of a good staged file does not block"
printf '// A comment.\n' > Notes.swift
cat Toolbar.swift >> Notes.swift
git add Notes.swift
sed -i 's/Save Draft/save draft/' Notes.swift
commit "good staged, bad unstaged" || { cat "$work/commit.txt"; fail "an unstaged edit blocked the commit"; }
git diff --quiet -- Notes.swift && fail "the unstaged edit was lost"

echo "-- a bad staged edit with a good working copy is refused"
git add Notes.swift
sed -i 's/save draft/Save Draft/' Notes.swift
if commit "bad staged, good unstaged"; then fail "a bad staged edit was accepted"; fi
git checkout -- Notes.swift 2>/dev/null || true
git reset --quiet

echo "-- a failing earlier hook still blocks the commit"
cp "$hooks/pre-commit.before-buttonlint" "$work/earlier-hook"
printf '#!/bin/sh\necho earlier hook refuses\nexit 1\n' > "$hooks/pre-commit.before-buttonlint"
printf '// Fine.\n' > Fine.swift
git add Fine.swift
if commit "earlier hook fails"; then fail "the earlier hook's failure did not block the commit"; fi
grep -q 'earlier hook refuses' "$work/commit.txt" || { cat "$work/commit.txt"; fail "the earlier hook's output is missing"; }
cp "$work/earlier-hook" "$hooks/pre-commit.before-buttonlint"
git reset --quiet

echo "-- --uninstall removes only its hook and puts the earlier one back"
"$buttonlint" install-hook --uninstall
grep -q 'earlier-hook-ran' "$hooks/pre-commit" || fail "the earlier hook was not put back"
[ ! -e "$hooks/pre-commit.before-buttonlint" ] || fail "the kept hook is still beside it"
set +e
"$buttonlint" install-hook --uninstall > "$work/again.txt" 2>&1
status=$?
set -e
[ "$status" -eq 2 ] || { cat "$work/again.txt"; fail "uninstalling a hook buttonlint did not write was not refused"; }

echo "-- core.hooksPath is followed"
git config core.hooksPath .githooks
"$buttonlint" install-hook
[ -x .githooks/pre-commit ] || fail "no hook in core.hooksPath"
button "delete everything now please"
git add Toolbar.swift
if commit "bad, hooksPath"; then fail "the hook in core.hooksPath did not run"; fi

echo "install-hook: passed in $(( SECONDS - started )) s"
