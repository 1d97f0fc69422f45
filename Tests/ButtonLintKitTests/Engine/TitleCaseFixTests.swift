import Testing
@testable import ButtonLintKit

/// Real `title-case` fixes, from the real linter, through the real re-lex check of `--fix`, for
/// every form a title literal can take: each is applied, and the fixed file lints clean.
@Suite struct TitleCaseFixTests {
    static let forms: [(before: String, after: String)] = [
        (#"Button("save draft") { }"#, #"Button("Save Draft") { }"#),
        (##"Button(#"save draft"#) { }"##, ##"Button(#"Save Draft"#) { }"##),
        (###"Button(##"share "quoted" file"##) { }"###, ###"Button(##"Share "Quoted" File"##) { }"###),
        ("Button(\"\"\"\n    save draft\n    \"\"\") { }", "Button(\"\"\"\n    Save Draft\n    \"\"\") { }"),
        ("Button(#\"\"\"\n    save draft\n    \"\"\"#) { }", "Button(#\"\"\"\n    Save Draft\n    \"\"\"#) { }"),
        (#"Button("share \(name) now") { }"#, #"Button("Share \(name) Now") { }"#),
        (#"Button("open \"quick\" look") { }"#, #"Button("Open \"Quick\" Look") { }"#),
        (#"Button("save caf\u{E9} menu") { }"#, #"Button("Save Caf\u{E9} Menu") { }"#),
        (#"Button { } label: { Text("save draft") }"#, #"Button { } label: { Text("Save Draft") }"#),
        (#"Button(NSLocalizedString("k", value: "save draft", comment: "")) { }"#,
         #"Button(NSLocalizedString("k", value: "Save Draft", comment: "")) { }"#),
        ("let title = \"save draft\"\nlet b = Button(title) { }", "let title = \"Save Draft\"\nlet b = Button(title) { }"),
        (#"Button("éditer the photo") { }"#, #"Button("Éditer the Photo") { }"#),
    ]

    @Test(arguments: forms)
    func fixIsAppliedAndTheFixedFileLintsClean(before: String, after: String) {
        let code = "import SwiftUI\n" + before + "\n"
        let source = SourceFile(path: "A.swift", text: code)
        let linter = Linter()
        let findings = linter.lint(source).filter { $0.ruleID == "title-case" }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { !$0.fix.isEmpty })
        let plan = FixApplier().plan(for: source, findings: findings)
        #expect(plan.refused.isEmpty, "\(plan.refused.map(\.reason))")
        #expect(plan.fixed.count == findings.count)
        let fixed = String(decoding: plan.bytes, as: UTF8.self)
        #expect(fixed == "import SwiftUI\n" + after + "\n")
        #expect(linter.lint(SourceFile(path: "A.swift", text: fixed)).filter { $0.ruleID == "title-case" }.isEmpty)
    }
}
