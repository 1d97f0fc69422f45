#!/usr/bin/env bash
# The SwiftPM plugins with the real SwiftPM: a throw-away consumer package that depends on this
# repository by path. `swift package buttonlint` prints the finding for a badly titled button;
# `swift build` prints the build tool plugin's warning at the consumer's file:line:column; a
# build without changes does not run the linter again; an edit of a Swift file, of the package
# root's or the target's `.buttonlint.yml`, or of a localization catalog does; an error-severity
# finding fails the build; a configuration mistake names the file by its absolute path; the
# command plugin's JSON and SARIF reports on standard output parse; `--fix` through the command
# plugin rewrites the title. Last, the same consumer over the plugin package of
# Scripts/build-artifactbundle.sh runs the prebuilt linter and compiles no ButtonLint source.
source "$(dirname "$0")/support/throwaway.sh"

# The consumer names the dependency by its folder name, so the copy is called ButtonLint, as a
# clone of the repository would be. Only what a dependency needs is copied (no .build).
mkdir -p "$work/ButtonLint" "$work/Consumer/Sources/App/Resources/en.lproj"
cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Plugins" "$work/ButtonLint/"
cd "$work/Consumer"
cat > Package.swift <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    defaultLocalization: "en",
    dependencies: [.package(path: "../ButtonLint")],
    targets: [
        .target(name: "App", resources: [.process("Resources")],
                plugins: [.plugin(name: "ButtonLintBuildToolPlugin", package: "ButtonLint")]),
    ]
)
SWIFT
printf '"save" = "Save";\n' > Sources/App/Resources/en.lproj/Localizable.strings
# SwiftUI does not exist on Linux: a stand-in Button keeps the file compiling, and ButtonLint
# still sees the SwiftUI import.
cat > Sources/App/Screen.swift <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI
#else
public struct Button {
    public init(_ title: String, action: () -> Void) {}
}
#endif

public func makeButtons() {
    _ = Button("save draft") {}
}
SWIFT
expected='Sources/App/Screen.swift:10:16: warning: Button title '"'save draft'"' is not in title case'

timed() { local start=$SECONDS; "$@"; echo "   ($(( SECONDS - start )) s)"; }

# SwiftPM 6.3.1 once died by a signal in CI (a segmentation fault inside libdispatch, in the
# `swift package` process, after the linter had exited with its status and before SwiftPM had
# printed the linter's output). A death by signal is SwiftPM's own, not a result of the step:
# the step is shown with SwiftPM's output and run once more; any other status is the result.
swiftpm() {  # swiftpm OUTPUT ARGS...: `swift ARGS` into OUTPUT; its status into swiftpm_status
    local output=$1; shift
    set +e
    swift "$@" > "$output" 2>&1
    swiftpm_status=$?
    if [ "$swiftpm_status" -gt 128 ]; then
        echo "   SwiftPM itself died by signal $(( swiftpm_status - 128 )) in 'swift $*'; once more. What it printed:"
        head -n 60 "$output" | sed 's/^/   | /'
        swift "$@" > "$output" 2>&1
        swiftpm_status=$?
    fi
    set -e
}

step_build() {  # a build into $1; its status into build_status
    swiftpm "$1" build
    build_status=$swiftpm_status
}
# The linter ran in a build when the build printed its command's name.
linted() { grep -q 'ButtonLint App' "$1"; }
tool_relinked() { grep -q 'Linking buttonlint-tool' "$1"; }

echo "-- swift build (fresh: builds buttonlint from source as the plugin's tool)"
timed step_build "$work/build1.txt"
[ "$build_status" -eq 0 ] || { cat "$work/build1.txt"; fail "the first build failed"; }
grep -F "$work/Consumer/$expected" "$work/build1.txt" || { cat "$work/build1.txt"; fail "no build tool plugin warning at the consumer's file:line:column"; }

echo "-- swift build again, twice, without changes"
# SwiftPM 6.3 relinks a plugin tool built from source on the first build after a fresh one (its
# module-wrap steps rerun); the tool is an input of the lint command, so that one build may run
# the linter once more. Without a relinked tool, a build must not run it.
for round in 2 3; do
    timed step_build "$work/build$round.txt"
    [ "$build_status" -eq 0 ] || { cat "$work/build$round.txt"; fail "build $round failed"; }
    if linted "$work/build$round.txt"; then
        tool_relinked "$work/build$round.txt" || { cat "$work/build$round.txt"; fail "build $round ran the linter with nothing changed"; }
        echo "   build $round: the tool was relinked by SwiftPM, so the linter ran once more"
    else
        echo "   build $round: the linter did not run"
    fi
done
linted "$work/build3.txt" && fail "the third build without changes still ran the linter"

echo "-- an edit runs it again; an error-severity finding fails the build"
cat > Sources/App/Alert.swift <<'SWIFT'
#if canImport(UIKit)
import UIKit
#else
public final class UIAlertController {
    public enum Style { case alert, actionSheet }
    public init(title: String?, message: String?, preferredStyle: Style) {}
    public func addAction(_ action: UIAlertAction) {}
}
public final class UIAlertAction {
    public enum Style { case `default`, cancel, destructive }
    public init(title: String?, style: Style) {}
}
#endif

public func askToLeave() {
    let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
}
SWIFT
timed step_build "$work/build4.txt"
[ "$build_status" -ne 0 ] || { cat "$work/build4.txt"; fail "an error-severity finding did not fail the build"; }
grep -F "$work/Consumer/Sources/App/Alert.swift:18:" "$work/build4.txt" | grep -F 'error:' \
    || { cat "$work/build4.txt"; fail "no error at the consumer's Alert.swift"; }
grep -F "$work/Consumer/$expected" "$work/build4.txt" > /dev/null || { cat "$work/build4.txt"; fail "the edit did not run the linter again"; }
rm Sources/App/Alert.swift

echo "-- editing a configuration runs the linter again: the package root's, then the target's"
printf 'rules:\n  title-case: {severity: error}\n' > .buttonlint.yml
timed step_build "$work/build5.txt"
[ "$build_status" -ne 0 ] && grep -F "$work/Consumer/Sources/App/Screen.swift:10:16: error:" "$work/build5.txt" > /dev/null \
    || { cat "$work/build5.txt"; fail "the root configuration's error severity did not fail the build"; }
printf 'disabled_rule: [title-case]\n' > .buttonlint.yml
timed step_build "$work/build6.txt"
# A mistake names the configuration as findings name files: by absolute path.
[ "$build_status" -ne 0 ] && grep -F "$work/Consumer/.buttonlint.yml:1:1: error:" "$work/build6.txt" > /dev/null \
    || { cat "$work/build6.txt"; fail "a configuration mistake did not fail the build with its absolute path"; }
rm .buttonlint.yml
printf 'disabled_rules: [title-case]\n' > Sources/App/.buttonlint.yml
timed step_build "$work/build7.txt"
[ "$build_status" -eq 0 ] && linted "$work/build7.txt" || { cat "$work/build7.txt"; fail "the target's configuration did not run the linter"; }
grep -F "(title-case)" "$work/build7.txt" && fail "the target's configuration was not applied"

echo "-- editing a localization catalog runs the linter again; then nothing changed runs nothing"
printf '"save" = "Save Draft";\n' > Sources/App/Resources/en.lproj/Localizable.strings
timed step_build "$work/build8.txt"
[ "$build_status" -eq 0 ] && linted "$work/build8.txt" || { cat "$work/build8.txt"; fail "a catalog edit did not run the linter"; }
timed step_build "$work/build9.txt"
[ "$build_status" -eq 0 ] || { cat "$work/build9.txt"; fail "build 9 failed"; }
linted "$work/build9.txt" && { cat "$work/build9.txt"; fail "a build without changes ran the linter"; }
rm Sources/App/.buttonlint.yml

echo "-- swift package buttonlint"
command_started=$SECONDS
swiftpm "$work/command.txt" package buttonlint
echo "   ($(( SECONDS - command_started )) s)"
grep -F "$expected" "$work/command.txt" | grep -v '^/' || { cat "$work/command.txt"; fail "swift package buttonlint printed no finding"; }
swiftpm "$work/strict.txt" package buttonlint --target App --strict
[ "$swiftpm_status" -ne 0 ] || { cat "$work/strict.txt"; fail "'--strict' with a finding did not fail the command"; }
[ "$(grep -c 'buttonlint exited with status 1' "$work/strict.txt")" -eq 1 ] \
    || { cat "$work/strict.txt"; fail "the plugin did not say once why it failed"; }

echo "-- the package root's .buttonlint.yml reaches the linter"
printf 'disabled_rules: [title-case]\n' > .buttonlint.yml
swiftpm "$work/configured.txt" package buttonlint
[ "$swiftpm_status" -eq 0 ] || { cat "$work/configured.txt"; fail "the configured run failed"; }
grep -F "(title-case)" "$work/configured.txt" && fail "the root configuration's disabled_rules was not applied"
printf 'disabled_rule: [title-case]\n' > .buttonlint.yml
swiftpm "$work/misconfigured.txt" package buttonlint
[ "$swiftpm_status" -ne 0 ] && grep -F ".buttonlint.yml:1:1: error:" "$work/misconfigured.txt" > /dev/null \
    || { cat "$work/misconfigured.txt"; fail "a configuration mistake did not fail the command with its line"; }
rm .buttonlint.yml

echo "-- swift package buttonlint --reporter json|sarif > file: the report alone on standard output"
for reporter in json sarif; do
    set +e
    swift package buttonlint --reporter "$reporter" > "$work/report.$reporter" 2> "$work/report-$reporter.err"
    set -e
    python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$work/report.$reporter" \
        || { cat "$work/report.$reporter" "$work/report-$reporter.err"; fail "the $reporter report through the command plugin does not parse"; }
    grep -F "save draft" "$work/report.$reporter" > /dev/null || fail "the $reporter report holds no finding"
done

echo "-- swift package --allow-writing-to-package-directory buttonlint --fix"
swiftpm "$work/fix.txt" package --allow-writing-to-package-directory buttonlint --fix
[ "$swiftpm_status" -eq 0 ] || { cat "$work/fix.txt"; fail "the fix run failed"; }
grep -F '_ = Button("Save Draft") {}' Sources/App/Screen.swift || { cat "$work/fix.txt"; fail "--fix did not rewrite the title"; }

echo "-- the prebuilt linter: Scripts/build-artifactbundle.sh, the same consumer over its plugin package"
# The release build CI has made (a no-op build when it exists) is the binary the bundle holds.
(cd "$repo" && swift build -c release --product buttonlint > "$work/release-build.txt" 2>&1) \
    || { cat "$work/release-build.txt"; fail "the release build of buttonlint failed"; }
bash "$repo/Scripts/build-artifactbundle.sh" --binary "$(cd "$repo" && swift build -c release --show-bin-path)/buttonlint" \
    "$work/prebuilt" > /dev/null
python3 - "$work/prebuilt/ButtonLintPlugins/buttonlint.artifactbundle" <<'PY'
import json, os, sys
bundle = sys.argv[1]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["buttonlint"]
assert artifact["type"] == "executable" and artifact["variants"][0]["supportedTriples"], info
assert os.access(os.path.join(bundle, artifact["variants"][0]["path"]), os.X_OK), artifact
PY
[ ! -e "$work/prebuilt/ButtonLintPlugins/Sources" ] || fail "the plugin package holds sources"
sed -e 's|\.package(path: "../ButtonLint")|.package(path: "../prebuilt/ButtonLintPlugins")|' \
    -e 's|package: "ButtonLint")|package: "ButtonLintPlugins")|' Package.swift > Package.prebuilt
mv Package.prebuilt Package.swift
sed -i 's/Button("Save Draft")/Button("save draft")/' Sources/App/Screen.swift
swiftpm "$work/prebuilt.txt" build --scratch-path "$work/prebuilt-build"
[ "$swiftpm_status" -eq 0 ] || { cat "$work/prebuilt.txt"; fail "the build over the prebuilt linter failed"; }
grep -F "$work/Consumer/$expected" "$work/prebuilt.txt" > /dev/null \
    || { cat "$work/prebuilt.txt"; fail "the prebuilt linter printed no warning"; }
grep -E 'Compiling (ButtonLintKit|ButtonLintCLI|buttonlint)|Linking buttonlint' "$work/prebuilt.txt" \
    && fail "the build over the prebuilt linter compiled ButtonLint"
echo "   the consumer's build ran the prebuilt linter and compiled no ButtonLint source"

echo "SwiftPM plugins: passed in $(( SECONDS - started )) s"
