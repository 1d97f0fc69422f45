import Testing
@testable import ButtonLintKit

/// `// buttonlint:` comments in every form, and the `unused-suppression` findings.
@Suite struct SuppressionTests {
    static func lint(_ code: String, configuration: Configuration = Configuration()) -> [Finding] {
        Linter(configuration: configuration).lint(SourceFile(path: "Test.swift", text: code))
    }

    static func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.start.line) \($0.ruleID)" }
    }

    @Test func disableNextCoversAWholeMultiLineCall() {
        let code = """
            import UIKit
            // buttonlint:disable:next title-case - reviewed with design
            let action = UIAlertAction(
                title:
                    "delete everything",
                style: .default
            )
            let other = UIAlertAction(title: "save draft", style: .default)
            """
        #expect(Self.summary(Self.lint(code)) == ["8 title-case"])
    }

    @Test func disableNextOnASheetsBuilderStatementSilencesTheSheetRule() {
        let sheet = """
            import UIKit
            func show() {
                MARK
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Share", style: .default))
                present(sheet, animated: true)
            }
            """
        let unsuppressed = Self.summary(Self.lint(sheet.replacingOccurrences(of: "MARK", with: "")))
        #expect(unsuppressed.contains("4 sheet-cancel") && unsuppressed.contains("4 sheet-anchor"))
        let suppressed = Self.lint(sheet.replacingOccurrences(
            of: "MARK", with: "// buttonlint:disable:next sheet-cancel sheet-anchor"))
        #expect(!suppressed.contains { $0.ruleID == "sheet-cancel" || $0.ruleID == "sheet-anchor" })
        #expect(!suppressed.contains { $0.ruleID == UnusedSuppression.ruleID })
    }

    @Test func disableNextCoversATrailingClosureBodyButNotTheStatementAfter() {
        let code = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    // buttonlint:disable:next all
                    Menu("more options") {
                        Button("save draft") { }
                    }
                    Button("open file") { }
                }
            }
            """
        #expect(Self.summary(Self.lint(code)) == ["8 title-case"])
    }

    @Test func disableNextBeforeAModifierCoversTheModifierCallAndItsClosure() {
        let code = """
            import SwiftUI
            struct V: View {
                @State var shown = false
                var body: some View {
                    Text("x")
                        // buttonlint:disable:next title-case
                        .confirmationDialog("Photo", isPresented: $shown) {
                            Button("share photo") { }
                        }
                        .contextMenu {
                            Button("copy photo") { }
                        }
                }
            }
            """
        #expect(Self.summary(Self.lint(code)) == ["11 title-case"])
    }

    @Test func disableThisCoversItsLineOnly() {
        let code = """
            import SwiftUI
            let a = Button("save draft") { } // buttonlint:disable:this title-case
            let b = Button("open file") { }
            """
        #expect(Self.summary(Self.lint(code)) == ["3 title-case"])
    }

    @Test func disableAndEnableNestAndPairUp() {
        let code = """
            import SwiftUI
            // buttonlint:disable all
            let a = Button("save draft") { }
            // buttonlint:disable title-case
            let b = Button("Photos") { }
            let c = Button("open file") { }
            // buttonlint:enable title-case
            let d = Button("close tab") { }
            // buttonlint:enable all
            let e = Button("print page") { }
            // buttonlint:disable title-verb
            let f = Button("Photos") { }
            """
        // `all` silences a, b's title-verb and d; the inner pair silences c; title-verb stays off to the end.
        #expect(Self.summary(Self.lint(code)) == ["10 title-case"])
    }

    @Test func enableAllClosesEveryOpenRegion() {
        let code = """
            import SwiftUI
            // buttonlint:disable title-case
            let a = Button("save draft") { }
            // buttonlint:enable all
            let b = Button("open file") { }
            """
        #expect(Self.summary(Self.lint(code)) == ["5 title-case"])
    }

    @Test func textThatLooksLikeASuppressionInAStringIsNotOne() {
        let code = """
            import SwiftUI
            let hint = "// buttonlint:disable:next title-case"
            let b = Button("save draft") { }
            let raw = #\"\"\"
            // buttonlint:disable all
            \"\"\"#
            let c = Button("open file") { }
            """
        #expect(Self.summary(Self.lint(code)) == ["3 title-case", "7 title-case"])
    }

    @Test func aSuppressionThatSilencedNothingIsANote() throws {
        let code = """
            import SwiftUI
            // buttonlint:disable:next title-case - was lowercase once
            let b = Button("Save Draft") { }
            """
        let finding = try #require(Self.lint(code).first)
        #expect(finding.ruleID == UnusedSuppression.ruleID && finding.severity == .note)
        #expect(finding.start == SourceLocation(line: 2, column: 1))
        #expect(finding.message.contains("'title-case' silenced nothing"))
    }

    @Test func anUnknownRuleOrActionIsAWarning() {
        let code = """
            import SwiftUI
            // buttonlint:disable:next title-cases
            let b = Button("save draft") { }
            // buttonlint:disabel title-case
            // buttonlint:disable:next
            let c = Button("Open") { }
            """
        let findings = Self.lint(code)
        #expect(Self.summary(findings) == ["2 unused-suppression", "3 title-case", "4 unused-suppression", "5 unused-suppression"])
        #expect(findings.filter { $0.ruleID == UnusedSuppression.ruleID }.allSatisfy { $0.severity == .warning })
        #expect(findings[0].message.contains("unknown rule 'title-cases'; did you mean 'title-case'?"))
        #expect(findings[2].message.contains("did you mean 'disable'?"))
        #expect(findings[3].message.contains("names no rule"))
    }

    @Test func anUnusedSuppressionOfARuleNotRunIsNotReported() {
        var configuration = Configuration()
        configuration.disabledRules = ["title-verb"]
        let code = "import SwiftUI\n// buttonlint:disable:next title-verb\nlet b = Button(\"Save\") { }"
        #expect(Self.lint(code, configuration: configuration).isEmpty)
        #expect(Self.summary(Self.lint(code)) == ["2 unused-suppression"])
    }

    @Test func unusedSuppressionCanBeSwitchedOffAndSuppressedByName() {
        var configuration = Configuration()
        configuration.disabledRules = [UnusedSuppression.ruleID]
        let code = "import SwiftUI\n// buttonlint:disable:next title-case\nlet b = Button(\"Save\") { }"
        #expect(Self.lint(code, configuration: configuration).isEmpty)
        let named = "import SwiftUI\n// buttonlint:disable unused-suppression\n" + code.dropFirst("import SwiftUI\n".count)
        #expect(Self.lint(named).isEmpty)
    }

    @Test func previewsAreSampleDataUnlessChecked() {
        let code = """
            import SwiftUI
            #Preview("Buttons") {
                Button("hello world") { }
            }
            struct V_Previews: PreviewProvider {
                static var previews: some View {
                    Button("disabled") { }
                }
            }
            let real = Button("save draft") { }
            """
        #expect(Self.summary(Self.lint(code)) == ["10 title-case"])
        var configuration = Configuration()
        configuration.checksPreviews = true
        let checked = Self.summary(Self.lint(code, configuration: configuration))
        #expect(checked.contains("3 title-case") && checked.contains("7 title-verb") && checked.contains("10 title-case"))
    }

    @Test func directivesParse() throws {
        let directive = try #require(SuppressionDirective.parse("//  buttonlint:disable:next title-case, title-verb - why not", range: 0..<1))
        #expect(directive.action == .disableNext)
        #expect(directive.rules == ["title-case", "title-verb"])
        #expect(directive.reason == "why not")
        #expect(SuppressionDirective.parse("// // buttonlint:disable all", range: 0..<1) == nil)
        #expect(SuppressionDirective.parse("// see buttonlint:disable", range: 0..<1) == nil)
    }
}
