import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

@Suite struct InvocationParserTests {
    func lintOptions(_ arguments: [String]) throws -> LintOptions {
        guard case .lint(let options) = try InvocationParser.parse(arguments) else {
            Issue.record("not a lint invocation: \(arguments)")
            return LintOptions()
        }
        return options
    }

    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try InvocationParser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func lintIsTheDefaultSubcommand() throws {
        #expect(try InvocationParser.parse([]) == .lint(LintOptions()))
        #expect(try lintOptions(["Sources", "Tests"]).paths == ["Sources", "Tests"])
        #expect(try lintOptions(["lint", "Sources"]).paths == ["Sources"])
        #expect(try lintOptions(["--strict"]).strict)
    }

    @Test func otherSubcommands() throws {
        #expect(try InvocationParser.parse(["rules"]) == .rules(configFile: nil))
        #expect(try InvocationParser.parse(["rules", "--config", "a.yml"]) == .rules(configFile: "a.yml"))
        #expect(try InvocationParser.parse(["explain", "title-case"]) == .explain(ruleID: "title-case"))
        #expect(try InvocationParser.parse(["dump-literals"]) == .dumpLiterals(paths: []))
        #expect(try InvocationParser.parse(["dump-literals", "a.swift", "b"]) == .dumpLiterals(paths: ["a.swift", "b"]))
        #expect(try InvocationParser.parse(["--help"]) == .help)
        #expect(try InvocationParser.parse(["-h"]) == .help)
        #expect(try InvocationParser.parse(["help"]) == .help)
        #expect(try InvocationParser.parse(["lint", "--help"]) == .help)
        #expect(try InvocationParser.parse(["rules", "--help"]) == .help)
        #expect(try InvocationParser.parse(["--version"]) == .version)
    }

    @Test func eachLintOption() throws {
        let options = try lintOptions([
            "--reporter", "json", "--reporter", "github:out/annotations.txt", "--reporter=summary",
            "--fix", "--strict", "--quiet", "--jobs", "3", "--enable", "button-border", "--disable=title-case",
            "--no-color", "Sources",
        ])
        #expect(options.reporters == [ReporterRequest(name: "json"),
                                      ReporterRequest(name: "github", file: "out/annotations.txt"),
                                      ReporterRequest(name: "summary")])
        #expect(options.fix && options.strict && options.quiet && !options.color)
        #expect(options.jobs == 3)
        #expect(options.ruleToggles == [RuleToggle(ruleID: "button-border", isEnabled: true),
                                        RuleToggle(ruleID: "title-case", isEnabled: false)])
        #expect(options.paths == ["Sources"])
        #expect(try lintOptions(["--jobs=8"]).jobs == 8)

        let standardInput = try lintOptions(["--stdin", "--stdin-path", "App/View.swift"])
        #expect(standardInput.readsStandardInput)
        #expect(standardInput.standardInputPath == "App/View.swift")
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try lintOptions(["--", "--fix", "-"]).paths == ["--fix", "-"])
        #expect(try lintOptions(["--", "--fix"]).fix == false)
    }

    @Test func usageErrors() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'"),
            (["-x"], "unknown option '-x'"),
            (["lint", "--fix=yes"], "'--fix' takes no value"),
            (["--jobs"], "'--jobs' needs a value"),
            (["--jobs", "0"], "at least 1"),
            (["--jobs", "many"], "'many'"),
            (["--jobs", "--fix"], "'--jobs' needs a value"),
            (["--reporter", "xml"], "unknown reporter 'xml'"),
            (["--reporter", "json:"], "names no file"),
            (["--reporter="], "'--reporter' needs a value"),
            (["--enable"], "'--enable' needs a value"),
            (["--stdin-path", "a.swift"], "'--stdin-path' needs '--stdin'"),
            (["--stdin", "Sources"], "give no PATH"),
            (["--stdin", "--fix"], "'--fix' cannot rewrite standard input"),
            (["explain"], "needs a rule id"),
            (["explain", "a", "b"], "one rule id"),
            (["explain", "--fix"], "unknown option '--fix'"),
            (["rules", "extra"], "unexpected argument 'extra'"),
            (["dump-literals", "--fix"], "unknown option '--fix'"),
        ]
        for (arguments, expected) in cases {
            let message = usageError(arguments)
            #expect(message?.contains(expected) == true, "\(arguments) gave \(message ?? "no error")")
        }
    }
}
