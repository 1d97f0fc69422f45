/// An alert controller takes one cancel action: UIKit throws on a second.
struct CancelSingleRule: Rule {
    static let description = RuleDescription(
        id: "cancel-single",
        name: "Single Cancel",
        summary: "More than one cancel action in one `UIAlertController` (throws at run time).",
        rationale: """
        A `UIAlertController` can hold only one action with the `.cancel` style: adding a second \
        throws `NSInternalInconsistencyException` at run time. The HIG asks for one Cancel button \
        anyway. Only cancel actions added on the same path count (not one in each `if` branch).
        """,
        defaultSeverity: .error,
        triggeringExamples: [
            """
            import UIKit
            func ask() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.addAction(↓UIAlertAction(title: "Done", style: .cancel))
            }
            """,
            """
            import UIKit
            func ask() {
                let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
                let stay = UIAlertAction(title: "Stay", style: .cancel)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(↓stay)
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            func ask() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
            """
            import UIKit
            func ask(editing: Bool) {
                let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
                if editing {
                    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
                } else {
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                }
            }
            """,
            // Two controllers, one cancel each.
            """
            import UIKit
            func ask() {
                let first = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                first.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                let second = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
                second.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
            // SwiftUI tolerates several cancel roles (it keeps one).
            "import SwiftUI\nlet v = Text(\"\").alert(\"A\", isPresented: $on) { Button(\"Cancel\", role: .cancel) { }; Button(\"Close\", role: .cancel) { } }",
        ]
    )

    init(configuration: Configuration) {}

    func violations(in file: AnalyzedFile) -> [Violation] {
        file.sheets.compactMap { sheet in
            guard sheet.behaviour.contains(.throwsOnSecondCancel) else { return nil }
            let cancels = sheet.actions.filter { $0.role == .cancel && !$0.isConditional }
            guard cancels.count >= 2 else { return nil }
            let second = cancels[1]
            var violation = Violation(range: second.location..<second.location + 1,
                                      message: "A UIAlertController takes only one cancel action and throws on a second; "
                                          + "give this action the default style or remove it")
            violation.related = sheet.relatedActions(besides: second.location)
            return violation
        }
    }
}
