#!/bin/sh
# Check out the Linux example apps and framework sources the benchmark reads (issue 26), at the
# commits the hand list was made from, into DEST (default /work/linux-src), outside the repository.
#
# The git directories come from the session's fetch tool, which puts a repository's snapshot in
# /work/.mirror/<owner>+<name>/repo (call fetch for github:<owner>/<name> first). Nothing here
# downloads anything. makoni/swift-adwaita cannot be fetched: see README.md for its five files.
set -eu
MIRROR=${MIRROR:-/work/.mirror}
DEST=${1:-/work/linux-src}
mkdir -p "$DEST"

checkout() { # owner+name commit [folder-name]
    git_dir="$MIRROR/$1/repo"
    out="$DEST/${3:-$1}"
    if [ ! -d "$git_dir" ]; then
        echo "missing $git_dir: fetch github:$(echo "$1" | tr + /) first" >&2
        return 1
    fi
    if [ -d "$out" ]; then
        echo "kept $out"
        return 0
    fi
    mkdir -p "$out"
    git --git-dir="$git_dir" archive "$2" | tar -x -C "$out"
    echo "$out at $2"
}

# Example apps.
checkout AparokshaUI+adwaita-swift c8376967ff573abf4e49ade5250883da6a632f30   # Sources/Demo
checkout stackotter+swift-cross-ui f651d7e35648ecafa3e5e73023be40a351bd8c96   # Examples, Sources/Gtk*Example
checkout TokamakUI+Tokamak e0d8e9db462938610337327ade58161aa3b698ac           # Sources/*Demo, NativeDemo
checkout rhx+SwiftHelloGtk 538c70b7f2107b67b4cd8cfdb0bb75ab91d671e8           # no button at all
# Framework sources for the declarations (SwiftGtk's Tests are scored too).
checkout rhx+SwiftGtk 133d37d714fa01fa134ccc85049af547eab663f5
checkout rhx+SwiftGtk b954a87767dd3657a7ea361e67ff85c383ac9ba0 rhx+SwiftGtk@generated   # branch `generated`
checkout rhx+gir2swift e2b894e3ba0197d7c2ebe1cde62e5c1faa404b75
checkout AparokshaUI+Localized f201dfa38ad0c9d3ab759de44a5aff0b910838cc
