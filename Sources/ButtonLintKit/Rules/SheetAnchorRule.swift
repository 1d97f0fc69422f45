/// An action sheet on iPad is a popover and needs an anchor: without one, presenting it throws.
struct SheetAnchorRule: Rule {
    static let description = RuleDescription(
        id: "sheet-anchor",
        name: "Sheet Anchor",
        summary: "A UIKit action sheet presented without a popover anchor (throws on iPad).",
        rationale: """
        On iPad a `UIAlertController` with the `.actionSheet` style is shown in a popover, and \
        presenting it without `popoverPresentationController.sourceView`, `sourceItem` or \
        `barButtonItem` throws at run time. The HIG also asks that a popover point at the element \
        that revealed it. A controller handed to other code (which may set the anchor) or returned \
        is not checked.
        """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            import UIKit
            final class EditorViewController: UIViewController {
                func showOptions() {
                    let sheet = ↓UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(sheet, animated: true)
                }
            }
            """,
            """
            import UIKit
            final class PhotoViewController: UIViewController {
                func share() {
                    let options = ↓UIAlertController(title: "Share Photo", message: nil, preferredStyle: .actionSheet)
                    options.addAction(UIAlertAction(title: "Copy Link", style: .default))
                    options.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    DispatchQueue.main.async { [weak self] in self?.present(options, animated: true) }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            final class EditorViewController: UIViewController {
                func showOptions(from button: UIButton) {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    sheet.popoverPresentationController?.sourceView = button
                    present(sheet, animated: true)
                }
            }
            """,
            """
            import UIKit
            final class EditorViewController: UIViewController {
                func showOptions(from item: UIBarButtonItem) {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    if let popover = sheet.popoverPresentationController {
                        popover.barButtonItem = item
                    }
                    present(sheet, animated: true)
                }
            }
            """,
            // An alert needs no anchor.
            """
            import UIKit
            final class EditorViewController: UIViewController {
                func warn() {
                    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """,
            // Returned: the caller presents and anchors it.
            """
            import UIKit
            func makeSheet() -> UIAlertController {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                return sheet
            }
            """,
        ]
    )

    init(configuration: Configuration) {}

    func violations(in file: AnalyzedFile) -> [Violation] {
        file.sheets.compactMap { sheet in
            guard sheet.behaviour.contains(.throwsWithoutAnchor), sheet.kind == .actionSheet,
                  sheet.isPresented, !sheet.isAnchored, !sheet.escapes else { return nil }
            return Violation(range: sheet.anchor,
                             message: "Action sheet is presented without a popover anchor and throws on iPad; set "
                                + "`popoverPresentationController?.sourceView` (or `sourceItem`, `barButtonItem`) before presenting")
        }
    }
}
