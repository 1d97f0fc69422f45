import Foundation
import Testing
@testable import ButtonLintKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--fix` in a tree nobody reviewed: when a file cannot be written
/// safely, the original stays byte for byte, the problem is reported, and the other files are
/// still fixed. It never writes through a symbolic link or outside the paths it was given.
@Suite struct FixWriterTests {
    static let unfixed = "Button(\"save\")\n"
    static let fixed = "Button(\"Save\")\n"

    /// A folder with `A.swift` to fix and `B.swift`, a control that must still be fixed.
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("A.swift", Self.unfixed)
        try folder.write("B.swift", Self.unfixed)
    }

    func run(_ names: [String], lint: @escaping LintRunner.LintFunction = capitalizeFirstLetterLint,
             writer: FixWriter = FixWriter()) -> LintResult {
        let runner = LintRunner(jobs: 1, fixApplier: FixApplier(lex: testLexer, writer: writer), lint: lint)
        return runner.run(names.map { WalkedFile(path: folder.path + "/" + $0, displayPath: $0) })
    }

    /// The run reported why `A.swift` was not written, left it intact and left no temporary file.
    func expectAKeptAndReported(_ result: LintResult, reason: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let io = result.findings.filter { $0.ruleID == RuleRegistry.ioRuleID }
        #expect(io.map(\.path) == ["A.swift"], sourceLocation: sourceLocation)
        #expect(io.first?.message.contains(reason) == true, "\(io.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.findings.contains { $0.ruleID == "title-case" && $0.path == "A.swift" }, sourceLocation: sourceLocation)
        #expect(try folder.read("A.swift") == Self.unfixed, sourceLocation: sourceLocation)
        #expect(try folder.read("B.swift") == Self.fixed, sourceLocation: sourceLocation)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("buttonlint-") }
        #expect(leftovers.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aReadOnlyFileIsKept() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.path + "/A.swift")
        try expectAKeptAndReported(run(["A.swift", "B.swift"]), reason: "read-only")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path + "/A.swift")[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test func aFileInAReadOnlyFolderIsKept() throws {
        try folder.write("locked/A.swift", Self.unfixed)
        let locked = folder.path + "/locked"
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        let result = run(["locked/A.swift", "B.swift"])
        #expect(result.findings.filter { $0.ruleID == RuleRegistry.ioRuleID }.map(\.message).first?
            .contains("folder is read-only") == true)
        #expect(try folder.read("locked/A.swift") == Self.unfixed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked) == ["A.swift"])
        #expect(try folder.read("B.swift") == Self.fixed)
    }

    @Test func aFullDiskLeavesTheOriginalAndNoTemporaryFile() throws {
        // The disk fills up halfway through the temporary copy of A.swift only.
        let fullDisk = FixWriter { descriptor, bytes in
            guard let text = String(validating: bytes, as: UTF8.self), text.contains("Save"),
                  fcntlPath(descriptor)?.contains(".A.swift.") == true else {
                try FileSystem.writeAll(bytes, to: descriptor)
                return
            }
            try FileSystem.writeAll(Array(bytes.prefix(bytes.count / 2)), to: descriptor)
            throw FileSystem.Failure.fromErrno(ENOSPC)
        }
        try expectAKeptAndReported(run(["A.swift", "B.swift"], writer: fullDisk), reason: "No space left on device")
    }

    @Test func aFileChangedBetweenReadingAndWritingIsKept() throws {
        // Someone edits A.swift while it is being linted: their edit wins, the fix is not written.
        let edited = "Button(\"save\") // edited\n"
        let path = folder.path + "/A.swift"
        let result = run(["A.swift", "B.swift"], lint: { source in
            if source.path == "A.swift" { try? Data(edited.utf8).write(to: URL(fileURLWithPath: path)) }
            return capitalizeFirstLetterLint(source)
        })
        #expect(result.findings.filter { $0.ruleID == RuleRegistry.ioRuleID }.first?.message.contains("changed on disk") == true)
        #expect(try folder.read("A.swift") == edited)
        #expect(try folder.read("B.swift") == Self.fixed)
    }

    @Test func aFileReplacedByALinkBetweenReadingAndWritingIsKept() throws {
        let outside = try TemporaryFolder()
        try outside.write("Secret.swift", Self.unfixed)
        let path = folder.path + "/A.swift"
        let secret = outside.path + "/Secret.swift"
        let result = run(["A.swift", "B.swift"], lint: { source in
            if source.path == "A.swift" {
                unlink(path)
                symlink(secret, path)
            }
            return capitalizeFirstLetterLint(source)
        })
        #expect(result.findings.filter { $0.ruleID == RuleRegistry.ioRuleID }.first?.message.contains("symbolic link") == true)
        #expect(try outside.read("Secret.swift") == Self.unfixed)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == outside.path + "/Secret.swift")
        #expect(try folder.read("B.swift") == Self.fixed)
    }

    @Test func aLinkGivenAsAPathIsNotWrittenThrough() throws {
        try folder.write("real/Target.swift", Self.unfixed)
        try FileManager.default.removeItem(atPath: folder.path + "/A.swift")
        try folder.link("A.swift", to: "real/Target.swift")
        let result = run(["A.swift", "B.swift"])
        #expect(result.findings.filter { $0.ruleID == RuleRegistry.ioRuleID }.first?.message.contains("symbolic link") == true)
        #expect(try folder.read("real/Target.swift") == Self.unfixed)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/A.swift") == "real/Target.swift")
        #expect(try folder.read("B.swift") == Self.fixed)
    }

    @Test func filesReachedThroughALinkedFolderAreOutsideTheTreeAndKept() throws {
        // The checkout links to a folder elsewhere: it is linted but never written.
        let outside = try TemporaryFolder()
        try outside.write("Shared.swift", Self.unfixed)
        try folder.link("Vendor", to: outside.path)
        let walk = try FileWalker().walk([folder.path])
        #expect(walk.files.map(\.isThroughLink) == [false, false, true])
        let runner = LintRunner(jobs: 2, fixApplier: FixApplier(lex: testLexer), lint: capitalizeFirstLetterLint)
        let result = runner.run(walk.files)
        #expect(try outside.read("Shared.swift") == Self.unfixed)
        #expect(try folder.read("A.swift") == Self.fixed)
        #expect(result.refusedFixes.map(\.finding.path) == [folder.path + "/Vendor/Shared.swift"])
        #expect(result.refusedFixes.first?.reason.contains("symbolic link") == true)
        #expect(result.findings.map(\.path) == [folder.path + "/Vendor/Shared.swift"])
    }

    @Test func aFileInsideTheTreeReachedOnlyThroughItsOwnLinkIsFixedByItsDirectPath() throws {
        // A link to a file of the tree: the file is linted once, by its own path, and fixed there.
        try folder.link("Alias.swift", to: "A.swift")
        let walk = try FileWalker().walk([folder.path])
        #expect(walk.files.map { ($0.path as NSString).lastPathComponent } == ["A.swift", "B.swift"])
        _ = LintRunner(jobs: 1, fixApplier: FixApplier(lex: testLexer), lint: capitalizeFirstLetterLint).run(walk.files)
        #expect(try folder.read("A.swift") == Self.fixed)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Alias.swift") == "A.swift")
    }
}

/// The path an open descriptor names (Linux), so a simulated failure can pick its file.
private func fcntlPath(_ descriptor: Int32) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
}
