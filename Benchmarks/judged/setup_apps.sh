#!/bin/sh
# Check out the fourteen public apps of the issue-25 benchmark, at the commits the sample was
# judged on, into DEST (default /work/apps), outside the repository. Do not build them.
#
# The git directories come from the session's fetch tool, which puts a repository's snapshot in
# /work/.mirror/<owner>+<name>/repo (call fetch for github:<owner>/<name> first). Nothing here
# downloads anything. A snapshot may lack its largest blobs (a .psd, a font, a binary); they are
# left out of the checkout (none is a .swift, .strings or .xcstrings file).
set -eu
MIRROR=${MIRROR:-/work/.mirror}
DEST=${1:-/work/apps}
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$DEST"
tail -n +2 "$HERE/apps.tsv" | while IFS="$(printf '\t')" read -r app repo commit; do
    git_dir="$MIRROR/$(echo "$repo" | tr / +)/repo"
    out="$DEST/$app"
    if [ ! -d "$git_dir" ]; then
        echo "missing $git_dir: fetch github:$repo first" >&2
        exit 1
    fi
    if [ -d "$out" ]; then
        echo "kept $out"
        continue
    fi
    if ! git --git-dir="$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
        echo "$repo: commit $commit not in the snapshot (it has $(git --git-dir="$git_dir" rev-parse HEAD))" >&2
        exit 1
    fi
    # Blobs the snapshot does not hold, excluded so that the archive is complete otherwise.
    missing=$(git --git-dir="$git_dir" ls-tree -r "$commit" | awk '$2 == "blob" {print $3}' |
        git --git-dir="$git_dir" cat-file --batch-check | awk '$2 == "missing" {print $1}')
    set --
    for sha in $missing; do
        path=$(git --git-dir="$git_dir" ls-tree -r "$commit" | awk -v s="$sha" '$3 == s {sub(/^[^\t]*\t/, ""); print; exit}')
        set -- "$@" ":(exclude,literal)$path"
        echo "$app: snapshot lacks $path (left out)" >&2
    done
    mkdir -p "$out"
    git --git-dir="$git_dir" archive "$commit" -- . "$@" | tar -x -C "$out"
    echo "$out at $commit"
done
