import Foundation
import Testing
@testable import ButtonLintKit

/// The common-token loop is a shortcut: every file must lex to the same tokens, literals,
/// comments and diagnostics with it as by the general step alone.
@Suite struct CommonTokenLoopTests {
    struct Lexed: Equatable {
        var tokens: [Token]
        var literals: [StringLiteral]
        var comments: [ButtonLintKit.Comment]
        var diagnostics: [LexerDiagnostic]
    }

    static func lex(_ bytes: [UInt8], commonTokenLoop: Bool) -> Lexed {
        bytes.withUnsafeBufferPointer { buffer in
            var core = LexerCore(Cursor(buffer))
            core.usesCommonTokenLoop = commonTokenLoop
            core.run()
            let tokens = TokenList(storage: core.tokens.finish())
            let literals = LiteralList(storage: core.literals.finish())
            return Lexed(tokens: Array(tokens), literals: Array(literals), comments: core.comments,
                         diagnostics: core.diagnostics)
        }
    }

    static func expectSame(_ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(lex(bytes, commonTokenLoop: true) == lex(bytes, commonTokenLoop: false), "\(name)",
                sourceLocation: sourceLocation)
    }

    @Test func operatorsNumbersAndCommentsLexAsTheGeneralStepDoes() {
        let snippets = [
            "a == b -> c ?? d ? e : f && !g <<< h x / y != z & w | v ^ u ~ t % s * r",
            "x = a + /b/ ; f -> /c/ ; y == a+/d/ ; z = a ..< b ; w = a +/e/ ; q = a + .b ; p = a */ b",
            "let v = x ?? y ? 1 : 2 // c\n/// d\r\nf(1, 42, 0x1F, 3e4, 1.5, t.0.1, 12abc, 7_000, 9é, 5.x) 8",
            "a <#p#> b < #c ; try ? x ; try? /r/ ; x ! = y ; a ? .b : c ; <<<<<<< x\n<<<<<<< y\n=======\n>>>>>>> z\n",
            "1 ==2 == 3 -> 4 ->5 ?? 6 //\n 7 /* ! */ 8 ! /9/ 10 ? /11/",
            // Bound on the left, so postfix: a `/` after it divides.
            "a! /x/ ; b? /y/ ; c- /z/ ; d->/w/ ; (e) + /v/",
        ]
        for snippet in snippets { Self.expectSame(Array(snippet.utf8), snippet) }
    }

    @Test func everyCorpusFileLexesAsByTheGeneralStep() throws {
        let files = CorpusTests.corpusFiles()
        #expect(!files.isEmpty)
        for file in files { Self.expectSame(Array(try Data(contentsOf: file)), file.lastPathComponent) }
    }

    @Test func randomMixesLexAsByTheGeneralStep() {
        let pieces = ["a", "if", " ", "  ", "\n", "\r\n", "\t", "1", "42", "0x1", "1.5", ".", "(", ")", "[", "]", "{", "}",
                      ",", ":", ";", "=", "==", "->", "?", "!", "??", "&&", "+", "-", "*", "/", "%", "<", ">", "|", "^",
                      "~", "&", "//", "///", "/*", "*/", "\"", "\"x\"", "\\(", "#", "$0", "`", "é", "@", "'", "try"]
        for text in LexerTestSupport.randomMixes(of: pieces, count: 4000, seed: 5) {
            Self.expectSame(Array(text.utf8), text)
        }
    }
}
