import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

@Suite struct StreamingCommandTests {
    func command(_ output: RecordedOutput, in folder: TemporaryFolder) -> ButtonLintCommand {
        ButtonLintCommand(environment: output.environment(currentDirectory: folder.path),
                          makeLint: { _ in capitalizeFirstLetterLint }, lex: testLexer)
    }

    /// Many files, some with findings and some without, in nested folders.
    func manyFiles() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for index in 0..<150 {
            let text = index.isMultiple(of: 4) ? "let none = 0\n"
                : (0..<(index % 5 + 1)).map { "Button(\"item \($0)\")\nButton(\"Done\")\n" }.joined()
            try folder.write("Sources/M\(index % 7)/View\(index).swift", text)
        }
        return folder
    }

    @Test func everyReporterGivesTheAllAtOnceBytesWithOneOrManyJobs() throws {
        let folder = try manyFiles()
        let files = try FileWalker().files(in: ["Sources"], from: folder.path)
        let all = LintRunner(jobs: 1, lint: capitalizeFirstLetterLint).run(files)
        #expect(all.findings.count > 300)
        var outputs: [String: String] = [:]
        for jobs in ["1", "4"] {
            let recorded = RecordedOutput()
            let status = command(recorded, in: folder).run(arguments: [
                "Sources", "--jobs", jobs, "--reporter", "xcode",
                "--reporter", "json:out-\(jobs).json", "--reporter", "github:out-\(jobs).github",
                "--reporter", "summary:out-\(jobs).summary",
            ])
            #expect(status == 0)
            let context = ReportContext(fileCount: files.count,
                                        repositoryPaths: RepositoryPaths(currentDirectory: folder.path,
                                                                         repositoryRoot: nil))
            #expect(recorded.output == reportInOnePiece("xcode", all.findings, context: context))
            for name in ["json", "github", "summary"] {
                let text = try folder.read("out-\(jobs).\(name)")
                #expect(text == reportInOnePiece(name, all.findings, context: context), "\(name), jobs \(jobs)")
                outputs[name + jobs] = text
            }
            #expect(recorded.error.hasSuffix("Done linting: found \(FindingCounts(all.findings).sentence(fileCount: files.count)).\n"))
            // No temporary report file is left behind.
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
            #expect(left.isEmpty)
        }
        #expect(outputs["json1"] == outputs["json4"])
        _ = try JSONSerialization.jsonObject(with: Data(outputs["json4"]!.utf8))
    }

    @Test func reportsOnStandardOutputFollowOneAnotherWhole() throws {
        let folder = try manyFiles()
        // Non-ASCII paths, so pieces copied from a spool are cut between whole characters.
        for index in 0..<40 { try folder.write("Sources/Écran/Vue ✓ \(index).swift", "Button(\"ok \(index) ✓\")\n") }
        let files = try FileWalker().files(in: ["Sources"], from: folder.path)
        let all = LintRunner(jobs: 1, lint: capitalizeFirstLetterLint).run(files)
        let context = ReportContext(fileCount: files.count,
                                    repositoryPaths: RepositoryPaths(currentDirectory: folder.path, repositoryRoot: nil))
        let recorded = RecordedOutput()
        let status = command(recorded, in: folder).run(arguments: [
            "Sources", "--jobs", "4", "--reporter", "json", "--reporter", "github", "--reporter", "xcode",
        ])
        #expect(status == 0)
        #expect(recorded.output == ["json", "github", "xcode"]
            .map { reportInOnePiece($0, all.findings, context: context) }.joined())
    }

    @Test func fixStreamsTooAndCountsWhatItFixed() throws {
        let folder = try manyFiles()
        let recorded = RecordedOutput()
        let status = command(recorded, in: folder).run(arguments: ["Sources", "--fix", "--jobs", "4"])
        #expect(status == 0)
        #expect(recorded.output.isEmpty)   // every finding was fixed
        #expect(recorded.error.contains("Done linting: found 0 findings in 150 files. Fixed 335 findings in 112 files."))
        #expect(try folder.read("Sources/M1/View1.swift") == "Button(\"Item 0\")\nButton(\"Done\")\nButton(\"Item 1\")\nButton(\"Done\")\n")
    }

    @Test func anExistingReportFileIsReplaced() throws {
        let folder = try manyFiles()
        try folder.write("report.json", "old report, longer than nothing at all\n")
        let recorded = RecordedOutput()
        #expect(command(recorded, in: folder).run(arguments: ["Sources/M0", "--reporter", "json:report.json"]) == 0)
        let json = try JSONSerialization.jsonObject(with: Data(try folder.read("report.json").utf8))
        #expect((json as? [Any])?.isEmpty == false)
    }
}
