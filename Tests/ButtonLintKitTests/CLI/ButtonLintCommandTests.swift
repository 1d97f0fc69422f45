import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

@Suite struct ButtonLintCommandTests {
    /// A command over `capitalizeFirstLetterLint` and the test lexer, recording its output.
    func command(_ output: RecordedOutput, in folder: TemporaryFolder? = nil, input: String = "",
                 lint: @escaping LintRunner.LintFunction = capitalizeFirstLetterLint) -> ButtonLintCommand {
        ButtonLintCommand(environment: output.environment(input: Array(input.utf8),
                                                          currentDirectory: folder?.path ?? "/nonexistent"),
                          makeLint: { _ in lint }, lex: testLexer)
    }

    @Test func aUsageErrorIsOneLineThatPointsAtTheHelp() {
        let output = RecordedOutput()
        #expect(command(output).run(arguments: ["--bogus"]) == 2)
        #expect(output.error == "buttonlint: error: unknown option '--bogus' (see 'buttonlint --help')\n")
        #expect(output.output.isEmpty)
    }

    /// The nearest known word, as the configuration suggests one: subcommands, options,
    /// reporters, rule ids and `explain`.
    @Test(arguments: [
        (["lnt"], "unknown command 'lnt'; did you mean 'lint'?"),
        (["--stirct"], "unknown option '--stirct'; did you mean '--strict'?"),
        (["titles", "--fromat", "csv"], "unknown option '--fromat' for 'titles'; did you mean '--format'?"),
        (["--reporter", "jsn"], "unknown reporter 'jsn'; did you mean 'json'?"),
        (["--enable", "title-cse"], "unknown rule 'title-cse'; did you mean 'title-case'?"),
        (["explain", "titel-verb"], "unknown rule 'titel-verb'; did you mean 'title-verb'?"),
        (["rules", "--confg", "x.yml"], "unknown option '--confg' for 'rules'; did you mean '--config'?"),
    ])
    func mistakesSuggestTheNearestWord(arguments: [String], message: String) {
        let output = RecordedOutput()
        #expect(command(output).run(arguments: arguments) == 2)
        #expect(output.error == "buttonlint: error: \(message) (see 'buttonlint --help')\n")
    }

    @Test func aWordThatNamesAFileIsAPathNotAMistypedCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("lnt/A.swift", "import SwiftUI\nButton(\"Save\") { }\n")
        let output = RecordedOutput()
        #expect(ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
            .run(arguments: ["lnt"]) == 0)
    }

    @Test func explainKnowsEveryIdAFindingCarries() {
        for id in ["io", "unused-suppression"] {
            let output = RecordedOutput()
            #expect(command(output).run(arguments: ["explain", id]) == 0)
            #expect(output.output.hasPrefix("\(id): "))
        }
    }

    @Test func aRunThatFindsNoSwiftFileFailsUnlessAllowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("README.md", "# nothing to lint\n")
        let output = RecordedOutput()
        #expect(ButtonLintCommand(environment: output.environment(currentDirectory: folder.path)).run(arguments: []) == 1)
        #expect(output.error.contains("no Swift file to lint in the current folder (pass --allow-empty to accept that)"))
        let allowed = RecordedOutput()
        #expect(ButtonLintCommand(environment: allowed.environment(currentDirectory: folder.path))
            .run(arguments: ["--allow-empty"]) == 0)
    }

    @Test func rulesFitsAHundredColumnsAndShowsTheConfiguredValues() throws {
        let folder = try TemporaryFolder()
        try folder.write("strict.yml", "rules:\n  title-length: {max-characters: 30}\n")
        let output = RecordedOutput()
        #expect(ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
            .run(arguments: ["rules", "--config", "strict.yml"]) == 0)
        let lines = output.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 100 })
        #expect(lines.contains("    max-characters*: 30"))
        #expect(lines.contains("    max-words: 5"))
    }

    @Test(arguments: [
        ["--jobs", "0"], ["--reporter", "xml"], ["--fix=1"], ["--stdin", "--fix"], ["--stdin-path", "a"],
        ["explain"], ["rules", "x"], ["dump-literals", "--quiet"], ["-v"],
    ])
    func everyUsageErrorExitsTwo(arguments: [String]) {
        let output = RecordedOutput()
        #expect(command(output).run(arguments: arguments) == 2)
        #expect(output.error.hasPrefix("buttonlint: error: "))
    }

    @Test func anUnknownRuleIdExitsTwoNamingIt() throws {
        let folder = try TemporaryFolder()
        for option in ["--enable", "--disable"] {
            let output = RecordedOutput()
            #expect(command(output, in: folder).run(arguments: [option, "no-such-rule"]) == 2)
            #expect(output.error.contains("'no-such-rule'"))
        }
        #expect(command(RecordedOutput(), in: folder).run(arguments: ["--disable", "title-case", "--allow-empty"]) == 0)
    }

    @Test func aMissingPathExitsTwoNamingIt() throws {
        let folder = try TemporaryFolder()
        let output = RecordedOutput()
        #expect(command(output, in: folder).run(arguments: ["Nope"]) == 2)
        #expect(output.error.contains("'Nope'"))
    }

    @Test func warningsPassUnlessStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/View.swift", "Button(\"save\")\n")
        let output = RecordedOutput()
        #expect(command(output, in: folder).run(arguments: []) == 0)
        #expect(output.output == "Sources/View.swift:1:8: warning: Capitalize the title. (title-case)\n")
        #expect(output.error == "Done linting: found 1 finding (1 warning) in 1 file.\n")
        #expect(command(RecordedOutput(), in: folder).run(arguments: ["--strict"]) == 1)
    }

    @Test func anErrorFindingFailsTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.link("Broken.swift", to: "missing.swift")
        let output = RecordedOutput()
        #expect(command(output, in: folder).run(arguments: ["Broken.swift", "--quiet"]) == 1)
        #expect(output.output.hasPrefix("Broken.swift:1:1: error: cannot read file"))
        #expect(output.output.hasSuffix("(io)\n"))
        #expect(output.error.isEmpty)   // --quiet: no summary line
    }

    @Test func reportersWriteToStandardOutputAndFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "Button(\"save\")\n")
        try folder.makeFolder("reports")
        let output = RecordedOutput()
        let status = command(output, in: folder).run(arguments: [
            "--reporter", "json:reports/out.json", "--reporter", "github", "--jobs", "2",
        ])
        #expect(status == 0)
        #expect(output.output.hasPrefix("::warning file=A.swift,line=1,col=8,"))
        #expect(output.output.hasSuffix("ButtonLint: 1 finding (1 warning) in 1 file.\n"))
        // A report that cannot be written is an error of the run, naming the file.
        let unwritable = RecordedOutput()
        #expect(command(unwritable, in: folder).run(arguments: ["--reporter", "json:missing/out.json"]) == 2)
        #expect(unwritable.error.contains("missing/out.json"))
        // The report file is relative to the current folder.
        let json = try JSONSerialization.jsonObject(with: Data(try folder.read("reports/out.json").utf8))
        #expect((json as? [[String: Any]])?.first?["file"] as? String == "A.swift")
    }

    @Test func standardInputIsLintedAsTheStdinPath() {
        let output = RecordedOutput()
        let status = command(output, input: "Button(\"edit\")").run(arguments: ["--stdin", "--stdin-path", "App/Edit.swift"])
        #expect(status == 0)
        #expect(output.output.hasPrefix("App/Edit.swift:1:8: warning:"))
    }

    @Test func fixRewritesFilesAndReportsWhatIsLeft() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "Button(\"save\")\nButton(\"Done\")\n")
        let output = RecordedOutput()
        #expect(command(output, in: folder).run(arguments: ["--fix"]) == 0)
        #expect(try folder.read("A.swift") == "Button(\"Save\")\nButton(\"Done\")\n")
        #expect(output.output.isEmpty)
        #expect(output.error.contains("Fixed 1 finding in 1 file."))
        let again = RecordedOutput()
        #expect(command(again, in: folder).run(arguments: ["--fix", "--strict"]) == 0)
        #expect(again.error.contains("Fixed 0 findings in 0 files."))
    }

    @Test func rulesExplainVersionAndHelp() {
        let rules = RecordedOutput()
        #expect(command(rules).run(arguments: ["rules"]) == 0)
        let header = rules.output.split(separator: "\n").first.map(String.init)
        #expect(header?.split(separator: " ") == ["rule", "severity", "enabled", "fixable"])
        for rule in RuleRegistry.descriptions { #expect(rules.output.contains(rule.id)) }

        let explain = RecordedOutput()
        #expect(command(explain).run(arguments: ["explain", "title-case"]) == 0)
        #expect(explain.output.hasPrefix("title-case: "))
        #expect(explain.output.contains("Triggers (bad)") && !explain.output.contains("↓"))
        let unknown = RecordedOutput()
        #expect(command(unknown).run(arguments: ["explain", "nope"]) == 2)
        #expect(unknown.error.contains("'nope'"))

        let version = RecordedOutput()
        #expect(command(version).run(arguments: ["--version"]) == 0)
        #expect(version.output == ButtonLintCommand.version + " (commit \(BuildCommit.value))\n")

        let help = RecordedOutput()
        #expect(command(help).run(arguments: ["--help"]) == 0)
        for option in ["--reporter", "--fix", "--strict", "--quiet", "--jobs", "--enable", "--disable", "--no-color",
                       "--stdin", "--stdin-path"] {
            #expect(help.output.contains(option))
        }
    }

    @Test func explainShowsExamplesIndentedAsCode() {
        let rule = RuleDescription(id: "demo", name: "Demo", summary: "Sum.", rationale: "Why.",
                                   defaultSeverity: .warning, triggeringExamples: ["Button(\"bad\")"],
                                   nonTriggeringExamples: ["Button(\"Good\")\nText(\"x\")"])
        let text = RuleCommands.explanation(of: rule)
        #expect(text.contains("Why."))
        #expect(text.contains("Triggers (bad):\n\n    Button(\"bad\")\n"))
        #expect(text.contains("Does not trigger (good):\n\n    Button(\"Good\")\n    Text(\"x\")\n"))
    }

    @Test func dumpLiteralsPrintsWhatRenderReturnsForEachFileInOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.swift", "let b = \"b\"")
        try folder.write("a.swift", "let a = \"a\"")
        let output = RecordedOutput()
        #expect(command(output, in: folder).run(arguments: ["dump-literals"]) == 0)
        // `LiteralDump.render` prints the lexer's literals; each file's text follows the sorted order.
        var expected = ""
        for name in ["a.swift", "b.swift"] {
            let source = SourceFile(path: name, bytes: Array(try folder.read(name).utf8))
            expected += LiteralDump.render(testLexer(source), displayPath: name)
        }
        #expect(output.output == expected)
        let missing = RecordedOutput()
        #expect(command(missing, in: folder).run(arguments: ["dump-literals", "nope.swift"]) == 2)
    }

    @Test func dumpLiteralsGathersManyFilesIntoFewWritesInOrder() throws {
        let folder = try TemporaryFolder()
        let names = (0..<40).map { String(format: "File%02d.swift", $0) }
        for name in names {
            try folder.write(name, (0..<100).map { "let v\($0) = \"value \($0) of \(name)\"" }.joined(separator: "\n"))
        }
        let output = RecordedOutput()
        #expect(command(output, in: folder).run(arguments: ["dump-literals"]) == 0)
        var expected = ""
        for name in names {
            expected += LiteralDump.render(testLexer(SourceFile(path: name, bytes: Array(try folder.read(name).utf8))),
                                           displayPath: name)
        }
        #expect(output.output == expected)
        // About 260 KB of lines: gathered into writes of up to 1 MiB, not one per file.
        #expect(output.outputWriteCount >= 1 && output.outputWriteCount < 4)
    }

    @Test func dumpLiteralsReportsAnUnreadableFileAndGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.swift", "let a = \"a\"")
        try folder.link("b.swift", to: "missing.swift")
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path), lex: testLexer)
        #expect(command.run(arguments: ["dump-literals"]) == 1)
        #expect(output.error.hasPrefix("b.swift:1:1: error: cannot read file: No such file or directory"))
    }
}
