/// A destructive action in an action sheet comes first, where people see it.
struct DestructiveFirstRule: Rule {
    static let description = RuleDescription(
        id: "destructive-first",
        name: "Destructive First",
        summary: "A destructive action in an action sheet placed below a non-destructive one.",
        rationale: """
        Apple's Human Interface Guidelines: in an action sheet, place destructive actions at the \
        top, where people see them first. Checked where source order is display order: UIKit \
        `addAction` order and `ActionSheet` buttons. SwiftUI's `confirmationDialog` may reorder \
        by role, so it is not checked.
        """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            import UIKit
            func manage() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
                sheet.addAction(↓UIAlertAction(title: "Delete", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
            "import SwiftUI\nlet s = ActionSheet(title: Text(\"Item\"), buttons: [.default(Text(\"Rename\")), ↓.destructive(Text(\"Delete\")), .cancel()])",
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            func manage() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
            }
            """,
            // An alert places its buttons by role.
            """
            import UIKit
            func confirm() {
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Keep", style: .default))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }
            """,
            // confirmationDialog may reorder by role.
            "import SwiftUI\nlet v = Text(\"\").confirmationDialog(\"Item\", isPresented: $on) { Button(\"Rename\") { }; Button(\"Delete\", role: .destructive) { } }",
        ]
    )

    init(configuration: Configuration) {}

    /// One array for the file's findings.
    func violations(in file: AnalyzedFile) -> [Violation] {
        var result: [Violation] = []
        for sheet in file.sheets where sheet.kind == .actionSheet && sheet.behaviour.contains(.showsSourceOrder) {
            var sawPlain = false
            for action in sheet.actions {
                switch action.role {
                case .normal, .unspecified, .suggested: sawPlain = true
                case .destructive where sawPlain:
                    var violation = Violation(range: action.location..<action.location + 1,
                                              message: "Destructive action is placed below a non-destructive one; "
                                                  + "add destructive actions first so people see them at the top of the sheet",
                                              title: action.title?.displayText)
                    violation.related = sheet.relatedActions(besides: action.location)
                    result.append(violation)
                default: break
                }
            }
        }
        return result
    }
}
