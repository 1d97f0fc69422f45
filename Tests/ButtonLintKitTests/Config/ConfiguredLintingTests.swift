import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// Files are matched to their folder's configuration whatever form their display path takes.
@Suite struct ConfiguredLintingTests {
    @Test func displayFolders() {
        #expect(ConfiguredLinting.displayFolder(of: "A.swift") == "")
        #expect(ConfiguredLinting.displayFolder(of: "Sources/A.swift") == "Sources")
        #expect(ConfiguredLinting.displayFolder(of: "/A.swift") == "/")
        #expect(ConfiguredLinting.displayFolder(of: "../x/A.swift") == "../x")
    }

    @Test func cleanDisplayFoldersJoinTheRootAsNormalizingDoes() {
        let paths = ["Sources", "Sources/App", "a.b/..c/...", ".hidden/x", "./A", "A/.", "A/../B", "A//B", "A/", "..",
                     "../x", ".", "/abs/x", "A/B.swift/..", "é/ü"]
        for root in ["/", "/repo", "/repo/sub"] {
            for path in paths {
                #expect(ConfiguredLinting.absolute(path, in: root) == PathNormalizer.absolute(path, in: root), "\(root) \(path)")
            }
        }
        #expect(ConfiguredLinting.isCleanRelative("Sources/App"))
        #expect(!ConfiguredLinting.isCleanRelative("Sources/../App"))
        #expect(!ConfiguredLinting.isCleanRelative("/Sources"))
        #expect(ConfiguredLinting.isCleanRelative("a.b/..c"))
    }

    @Test func eachFileGetsItsFoldersConfigurationAndGlobs() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("repo/.git")
        try folder.write("repo/.buttonlint.yml", "excluded: ['**/Skip*.swift']\n")
        try folder.write("repo/Sub/.buttonlint.yml", "only_rules: [title-verb]\n")
        let files = ["A.swift", "SkipMe.swift", "Sub/B.swift", "../repo/Sub/C.swift", folder.path + "/repo/Sub/D.swift"]
        let walked = files.map { WalkedFile(path: $0, displayPath: $0) }
        let configured = try ConfiguredLinting(files: walked, currentDirectory: folder.path + "/repo",
                                               resolver: try ConfigurationResolver()) { configuration in
            let only = configuration.onlyRules?.sorted().joined() ?? "all"
            return { source in
                FileReport(findings: [Finding(path: source.path, start: .init(line: 1, column: 1), end: .init(line: 1, column: 1),
                                              ruleID: "x", severity: .note, message: only)])
            }
        }
        #expect(configured.files.map(\.displayPath) == ["A.swift", "Sub/B.swift", "../repo/Sub/C.swift", folder.path + "/repo/Sub/D.swift"])
        #expect(configured.configurationCount == 2)
        let messages = configured.files.map { configured.lint(SourceFile(path: $0.displayPath, text: "")).findings[0].message }
        #expect(messages == ["all", "title-verb", "title-verb", "title-verb"])
    }

    @Test func walkedFilesOfOneFolderAreAdmittedAsFilesNamedOneByOne() throws {
        // Files the walker found in one folder share their place, and once one is admitted under
        // a configuration without globs the next ones of the place are kept without a lookup:
        // the result must be what the same files give one by one.
        let folder = try TemporaryFolder()
        try folder.makeFolder("repo/.git")
        try folder.write("repo/Sub/.buttonlint.yml", "excluded: ['**/Skip*.swift']\n")
        try folder.write("repo/Sub/Deeper/.buttonlint.yml", "only_rules: [title-verb]\n")
        for name in ["A", "B", "SkipNot", "Sub/C", "Sub/SkipMe", "Sub/D", "Sub/Deeper/E", "Sub/Deeper/SkipToo",
                     "Other/F", "Other/G"] {
            try folder.write("repo/\(name).swift")
        }
        let walked = try FileWalker().files(in: ["."], from: folder.path + "/repo")
        #expect(walked.count == 10)
        func configured(_ files: [WalkedFile]) throws -> ConfiguredLinting {
            try ConfiguredLinting(files: files, currentDirectory: folder.path + "/repo",
                                  resolver: try ConfigurationResolver()) { configuration in
                let only = configuration.onlyRules?.sorted().joined() ?? "all"
                return { _ in FileReport(findings: [Finding(path: "", start: .init(line: 1, column: 1),
                                                            end: .init(line: 1, column: 1), ruleID: "x",
                                                            severity: .note, message: only)]) }
            }
        }
        let byPlace = try configured(walked)
        let oneByOne = try configured(walked.map { WalkedFile(path: $0.path, displayPath: $0.displayPath) })
        #expect(byPlace.files.map(\.displayPath) == oneByOne.files.map(\.displayPath))
        #expect(!byPlace.files.contains { $0.displayPath.hasSuffix("SkipMe.swift") })
        #expect(byPlace.files.contains { $0.displayPath.hasSuffix("SkipNot.swift") })
        let messages = { (linting: ConfiguredLinting) in
            linting.files.map { linting.lint(SourceFile(path: $0.displayPath, text: "")).findings[0].message }
        }
        #expect(messages(byPlace) == messages(oneByOne))
    }

    @Test func standardInputUsesTheConfigurationOfItsStdinPath() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder(".git")
        try folder.write("Legacy/.buttonlint.yml", "disabled_rules: [title-case]\n")
        let code = "import SwiftUI\nlet b = Button(\"save draft\") { }\n"
        for (path, expected) in [("Legacy/V.swift", 0), ("V.swift", 1)] {
            let output = RecordedOutput()
            _ = ButtonLintCommand(environment: output.environment(input: Array(code.utf8), currentDirectory: folder.path))
                .run(arguments: ["--quiet", "--stdin", "--stdin-path", path])
            #expect(output.output.split(separator: "\n").count == expected, "\(path): \(output.output)")
        }
    }
}
