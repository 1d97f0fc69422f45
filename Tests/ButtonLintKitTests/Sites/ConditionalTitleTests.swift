import Testing
@testable import ButtonLintKit

/// A title built as `"\(isVisible ? "Hide" : "Show") Area"` is each branch's title, and a branch's
/// fix rewrites only its own literal.
@Suite struct ConditionalTitleTests {
    private func findings(_ code: String) -> [Finding] {
        Linter().lint(SourceFile(path: "T.swift", text: "import UIKit\n" + code))
    }

    @Test func eachBranchIsJudgedAsItsOwnTitle() {
        #expect(findings(#"let a = UIAlertAction(title: "\(on ? "Hide" : "Show") Area", style: .default)"#).isEmpty)
        let wrong = findings(#"let a = UIAlertAction(title: "\(on ? "hide" : "Show") Area", style: .default)"#)
        #expect(wrong.map(\.ruleID) == ["title-case"])
        #expect(wrong.first?.title == "hide Area")
        #expect(wrong.first?.suggestion == "Hide Area")
    }

    @Test func aBranchFixRewritesOnlyItsOwnLiteral() throws {
        let code = #"let a = UIAlertAction(title: "\(on ? "hide" : "Show") Area", style: .default)"#
        let finding = try #require(findings(code).first)
        let source = "import UIKit\n" + code
        let offset = Array(source.utf8).firstIndex(of: UInt8(ascii: "h"))!
        #expect(finding.fix.map(\.range) == [offset..<offset + 1])
        // The words around the interpolation belong to both branches: no fix rewrites them.
        let shared = findings(#"let a = UIAlertAction(title: "\(on ? "Enable" : "Disable") dark mode", style: .default)"#)
        #expect(shared.map(\.title) == ["Enable dark mode", "Disable dark mode"])
        #expect(shared.allSatisfy { $0.fix.isEmpty })
    }

    @Test func otherShapesStayOneOpaqueWord() {
        for code in [
            #"let a = UIAlertAction(title: "\(on ? name : "Show") area", style: .default)"#,
            #"let a = UIAlertAction(title: "\(kind == "a" ? "Hide" : "Show") area", style: .default)"#,
            #"let a = UIAlertAction(title: "\(on ? "Hide \(x)" : "Show") area", style: .default)"#,
        ] {
            // Read as written, the last word "area" is lowercase: one finding at the outer literal.
            #expect(findings(code).filter { $0.ruleID == "title-case" }.map(\.title) == ["\\(…) area"], "\(code)")
        }
    }
}

/// A type name only one framework has stands for an import of it.
@Suite struct FrameworkEvidenceTests {
    @Test func uiKitAndAppKitTypesAreEvidence() {
        let uiKit = Linter().lint(SourceFile(path: "T.swift", text: """
            import Foundation
            let a = UIAlertAction(title: "Upload now", style: .default)
            """))
        #expect(uiKit.map(\.ruleID) == ["title-case"])
        let appKit = Linter().lint(SourceFile(path: "T.swift", text: """
            let alert = NSAlert()
            func add() { alert.addButton(withTitle: "Keep both") }
            """))
        #expect(appKit.map(\.ruleID) == ["title-case"])
    }

    @Test func aNameOtherFrameworksShareIsNot() {
        #expect(Linter().lint(SourceFile(path: "T.swift", text: "import Foundation\nlet b = Button(\"save draft\") { }")).isEmpty)
    }

    @Test func evidenceNamesAreEntryData() {
        #expect(Framework.byEvidenceTypeName["UIAlertController"] == "UIKit")
        #expect(Framework.byEvidenceTypeName["NSAlert"] == "AppKit")
        #expect(Framework.screenedNames.contains("NSAlert"))
    }
}
