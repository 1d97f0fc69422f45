import Foundation
import Testing
@testable import ButtonLintKit

/// A file lexed in windows gives, window after window, exactly the tokens, literals and comments
/// of the whole file lexed at once: the lexer pauses only where no literal is open.
@Suite struct LexerWindowTests {
    static func windowed(_ source: SourceFile, windowTokens: Int) -> (tokens: [Token], literals: [StringLiteral],
                                                                      comments: [ButtonLintKit.Comment], windows: Int) {
        var result: ([Token], [StringLiteral], [ButtonLintKit.Comment], Int) = ([], [], [], 0)
        var sawLast = false
        let finished = Lexer.lex(source, windowTokens: windowTokens) { window in
            #expect(!sawLast)
            sawLast = window.isLast
            result.0 += window.tokens
            result.1 += window.literals
            result.2 += window.comments
            result.3 += 1
            return true
        }
        #expect(finished && sawLast)
        return result
    }

    @Test func stopsWhenTheCallerStops() {
        let source = SourceFile(path: "a.swift", text: "let a = 1\nlet b = \"x\"\nlet c = 3\n")
        var windows = 0
        #expect(!Lexer.lex(source, windowTokens: 2) { _ in windows += 1; return windows < 2 })
        #expect(windows == 2)
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
        // Small windows pause often (never inside a literal, so a window may hold more).
        #expect(Self.windowed(source, windowTokens: 1).windows >= Lexer.lex(source).tokens.count / 8)
    }
}
