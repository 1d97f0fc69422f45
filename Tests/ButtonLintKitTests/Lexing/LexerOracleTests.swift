import Foundation
import Testing
@testable import ButtonLintKit

/// `dump-literals` must print exactly what the compiler's parser reports for the reference files.
@Suite struct LexerOracleTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lexer-oracle")

    @Test(arguments: ["Torture", "TortureCRLF", "BOM"])
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
}
