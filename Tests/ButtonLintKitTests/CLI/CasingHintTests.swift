import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

@Suite struct CasingHintTests {
    @Test func aSentenceCaseProjectIsToldWhichSettingToChange() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/ComposeView.swift", """
        import SwiftUI
        struct ComposeView: View {
            var body: some View {
                Button("Save draft") { }
                Button("Send message") { }
                Button("Attach a photo") { }
                Button("Discard Draft") { }
            }
        }
        """)
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(input: [], currentDirectory: folder.path))
        #expect(command.run(arguments: []) == 0)
        #expect(output.error.contains("note: 3 of 4 multi-word button titles follow sentence case"))
        #expect(output.error.contains("style: sentence"))
    }

    @Test func aTitleCaseProjectHearsNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "import SwiftUI\nlet a = Button(\"Save Draft\") { }\nlet b = Button(\"Send Message\") { }\n"
            + "let c = Button(\"Attach a Photo\") { }\nlet d = Button(\"Discard draft\") { }\n")
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(input: [], currentDirectory: folder.path))
        _ = command.run(arguments: [])
        #expect(!output.error.contains("note:"))
    }
}
