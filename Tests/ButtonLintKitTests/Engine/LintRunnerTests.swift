import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct LintRunnerTests {
    /// Findings at lines counted down from the file's length, so each file's own order is reversed.
    static let reversedFindings: LintRunner.LintFunction = { source in
        let count = source.bytes.count % 7 + 2
        return FileReport(findings: (1...count).reversed().map { line in
            Finding(path: source.path, start: SourceLocation(line: line, column: 3),
                    end: SourceLocation(line: line, column: 9), ruleID: line.isMultiple(of: 2) ? "b-rule" : "a-rule",
                    severity: .warning, message: "line \(line)")
        })
    }

    @Test func outputOrderDoesNotDependOnTheNumberOfWorkers() throws {
        let folder = try TemporaryFolder()
        for index in 0..<40 {
            try folder.write("F\(index % 5)/File\(39 - index).swift", String(repeating: "x", count: index))
        }
        let files = try FileWalker().files(in: [folder.path])
        let sequential = LintRunner(jobs: 1, lint: Self.reversedFindings).run(files)
        let parallel = LintRunner(jobs: 4, lint: Self.reversedFindings).run(files)
        #expect(sequential.findings == parallel.findings)
        #expect(sequential.findings.count > 40)
        #expect(sequential.findings == sequential.findings.sorted(by: Finding.reportOrder))
        #expect(parallel.fileCount == 40)
        // The same run again, with more workers than files.
        #expect(LintRunner(jobs: 64, lint: Self.reversedFindings).run(files).findings == sequential.findings)
    }

    @Test func theLintFunctionSeesBytesAndDisplayPath() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("A.swift", "Button(\"x\")")
        let seen = LintRunner(jobs: 2) { source in
            FileReport(findings: [Finding(path: source.path, start: SourceLocation(line: 1, column: 1),
                                          end: SourceLocation(line: 1, column: 1), ruleID: "seen", severity: .note,
                                          message: source.text(0..<source.bytes.count))])
        }.run([WalkedFile(path: path, displayPath: "Shown/A.swift")])
        #expect(seen.findings.map(\.path) == ["Shown/A.swift"])
        #expect(seen.findings.map(\.message) == ["Button(\"x\")"])
    }

    @Test func anUnreadableFileIsAnIOFindingAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("Folder.swift")          // a folder where a file is expected
        try folder.link("Dangling.swift", to: "missing.swift")
        let good = try folder.write("Good.swift", "abc")
        let files = [
            WalkedFile(path: folder.path + "/Folder.swift", displayPath: "Folder.swift"),
            WalkedFile(path: folder.path + "/Dangling.swift", displayPath: "Dangling.swift"),
            WalkedFile(path: good, displayPath: "Good.swift"),
        ]
        let result = LintRunner(jobs: 2, lint: Self.reversedFindings).run(files)
        let io = result.findings.filter { $0.ruleID == "io" }
        #expect(io.map(\.path) == ["Dangling.swift", "Folder.swift"])
        #expect(io.allSatisfy { $0.severity == .error && $0.start == SourceLocation(line: 1, column: 1) })
        #expect(io[0].message.contains("No such file or directory"))
        #expect(io[1].message.contains("Is a directory"))
        #expect(result.findings.contains { $0.path == "Good.swift" })
    }

    @Test func standardInputIsLintedAsTheGivenPath() {
        let result = LintRunner(jobs: 1, lint: capitalizeFirstLetterLint)
            .run(bytes: Array("Button(\"save\")".utf8), displayPath: "App/View.swift")
        #expect(result.findings.map(\.path) == ["App/View.swift"])
        #expect(result.fileCount == 1)
    }

    @Test func fixedFindingsAreNotReported() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("A.swift", "Button(\"save\")\nButton(\"Done\")\nButton(\"edit\")\n")
        let runner = LintRunner(jobs: 2, fixApplier: FixApplier(lex: testLexer), lint: capitalizeFirstLetterLint)
        let first = runner.run([WalkedFile(path: path, displayPath: "A.swift")])
        #expect(first.findings.isEmpty)
        #expect(first.fixed.map(\.title) == ["save", "edit"])
        #expect(first.fixedFileCount == 1)
        #expect(try folder.read("A.swift") == "Button(\"Save\")\nButton(\"Done\")\nButton(\"Edit\")\n")
        let second = runner.run([WalkedFile(path: path, displayPath: "A.swift")])
        #expect(second.findings.isEmpty && second.fixed.isEmpty)
    }
}
