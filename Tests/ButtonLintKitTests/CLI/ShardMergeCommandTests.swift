import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// `--shard K/N` and `buttonlint merge` end to end, with the real linter over a copy of `Corpus/`:
/// the shards split the files, and merging their reports gives the unsharded report byte for byte.
@Suite struct ShardMergeCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

    /// A repository folder holding `Corpus/`; `GITHUB_WORKSPACE` marks its root.
    func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Self.corpus.path, toPath: folder.path + "/Corpus")
        return folder
    }

    func run(_ arguments: [String], in folder: TemporaryFolder, variables: [String: String] = [:]) -> (status: Int32, output: String, error: String) {
        let recorded = RecordedOutput()
        let environment = recorded.environment(currentDirectory: folder.path,
                                               variables: ["GITHUB_WORKSPACE": folder.path].merging(variables) { $1 })
        let status = ButtonLintCommand(environment: environment).run(arguments: arguments)
        return (status, recorded.output, recorded.error)
    }

    @Test(arguments: 1...5)
    func shardsSplitTheFilesAndMergeToTheUnshardedReport(count: Int) throws {
        let folder = try repository()
        let whole = run(["--quiet", "--reporter", "json", "--reporter", "sarif:whole.sarif", "Corpus"], in: folder)
        let wholeSARIF = try folder.read("whole.sarif")
        let wholeReport = try ReportReader.read(Array(wholeSARIF.utf8))
        var shardFiles: [Set<String>] = []
        var fileCounts = 0
        for index in 1...count {
            let shard = run(["--quiet", "--shard", "\(index)/\(count)", "--reporter", "json:\(index).json",
                             "--reporter", "sarif:\(index).sarif", "Corpus"], in: folder)
            #expect(shard.status <= 1 && shard.output.isEmpty)
            let report = try ReportReader.read(Array(try folder.read("\(index).sarif").utf8))
            shardFiles.append(Set(report.findings.map(\.path)))
            fileCounts += report.fileCount ?? 0
        }
        // Each file in exactly one shard: the counts add up and no file has findings in two shards.
        #expect(fileCounts == wholeReport.fileCount)
        #expect(shardFiles.reduce(0) { $0 + $1.count } == Set(wholeReport.findings.map(\.path)).count)
        #expect(shardFiles.reduce(Set<String>()) { $0.union($1) } == Set(wholeReport.findings.map(\.path)))

        let jsonShards = (1...count).map { "\($0).json" }
        let sarifShards = (1...count).map { "\($0).sarif" }
        let mergedJSON = run(["merge", "--quiet", "--reporter", "json"] + jsonShards, in: folder)
        #expect(mergedJSON.output == whole.output)
        #expect(mergedJSON.status == whole.status)
        #expect(run(["merge", "--quiet", "--reporter", "sarif"] + sarifShards.reversed(), in: folder).output == wholeSARIF)
    }

    /// SARIF keeps everything a finding carries: merged into any format, it is the unsharded report.
    @Test func sarifShardsMergeIntoEveryFormat() throws {
        let folder = try repository()
        for index in 1...3 {
            _ = run(["--quiet", "--shard", "\(index)/3", "--reporter", "sarif:\(index).sarif", "Corpus"], in: folder)
        }
        let reporters = ReporterRegistry.names.filter { $0 != "sarif" }
        let whole = run(["--quiet"] + reporters.flatMap { ["--reporter", "\($0):whole.\($0)"] } + ["Corpus"], in: folder)
        let merged = run(["merge", "--quiet"] + reporters.flatMap { ["--reporter", "\($0):merged.\($0)"] }
                         + ["1.sarif", "2.sarif", "3.sarif"], in: folder)
        #expect(merged.status == whole.status)
        for name in reporters where name != "html" {
            #expect(try folder.read("merged.\(name)") == folder.read("whole.\(name)"), "\(name)")
        }
        // SARIF carries findings, not sheets: the merged page is the whole one without its drawings.
        let wholePage = try folder.read("whole.html")
        #expect(wholePage.contains("<tr class=\"sheet\""))
        #expect(try folder.read("merged.html") == Self.withoutSheets(wholePage))
    }

    /// An HTML page without its sheet drawings and the file groups that held only them.
    static func withoutSheets(_ page: String) -> String {
        var kept: [Substring] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false)
        where !line.hasPrefix("<tr class=\"sheet\"") && !line.hasPrefix("<tr class=\"group\" id=\"sheets-heading\"") {
            if line == "</tbody>", kept.last?.hasPrefix("<tbody data-file=") == true {
                kept.removeLast()
            } else {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    @Test func mergeSaysWhatItJoined() throws {
        let folder = try repository()
        _ = run(["--quiet", "--shard", "1/2", "--reporter", "sarif:1.sarif", "Corpus"], in: folder)
        _ = run(["--quiet", "--shard", "2/2", "--reporter", "sarif:2.sarif", "Corpus"], in: folder)
        let whole = run(["Corpus"], in: folder)
        let merged = run(["merge", "1.sarif", "2.sarif"], in: folder)
        #expect(merged.status == whole.status)
        #expect(merged.error == whole.error.replacingOccurrences(of: "Done linting", with: "Done merging")
                .components(separatedBy: "\n").filter { $0.hasPrefix("Done") }.joined() + "\n")
    }

    @Test(arguments: [
        ["--shard", "0/2"], ["--shard", "3/2"], ["--shard", "1"], ["--stdin", "--shard", "1/2"],
        ["merge"], ["merge", "--bogus", "a.json"], ["merge", "missing.json"], ["merge", "a.json", "b.sarif"],
        ["merge", "bad.json"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", "[]\n")
        try folder.write("b.sarif", SARIFReporter().report([], context: ReportContext(fileCount: 0)))
        try folder.write("bad.json", "{\"not\": \"a report\"}")
        let result = run(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("buttonlint: error: "))
        #expect(result.output.isEmpty)
    }

    @Test func githubAppendsAMarkdownSummaryToTheJobSummary() throws {
        let folder = try repository()
        try folder.write("summary.md", "# Earlier step\n")
        let result = run(["--quiet", "--reporter", "github", "Corpus"], in: folder,
                         variables: ["GITHUB_STEP_SUMMARY": folder.path + "/summary.md"])
        let summary = try folder.read("summary.md")
        #expect(summary.hasPrefix("# Earlier step\n\n### ButtonLint\n\n| Severity |"))
        let annotations = result.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(markdownTableRows(summary).count == annotations.count)
        #expect(summary.hasSuffix(result.output.split(separator: "\n").last!.replacingOccurrences(of: "ButtonLint: ", with: "**ButtonLint**: ") + "\n"))
        // Without the variable, or without the github reporter, nothing is written.
        _ = run(["--quiet", "--reporter", "json", "Corpus"], in: folder, variables: ["GITHUB_STEP_SUMMARY": folder.path + "/other.md"])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/other.md"))
    }
}
