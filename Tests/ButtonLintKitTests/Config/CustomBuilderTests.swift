import Testing
@testable import ButtonLintKit

/// `builders:` in `.buttonlint.yml`: a design system's buttons are checked like the system's,
/// title, role and sheet membership included, and the prefilter learns their names.
@Suite struct CustomBuilderTests {
    static let yaml = """
        builders:
          - call: PrimaryButton
            title: title
            role: role
          - call: CTA
            title: _
          - call: action
            receiver: DS.Sheet
            title: _
            role: style
            kind: alert-action
        """

    static func findings(_ code: String, yaml: String = yaml) throws -> [String] {
        let configuration = try ConfigurationDecoder(path: ".buttonlint.yml", folder: "/").decode(Array(yaml.utf8))
        return Linter(configuration: configuration).lint(SourceFile(path: "T.swift", text: code))
            .map { "\($0.start.line) \($0.ruleID)" }
    }

    @Test func aCustomBuildersTitleIsChecked() throws {
        let code = "import SwiftUI\nlet a = PrimaryButton(title: \"save draft\", role: .none)\nlet b = PrimaryButton(title: \"Save Draft\")"
        #expect(try Self.findings(code, yaml: "").isEmpty)
        #expect(try Self.findings(code) == ["2 title-case"])
    }

    @Test func thePrefilterLearnsItsName() throws {
        // No standard trigger name in the file: only the configured `CTA` makes it worth lexing.
        let code = "import SwiftUI\nlet a = CTA(\"photos\")"
        #expect(try Self.findings(code, yaml: "").isEmpty)
        #expect(try Self.findings(code) == ["2 title-case", "2 title-verb"])
    }

    @Test func itsRoleAndSheetMembershipCount() throws {
        let code = """
            import SwiftUI
            struct V: View {
                @State var shown = false
                var body: some View {
                    Text("x").confirmationDialog("Photo", isPresented: $shown) {
                        PrimaryButton(title: "Delete Photo")
                        PrimaryButton(title: "Remove Tag", role: .destructive)
                        PrimaryButton(title: "Share Photo")
                        PrimaryButton(title: "Copy Photo")
                        PrimaryButton(title: "Print Photo")
                        PrimaryButton(title: "Cancel", role: .cancel)
                    }
                }
            }
            """
        #expect(try Self.findings(code) == ["6 destructive-role"])
        let long = code.replacingOccurrences(of: "PrimaryButton(title: \"Cancel\", role: .cancel)",
                                            with: "PrimaryButton(title: \"Rotate Photo\")")
        let longFindings = try Self.findings(long)
        #expect(longFindings == ["5 sheet-length", "6 destructive-role"], "\(longFindings)")
    }

    @Test func aReceiverChainIsRequiredWhenConfigured() throws {
        let code = """
            import UIKit
            func show() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(DS.Sheet.action("erase disk", style: .default))
                sheet.addAction(Other.action("erase disk", style: .default))
                sheet.popoverPresentationController?.sourceView = view
                present(sheet, animated: true)
            }
            """
        let findings = try Self.findings(code)
        #expect(findings.contains("4 title-case"))
        #expect(!findings.contains("5 title-case"))
    }
}
