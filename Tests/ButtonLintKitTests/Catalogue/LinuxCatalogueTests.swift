import Testing
@testable import ButtonLintKit

private func sites(_ code: String) -> [TitleSite] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    return SiteExtractor.sites(in: tree, frameworks: Framework.imported(by: tree.imports), catalogue: .standard)
}

private func sheets(_ code: String) -> [Sheet] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    let frameworks = Framework.imported(by: tree.imports)
    return AnalyzedFile(tree: tree, frameworks: frameworks,
                        sites: SiteExtractor.sites(in: tree, frameworks: frameworks)).sheets
}

private func lint(_ code: String) -> [Finding] {
    Linter(configuration: Configuration()).lint(SourceFile(path: "Test.swift", text: code))
}

private func texts(_ sites: [TitleSite]) -> [String?] { sites.map { $0.title?.text.text } }

/// The GTK bindings' entries read each API as its declaration gives it: a dialog button's role is
/// its response type, the declaration's default when none is written.
@Suite struct GTKCatalogueTests {
    /// SwiftGtk's `Dialog(firstText:secondText:)` defaults to `.cancel` and `.ok`; with
    /// `thirdText:` to `.help`, `.cancel` and `.ok`; `Dialog(text:)` to `.ok`.
    @Test func dialogButtonsTakeTheirDeclaredDefaultResponseTypes() {
        let found = sites("""
        import Gtk
        let a = Dialog(firstText: "OK", secondText: "Cancel")
        let b = Dialog(firstText: "Help", secondText: "Cancel", thirdText: "Save")
        let c = Dialog(title: "Done", text: "Close")
        let d = Dialog(firstText: "Keep", firstResponseType: .accept, secondText: "Cancel", secondResponseType: .cancel)
        """)
        #expect(texts(found) == ["OK", "Cancel", "Help", "Cancel", "Save", "Close", "Keep", "Cancel"])
        #expect(found.map(\.role) == [.cancel, .normal, .normal, .cancel, .normal, .normal, .normal, .cancel])
        #expect(found.allSatisfy { $0.kind == .alertAction && $0.frameworks == [.gtk] })
    }

    @Test func responseTypesAreReadHoweverTheyAreWritten() {
        let found = sites("""
        import Gtk
        dialog.addButton(buttonText: "Discard", responseID: Int(ResponseType.reject.rawValue))
        dialog.addButton(buttonText: "Save", responseID: Int(GTK_RESPONSE_ACCEPT.rawValue))
        dialog.addButton(label: "Stop", responseId: ResponseType.cancel.rawValue)
        dialog.addButton(label: "Other", responseId: 3)
        let chooser = FileChooserNative(title: "Open", acceptLabel: "Open", cancelLabel: "Back")
        """)
        #expect(texts(found) == ["Discard", "Save", "Stop", "Other", "Open", "Back"])
        #expect(found.map(\.role) == [.cancel, .normal, .cancel, .unknown, .normal, .cancel])
    }

    /// The `_` of `init(mnemonic:)` is no text: the title leaves it out, and the fix rewrites the
    /// letters after it; a doubled `__` shows one underscore.
    @Test func mnemonicMarkersAreNoText() throws {
        let code = "import Gtk\nlet a = Button(mnemonic: \"_save as copy\")\nlet b = ButtonRef(mnemonic: \"Copy __init__ File\")\n"
        #expect(texts(sites(code)) == ["save as copy", "Copy _init_ File"])
        let finding = try #require(lint(code).first { $0.ruleID == "title-case" })
        let edits = finding.fix
        let underscore = try #require(code.utf8.firstIndex(of: UInt8(ascii: "_")))
        let offset = code.utf8.distance(from: code.utf8.startIndex, to: underscore)
        #expect(!edits.isEmpty && edits.allSatisfy { !$0.range.contains(offset) })
        #expect(edits.first?.range.lowerBound == offset + 1)
    }

    @Test func styleClassesAndLabelAssignmentsAreRead() {
        let found = sites("""
        import Gtk
        let erase = ButtonRef(label: "Erase Disk")
        erase.styleContext.addClass(className: "destructive-action")
        let start = Button(label: "Start")
        start.styleContext.addClass(className: "suggested-action")
        start.label = "Start Now"
        let plain = Button(label: "Plain")
        plain.styleContext.addClass(className: "dim-label")
        func update(_ button: Gtk.Button, title: String) {
            button.label = title
        }
        """).sorted { $0.location < $1.location }
        #expect(texts(found) == ["Erase Disk", "Start", "Start Now", "Plain", nil])
        #expect(found.map(\.role) == [.destructive, .suggested, .unspecified, .unspecified, .unspecified])
        #expect(found.map(\.builder) == ["ButtonRef", "Button", "label", "Button", "label"])
    }

    /// A dialog made with its buttons is an alert whose actions are those buttons: a Cancel
    /// answering `.ok` is a `cancel-role` finding, one answering `.cancel` is not.
    @Test func aDialogIsAnAlertOfItsButtons() {
        let found = sheets("import Gtk\nlet a = Dialog(firstText: \"OK\", secondText: \"Cancel\")\n")
        #expect(found.map(\.kind) == [.alert])
        #expect(found.first?.actions.map(\.role) == [.cancel, .normal])
        #expect(lint("import Gtk\nlet a = Dialog(firstText: \"Stop\", secondText: \"Cancel\")\n").map(\.ruleID) == ["cancel-role"])
        #expect(lint("import Gtk\nlet a = Dialog(firstText: \"Cancel\", secondText: \"Stop\")\n").isEmpty)
    }

    /// Buttons added to a dialog's variable are its actions too (SwiftGtk's and SwiftCrossUI's
    /// `addButton` shapes); a Cancel answering `.ok` is a finding.
    @Test func buttonsAddedToADialogAreItsActions() {
        let code = """
        import Gtk
        func ask() {
            let dialog = MessageDialog()
            dialog.addButton(label: "Replace", responseId: ResponseType.accept.rawValue)
            dialog.addButton(label: "Cancel", responseId: ResponseType.ok.rawValue)
            let other = Dialog(firstText: "Cancel", secondText: "Open")
            other.addButton(buttonText: "Help", responseID: Int(ResponseType.help.rawValue))
        }
        """
        let found = sheets(code)
        #expect(found.map(\.builder) == [.gtkMessageDialog, .gtkDialog])
        #expect(found.map { $0.actions.map(\.role) } == [[.normal, .normal], [.cancel, .normal, .normal]])
        #expect(found.map { $0.actions.map { $0.title?.text.text } } == [["Replace", "Cancel"], ["Cancel", "Open", "Help"]])
        #expect(lint(code).map(\.ruleID) == ["cancel-role"])
    }

    /// In a file importing SwiftCrossUI and its `Gtk` module, each `Button` is the one whose
    /// labels fit: `Button(_:action:)` is SwiftCrossUI's, `Button(label:)` GTK's.
    @Test func theClosestShapeWinsBetweenFrameworks() {
        let found = sites("""
        import SwiftCrossUI
        import Gtk
        let a = Button("Save") { }
        let b = Button(label: "Open")
        let c = Gtk.Button(label: "Quit")
        """)
        #expect(texts(found) == ["Save", "Open", "Quit"])
        #expect(found.map(\.frameworks) == [[.swiftCrossUI], [.gtk], [.gtk]])
        // GTK's `init(label:)` takes no other argument: SwiftUI's `Button(action:label:)` is not it.
        let swiftUI = sites("import SwiftUI\nimport Gtk\nlet b = Button(action: save, label: { Text(\"Save\") })\n")
        #expect(swiftUI.map(\.frameworks) == [[.swiftUI]])
        #expect(texts(swiftUI) == ["Save"])
    }
}

/// SwiftCrossUI's own dialogs and menus, with no roles; Tokamak's toolbar placements as roles.
@Suite struct SwiftCrossUIAndTokamakCatalogueTests {
    @Test func commandMenusAlertScenesAndPresentedAlertsAreRead() {
        let code = """
        import SwiftCrossUI
        let s = WindowGroup("A") { V() }.commands {
            CommandMenu("Library") {
                Button("Add Book") { }
            }
        }
        let t = AlertScene("Clear?", isPresented: $on) {
            Button("Cancel") { }
        }
        func f() async { await presentAlert("Failed") {} }
        """
        #expect(texts(sites(code)) == ["Library", "Add Book", "Cancel"])
        let found = sheets(code)
        #expect(found.map(\.builder) == [.commandMenu, .alertScene, .presentAlert])
        #expect(found.allSatisfy { !$0.hasRoles })
        #expect(found.last?.behaviour.contains(.addsDefaultAction) == true)
        #expect(lint(code).isEmpty)
    }

    /// SwiftCrossUI and Tokamak have none of SwiftUI's other dialogs; Tokamak has no menu.
    @Test func dialogsTheFrameworksDoNotHaveAreNotRead() {
        let dialogs = """
        let v = Text("").confirmationDialog("Delete?", isPresented: $on) { Button("Delete") { } }
            .contextMenu { Button("Delete") { } }
        let a = ActionSheet(title: Text("Delete?"), buttons: [.default(Text("Delete"))])
        """
        #expect(sheets("import SwiftCrossUI\n" + dialogs).isEmpty)
        #expect(sheets("import TokamakDOM\n" + dialogs).isEmpty)
        #expect(sheets("import TokamakDOM\nlet m = Menu(\"Sort\") { Button(\"By Name\") { } }\n").isEmpty)
        #expect(!sheets("import SwiftUI\n" + dialogs).isEmpty)
    }

    @Test func toolbarPlacementsGiveTheirButtonsARole() {
        let code = """
        let v = Text("").toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
            ToolbarItem(placement: .destructiveAction) { Button("Delete") { } }
            ToolbarItem(placement: .confirmationAction) { Button("Done") { } }
            ToolbarItem { Button("Share") { } }
        }
        """
        for module in ["TokamakDOM", "TokamakStaticHTML", "SwiftUI"] {
            #expect(sites("import \(module)\n" + code).map(\.role) == [.cancel, .destructive, .unspecified, .unspecified])
        }
    }

    @Test func everyTokamakModuleBringsItIn() {
        for module in ["TokamakShim", "TokamakDOM", "TokamakGTK", "TokamakStaticHTML", "TokamakCore"] {
            #expect(Framework.imported(by: [module]) == [.tokamak])
        }
    }
}
