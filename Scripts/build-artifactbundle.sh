#!/usr/bin/env bash
# Builds a SwiftPM artifact bundle of the buttonlint executable and a plugin package around it,
# so a consumer's plugins run a prebuilt linter instead of compiling ButtonLint.
#
#   Scripts/build-artifactbundle.sh [--binary FILE] OUTPUT_FOLDER
#
# Writes, in OUTPUT_FOLDER:
#   ButtonLintPlugins/                       a package: both plugins, with the same product names
#     Package.swift                          as this repository's, over a binaryTarget(path:)
#     Plugins/
#     buttonlint.artifactbundle/info.json    schema 1.0, one variant for this machine's triple
#     buttonlint.artifactbundle/buttonlint-VERSION-TRIPLE/bin/buttonlint
#   buttonlint.artifactbundle.zip            the bundle alone, for binaryTarget(url:checksum:)
#
# Without --binary it builds the linter with `make build` (release, Swift runtime linked in,
# commit stamped). --binary packs an executable already built instead. Nothing is downloaded.
# docs/install.md says how a consumer uses the result.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)

binary=
if [ "${1:-}" = "--binary" ]; then binary=$2; shift 2; fi
[ $# -eq 1 ] || { echo "usage: $0 [--binary FILE] OUTPUT_FOLDER" >&2; exit 64; }
mkdir -p "$1"
out=$(cd "$1" && pwd)

if [ -z "$binary" ]; then
    make -C "$repo" build >&2
    binary="$(cd "$repo" && make -s -C "$repo" print-bin-path)/buttonlint"
fi
[ -x "$binary" ] || { echo "$0: no executable at $binary" >&2; exit 1; }

version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$repo/Sources/ButtonLintKit/Reporters/ToolInfo.swift")
# The unversioned triple (x86_64-unknown-linux-gnu, arm64-apple-macosx): the one SwiftPM matches.
triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)
[ -n "$version" ] && [ -n "$triple" ] || { echo "$0: cannot tell the version or the triple" >&2; exit 1; }

package="$out/ButtonLintPlugins"
bundle="$package/buttonlint.artifactbundle"
variant="buttonlint-$version-$triple/bin/buttonlint"
rm -rf "$package" "$out/buttonlint.artifactbundle.zip"
mkdir -p "$bundle/$(dirname "$variant")" "$package/Plugins"
install -m 755 "$binary" "$bundle/$variant"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "buttonlint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON

# The plugins' sources as they are here; -L copies what the shared file's link points to.
cp -RL "$repo/Plugins/." "$package/Plugins/"
cat > "$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
// ButtonLint's plugins over a prebuilt linter (Scripts/build-artifactbundle.sh wrote this
// package). The products are named as in ButtonLint's own package, so a consumer switches by
// changing only the package it names.
import PackageDescription

let package = Package(
    name: "ButtonLintPlugins",
    products: [
        .plugin(name: "ButtonLintCommandPlugin", targets: ["ButtonLintCommandPlugin"]),
        .plugin(name: "ButtonLintBuildToolPlugin", targets: ["ButtonLintBuildToolPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "buttonlint", path: "buttonlint.artifactbundle"),
        .plugin(
            name: "ButtonLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "buttonlint", description: "Check button titles against Apple's HIG"),
                permissions: []),
            dependencies: ["buttonlint"]),
        .plugin(name: "ButtonLintBuildToolPlugin", capability: .buildTool(), dependencies: ["buttonlint"]),
    ]
)
SWIFT

if command -v zip > /dev/null; then
    (cd "$package" && zip -qr "$out/buttonlint.artifactbundle.zip" buttonlint.artifactbundle)
fi
echo "$package"
