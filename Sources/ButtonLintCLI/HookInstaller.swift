import ButtonLintKit
import Foundation

/// `buttonlint install-hook`: a plain git pre-commit hook that runs `buttonlint lint --staged
/// --strict`, in the hooks folder git really uses (`git rev-parse --git-path hooks`, which
/// follows `core.hooksPath` and worktrees). A hook that is already there is never overwritten:
/// it is renamed to `pre-commit.before-buttonlint` and the new hook runs it first, passing on
/// its failure. `--uninstall` removes only a hook this command wrote and puts the earlier one back.
struct HookInstaller {
    /// The line that marks a hook as ours; a hook without it is never changed or removed.
    static let marker = "# Installed by buttonlint install-hook."
    static let hookName = "pre-commit"
    static let chainedName = "pre-commit.before-buttonlint"

    /// Absolute path of the hooks folder.
    var hooksFolder: String
    /// The buttonlint the hook runs (this executable), with `buttonlint` on `PATH` as a fallback.
    var executable: String

    private var hookPath: String { hooksFolder + "/" + Self.hookName }
    private var chainedPath: String { hooksFolder + "/" + Self.chainedName }

    /// The hooks folder of the repository around `directory`, made absolute.
    static func hooksFolder(from directory: String) throws(UsageError) -> String {
        let path: String
        do {
            path = try Git(directory: directory).line(["rev-parse", "--git-path", "hooks"])
        } catch {
            throw UsageError("'install-hook' installs into a git repository, and git says: \(error)")
        }
        return PathNormalizer.absolute(path, in: directory)
    }

    /// Installs the hook and returns what was done, in a sentence.
    func install() throws(UsageError) -> String {
        switch kind(of: hookPath) {
        case .missing:
            try writeHook()
            return "Installed the pre-commit hook at \(hookPath).\n"
        case .ours:
            try writeHook()
            return "Updated the pre-commit hook at \(hookPath).\n"
        case .foreign:
            guard kind(of: chainedPath) == .missing else {
                throw UsageError("a pre-commit hook is already at \(hookPath), and \(chainedPath) is taken too; "
                    + "add the line 'buttonlint lint --staged --strict || exit 1' to your hook to combine them")
            }
            try move(hookPath, to: chainedPath)
            do {
                try writeHook()
            } catch {
                try? move(chainedPath, to: hookPath)
                throw error
            }
            return "Installed the pre-commit hook at \(hookPath); the hook that was there is kept as "
                + "\(chainedPath) and runs first.\n"
        }
    }

    /// Removes the hook if this command wrote it, putting back the hook it had kept.
    func uninstall() throws(UsageError) -> String {
        switch kind(of: hookPath) {
        case .missing:
            return "No pre-commit hook at \(hookPath): nothing to remove.\n"
        case .foreign:
            throw UsageError("the pre-commit hook at \(hookPath) was not installed by buttonlint; it is left as it is")
        case .ours:
            do {
                try FileManager.default.removeItem(atPath: hookPath)
            } catch {
                throw UsageError("cannot remove \(hookPath): \(error.localizedDescription)")
            }
            guard kind(of: chainedPath) != .missing else { return "Removed the pre-commit hook at \(hookPath).\n" }
            try move(chainedPath, to: hookPath)
            return "Removed the pre-commit hook at \(hookPath) and put back the hook it had kept.\n"
        }
    }

    /// The hook: the kept hook first (its failure blocks the commit), then the linter on the
    /// staged content, blocking on any finding.
    var script: String {
        """
        #!/bin/sh
        \(Self.marker) Remove it with: buttonlint install-hook --uninstall
        # Lints the staged content of the staged Swift files; any finding blocks the commit.
        chained="$(dirname "$0")/\(Self.chainedName)"
        if [ -x "$chained" ]; then
            "$chained" "$@" || exit $?
        fi
        buttonlint=\(Self.shellQuoted(executable))
        [ -x "$buttonlint" ] || buttonlint=buttonlint
        exec "$buttonlint" lint --staged --strict

        """
    }

    private enum HookKind { case missing, ours, foreign }

    private func kind(of path: String) -> HookKind {
        guard FileSystem.status(of: path, followingLinks: false).kind != .missing else { return .missing }
        let bytes = (try? FileSystem.readBytes(at: path)) ?? []
        return String(decoding: bytes, as: UTF8.self).contains(Self.marker) ? .ours : .foreign
    }

    private func writeHook() throws(UsageError) {
        do {
            try FileManager.default.createDirectory(atPath: hooksFolder, withIntermediateDirectories: true)
            try FileSystem.replaceAtomically(path: hookPath, with: Array(script.utf8))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookPath)
        } catch {
            throw UsageError("cannot write \(hookPath): \(error)")
        }
    }

    private func move(_ source: String, to destination: String) throws(UsageError) {
        do {
            try FileManager.default.moveItem(atPath: source, toPath: destination)
        } catch {
            throw UsageError("cannot rename \(source) to \(destination): \(error.localizedDescription)")
        }
    }

    /// `text` in single quotes for `sh`, each `'` written as `'\''`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// This process's executable, symbolic links resolved.
    static var currentExecutable: String {
        let argument = CommandLine.arguments.first ?? "buttonlint"
        if let path = FileSystem.resolvedPath("/proc/self/exe") { return path }
        if let url = Bundle.main.executableURL { return url.resolvingSymlinksInPath().path }
        return argument
    }
}
