import Testing
@testable import ButtonLintKit

private func sheets(_ code: String) -> [Sheet] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    let frameworks = Framework.imported(by: tree.imports)
    return AnalyzedFile(tree: tree, frameworks: frameworks,
                        sites: SiteExtractor.sites(in: tree, frameworks: frameworks)).sheets
}

private func titles(_ sheet: Sheet) -> [String?] { sheet.actions.map { $0.title?.text.text } }

/// Sheets are assembled with their actions in display order, and say when they cannot be seen whole.
@Suite struct SheetAssemblyTests {
    @Test func uiKitSheetCollectsInlineAndLocalActionsInSourceOrder() throws {
        let found = sheets("""
        import UIKit
        final class PhotoViewController: UIViewController {
            func showOptions(from button: UIButton) {
                let delete = UIAlertAction(title: "Delete Photo", style: .destructive) { _ in }
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(delete)
                sheet.addAction(UIAlertAction(title: "Duplicate", style: .default) { _ in })
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.popoverPresentationController?.sourceView = button
                present(sheet, animated: true)
            }
        }
        """)
        let sheet = try #require(found.first { $0.builder == .uiAlertController })
        #expect(sheet.kind == .actionSheet)
        #expect(titles(sheet) == ["Delete Photo", "Duplicate", "Cancel"])
        #expect(sheet.actions.map(\.role) == [.destructive, .normal, .cancel])
        #expect(sheet.isComplete)
        #expect(sheet.isPresented && sheet.isAnchored && !sheet.escapes)
    }

    @Test func sheetBuiltInsideAClosureIsAssembledThere() throws {
        let found = sheets("""
        import UIKit
        func install(on button: UIButton) {
            button.addAction(UIAction { [weak self] _ in
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Rename", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                self?.present(sheet, animated: true)
            }, for: .touchUpInside)
        }
        """)
        let sheet = try #require(found.first { $0.builder == .uiAlertController })
        #expect(titles(sheet) == ["Rename", "Cancel"])
        #expect(sheet.isComplete && sheet.isPresented && !sheet.isAnchored)
    }

    @Test(arguments: [
        // In a loop.
        "for name in names { sheet.addAction(UIAlertAction(title: name, style: .default)) }",
        // In a forEach closure.
        "names.forEach { sheet.addAction(UIAlertAction(title: $0, style: .default)) }",
        // From a parameter.
        "sheet.addAction(extra)",
        // Handed to another function before the last action is added.
        "configure(sheet)\n    sheet.addAction(UIAlertAction(title: \"Share\", style: .default))",
        // A property that may or may not be this controller.
        "self.sheet.addAction(UIAlertAction(title: \"Share\", style: .default))",
    ])
    func sheetWithActionsItCannotSeeIsIncomplete(statement: String) throws {
        let found = sheets("""
        import UIKit
        func show(names: [String], extra: UIAlertAction) {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            \(statement)
        }
        """)
        let sheet = try #require(found.first { $0.builder == .uiAlertController })
        #expect(!sheet.isComplete)
    }

    @Test func styleThatIsNotALiteralMemberIsAnAlertOrSheet() throws {
        let found = sheets("""
        import UIKit
        func show(style: UIAlertController.Style) {
            let controller = UIAlertController(title: nil, message: nil, preferredStyle: style)
            controller.addAction(UIAlertAction(title: "OK", style: .default))
        }
        """)
        let sheet = try #require(found.first)
        #expect(sheet.kind == .alertOrSheet && !sheet.isComplete)
    }

    @Test func actionAddedInABranchIsConditional() throws {
        let found = sheets("""
        import UIKit
        func show(canShare: Bool) {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            if canShare { sheet.addAction(UIAlertAction(title: "Share", style: .default)) }
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        }
        """)
        let sheet = try #require(found.first)
        #expect(sheet.actions.map(\.isConditional) == [true, false])
    }

    @Test func returnedControllerEscapes() throws {
        let found = sheets("""
        import UIKit
        func makeSheet() -> UIAlertController {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            return sheet
        }
        """)
        let sheet = try #require(found.first)
        #expect(sheet.escapes && sheet.isComplete)
    }

    @Test func anchorThroughIfLetPopover() throws {
        let found = sheets("""
        import UIKit
        func show(item: UIBarButtonItem) {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            if let popover = sheet.popoverPresentationController { popover.barButtonItem = item }
            present(sheet, animated: true)
        }
        """)
        #expect(try #require(found.first).isAnchored)
    }

    @Test func confirmationDialogCountsUntitledButtonsAndForEachMakesItIncomplete() throws {
        let found = sheets("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Text("").confirmationDialog("Item", isPresented: $on) {
                    Button("Rename") { }
                    Button(role: .cancel) { }
                    EditButton()
                }
                Text("").confirmationDialog("Move", isPresented: $moving) {
                    ForEach(folders) { folder in Button(folder.name) { } }
                }
            }
        }
        """)
        let dialogs = found.filter { $0.builder == .confirmationDialog }
        #expect(dialogs.count == 2)
        #expect(titles(dialogs[0]) == ["Rename", nil, nil])
        #expect(dialogs[0].actions.map(\.role) == [.unspecified, .cancel, .unspecified])
        #expect(dialogs[0].isComplete)
        #expect(!dialogs[1].isComplete)
    }

    @Test func legacyActionSheetButtonsAndDefaultCancel() throws {
        let found = sheets("""
        import SwiftUI
        let a = ActionSheet(title: Text("Sort"), buttons: [.destructive(Text("Clear")), .default(Text("By Name")), .cancel()])
        let b = ActionSheet(title: Text("Done"))
        let c = ActionSheet(title: Text("Sort"), buttons: options)
        """)
        #expect(found.count == 3)
        #expect(titles(found[0]) == ["Clear", "By Name", nil])
        #expect(found[0].actions.map(\.role) == [.destructive, .normal, .cancel])
        #expect(found[1].actions.map(\.role) == [.cancel])
        #expect(!found[2].isComplete)
    }

    @Test func legacyAlertButtons() throws {
        let found = sheets("""
        import SwiftUI
        let a = Alert(title: Text("Stop?"), primaryButton: .destructive(Text("Stop")), secondaryButton: .cancel())
        """)
        let alert = try #require(found.first)
        #expect(alert.kind == .alert)
        #expect(alert.actions.map(\.role) == [.destructive, .cancel])
    }

    @Test func adwaitaResponsesChainOntoTheirDialog() throws {
        let found = sheets("""
        import Adwaita
        let v = Text("").alertDialog(visible: $on, heading: "Delete?", body: "")
            .response("Cancel", role: .close) { }
            .response("Delete", appearance: .destructive, role: .default) { }
            .alertDialog(visible: $other, heading: "Import?", body: "")
            .response("Import") { }
        """)
        #expect(found.count == 2)
        #expect(titles(found[0]) == ["Cancel", "Delete"])
        #expect(found[0].actions.map(\.role) == [.cancel, .destructive])
        #expect(titles(found[1]) == ["Import"])
        #expect(found[0].kind == .alert)
    }

    @Test func swiftCrossUIAlertHasNoRoles() throws {
        let found = sheets("""
        import SwiftCrossUI
        let v = Text("").alert("Quit?", isPresented: $on) { Button("Cancel") { } }
        """)
        #expect(try #require(found.first).hasRoles == false)
    }

    /// A popover is read through a local only when the local holds this controller's popover.
    @Test func anchorThroughALocalOfThisControllersPopoverOnly() throws {
        func anchored(_ holder: String) throws -> Bool {
            let found = sheets("""
            import UIKit
            func show(item: UIBarButtonItem, other: UIAlertController) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                let popover = \(holder)
                popover.barButtonItem = item
                present(sheet, animated: true)
            }
            """)
            return try #require(found.first).isAnchored
        }
        #expect(try anchored("sheet.popoverPresentationController"))
        #expect(try anchored("self.sheet.popoverPresentationController"))
        #expect(try !anchored("other.popoverPresentationController"))
        #expect(try !anchored("sheet.popoverPresentationController.self.sourceView"))
    }

    /// A dialog's actions are the calls directly in its actions closure, not those in its message.
    @Test func dialogActionsComeFromTheActionsClosureOnly() throws {
        let found = sheets("""
        import SwiftUI
        let v = Text("").confirmationDialog("Delete?", isPresented: $shown) {
            Button("Delete", role: .destructive) { }
        } message: {
            Button("Elsewhere") { }
        }
        """)
        let dialog = try #require(found.first { $0.builder == .confirmationDialog })
        #expect(titles(dialog) == ["Delete"])
    }

    @Test func menusAndSwipeActionsCollectNestedButtons() throws {
        let found = sheets("""
        import SwiftUI
        let v = Text("").contextMenu {
            Section { Button("Delete", role: .destructive) { } }
            Button("Share") { }
        }
        """)
        let menu = try #require(found.first { $0.builder == .contextMenu })
        #expect(menu.kind == .menu)
        #expect(titles(menu) == ["Delete", "Share"])
    }

    @Test func uiMenuReadsInlineAndLocalActions() throws {
        let found = sheets("""
        import UIKit
        func menu() -> UIMenu {
            let remove = UIAction(title: "Remove", attributes: [.disabled]) { _ in }
            return UIMenu(children: [UIAction(title: "Share") { _ in }, remove])
        }
        """)
        let menu = try #require(found.first { $0.builder == .uiMenu })
        #expect(titles(menu) == ["Share", "Remove"])
        #expect(menu.actions.map(\.role) == [.unspecified, .normal])
    }
}

@Suite struct SheetAssemblyEdgeTests {
    @Test func sameNameInAnotherFunctionIsAnotherSheet() {
        let code = """
        import UIKit
        func a() {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
        }
        func b() {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Print", style: .default))
        }
        """
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
        let frameworks = Framework.imported(by: tree.imports)
        let found = AnalyzedFile(tree: tree, frameworks: frameworks,
                                 sites: SiteExtractor.sites(in: tree, frameworks: frameworks)).sheets
        #expect(found.map(\.actions.count) == [1, 2])
        #expect(found.allSatisfy { $0.isComplete })
    }

    /// A dialog's actions are the children of its actions closure only: a view in its message
    /// closure (another slot of the same call) is neither an action nor a sign of hidden ones.
    @Test func messageClosureChildrenAreNoActions() throws {
        let found = sheets("""
        import SwiftUI
        let v = Text("").alert("Delete?", isPresented: $shown) {
            Button("Delete", role: .destructive) { }
            Button("Keep", role: .cancel) { }
        } message: {
            DetailsView(Button("Hidden") { })
        }
        """)
        let alert = try #require(found.first)
        #expect(titles(alert) == ["Delete", "Keep"])
        #expect(alert.isComplete)
    }

    /// A controller's actions run up to a later controller bound to the same name in the same
    /// body (found among the bindings after it), with other bindings around both of them.
    @Test func laterControllerOfTheSameNameEndsTheFirst() {
        let code = """
        import UIKit
        let before = 1
        func a() {
            let count = 2
            var pending: Int
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            let between = 3
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Print", style: .default))
            let after = 4
        }
        """
        let found = sheets(code)
        #expect(found.map(\.actions.count) == [1, 2])
        #expect(found.map(titles) == [["Share"], ["Cancel", "Print"]])
    }

    /// A controller that is not a binding's whole value is not followed, even where the value
    /// ends with it and bindings lie on both sides.
    @Test func controllerEndingALargerValueIsNoSheet() {
        let code = """
        import UIKit
        func a() {
            let plain = 1
            let sheet = base + UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            let other = 2
        }
        """
        #expect(sheets(code).isEmpty)
    }

    /// Each menu owns the buttons in its own content, in call order, not those of a menu inside
    /// it (the file's buttons are gathered by owner in one list).
    @Test func nestedMenusEachOwnTheirButtonsInOrder() throws {
        let found = sheets("""
        import SwiftUI
        let v = VStack {
            Menu("More") {
                Button("Rename") { }
                Menu("Share") {
                    Button("Mail") { }
                    Button("Messages") { }
                }
                Section { Button("Delete", role: .destructive) { } }
            }
            Text("").contextMenu { Button("Copy") { } }
        }
        """)
        let menus = found.filter { $0.builder == .menu }.map(titles)
        #expect(menus == [["Rename", "Delete"], ["Mail", "Messages"]])
        let context = try #require(found.first { $0.builder == .contextMenu })
        #expect(titles(context) == ["Copy"])
    }

    /// A `UIMenu`'s local constant is found from a closure inside the function that declares it,
    /// but not from another function, nor when declared after the menu.
    @Test func uiMenuLocalActionsAreThoseVisibleBeforeIt() throws {
        let found = sheets("""
        import UIKit
        func other() {
            let hidden = UIAction(title: "Hidden") { _ in }
        }
        func menu() -> UIMenu {
            let remove = UIAction(title: "Remove") { _ in }
            return items.map { _ in
                UIMenu(children: [remove, hidden, later])
            }.first!
            let later = UIAction(title: "Later") { _ in }
        }
        """)
        let menu = try #require(found.first { $0.builder == .uiMenu })
        #expect(titles(menu) == ["Remove"])
    }
}
