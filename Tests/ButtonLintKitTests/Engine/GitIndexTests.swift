import Foundation
import Testing
@testable import ButtonLintKit

/// A throw-away git repository in a temporary folder, driven by the real `git`.
final class TemporaryRepository {
    let folder: TemporaryFolder
    var path: String { folder.path }

    init() throws {
        folder = try TemporaryFolder()
        try git("init", "--quiet")
        try git("config", "user.email", "tests@example.com")
        try git("config", "user.name", "Tests")
    }

    @discardableResult
    func git(_ arguments: String..., in subfolder: String = "") throws -> String {
        String(decoding: try Git(directory: subfolder.isEmpty ? path : path + "/" + subfolder).run(arguments), as: UTF8.self)
    }
}

@Suite struct GitIndexTests {
    func staged(_ repository: TemporaryRepository, from subfolder: String = "",
                pathspecs: [String] = []) throws -> [(path: String, text: String)] {
        let directory = subfolder.isEmpty ? repository.path : repository.path + "/" + subfolder
        let input = try GitIndex(git: Git(directory: directory)).stagedSources(pathspecs: pathspecs)
        return try input.files.map { ($0.displayPath, String(decoding: try input.provider.bytes(of: $0), as: UTF8.self)) }
    }

    @Test func readsTheStagedContentNotTheWorkingCopy() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("View.swift", "staged\n")
        try repository.git("add", "View.swift")
        try repository.folder.write("View.swift", "staged\nand an unstaged line\n")
        let files = try staged(repository)
        #expect(files.map(\.path) == ["View.swift"])
        #expect(files.map(\.text) == ["staged\n"])
    }

    @Test func keepsAddedModifiedAndRenamedSwiftFilesOnly() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Old.swift", "let a = 1\nlet b = 2\nlet c = 3\n")
        try repository.folder.write("Gone.swift", "let gone = 1\n")
        try repository.folder.write("Same.swift", "let same = 1\n")
        try repository.git("add", ".")
        try repository.git("commit", "--quiet", "-m", "first")
        try repository.git("mv", "Old.swift", "New.swift")
        try repository.git("rm", "--quiet", "Gone.swift")
        try repository.folder.write("Added.swift", "let added = 1\n")
        try repository.folder.write("Notes.txt", "not Swift\n")
        try repository.folder.link("Link.swift", to: "Same.swift")
        try repository.git("add", ".")
        let files = try staged(repository)
        // Deleted and unchanged files are not staged changes; a text file and a link are not Swift sources.
        #expect(files.map(\.path) == ["Added.swift", "New.swift"])
        #expect(files.map(\.text) == ["let added = 1\n", "let a = 1\nlet b = 2\nlet c = 3\n"])
    }

    @Test func pathsAreRelativeToTheFolderGitRunsIn() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("App/Sources/View.swift", "app\n")
        try repository.folder.write("Kit/Model.swift", "kit\n")
        try repository.git("add", ".")
        #expect(try staged(repository, from: "App").map(\.path) == ["../Kit/Model.swift", "Sources/View.swift"])
        // PATHs narrow the staged files, as git pathspecs relative to that folder.
        #expect(try staged(repository, from: "App", pathspecs: ["Sources"]).map(\.path) == ["Sources/View.swift"])
    }

    @Test func manyFilesComeFromOneBatch() throws {
        let repository = try TemporaryRepository()
        for index in 0..<300 { try repository.folder.write("F\(index).swift", String(repeating: "x", count: index) + "\n") }
        try repository.git("add", ".")
        let files = try staged(repository)
        #expect(files.count == 300)
        #expect(files.allSatisfy { $0.text.utf8.count == Int($0.path.dropFirst().dropLast(6))! + 1 })
    }

    @Test func outsideARepositoryGitSaysSo() throws {
        let folder = try TemporaryFolder()
        #expect(throws: Git.Failure.self) { try GitIndex(git: Git(directory: folder.path)).stagedSources() }
    }

    @Test func parsesRawDiffRecords() {
        let zero = String(repeating: "0", count: 40), blob = String(repeating: "a", count: 40)
        let raw = ":000000 100644 \(zero) \(blob) A\0New.swift\0"
            + ":100644 100644 \(blob) \(blob) R087\0Old name.swift\0Renamed name.swift\0"
            + ":100644 100755 \(blob) \(blob) C100\0From.swift\0Copy.swift\0"
            + ":100644 120000 \(blob) \(blob) T\0Link.swift\0"
        #expect(GitIndex.parseRawDiff(Array(raw.utf8)) == [
            .init(mode: "100644", blob: blob, path: "New.swift"),
            .init(mode: "100644", blob: blob, path: "Renamed name.swift"),
            .init(mode: "100755", blob: blob, path: "Copy.swift"),
            .init(mode: "120000", blob: blob, path: "Link.swift"),
        ])
    }

    @Test func relativePaths() {
        #expect(GitIndex.path("A/B.swift", relativeTo: "") == "A/B.swift")
        #expect(GitIndex.path("A/B.swift", relativeTo: "A/") == "B.swift")
        #expect(GitIndex.path("A/B.swift", relativeTo: "C/D/") == "../../A/B.swift")
        #expect(GitIndex.path("A/B.swift", relativeTo: "A/C/") == "../B.swift")
        #expect(GitIndex.path("A.swift", relativeTo: "A.swift/") == "../A.swift")
    }
}

@Suite struct SourceProviderTests {
    @Test func theRunnerReadsThroughItsProvider() {
        let file = WalkedFile(path: "not/on/disk.swift", displayPath: "App/View.swift")
        let input = SourceProvider.inMemory([(file, Array("Button(\"save\")\n".utf8))])
        let result = LintRunner(jobs: 2, provider: input.provider, lint: capitalizeFirstLetterLint).run(input.files)
        #expect(result.findings.map(\.path) == ["App/View.swift"])
    }

    @Test func bytesNotFromTheFileSystemAreNeverWrittenBack() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("View.swift", "Button(\"keep\")\n")
        let input = SourceProvider.inMemory([(WalkedFile(path: path, displayPath: "View.swift"),
                                              Array("Button(\"save\")\n".utf8))])
        let result = LintRunner(jobs: 1, fixApplier: FixApplier(lex: testLexer), provider: input.provider,
                                lint: capitalizeFirstLetterLint).run(input.files)
        #expect(result.fixed.isEmpty)
        #expect(result.findings.count == 1)
        #expect(try folder.read("View.swift") == "Button(\"keep\")\n")
        #expect(!input.provider.writesBack && SourceProvider.fileSystem.writesBack)
    }

    @Test func aFileWithoutContentIsAnIOFinding() {
        let input = SourceProvider.inMemory([])
        let result = LintRunner(jobs: 1, provider: input.provider, lint: capitalizeFirstLetterLint)
            .run([WalkedFile(path: "Missing.swift", displayPath: "Missing.swift")])
        #expect(result.findings.map(\.ruleID) == [RuleRegistry.ioRuleID])
    }
}
