import Foundation
import Testing
@testable import ButtonLintKit

/// A file lexed in windows gives, window after window, exactly the tokens, literals and comments
/// of the whole file lexed at once: the lexer pauses only where no literal is open.
@Suite struct WindowedLexerTests {
    static func windowed(_ source: SourceFile, windowTokens: Int) -> (tokens: [Token], literals: [StringLiteral],
                                                                      comments: [ButtonLintKit.Comment], windows: Int) {
        source.bytes.withUnsafeBufferPointer { buffer in
            var lexer = WindowedLexer(buffer, windowTokens: windowTokens)
            var result: ([Token], [StringLiteral], [ButtonLintKit.Comment], Int) = ([], [], [], 0)
            while let window = lexer.next() {
                result.0 += window.tokens
                result.1 += window.literals
                result.2 += window.comments
                result.3 += 1
            }
            return result
        }
    }

    static func expectSame(_ source: SourceFile, windowTokens: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let whole = Lexer.lex(source)
        let parts = windowed(source, windowTokens: windowTokens)
        #expect(parts.tokens == Array(whole.tokens), "\(source.path)", sourceLocation: sourceLocation)
        #expect(parts.literals == Array(whole.literals), "\(source.path)", sourceLocation: sourceLocation)
        #expect(parts.comments == whole.comments, "\(source.path)", sourceLocation: sourceLocation)
    }

    @Test func everyCorpusFileInWindowsOfAnySizeLexesAsWhole() throws {
        for file in CorpusTests.corpusFiles() {
            let source = SourceFile(path: file.lastPathComponent, bytes: Array(try Data(contentsOf: file)))
            for windowTokens in [1, 2, 7, 100] {
                Self.expectSame(source, windowTokens: windowTokens)
            }
        }
    }

    @Test func pausesOnlyOutsideLiteralsAndInterpolations() {
        let text = #"""
            let a = "x \(f("y \(g(1, "z"))")) w" / 2
            let b = """
                multi \(line) text
                """; let r = #/a+b/#
            // comment "not a literal"
            /* block \( */ let c = x / y / z
            """#
        let source = SourceFile(path: "a.swift", text: text)
        for windowTokens in 1...12 { Self.expectSame(source, windowTokens: windowTokens) }
        // Small windows pause often (the common-token loop may run a few tokens past the size).
        #expect(Self.windowed(source, windowTokens: 1).windows >= Lexer.lex(source).tokens.count / 8)
    }
}
