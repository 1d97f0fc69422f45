import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

@Suite struct ShardMergeParserTests {
    @Test func shardIsKOfN() throws {
        guard case .lint(let options) = try InvocationParser.parse(["--shard", "2/5", "Sources"]) else {
            Issue.record("not lint")
            return
        }
        #expect(options.shard == Shard(index: 2, count: 5))
        #expect(options.paths == ["Sources"])
        guard case .lint(let inline) = try InvocationParser.parse(["--shard=1/1"]) else { return }
        #expect(inline.shard == Shard(index: 1, count: 1))
    }

    @Test func mergeTakesReportsAndReportOptions() throws {
        var expected = MergeOptions()
        expected.reports = ["a.sarif", "b.sarif"]
        expected.reporters = [ReporterRequest(name: "html", file: "out.html"), ReporterRequest(name: "sarif")]
        expected.strict = true
        expected.quiet = true
        expected.color = false
        #expect(try InvocationParser.parse(["merge", "--reporter", "html:out.html", "a.sarif", "--strict", "--quiet",
                                            "--no-color", "--reporter=sarif", "b.sarif"]) == .merge(expected))
        #expect(try InvocationParser.parse(["merge", "--help"]) == .help)
    }

    @Test(arguments: [
        (["--shard", "2"], "K/N"), (["--shard", "0/3"], "K/N"), (["--stdin", "--shard", "1/2"], "'--stdin'"),
        (["merge"], "needs"), (["merge", "--fix", "a.json"], "'--fix'"), (["merge", "--reporter", "nope", "a"], "'nope'"),
    ])
    func mistakesAreUsageErrors(arguments: [String], words: String) {
        do {
            _ = try InvocationParser.parse(arguments)
            Issue.record("parsed: \(arguments)")
        } catch {
            #expect(error.message.contains(words), "\(error.message)")
        }
    }
}
