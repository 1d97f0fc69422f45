import Testing
@testable import ButtonLintKit

/// SwiftUI's own lookup of a view's literal (`Button("okay")`) is read by `implicitKeyTitle`, a
/// shorter path than `keyTitle`'s: it must give exactly what `keyTitle` gives with no table, no
/// default value and no key reference, for keys every catalog answer and literal shape covers.
@Suite struct ImplicitKeyTitleTests {
    private static let catalogs: [String: String] = [
        "App/en.lproj/Localizable.strings": #""okay" = "OK"; "delete_all" = "delete all"; "shared" = "Shared";"#
            + #""differs" = "One"; "Grüße" = "Hello"; "tab\tbed" = "Tabbed";"#,
        "Kit/en.lproj/Localizable.strings": #""shared" = "Shared"; "differs" = "Two";"#,
        "App/en.lproj/Other.strings": #""other_only" = "Other";"#,
    ]

    private static let localization = ProjectLocalization(
        index: LocalizationIndex.build(catalogPaths: Array(catalogs.keys), jobs: 1) { Array(catalogs[$0]!.utf8) }.index)

    @Test func readsAsKeyTitleWithoutTableDefaultOrReference() {
        let literals = [
            #""okay""#, #""delete_all""#, #""shared""#, #""differs""#, #""other_only""#, #""missing""#, #""""#,
            #""Grüße""#, #""tab\tbed""#, #""Delete \(count) items""#, ##"#"okay"#"##, "\"\"\"\nokay\n\"\"\"",
            #""a\u{FFFC}b""#, #""a longer title that is not inline""#,
        ]
        let code = "import SwiftUI\n" + literals.map { "let x = \($0)\n" }.joined() + "let y = \"unterminated\n"
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
        let resolver = TitleResolver(tree: tree, localization: Self.localization, frameworks: [.swiftUI])
        let keyTokens = tree.tokens.indices.filter { tree.tokens[$0].kind == .stringLiteral }
        #expect(keyTokens.count == literals.count + 1)
        var found = 0
        for token in keyTokens {
            let implicit = resolver.implicitKeyTitle(at: token)
            #expect(implicit == resolver.keyTitle(at: token, table: nil, defaultValue: nil, explicit: false),
                    "\(tree.text(token))")
            if implicit?.origin == .catalog { found += 1 }
        }
        // okay, delete_all, shared (agreed), Grüße, tab\tbed, the raw and multi-line okay.
        #expect(found == 7)
    }
}
