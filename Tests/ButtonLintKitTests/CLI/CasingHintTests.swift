import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// A project that writes its titles in sentence case gets one note, not a finding per title.
@Suite struct CasingHintTests {
    private static let sentenceCaseScreen = """
        import SwiftUI
        struct ComposeView: View {
            var body: some View {
                Button("Save draft") { }
                Button("Send message") { }
                Button("Attach a photo") { }
                Button("Discard Draft") { }
            }
        }
        """

    @Test func aSentenceCaseProjectGetsOneNoteWithTheSettingToChange() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/ComposeView.swift", Self.sentenceCaseScreen)
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(input: [], currentDirectory: folder.path))
        #expect(command.run(arguments: ["--reporter", "xcode"]) == 0)
        let lines = output.output.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("Sources/ComposeView.swift:4:16: note: This project writes its button titles in sentence case (3 of 4") == true)
        #expect(output.output.contains("`rules: {title-case: {style: sentence}}`"))
        #expect(!output.error.contains("note:"))
    }

    @Test func fixLeavesTheTitlesTheNoteStandsFor() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/ComposeView.swift", Self.sentenceCaseScreen)
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(input: [], currentDirectory: folder.path))
        _ = command.run(arguments: ["--fix"])
        #expect(try folder.read("Sources/ComposeView.swift") == Self.sentenceCaseScreen)
    }

    @Test func aTitleCaseProjectGetsAFindingPerTitle() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "import SwiftUI\nlet a = Button(\"Save Draft\") { }\nlet b = Button(\"Send Message\") { }\n"
            + "let c = Button(\"Attach a Photo\") { }\nlet d = Button(\"Discard draft\") { }\n")
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(input: [], currentDirectory: folder.path))
        _ = command.run(arguments: [])
        #expect(output.output.contains("A.swift:5:16: warning: Button title 'Discard draft' is not in title case"))
        #expect(!output.output.contains("note:"))
    }
}
