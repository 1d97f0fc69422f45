import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// `lint --staged`, `--build-stamp` and `install-hook` through the command, with the real git.
@Suite struct IntegrationCommandTests {
    func command(_ output: RecordedOutput, in directory: String) -> ButtonLintCommand {
        ButtonLintCommand(environment: output.environment(currentDirectory: directory),
                          makeLint: { _ in capitalizeFirstLetterLint }, lex: testLexer)
    }

    @Test func stagedLintsWhatWillBeCommitted() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/Good.swift", "Button(\"Save\")\n")
        try repository.folder.write("Sources/Partly.swift", "Button(\"save\")\n")
        try repository.git("add", ".")
        // A partially staged file: fixed in the working copy, still bad in the index.
        try repository.folder.write("Sources/Partly.swift", "Button(\"Save\")\n")
        // An unstaged bad file is not part of the commit.
        try repository.folder.write("Sources/Unstaged.swift", "Button(\"save\")\n")
        let output = RecordedOutput()
        #expect(command(output, in: repository.path).run(arguments: ["lint", "--staged", "--strict"]) == 1)
        #expect(output.output == "Sources/Partly.swift:1:8: warning: Capitalize the title. (title-case)\n")
        #expect(output.error.contains("in 2 files"))

        try repository.git("add", "Sources/Partly.swift")
        #expect(command(RecordedOutput(), in: repository.path).run(arguments: ["--staged", "--strict"]) == 0)
    }

    @Test func stagedOutsideARepositoryIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let output = RecordedOutput()
        #expect(command(output, in: folder.path).run(arguments: ["--staged"]) == 2)
        #expect(output.error.contains("'--staged' lints what is staged in a git repository"))
        #expect(output.error.contains("not a git repository"))
    }

    @Test func stagedConflictsWithStandardInputAndFix() {
        for arguments in [["--staged", "--stdin"], ["--staged", "--fix"], ["--staged", "--shard", "1/2"]] {
            let output = RecordedOutput()
            #expect(command(output, in: "/nonexistent").run(arguments: arguments) == 2, "\(arguments)")
        }
    }

    @Test func theBuildStampIsWrittenOnSuccessAndRemovedOnFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "Button(\"save\")\n")
        let stamp = folder.path + "/work/App-buttonlint.swift"
        try folder.makeFolder("work")
        #expect(command(RecordedOutput(), in: folder.path).run(arguments: ["--build-stamp", stamp, "View.swift"]) == 0)
        #expect(try folder.read("work/App-buttonlint.swift").hasPrefix("// buttonlint"))
        #expect(command(RecordedOutput(), in: folder.path).run(arguments: ["--strict", "--build-stamp", stamp, "View.swift"]) == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp))
    }

    @Test func parsesInstallHook() throws {
        #expect(try InvocationParser.parse(["install-hook"]) == .installHook(uninstall: false))
        #expect(try InvocationParser.parse(["install-hook", "--uninstall"]) == .installHook(uninstall: true))
        #expect(throws: UsageError.self) { try InvocationParser.parse(["install-hook", "Sources"]) }
        #expect(throws: UsageError.self) { try InvocationParser.parse(["install-hook", "--strict"]) }
        guard case .lint(let options) = try InvocationParser.parse(["--staged", "--build-stamp", "s.swift", "Sources"]) else {
            Issue.record("not lint")
            return
        }
        #expect(options.lintsStagedFiles && options.buildStamp == "s.swift" && options.paths == ["Sources"])
    }
}

@Suite struct HookInstallerTests {
    func installer(_ repository: TemporaryRepository) throws -> HookInstaller {
        HookInstaller(hooksFolder: try HookInstaller.hooksFolder(from: repository.path),
                      executable: "/opt/it's here/buttonlint")
    }

    @Test func installsAnExecutableHookThatLintsTheStagedContent() throws {
        let repository = try TemporaryRepository()
        let installer = try installer(repository)
        #expect(installer.hooksFolder == PathNormalizer.normalize(repository.path + "/.git/hooks"))
        _ = try installer.install()
        let hook = try repository.folder.read(".git/hooks/pre-commit")
        #expect(hook.hasPrefix("#!/bin/sh\n"))
        #expect(hook.contains("exec \"$buttonlint\" lint --staged --strict"))
        #expect(hook.contains("buttonlint='/opt/it'\\''s here/buttonlint'"))
        let mode = try FileManager.default.attributesOfItem(atPath: repository.path + "/.git/hooks/pre-commit")[.posixPermissions] as? Int
        #expect(mode == 0o755)
        // Installing again rewrites its own hook and keeps no copy of it.
        #expect(try installer.install().hasPrefix("Updated"))
        #expect(!FileManager.default.fileExists(atPath: repository.path + "/.git/hooks/pre-commit.before-buttonlint"))
    }

    @Test func anExistingHookIsKeptAndPutBack() throws {
        let repository = try TemporaryRepository()
        let earlier = "#!/bin/sh\necho earlier\n"
        try repository.folder.write(".git/hooks/pre-commit", earlier)
        let installer = try installer(repository)
        #expect(try installer.install().contains("kept as"))
        #expect(try repository.folder.read(".git/hooks/pre-commit.before-buttonlint") == earlier)
        #expect(try installer.uninstall().contains("put back"))
        #expect(try repository.folder.read(".git/hooks/pre-commit") == earlier)
        #expect(!FileManager.default.fileExists(atPath: repository.path + "/.git/hooks/pre-commit.before-buttonlint"))
        // A hook it did not write is never removed.
        #expect(throws: UsageError.self) { try installer.uninstall() }
        #expect(try repository.folder.read(".git/hooks/pre-commit") == earlier)
    }

    @Test func refusesWhenTheKeptHookNameIsTaken() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write(".git/hooks/pre-commit", "#!/bin/sh\n")
        try repository.folder.write(".git/hooks/pre-commit.before-buttonlint", "#!/bin/sh\n")
        #expect(throws: UsageError.self) { try installer(repository).install() }
        #expect(try repository.folder.read(".git/hooks/pre-commit") == "#!/bin/sh\n")
    }

    @Test func followsCoreHooksPath() throws {
        let repository = try TemporaryRepository()
        try repository.git("config", "core.hooksPath", "tools/hooks")
        let installer = try installer(repository)
        #expect(installer.hooksFolder == PathNormalizer.normalize(repository.path + "/tools/hooks"))
        _ = try installer.install()
        #expect(try repository.folder.read("tools/hooks/pre-commit").contains(HookInstaller.marker))
    }

    @Test func outsideARepositoryIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
        #expect(command.run(arguments: ["install-hook"]) == 2)
        #expect(output.error.contains("'install-hook' installs into a git repository"))
    }
}
