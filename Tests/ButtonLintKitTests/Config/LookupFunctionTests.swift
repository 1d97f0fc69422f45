import Testing
@testable import ButtonLintKit

/// `lookup-functions`: an app's own lookup wrappers (`L("Always Allow")`, `tr(key:)`) read as
/// keys into the catalogs, validated like every other key.
@Suite struct LookupFunctionTests {
    @Test func aNameOrAMapDeclaresAFunction() throws {
        let configuration = try ConfigurationDecoderTests.decode("""
            lookup-functions:
              - L
              - call: tr
                key: key
                table: table
                value: fallback
              - {call: loc, key: _}
            """)
        #expect(configuration.lookupFunctions == [
            LookupFunction(call: "L"),
            LookupFunction(call: "tr", key: "key", table: "table", value: "fallback"),
            LookupFunction(call: "loc"),
        ])
        // A nested file adds its functions to its parent's.
        let nested = try ConfigurationDecoderTests.decode("lookup-functions: [T]", over: configuration)
        #expect(nested.lookupFunctions.map(\.call) == ["L", "tr", "loc", "T"])
    }

    @Test(arguments: [
        ("lookup-functions: L", 1, 19, "'lookup-functions' must be a list of functions"),
        ("lookup-functions: ['L(x)']", 1, 20, "'L(x)' is not a function name"),
        ("lookup-functions:\n  - call: tr\n    kee: key", 3, 5, "unknown key 'kee' in a lookup function; did you mean 'key'?"),
        ("lookup-functions:\n  - key: key", 2, 5, "a lookup function needs 'call'"),
        ("lookup-functions:\n  - call: tr\n    table: _", 3, 12, "'table' must be an argument label, not '_'"),
        ("lookup-functions:\n  - [L]", 2, 5, "expected a function's name or a map"),
        ("lookup-function: [L]", 1, 1, "unknown key 'lookup-function'; did you mean 'lookup-functions'?"),
    ] as [(String, Int, Int, String)])
    func everyMistakeNamesItsLine(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(ConfigurationDecoderTests.failure(text), "no error for:\n\(text)")
        #expect(error.line == line && error.column == column, "\(text): \(error)")
        #expect(error.message.contains(message), "\(text): \(error)")
    }

    @Test func aConfiguredFunctionsKeyIsLookedUp() throws {
        let index = LocalizationIndex.build(catalogPaths: ["App/en.lproj/Localizable.strings"], jobs: 1) { _ in
            Array(#""prompt.allow" = "Always allow"; "Keep Both" = "Keep Both";"#.utf8)
        }.index
        let code = """
            import UIKit
            let a = UIAlertAction(title: L("prompt.allow"), style: .default)
            let b = UIAlertAction(title: L("Allow once"), style: .default)
            let c = UIAlertAction(title: tr(key: "prompt.later", fallback: "Ask Later"), style: .default)
            let d = UIAlertAction(title: T("prompt.allow"), style: .default)
            let e = UIAlertAction(title: L("prompt.deny \\(n)"), style: .default)
            """
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Prompt.swift", text: code)))
        let catalogue = APICatalogue.standard.adding(lookupFunctions: [
            LookupFunction(call: "L"), LookupFunction(call: "tr", key: "key", value: "fallback"),
        ])
        let titles = AnalyzedFile(tree: tree, frameworks: [.uiKit], catalogue: catalogue,
                                  localization: ProjectLocalization(index: index)).sites.map(\.title)
        #expect(titles.map { $0?.text.text } == ["Always allow", "Allow once", "Ask Later", nil, nil])
        #expect(titles[0]?.origin == .catalog)
    }
}
