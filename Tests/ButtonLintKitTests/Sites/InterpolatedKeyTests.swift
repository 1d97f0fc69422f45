import Testing
@testable import ButtonLintKit

/// A `LocalizedStringKey` or `String(localized:)` literal with interpolations is looked up as the
/// key the compiler stores it under (`"post-count \(n)"` is `post-count %lld`), and a key-like one
/// no catalog holds is no title: it is never judged as written.
@Suite struct InterpolatedKeyTests {
    private static let catalog = """
        {"sourceLanguage": "en", "strings": {
          "post-count %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Show %lld posts"}}}},
          "mute %@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Mute %@"}}}},
          "speed %.1f": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Play at %.1fx"}}}},
          "get %lld of %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Get %lld of %lld"}}}},
          "share %@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Share %@"}}}},
          "share %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Share %lld"}}}},
          "Save 100%% of %@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Keep All of %@"}}}}
        }}
        """

    private static let localization = ProjectLocalization(index: LocalizationIndex.build(
        catalogPaths: ["App/Localizable.xcstrings"], jobs: 1) { _ in Array(catalog.utf8) }.index)

    private func texts(_ code: String) -> [String?] {
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: "import SwiftUI\nimport UIKit\n" + code)))
        return AnalyzedFile(tree: tree, frameworks: Framework.imported(by: tree.imports), localization: Self.localization)
            .sites.map { $0.title?.text.text }
    }

    @Test func theCompilersKeyIsLookedUp() {
        let code = """
        let a = Button("post-count \\(posts.count)") {}
        let b = Button("mute \\(user.name)") {}
        let c = Button(String(localized: "mute \\(user.name)")) {}
        let d = Button { } label: { Text("speed \\(rate, specifier: "%.1f")") }
        let e = Button("get \\(done) of \\(total)") {}
        let f = Button("Save 100% of \\(name)") {}
        """
        #expect(texts(code) == ["Show %lld posts", "Mute %@", "Mute %@", "Play at %.1fx", "Get %lld of %lld", "Keep All of %@"])
    }

    @Test func twoKeysTheValueCouldMakeAreNotRead() {
        #expect(texts("let a = Button(\"share \\(selection)\") {}") == [nil])
        // A literal's type is known: only one key is asked for.
        #expect(texts("let a = Button(\"share \\(3)\") {}") == ["Share %lld"])
        #expect(texts("let a = Button(\"share \\(\"all\")\") {}") == ["Share %@"])
    }

    @Test func aKeyLikeLiteralNoCatalogHoldsIsNoTitle() {
        let code = """
        let a = Button("post-total \\(posts.count)") {}
        let b = Button(String(localized: "menu.playback.seekForward \\(seconds)")) {}
        let c = Button("Delete \\(count) items") {}
        let d = UIAlertAction(title: NSLocalizedString("settings.clear \\(n)", comment: ""), style: .default)
        let e = UIAlertAction(title: NSLocalizedString("clear \\(n) items", value: "Clear \\(n) Items", comment: ""), style: .default)
        """
        #expect(texts(code) == [nil, nil, "Delete \u{FFFC} items", nil, "Clear \u{FFFC} Items"])
    }

    @Test func specifiersFollowWhatSyntaxTells() {
        func specifiers(_ interpolation: String) -> [String]? {
            TitleResolver.specifiers(ofInterpolation: Array(interpolation.utf8)[...])
        }
        #expect(specifiers("\\(3)") == ["%lld"])
        #expect(specifiers("\\(-1_000)") == ["%lld"])
        #expect(specifiers("\\(2.5)") == ["%lf"])
        #expect(specifiers("\\(\"text\")") == ["%@"])
        #expect(specifiers("\\(value, specifier: \"%.2f\")") == ["%.2f"])
        #expect(specifiers("\\(date, format: .dateTime)") == ["%@"])
        #expect(specifiers("\\(date, style: .date)") == ["%@"])
        #expect(specifiers("\\(count)") == nil)
        #expect(specifiers("\\(items.count)") == nil)
        #expect(TitleResolver.readsAsKey("post-count \u{FFFC}"))
        #expect(TitleResolver.readsAsKey("menu.playback.seekForward \u{FFFC}"))
        #expect(!TitleResolver.readsAsKey("Delete \u{FFFC} items"))
        #expect(!TitleResolver.readsAsKey("\u{FFFC}"))
    }
}
