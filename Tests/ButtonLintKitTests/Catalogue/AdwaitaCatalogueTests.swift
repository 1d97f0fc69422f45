import Testing
@testable import ButtonLintKit

private func sites(_ code: String) -> [TitleSite] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    return SiteExtractor.sites(in: tree, frameworks: Framework.imported(by: tree.imports))
}

private func sheets(_ code: String) -> [Sheet] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    let frameworks = Framework.imported(by: tree.imports)
    return AnalyzedFile(tree: tree, frameworks: frameworks,
                        sites: SiteExtractor.sites(in: tree, frameworks: frameworks)).sheets
}

/// One site as a line: builder, text (or `none` / `?` when it has no title or it is not read), role.
private func described(_ site: TitleSite) -> String {
    let text = site.title?.text.text ?? (site.isUntitled ? "none" : "?")
    return "\(site.builder) \(text) \(site.role.rawValue)"
}

/// Both libraries imported as `Adwaita`, told apart by how their calls are written.
@Suite struct AdwaitaCatalogueTests {
    @Test func adwaitaForSwiftButtonsMenusToastsAndBanners() {
        let found = sites("""
        import Adwaita
        let v = VStack {
            Button("Save") { }
            Button("Copy", icon: .default(icon: .editCopy)) { }
            Button(icon: .default(icon: .userTrash)) { }
            Button().label("Share").clicked { }
            SplitButton().label("Open").clicked { }
            Menu("View") { MenuButton("Zoom In") { } }
            Menu(icon: .default(icon: .openMenu)) { Submenu("Sort") { MenuButton("By Name", window: false) { } } }
            Banner("Offline", visible: true).button("Reload") { }
            Text("").toast("Deleted", signal: s, button: "Undo") { }
            Text("").toast("Saved", signal: s).action(button: "Open") { }
            Text("").toast("Plain", signal: s)
        }
        """)
        #expect(found.map(described) == [
            "Button Save unspecified", "Button Copy unspecified", "Button none unspecified",
            "Button Share unspecified", "SplitButton Open unspecified", "Menu View unspecified",
            "MenuButton Zoom In unspecified", "Menu none unspecified", "Submenu Sort unspecified",
            "MenuButton By Name unspecified", "button Reload unspecified", "toast Undo unspecified",
            "action Open unspecified",
        ])
        #expect(found.map(\.kind) == [.button, .button, .button, .button, .button, .menu, .menuAction, .menu,
                                      .menu, .menuAction, .button, .button, .button])
    }

    @Test func aButtonModifierIsABannersOnly() {
        #expect(sites("import Adwaita\nlet v = Card().button(\"Reload\") { }").isEmpty)
        #expect(sites("import Adwaita\nlet v = Banner(\"Offline\", visible: on).padding().button(\"Reload\") { }")
            .map(described) == ["button Reload unspecified"])
        // Whole `#if` lines inside the chain leave it one chain.
        #expect(sites("""
            import Adwaita
            let v = Banner("Offline", visible: on)
                .padding()
            #if DEBUG
                .frame(minWidth: 300)
            #endif
                .button("Reload") { }
            """).map(described) == ["button Reload unspecified"])
    }

    @Test func stylesThatAreRolesAreRead() {
        let found = sites("""
        import Adwaita
        let v = VStack {
            Button("Save") { }.pill().suggested()
            Button("Delete") { }.destructive()
            Button("Remove") { }.style("destructive-action")
            Button("Import") { }.style("suggested-action")
            Button("Keep") { }.destructive(false)
            Button("Roll") { }.style("dice-button")
            Button("Play") { }.success()
        }
        """)
        #expect(found.map(\.role) == [.suggested, .destructive, .destructive, .suggested, .unspecified, .unspecified,
                                      .unspecified])
    }

    @Test func responseRolesAndAppearances() {
        let found = sites("""
        import Adwaita
        let v = Text("").alertDialog(visible: $on, heading: "Delete?", body: "")
            .response("Cancel", role: .close) { }
            .response("Delete", appearance: .destructive, role: .default) { }
            .response("Done", appearance: .suggested, role: .default) { }
            .response("Later", role: .default) { }
            .response("Skip") { }
        """)
        #expect(found.map(\.role) == [.cancel, .destructive, .suggested, .normal, .unspecified])
    }

    /// Without a `role: .close` response the dialog's first response is its close response.
    @Test func theFirstResponseClosesADialogWithoutAnExplicitOne() throws {
        let found = sheets("""
        import Adwaita
        let v = Text("").alertDialog(visible: $a, heading: "Discard?", body: "")
            .response("Cancel") { }
            .response("Discard", appearance: .destructive) { }
            .alertDialog(visible: $b, heading: "Revert?", body: "", id: "revert")
            .response("Revert", appearance: .destructive) { }
            .response("Cancel") { }
            .alertDialog(visible: $c, heading: "Quit?", body: "")
            .response("Quit") { }
            .response("Stay", role: .close) { }
        """)
        #expect(found.count == 3)
        #expect(found[0].actions.map(\.role) == [.cancel, .destructive])
        // A destructive first response keeps its role: the Cancel after it is still not the close one.
        #expect(found[1].actions.map(\.role) == [.destructive, .unspecified])
        #expect(found[2].actions.map(\.role) == [.unspecified, .cancel])
    }

    @Test func swiftAdwaitaWidgetsAndMenuModels() {
        let found = sites("""
        import Adwaita
        func build() {
            let save = Button(label: "Save")
            let copy = Button(iconName: "edit-copy-symbolic")
            let later = Button()
            let dialog = AlertDialog(heading: "Save?", body: nil)
            dialog.addResponse("cancel", label: "Cancel")
            dialog.setResponseLabel("cancel", label: "Dismiss")
            let menu = GMenuRef()
            menu.append("Cut", action: "win.cut")
            menu.appendSection("Edit", section: menu)
            menu.appendSubmenu("More", submenu: menu)
            menu.insert(0, label: "Undo", action: "win.undo")
            let item = GMenuItemRef(label: "About", action: "app.about")
            let button = MenuButton(label: "Options")
            list.append(save)
        }
        """)
        #expect(found.map(described) == [
            "Button Save unspecified", "Button none unspecified", "Button ? unspecified",
            "addResponse Cancel unspecified", "setResponseLabel Dismiss unspecified", "append Cut unspecified",
            "appendSubmenu More unspecified", "insert Undo unspecified", "GMenuItemRef About unspecified",
            "MenuButton Options unspecified",
        ])
        #expect(found.map(\.kind) == [.button, .button, .button, .alertAction, .alertAction, .menuAction, .menu,
                                      .menuAction, .menuAction, .menu])
    }

    /// SwiftUI's buttons whose label is an icon, or the system's, have no title by design.
    @Test func swiftUIIconOnlyAndSystemLabelledButtonsAreUntitled() {
        let found = sites("""
        import SwiftUI
        let v = VStack {
            Button(action: trash) { Image(systemName: "trash") }
            Button { trash() } label: { Image(systemName: "trash").imageScale(.large) }
            Button(role: .cancel) { }
            Button(action: save) { Text("Save") }
            Button(action: save) { PrimaryLabel() }
            Button(title) { }
        }
        """)
        #expect(found.map(\.isUntitled) == [true, true, true, false, false, false])
        #expect(found.map { $0.title?.text.text } == [nil, nil, nil, "Save", nil, nil])
    }

    /// A UIKit or AppKit call titled some other way (a custom view, a checkbox) is not read, not untitled.
    @Test func callsTitledElsewhereStayUnresolved() {
        let found = sites("""
        import UIKit
        let item = UIBarButtonItem(customView: addButton)
        """) + sites("""
        import AppKit
        let box = NSButton(checkboxWithTitle: "Include Comments", target: nil, action: nil)
        """)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.title == nil && !$0.isUntitled })
    }

    @Test func theDialogOfAdwaitaForSwiftPicksItsCancelByRoleElseTheFirst() throws {
        let dialog = try #require(APICatalogue.standard.sheetBuilders.first { $0.builder == .adwaitaAlertDialog })
        #expect(dialog.cancelAction == .byRoleElseFirst)
        #expect(APICatalogue.standard.sheetBuilders.filter { $0.builder != .adwaitaAlertDialog }
            .allSatisfy { $0.cancelAction == .byRole })
    }
}
