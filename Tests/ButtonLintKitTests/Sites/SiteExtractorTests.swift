import Testing
@testable import ButtonLintKit

private func sites(_ code: String) -> [TitleSite] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    return SiteExtractor.sites(in: tree, frameworks: Framework.imported(by: tree.imports))
}

private func titles(_ code: String) -> [String?] {
    sites(code).map { $0.title.map { LiteralText.display($0.text.text) } }
}

@Suite struct SiteExtractorTests {
    @Test func swiftUIButtonTitleForms() {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Button("Save") { save() }
                Button("Delete", role: .destructive) { delete() }
                Button("Share", systemImage: "square.and.arrow.up") { share() }
                Button(action: archive) { Text("Archive") }
                Button(action: { rename() }, label: { Label("Rename", systemImage: "pencil") })
                Button { duplicate() } label: { Text("Duplicate").bold() }
                Button(role: .cancel) { }
                Menu("Sort By") { }
            }
        }
        """
        #expect(titles(code) == ["Save", "Delete", "Share", "Archive", "Rename", "Duplicate", nil, "Sort By"])
        #expect(sites(code).map(\.role) == [.unspecified, .destructive, .unspecified, .unspecified, .unspecified,
                                            .unspecified, .cancel, .unspecified])
        #expect(sites(code).last?.kind == .menu)
    }

    @Test func alertButtonsAndLegacyActionSheets() {
        let code = """
        import SwiftUI
        let sheet = ActionSheet(title: Text("Photo"), buttons: [
            .default(Text("Save Image")),
            .destructive(Text("Delete")),
            .cancel(),
        ])
        let alert = Alert(title: Text("T"), primaryButton: Alert.Button.default(Text("OK")), secondaryButton: .cancel())
        """
        #expect(titles(code) == ["Save Image", "Delete", nil, "OK", nil])
        #expect(sites(code).map(\.role) == [.normal, .destructive, .cancel, .normal, .cancel])
    }

    @Test func uiKitAndAppKitTitles() {
        let code = """
        import UIKit
        import AppKit
        func build(button: UIButton, alert: NSAlert) {
            let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
            let menu = UIAction(title: "Copy Link", attributes: []) { _ in }
            button.setTitle("Follow", for: .normal)
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let swipe = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
            alert.addButton(withTitle: "Replace")
            let check = NSButton(title: "Export", target: nil, action: nil)
            var config = UIButton.Configuration.filled()
            config.title = "Continue"
            button.configuration?.title = "Retry"
        }
        """
        #expect(titles(code) == ["Delete", "Copy Link", "Follow", "Edit", "Remove", "Replace", "Export",
                                 "Continue", "Retry"])
        #expect(sites(code).map(\.role).prefix(5) == [.destructive, .normal, .unspecified, .unspecified, .destructive])
    }

    @Test func titlesFromConstantsAndLocalization() {
        let code = """
        import SwiftUI
        enum Titles { static let remove = "Remove Item" }
        let saveTitle = "Save Draft"
        struct V: View {
            var body: some View {
                Button(saveTitle) { }
                Button(Titles.remove) { }
                Button(NSLocalizedString("delete.button", value: "Delete All", comment: "")) { }
                Button(String(localized: "Clear History")) { }
                Button(LocalizedStringKey("Mark as Read")) { }
                Button { } label: { Text(verbatim: "Log Out") }
                Button("Hello \\(name)") { }
            }
        }
        """
        #expect(titles(code) == ["Save Draft", "Remove Item", "Delete All", "Clear History", "Mark as Read",
                                 "Log Out", "Hello \\(…)"])
    }

    @Test func unreadableTitlesStayUnread() {
        let code = """
        import SwiftUI
        struct V: View {
            let title: String
            func make(label: String) -> some View {
                Button(label) { }
            }
            var body: some View {
                Button(title) { }
                Button(makeTitle()) { }
                Button("A" + "B") { }
                Button { } label: { VStack { Text("One"); Text("Two") } }
            }
        }
        """
        #expect(titles(code) == [nil, nil, nil, nil, nil])
    }

    @Test func aShadowedConstantIsNotResolved() {
        let code = """
        import SwiftUI
        let title = "Save"
        func make(title: String) -> some View { Button(title) { } }
        """
        #expect(titles(code) == [nil])
    }

    @Test func importsDecideTheFramework() {
        #expect(sites("import Foundation\nlet b = Button(\"Save\") { }").isEmpty)
        #expect(sites("import UIKit\nlet b = Button(\"Save\") { }").isEmpty)
        #expect(sites("import SwiftCrossUI\nlet b = Button(\"Save\") { }").count == 1)
        #expect(sites("import SwiftUI\nlet a = UIAlertAction(title: \"Save\", style: .default)").isEmpty)
    }

    @Test func caseEditsRewriteOnlyLetters() throws {
        let code = "import SwiftUI\nlet b = Button(\"save \\u{E9}t\\(x) draft\") { }"
        let title = try #require(sites(code).first?.title)
        #expect(title.text.text == "save ét\u{FFFC} draft")
        let edits = try #require(title.text.caseEdits(to: "Save ét\u{FFFC} Draft"))
        #expect(edits.count == 2)
        #expect(title.text.caseEdits(to: "save Ét\u{FFFC} draft") == nil)
        // A letter written as two bytes is replaced by its capital's two (encoded from the scalar).
        let written = try #require(sites("import SwiftUI\nlet b = Button(\"été \\(x)\") { }").first?.title)
        let capital = try #require(written.text.caseEdits(to: "Été \u{FFFC}"))
        #expect(capital.map(\.replacement) == [Array("É".utf8)])
        #expect(capital.first.map { $0.range.count } == 2)
    }

    @Test func eachScalarKnowsItsBytesAcrossSeveralRuns() throws {
        // Three runs of file text around an escape and an interpolation; a plain literal's one run.
        let code = "import SwiftUI\nlet b = Button(\"ab\\u{E9}cd\\(x)é f\") { }\nlet c = Button(\"Save\") { }"
        let found = sites(code)
        let title = try #require(found.first?.title)
        let bytes = Array(code.utf8)
        let start = try #require(bytes.firstIndex(of: UInt8(ascii: "a")))
        #expect(title.text.text == "abécd\u{FFFC}é f")
        let sources = title.text.scalarSources
        #expect(sources.count == 9)
        #expect(sources[0] == start..<start + 1 && sources[1] == start + 1..<start + 2)
        #expect(sources[2] == nil)  // `\u{E9}`
        #expect(sources[3] == start + 8..<start + 9 && sources[4] == start + 9..<start + 10)
        #expect(sources[5] == nil)  // the interpolation
        #expect(sources[6] == start + 14..<start + 16 && sources[7] == start + 16..<start + 17)
        #expect(sources[8] == start + 17..<start + 18)
        let plain = try #require(found.last?.title)
        let saveStart = code.utf8.distance(from: code.startIndex, to: try #require(code.range(of: "Save")).lowerBound)
        #expect(plain.text.scalarSources == (0..<4).map { saveStart + $0..<saveStart + $0 + 1 })
        #expect(LiteralText(unwritten: "Save").scalarSources == [nil, nil, nil, nil])
    }
}

@Suite struct ConstantResolutionTests {
    @Test(arguments: [
        // A loop variable shadows the file's constant.
        "let title = \"settings\"\nfunc rows(titles: [String]) { for title in titles { print(Button(title) { }) } }",
        // A pattern variable does too.
        "let title = \"settings\"\nfunc row(kind: Kind) { switch kind { case .named(let title): print(Button(title) { }) } }",
        // A property without a value is another declaration of the name.
        "struct Defaults { let key = \"recent files\" }\nstruct C: View { let key: String\n var body: some View { Button(key) { } } }",
        // A member of another type is not in scope.
        "struct Defaults { static let label = \"recent files\" }\nstruct C: View { var body: some View { Button(label) { } } }",
    ])
    func shadowedOrInvisibleConstantsAreNotRead(body: String) {
        #expect(titles("import SwiftUI\n" + body).allSatisfy { $0 == nil })
    }

    @Test func visibleConstantsAreRead() {
        let code = """
        import SwiftUI
        enum Titles { static let remove = "Remove Item" }
        struct C: View {
            let duplicateTitle = "Duplicate"
            var body: some View {
                Button(duplicateTitle) { }
                Button(Titles.remove) { }
            }
        }
        """
        #expect(titles(code) == ["Duplicate", "Remove Item"])
    }

    /// A parameter shadows a constant of its name however many constants the file has (a few
    /// are compared one by one, many through a set), and only that one.
    @Test(arguments: [3, 40])
    func aParameterShadowsOnlyItsNamesake(constantCount: Int) {
        let constants = (0..<constantCount).map { "let title\($0) = \"Title \($0)\"" }.joined(separator: "\n")
        let code = """
        import SwiftUI
        \(constants)
        func make(title1: String) -> some View { Button(title1) { } }
        func other() -> some View { Button(title2) { } }
        """
        #expect(titles(code) == [nil, "Title 2"])
    }
}

@Suite struct CatalogueMatchingTests {
    @Test func sameNamedMethodsOfOtherTypesAreNotSites() {
        let code = """
        import UIKit
        import SwiftUI
        func configure(segments: UISegmentedControl, item: UINavigationItem, button: UIButton) {
            segments.setTitle("first page", forSegmentAt: 0)
            item.setTitle("home screen")
            button.setTitle("Follow", for: .normal)
            cancel()
            self.destructive(Text("x"))
        }
        """
        #expect(titles(code) == ["Follow"])
    }
}

/// A role argument's value read from its tokens' bytes: the last member names the role, a list
/// is destructive when it holds `.destructive`, `nil` is plain, anything else unknown.
@Suite struct RoleReadingTests {
    @Test(arguments: [
        (#"Button("Title", role: .destructive) { }"#, ActionRole.destructive),
        (#"Button("Title", role: .cancel) { }"#, .cancel),
        (#"Button("Title", role: ButtonRole.cancel) { }"#, .cancel),
        (#"Button("Title", role: SwiftUI.ButtonRole.destructive) { }"#, .destructive),
        (#"Button("Title", role: nil) { }"#, .normal),
        (#"Button("Title", role: .destructiv) { }"#, .unknown),
        (#"Button("Title", role: .destructives) { }"#, .unknown),
        (#"Button("Title", role: .close) { }"#, .unknown),
        (#"Button("Title", role: myRole) { }"#, .unknown),
        (#"Button("Title", role: flag ? .cancel : .destructive) { }"#, .unknown),
        (#"UIAlertAction(title: "Title", style: .default) { _ in }"#, .normal),
        (#"UIAlertAction(title: "Title", style: .destructive) { _ in }"#, .destructive),
        (#"UIAlertAction(title: "Title", style: UIAlertAction.Style.cancel) { _ in }"#, .cancel),
        (#"UIAlertAction(title: "Title", style: style) { _ in }"#, .unknown),
        (#"UIAction(title: "Title", attributes: [.destructive]) { _ in }"#, .destructive),
        (#"UIAction(title: "Title", attributes: [.disabled, .destructive]) { _ in }"#, .destructive),
        (#"UIAction(title: "Title", attributes: [.disabled]) { _ in }"#, .normal),
        (#"UIAction(title: "Title", attributes: []) { _ in }"#, .normal),
        (#"UIAction(title: "Title", attributes: .destructive) { _ in }"#, .destructive),
        (#"UIAction(title: "Title", attributes: .hidden) { _ in }"#, .normal),
        (#"UIAction(title: "Title", attributes: [.destructives]) { _ in }"#, .normal),
    ])
    func rolesAreReadFromTheArgument(call: String, role: ActionRole) {
        let code = "import SwiftUI\nimport UIKit\nlet made = \(call)"
        #expect(sites(code).map(\.role) == [role], "\(call)")
    }
}
