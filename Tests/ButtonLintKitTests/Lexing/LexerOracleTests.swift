import Foundation
import Testing
@testable import ButtonLintKit

/// `dump-literals` must print exactly what the compiler's parser reports for the reference files.
@Suite struct LexerOracleTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lexer-oracle")

    @Test(arguments: ["Torture", "TortureCRLF", "BOM", "Edge", "Fuzz"])
    func dumpMatchesCompilerOracle(name: String) throws {
        let source = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).swift.txt"))
        let expected = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).expected.tsv"))
        let file = SourceFile(path: "\(name).swift", bytes: Array(source))
        let lexed = Lexer.lex(file)
        let rendered = LiteralDump.render(lexed, displayPath: "\(name).swift")
        let expectedText = String(decoding: expected, as: UTF8.self)
        if rendered != expectedText {
            let got = rendered.split(separator: "\n", omittingEmptySubsequences: false)
            let want = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, pair) in zip(got, want).enumerated() where pair.0 != pair.1 {
                Issue.record("line \(index + 1):\n got: \(pair.0)\nwant: \(pair.1)")
                break
            }
            if got.count != want.count { Issue.record("got \(got.count) lines, want \(want.count)") }
        }
        #expect(rendered.utf8.elementsEqual(expected), "dump differs from \(name).expected.tsv")
        #expect(lexed.diagnostics.isEmpty)
    }

    /// swift-syntax's own lexer tokens (outside literals), in ButtonLint's token model.
    @Test(arguments: ["Edge", "Fuzz"])
    func tokensMatchSwiftSyntax(name: String) throws {
        let source = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).swift.txt"))
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("\(name).tokens.txt"), encoding: .utf8)
        let lexed = Lexer.lex(SourceFile(path: name, bytes: Array(source)))
        let rendered = lexed.tokens.map { token -> String in
            let kind: String
            switch token.kind {
            case .operatorSymbol: kind = "op"
            case .identifier, .dollarIdentifier: kind = "name"
            default: kind = "\(token.kind)"
            }
            return "\(kind) \(token.start) \(token.end) \(token.isAtStartOfLine)"
        }
        let want = expected.split(separator: "\n").map(String.init)
        for (index, pair) in zip(rendered, want).enumerated() where pair.0 != pair.1 {
            Issue.record("token \(index): got \(pair.0), want \(pair.1)")
            break
        }
        #expect(rendered.count == want.count)
    }
}
