/// An action sheet offers a way out: a Cancel action people can back out with.
struct SheetCancelRule: Rule {
    static let description = RuleDescription(
        id: "sheet-cancel",
        name: "Sheet Cancel",
        summary: "An action sheet with no cancel action.",
        rationale: """
        Apple's Human Interface Guidelines: provide a Cancel button in an action sheet, so people \
        can clearly back out of the choice. UIKit places the `.cancel` action at the bottom (and \
        dismisses on a tap outside only when there is one). SwiftUI's `confirmationDialog` adds its \
        own dismiss action, and `ActionSheet` without `buttons:` defaults to a Cancel, so neither is \
        reported; nor is a sheet whose actions cannot all be seen, nor one in watchOS code, where \
        the system adds Cancel to every action sheet.
        """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            import UIKit
            func share() {
                let sheet = ↓UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
                sheet.addAction(UIAlertAction(title: "Send Mail", style: .default))
            }
            """,
            """
            import UIKit
            func export() {
                let pdf = UIAlertAction(title: "Export PDF", style: .default)
                let sheet = ↓UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(pdf)
            }
            """,
            """
            import SwiftUI
            let sheet = ↓ActionSheet(title: Text("Sort"), buttons: [.default(Text("Sort by Name")), .default(Text("Sort by Date"))])
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            func share() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
            // An alert is not an action sheet.
            """
            import UIKit
            func warn() {
                let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            """,
            // Actions added in a loop cannot all be seen.
            """
            import UIKit
            func pick(_ names: [String]) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                for name in names { sheet.addAction(UIAlertAction(title: name, style: .default)) }
            }
            """,
            // A Cancel with the wrong style is `cancel-role`'s finding alone.
            """
            import UIKit
            func share() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .default))
            }
            """,
            "import SwiftUI\nlet v = Text(\"\").confirmationDialog(\"Share\", isPresented: $on) { Button(\"Copy Link\") { } }",
            "import SwiftUI\nlet sheet = ActionSheet(title: Text(\"Sorted\"))",
            // watchOS adds its own Cancel to every action sheet.
            """
            import SwiftUI
            import WatchKit
            let sheet = ActionSheet(title: Text("Sort"), buttons: [.default(Text("Sort by Name")), .default(Text("Sort by Date"))])
            """,
            "import SwiftUI\nlet sheet = ActionSheet(title: Text(\"Sort\"), buttons: [.default(Text(\"Sort by Name\")), .cancel()])",
        ]
    )

    /// What a Cancel title is comes from `RoleVocabulary`, through the title facts.
    private let language: RuleLanguage

    init(configuration: Configuration) {
        self.init(configuration: configuration, language: RuleLanguage(configuration: configuration))
    }

    init(configuration: Configuration, language: RuleLanguage) {
        self.language = language
    }

    func violations(in file: AnalyzedFile) -> [Violation] {
        file.sheets.compactMap { sheet in
            guard sheet.kind == .actionSheet, !sheet.behaviour.contains(.addsOwnDismiss), sheet.isComplete, sheet.hasRoles,
                  !sheet.actions.isEmpty,
                  !sheet.actions.contains(where: { $0.isCancel(language, in: file) || $0.role == .unknown })
            else { return nil }
            var violation = Violation(range: sheet.anchor,
                                      message: "Action sheet has no cancel action; add one with the cancel style "
                                          + "(`style: .cancel`, `.cancel()`) so people can back out")
            violation.related = sheet.relatedActions()
            return violation
        }
    }
}
