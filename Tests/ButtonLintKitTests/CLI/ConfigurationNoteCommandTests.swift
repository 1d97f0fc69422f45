import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// The note about a key spelled the other way reaches standard error once per file, and
/// leaves standard output and the exit status alone.
@Suite struct ConfigurationNoteCommandTests {
    func run(_ arguments: [String], in folder: TemporaryFolder) -> (status: Int32, output: RecordedOutput) {
        let output = RecordedOutput()
        let status = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
            .run(arguments: arguments)
        return (status, output)
    }

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.makeFolder(".git")
        try folder.write("App/Screen.swift", "import SwiftUI\nlet b = Button(\"Save draft\") { }\n")
        return folder
    }

    @Test func aLintRunNotesTheSnakeSpellingOnStandardError() throws {
        let folder = try Self.project()
        try folder.write(".buttonlint.yml", "included: [App]\ndisabled_rules: [title-case]\n")
        let snake = run(["--reporter", "json"], in: folder)
        try folder.write(".buttonlint.yml", "included: [App]\ndisabled-rules: [title-case]\n")
        let kebab = run(["--reporter", "json"], in: folder)
        #expect(snake.status == 0 && kebab.status == 0)
        #expect(snake.output.output == kebab.output.output)
        #expect(!snake.output.output.contains("(title-case)") && !snake.output.output.contains("note:"))
        let note = ".buttonlint.yml:2:1: note: 'disabled_rules' is spelled 'disabled-rules' in ButtonLint; both work\n"
        #expect(snake.output.error.hasPrefix(note))
        #expect(snake.output.error.components(separatedBy: "note:").count == 2)
        #expect(!kebab.output.error.contains("note:"))
    }

    @Test func rulesAndTitlesNoteItToo() throws {
        let folder = try Self.project()
        try folder.write(".buttonlint.yml", "rules: {title-length: {max_words: 3}}\n")
        let rules = run(["rules"], in: folder)
        #expect(rules.status == 0)
        #expect(rules.output.output.contains("max-words*: 3"))
        #expect(rules.output.error == ".buttonlint.yml:1:24: note: 'max_words' is spelled 'max-words' in ButtonLint; both work\n")
        let titles = run(["titles"], in: folder)
        #expect(titles.status == 0)
        #expect(titles.output.error.contains("note: 'max_words' is spelled 'max-words'"))
    }

    @Test func bothSpellingsOfOneKeyExitTwoWithTheLine() throws {
        let folder = try Self.project()
        try folder.write(".buttonlint.yml", "opt_in_rules: [button-border]\nopt-in-rules: [button-border]\n")
        let result = run([], in: folder)
        #expect(result.status == 2)
        #expect(result.output.error.hasPrefix(".buttonlint.yml:2:1: error: 'opt-in-rules' and 'opt_in_rules' (line 1) "
            + "are two spellings of one key"))
    }
}
