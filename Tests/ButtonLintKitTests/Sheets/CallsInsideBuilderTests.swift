import Testing
@testable import ButtonLintKit

/// The sheets of `code`; `scanBudget` 0 reads every builder's calls through the file's indexes
/// (what nested menus past the budget do), nil scans the calls inside each builder.
private func sheets(_ code: String, scanBudget: Int? = nil) -> [Sheet] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    let frameworks = Framework.imported(by: tree.imports)
    let sites = SiteExtractor.sites(in: tree, frameworks: frameworks)
    return SheetExtractor.sheets(in: tree, frameworks: frameworks, sites: sites, catalogue: .standard,
                                 resolver: TitleResolver(tree: tree, catalogue: .standard, frameworks: frameworks),
                                 scanBudget: scanBudget)
}

private func titles(_ sheet: Sheet) -> [String?] { sheet.actions.map { $0.title?.text.text } }

/// Everything a rule reads of the sheets, for comparing two ways of assembling them.
private func described(_ sheets: [Sheet]) -> [String] {
    sheets.map { sheet in
        let actions = sheet.actions.map { action in
            "\(action.title?.text.text ?? "-")|\(action.role)|\(action.location)|\(action.hasRoles)|\(action.isConditional)"
        }
        return "\(sheet.builder) \(sheet.kind) \(sheet.anchor) complete=\(sheet.isComplete) \(actions)"
    }
}

/// A builder's actions are read from the calls inside it, and nested menus past the scan budget
/// from the file's indexes: both give the same sheets.
@Suite struct CallsInsideBuilderTests {
    static let sources = [
        // A menu inside a list, among other rows: buttons after it are not its own.
        """
        import SwiftUI
        struct Rows: View {
            var body: some View {
                List {
                    Button("Before") { }
                    Menu {
                        Button("Rename") { }
                        Section { Button("Delete", role: .destructive) { } }
                    } label: {
                        Label("More", systemImage: "ellipsis")
                    }
                    Button("After") { }
                }
            }
        }
        """,
        // Nested menus and a context menu, each with its own buttons.
        """
        import SwiftUI
        let v = VStack {
            Menu("More") {
                Button("Rename") { }
                Menu("Share") {
                    Button("Mail") { }
                    Menu("Social") { Button("Post") { } }
                    Button("Messages") { }
                }
                Divider()
                Button("Delete", role: .destructive) { }
            }
            Text("").contextMenu { Button("Copy") { }; ForEach(items) { item in Button(item.name) { } } }
        }
        """,
        // A menu whose label holds a button: it belongs to the menu around it, not to the menu.
        """
        import SwiftUI
        let v = Text("").contextMenu {
            Menu { Button("Inner") { } } label: { Button("Label") { } }
            Button("Outer") { }
        }
        """,
        // A dialog and an alert whose actions closure holds branches and non-actions.
        """
        import SwiftUI
        let v = Text("").confirmationDialog("Item", isPresented: $on) {
            Button("Rename") { }
            if canDelete { Button("Delete", role: .destructive) { } }
            Button(role: .cancel) { }
        }
        .alert("Name", isPresented: $naming) {
            TextField("Name", text: $name)
            Button("Save") { }
            Button("Cancel", role: .cancel) { }
        }
        .swipeActions { Button("Archive") { }; Button("Delete", role: .destructive) { } }
        """,
        // UIKit menus nested in children, with a local action.
        """
        import UIKit
        func menu() -> UIMenu {
            let remove = UIAction(title: "Remove", attributes: .destructive) { _ in }
            return UIMenu(title: "Edit", children: [
                UIAction(title: "Copy") { _ in },
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }]),
                remove,
            ])
        }
        """,
    ]

    @Test(arguments: sources)
    func scannedAndIndexedCallsGiveTheSameSheets(code: String) {
        let scanned = sheets(code)
        #expect(!scanned.isEmpty)
        #expect(described(scanned) == described(sheets(code, scanBudget: 0)))
    }

    @Test func menuInAListOwnsItsContentOnly() throws {
        let found = sheets(Self.sources[0])
        let menu = try #require(found.first { $0.builder == .menu })
        #expect(titles(menu) == ["Rename", "Delete"])
        #expect(menu.actions.map(\.role) == [.unspecified, .destructive])
    }

    @Test func nestedMenusOwnTheirButtonsInOrder() {
        let found = sheets(Self.sources[1])
        #expect(found.filter { $0.builder == .menu }.map(titles)
                    == [["Rename", "Delete"], ["Mail", "Messages"], ["Post"]])
        #expect(found.first { $0.builder == .contextMenu }.map(titles) == ["Copy", nil])
    }

    @Test func aMenusLabelButtonBelongsToTheMenuAroundIt() {
        let found = sheets(Self.sources[2])
        #expect(found.first { $0.builder == .contextMenu }.map(titles) == ["Label", "Outer"])
        #expect(found.first { $0.builder == .menu }.map(titles) == ["Inner"])
    }

    @Test func dialogActionsInBranchesAreConditionalAndNonActionsSkipped() throws {
        let found = sheets(Self.sources[3])
        let dialog = try #require(found.first { $0.builder == .confirmationDialog })
        #expect(titles(dialog) == ["Rename", "Delete", nil])
        #expect(dialog.actions.map(\.isConditional) == [false, true, false])
        #expect(!dialog.isComplete)
        let alert = try #require(found.first { $0.builder == .swiftUIAlert })
        #expect(titles(alert) == ["Save", "Cancel"])
        #expect(alert.isComplete)
        #expect(found.first { $0.builder == .swipeActions }.map(titles) == ["Archive", "Delete"])
    }

    @Test func uiMenuOwnsItsChildrenButNotANestedMenus() {
        let menus = sheets(Self.sources[4]).filter { $0.builder == .uiMenu }
        #expect(menus.map(titles) == [["Copy", "Remove"], ["Mail"]])
    }
}
