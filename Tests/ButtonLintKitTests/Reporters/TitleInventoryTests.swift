import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct TitleInventoryTests {
    private func rows(_ code: String, path: String = "Sources/Screen.swift",
                      configure: (inout Configuration) -> Void = { _ in }) -> [TitleInventoryRow] {
        var configuration = Configuration()
        configure(&configuration)
        return Linter(configuration: configuration, listsTitleSites: true).analyze(SourceFile(path: path, text: code)).titles
    }

    /// `Button(role: .cancel) { }` shows the system's Cancel: it has no title by design (`none`),
    /// unlike `Button(name)`, whose title is not read (`unresolved`).
    @Test func listsLiteralConstantUnresolvedAndUntitledSitesInSourceOrder() {
        let found = rows("""
        import SwiftUI

        let deleteTitle = "Delete Draft"

        struct Drafts: View {
            var name: String
            var body: some View {
                Button(name) { }
                Button(deleteTitle, role: .destructive) { }
                Button("Save Draft") { }
                Button(role: .cancel) { }
            }
        }
        """)
        #expect(found.map(\.line) == [8, 9, 10, 11])
        #expect(found.map(\.column) == [9, 9, 9, 9])
        #expect(found.map(\.source) == [.unresolved, .constant, .literal, .untitled])
        #expect(found.map(\.text) == ["", "Delete Draft", "Save Draft", ""])
        #expect(found.map(\.role) == [.unspecified, .destructive, .unspecified, .cancel])
        #expect(found.allSatisfy { $0.api == "Button" && $0.framework == "SwiftUI" && $0.control == .button })
        #expect(found.allSatisfy { $0.file == "Sources/Screen.swift" && $0.table == nil && $0.catalogKey == nil })
    }

    /// Adwaita makes a dialog's first response its close response when none has `role: .close`:
    /// that response is listed as the cancel it is.
    @Test func listsTheResponseAnAdwaitaDialogClosesWithAsItsCancel() {
        let found = rows("""
        import Adwaita
        let v = Text("").alertDialog(visible: $a, heading: "Discard?", body: "")
            .response("Keep Editing") { }
            .response("Discard", appearance: .destructive) { }
            .alertDialog(visible: $b, heading: "Quit?", body: "")
            .response("Quit", appearance: .suggested) { }
            .response("Stay", role: .close) { }
        """)
        #expect(found.map(\.text) == ["Keep Editing", "Discard", "Quit", "Stay"])
        #expect(found.map(\.role) == [.cancel, .destructive, .suggested, .cancel])
    }

    @Test func namesTheAPIControlAndRoleOfUIKitSites() {
        let found = rows("""
        import UIKit

        func showOptions(_ controller: UIViewController) {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            sheet.addAction(UIAlertAction(title: "Remove Photo", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Share Photo"
        }
        """)
        #expect(found.map(\.api) == ["UIAlertAction", "UIAlertAction", "UIBarButtonItem", "title"])
        #expect(found.map(\.control) == [.alertAction, .alertAction, .barButton, .button])
        #expect(found.map(\.role) == [.destructive, .cancel, .unspecified, .unspecified])
        #expect(found.allSatisfy { $0.framework == "UIKit" })
        #expect(found.map(\.text) == ["Remove Photo", "Cancel", "Edit", "Share Photo"])
    }

    @Test func namesTheFrameworksABuilderAndTheFileShare() {
        let found = rows("""
        import SwiftUI
        import UIKit

        func screen(_ controller: UIViewController) -> some View {
            controller.present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
            let action = UIAlertAction(title: "Remove Photo", style: .destructive)
            let branded = PrimaryButton("Share Photo")
            return Button("Save Photo") { }
        }
        """) { $0.builders = [BuilderEntry(call: "PrimaryButton", title: "_")] }
        #expect(found.map(\.api) == ["UIAlertAction", "PrimaryButton", "Button"])
        // A builder of every framework is the file's; SwiftUI-shaped `Button` is only SwiftUI here.
        #expect(found.map(\.framework) == ["UIKit", "SwiftUI+UIKit", "SwiftUI"])
    }

    @Test func listsTheRulesEachSiteBreaks() {
        let found = rows("""
        import UIKit

        func confirm() {
            let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "discard draft", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .default))
            alert.addAction(UIAlertAction(title: "Keep Editing", style: .default))
        }
        """)
        #expect(found.map(\.text) == ["discard draft", "Cancel", "Keep Editing"])
        #expect(found.map(\.rules) == [["title-case"], ["cancel-role"], []])
    }

    @Test func aSuppressedOrDisabledRuleIsNotListedButTheSiteIs() {
        let code = """
        import SwiftUI
        let a = Button("save draft") { }
        // buttonlint:disable:next title-case
        let b = Button("save draft") { }
        """
        #expect(rows(code).map(\.rules) == [["title-case"], []])
        #expect(rows(code) { $0.disabledRules = ["title-case"] }.map(\.rules) == [[], []])
    }

    @Test func sitesInPreviewsAreListedWithTheirContextAndNoFinding() {
        let code = """
        import SwiftUI
        struct V: View { var body: some View { Button("Save") { } } }
        #Preview { Button("sample title") { } }
        """
        #expect(rows(code).map(\.text) == ["Save", "sample title"])
        #expect(rows(code).map(\.context) == [.app, .previews])
        #expect(rows(code).map(\.rules) == [[], []])
        #expect(rows(code) { $0.checksPreviews = true }.map(\.rules) == [[], ["title-case"]])
    }

    @Test func aTitleInsideALocalizationCallWithNoCatalogIsItsText() {
        let found = rows("""
        import SwiftUI
        let b = Button(String(localized: "Remove Item")) { }
        let c = Button(NSLocalizedString("remove_item", value: "Remove item", comment: "")) { }
        """)
        #expect(found.map(\.text) == ["Remove Item", "Remove item"])
        #expect(found.map(\.source) == [.literal, .literal])
        #expect(found.map(\.rules) == [[], ["title-case"]])
    }

    @Test func nothingIsListedUnlessAskedOrWithoutAFramework() {
        let code = "import SwiftUI\nlet b = Button(\"Save\") { }\n"
        #expect(Linter().analyze(SourceFile(path: "a.swift", text: code)).titles.isEmpty)
        #expect(rows("let b = Button(\"Save\") { }\n").isEmpty)
        #expect(rows(code).count == 1)
    }

    @Test func catalogOriginsAndKeysFillTheirColumns() throws {
        // Resolution through catalogs makes such titles; the row reads them from the site.
        let code = "import SwiftUI\nlet b = Button(\"delete\") { }\n"
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "a.swift", text: code)))
        var sites = SiteExtractor.sites(in: tree, frameworks: [.swiftUI])
        sites[0].title?.origin = .catalog
        sites[0].title?.catalogKey = CatalogKeyReference(table: "Localizable", key: "delete",
                                                         catalogPath: "App/en.lproj/Localizable.strings")
        let row = try #require(TitleInventory.rows(of: sites, in: tree.source, findings: []).first)
        #expect(row.source == .catalog)
        #expect(row.table == "Localizable")
        #expect(row.catalogFile == "App/en.lproj/Localizable.strings")
        #expect(row.catalogKey == "delete")
    }

    // MARK: Writers

    private let quoted = TitleInventoryRow(file: "A, B/Screen.swift", line: 3, column: 9, api: "Button",
                                           framework: "SwiftUI", control: .button, role: .cancel,
                                           text: "Say \"Hi\",\r\nthen \\(…)", source: .literal, rules: ["title-case", "title-verb"])
    private let localized = TitleInventoryRow(file: "B.swift", line: 1, column: 1, api: "UIAlertAction",
                                              framework: "UIKit", control: .alertAction, role: .normal, text: "OK",
                                              source: .accessor, table: "Localizable",
                                              catalogFile: "en.lproj/Localizable.strings", catalogKey: "common.ok")

    private func written(_ format: TitleInventoryFormat, _ batches: [[TitleInventoryRow]]) -> String {
        var writer = TitleInventoryWriter(format: format)
        return batches.map { writer.write($0) }.joined() + writer.finish()
    }

    @Test func csvHasAHeaderCRLFLinesAndQuotesOnlyWhatRFC4180Requires() {
        let text = written(.csv, [[quoted], [], [localized]])
        #expect(text == "file,line,column,api,framework,control,role,text,source,table,catalogFile,catalogKey,rules,context\r\n"
            + "\"A, B/Screen.swift\",3,9,Button,SwiftUI,button,cancel,\"Say \"\"Hi\"\",\r\nthen \\(…)\",literal,,,,title-case;title-verb,app\r\n"
            + "B.swift,1,1,UIAlertAction,UIKit,alertAction,normal,OK,accessor,Localizable,en.lproj/Localizable.strings,common.ok,,app\r\n")
        #expect(written(.csv, []) == "file,line,column,api,framework,control,role,text,source,table,catalogFile,catalogKey,rules,context\r\n")
    }

    @Test func jsonIsAnArrayOfObjectsWithNullsAndARulesArray() throws {
        let text = written(.json, [[], [quoted, localized]])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == 2)
        #expect(parsed[0]["text"] as? String == "Say \"Hi\",\r\nthen \\(…)")
        #expect(parsed[0]["rules"] as? [String] == ["title-case", "title-verb"])
        #expect(parsed[0]["table"] is NSNull)
        #expect(parsed[0]["line"] as? Int == 3)
        #expect(parsed[1]["catalogKey"] as? String == "common.ok")
        #expect(parsed[1]["source"] as? String == "accessor")
        #expect(Set(parsed[1].keys) == Set(TitleInventoryWriter.columns))
        #expect(text.split(separator: "\n").count == 4)
        #expect(written(.json, [[]]) == "[]\n")
    }
}
