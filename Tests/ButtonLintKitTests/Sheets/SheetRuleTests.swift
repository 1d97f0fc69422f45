import Testing
@testable import ButtonLintKit

private func lines(_ rule: String, _ code: String) -> [Int] {
    lintAllRules(code).filter { $0.ruleID == rule }.map(\.start.line)
}

/// The sheet, cancel and destructive rules on real-looking code, one test per guideline and exception.
@Suite struct SheetRuleTests {
    // MARK: sheet-cancel

    @Test func uiKitSheetWithoutCancelIsReportedAtTheController() {
        #expect(lines("sheet-cancel", """
        import UIKit
        final class ExportViewController: UIViewController {
            @objc func export(_ sender: UIBarButtonItem) {
                let sheet = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Export as PDF", style: .default) { _ in })
                sheet.popoverPresentationController?.barButtonItem = sender
                present(sheet, animated: true)
            }
        }
        """) == [4])
    }

    @Test func sheetCancelStaysSilentWhenUnsure() {
        // Actions from a parameter, a loop, a helper; a wrongly styled Cancel; an alert; a dialog.
        let code = """
        import UIKit
        import SwiftUI
        func a(extra: UIAlertAction) {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(extra)
        }
        func b() {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            addCommonActions(to: sheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
        }
        func c() {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .default))
        }
        func d() {
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
        }
        struct V: View {
            var body: some View {
                Text("").confirmationDialog("Share", isPresented: $on) { Button("Copy Link") { } }
                    .actionSheet(isPresented: $legacy) { ActionSheet(title: Text("Shared")) }
            }
        }
        """
        #expect(lines("sheet-cancel", code) == [])
        #expect(lines("cancel-role", code) == [16])
    }

    @Test func legacyActionSheetWithoutCancel() {
        #expect(lines("sheet-cancel", """
        import SwiftUI
        struct V: View {
            var body: some View {
                Text("").actionSheet(isPresented: $on) {
                    ActionSheet(title: Text("Sort"), buttons: [
                        .default(Text("Sort by Name")) { },
                        .default(Text("Sort by Date")) { },
                    ])
                }
            }
        }
        """) == [5])
    }

    // MARK: cancel-role

    @Test func cancelRoleOnAlertsAndSheetsOnly() {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Form { Button("Cancel") { } }
                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
                    .alert("Leave?", isPresented: $on) {
                        Button("Leave", role: .destructive) { }
                        Button("Cancel") { }
                    }
                    .confirmationDialog("Plan", isPresented: $plan) {
                        Button("Cancel Subscription") { }
                        Button("Never Mind") { }
                    }
            }
        }
        """
        #expect(lines("cancel-role", code) == [8, 12])
        #expect(lines("sheet-cancel", code) == [])
    }

    @Test func cancelRoleNotForNSAlertOrSwiftCrossUI() {
        #expect(lines("cancel-role", """
        import AppKit
        func ask() {
            let alert = NSAlert()
            alert.addButton(withTitle: "Delete")
            alert.addButton(withTitle: "Cancel")
        }
        """) == [])
        #expect(lines("cancel-role", """
        import SwiftCrossUI
        struct V: View {
            var body: some View { Text("").alert("Quit?", isPresented: $on) { Button("Cancel") { } } }
        }
        """) == [])
    }

    @Test func cancelRoleForLocalizedAndConstantTitles() {
        #expect(lines("cancel-role", """
        import UIKit
        func ask() {
            let alert = UIAlertController(title: "Stop?", message: nil, preferredStyle: .alert)
            let keep = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .default)
            alert.addAction(keep)
            alert.addAction(UIAlertAction(title: "Stop", style: .destructive))
        }
        """) == [4])
    }

    // MARK: cancel-single

    @Test func secondCancelIsAnError() {
        let findings = lintAllRules("""
        import UIKit
        func ask() {
            let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        }
        """).filter { $0.ruleID == "cancel-single" }
        #expect(findings.map(\.start.line) == [5])
        #expect(findings.first?.severity == .error)
    }

    @Test func destructiveRoleInSheetsMenusAndSwipes() {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                List {
                    Text("Episode")
                        .swipeActions { Button("Delete") { } }
                        .contextMenu {
                            Button("Share") { }
                            Button("Remove Download", role: .destructive) { }
                            Button("Discard Clip") { }
                        }
                }
                .toolbar { Button("Clear All") { } }
                .alert("Empty Trash?", isPresented: $on) { Button("Empty Trash") { } }
                .confirmationDialog("Account", isPresented: $account) { Button("Sign Out") { } }
            }
        }
        """
        #expect(lines("destructive-role", code) == [6, 10, 15])
    }

    @Test func destructiveRoleForUIKit() {
        #expect(lines("destructive-role", """
        import UIKit
        final class DownloadsViewController: UITableViewController {
            func manage() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Clear Played", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                let confirm = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                confirm.addAction(UIAlertAction(title: "Delete", style: .default))
            }
            func menu() -> UIMenu {
                UIMenu(children: [
                    UIAction(title: "Delete All", attributes: .keepsMenuPresented) { _ in },
                    UIAction(title: "Erase Notes", attributes: [.disabled, .destructive]) { _ in },
                ])
            }
            let resetButton = UIButton(primaryAction: UIAction(title: "Reset") { _ in })
        }
        """) == [5, 12])
    }

    // MARK: destructive-first

    @Test func destructiveFirstInUIKitAndLegacySheetsOnly() {
        let code = """
        import UIKit
        import SwiftUI
        func manage() {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
            sheet.addAction(UIAlertAction(title: "Remove Tag", style: .destructive))
        }
        let legacy = ActionSheet(title: Text("Item"), buttons: [.default(Text("Rename")), .destructive(Text("Delete")), .cancel()])
        let dialog = Text("").confirmationDialog("Item", isPresented: $on) {
            Button("Rename") { }
            Button("Delete", role: .destructive) { }
        }
        """
        #expect(lines("destructive-first", code) == [8, 10])
    }

    // MARK: sheet-length

    @Test func sheetLengthCountsCertainActionsWithoutCancel() {
        let buttons = (1...6).map { "    sheet.addAction(UIAlertAction(title: \"Style \($0)\", style: .default))" }
        let six = "import UIKit\nfunc f() {\n    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)\n"
            + buttons.joined(separator: "\n") + "\n    sheet.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))\n}"
        #expect(lines("sheet-length", six) == [3])
        let five = six.replacingOccurrences(of: "    sheet.addAction(UIAlertAction(title: \"Style 6\", style: .default))",
                                            with: "    if pro { sheet.addAction(UIAlertAction(title: \"Style 6\", style: .default)) }")
        #expect(lines("sheet-length", five) == [])
    }

    // MARK: sheet-anchor

    @Test func sheetAnchor() {
        let code = """
        import UIKit
        final class EditorViewController: UIViewController {
            func a() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
            }
            func b(cell: UITableViewCell) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.popoverPresentationController?.sourceView = cell
                present(sheet, animated: true)
            }
            func c() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                anchor(sheet)
                present(sheet, animated: true)
            }
            func d(idiom: Bool) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: idiom ? .alert : .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(sheet, animated: true)
            }
            func e() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                DispatchQueue.main.async { [weak self] in self?.present(sheet, animated: true) }
            }
        }
        """
        #expect(lines("sheet-anchor", code) == [4, 26])
    }
}
