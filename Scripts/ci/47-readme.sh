#!/usr/bin/env bash
# Every code block of README.md, as a user pastes it: Scripts/ci/readme-check.py runs the blocks
# marked runnable in a clone of this repository's HEAD (as a user gets it), checks that the blocks
# marked checked-by are proved by the check they name, and fails on a block with no marker.
# `make install` and `make uninstall` run into a throw-away prefix and HOME; the installed
# `buttonlint` is then the one on PATH for the blocks after them. The Corpus run uses the release
# build this CI run has made, in the checkout.
#
# The clone is kept in .build/readme-clone between runs, like .build itself: each run resets it to
# HEAD and removes every file HEAD does not hold (its own .build aside), so its tree is what a
# fresh clone holds, and `make install` rebuilds only what changed. A fresh clone would rebuild
# the whole linter in release for every run.
source "$(dirname "$0")/support/throwaway.sh"

clone="$repo/.build/readme-clone"
if [ -d "$clone/.git" ]; then
    git -C "$clone" fetch --quiet "$repo" HEAD
    git -C "$clone" checkout --quiet --force --detach FETCH_HEAD
    # -x: ignored files go too (the build stamp), except the clone's own build folder.
    git -C "$clone" clean --quiet -ffdx -e /.build
else
    git clone --quiet "$repo" "$clone"
fi
commit=$(git -C "$clone" rev-parse --short=12 HEAD)
[ "$commit" = "$(git -C "$repo" rev-parse --short=12 HEAD)" ] || fail "the clone is not at the checkout's HEAD"
[ -z "$(git -C "$clone" status --porcelain)" ] || fail "the clone holds files HEAD does not"
echo "-- a clone of $commit in .build/readme-clone ($(( SECONDS - started )) s)"
if ! git -C "$repo" diff --quiet HEAD -- README.md 2>/dev/null; then
    echo "   note: README.md has uncommitted changes; the clone's README (HEAD) is the one checked"
fi

python3 "$repo/Scripts/ci/readme-check.py" --clone "$clone" --checkout "$repo" --work "$work" \
    || fail "a README block does not work as written"

# What the install block leaves: the binary in the prefix `make install` used, naming the commit
# it was built from; the one `make uninstall` removed, gone.
installed="$work/prefix/bin/buttonlint"
[ -x "$installed" ] || fail "make install left no buttonlint in the prefix"
"$installed" --version | grep -F "$commit" || fail "the installed buttonlint does not name the commit it was built from"
[ ! -e "$work/home/.local/bin/buttonlint" ] || fail "make uninstall left buttonlint in \$HOME/.local/bin"

echo "README: passed in $(( SECONDS - started )) s"
