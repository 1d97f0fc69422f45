import Foundation
import Testing
@testable import ButtonLintKit

/// No input crashes or hangs the lexer: broken encodings, stray bytes,
/// unterminated constructs, deep nesting and very long lines.
@Suite struct LexerRobustnessTests {
    typealias S = LexerTestSupport

    @Test func invalidUTF8IsReportedAndSkipped() {
        let bytes: [UInt8] = Array("let a = ".utf8) + [0xFF, 0xC3] + Array(" + \"x".utf8) + [0xE2, 0x82] + Array("y\" // \u{FF}".utf8) + [0x80]
        let lexed = S.lex(bytes: bytes)
        #expect(lexed.diagnostics.filter { $0.kind == .invalidUTF8 }.map(\.offset) == [8, 9, 15, 25])
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .operatorSymbol, .unknown, .unknown,
                                             .operatorSymbol, .stringLiteral])
        // The literal's text keeps going; the dump shows the replacement character.
        #expect(LiteralDump.render(lexed, displayPath: "t").hasSuffix("\t\"x\u{FFFD}y\"\n"))
    }

    @Test func nulBytesAndStrayCharacters() {
        let lexed = S.lex(bytes: Array("a\u{0}b \u{1}c \"x\u{0}y\" \u{7F}".utf8))
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .unknown, .identifier, .stringLiteral, .unknown])
        #expect(lexed.diagnostics.map(\.kind) == [.unexpectedCharacter, .unexpectedCharacter, .unexpectedCharacter])
        #expect(S.dumpTexts("\"x\u{0}y\"") == [#""x\u0000y""#])
    }

    @Test func byteOrderMarkIsSkipped() {
        let lexed = S.lex(bytes: [0xEF, 0xBB, 0xBF] + Array("let s = \"a\"".utf8))
        #expect(lexed.tokens.map { lexed.text(of: $0) } == ["let", "s", "=", "\"a\""])
        #expect(!lexed.tokens[0].isAtStartOfLine)
        #expect(lexed.diagnostics.isEmpty)
        #expect(LiteralDump.render(lexed, displayPath: "b") == "b\t1\t12\tsingle\t\"a\"\n")
    }

    @Test func shebangOnlyOnTheFirstLine() {
        let lexed = S.lex("#!/usr/bin/env swift\nprint(\"hi\")")
        #expect(lexed.comments.map { lexed.source.text($0.range) } == ["#!/usr/bin/env swift"])
        #expect(lexed.tokens.map(\.kind) == [.identifier, .leftParen, .stringLiteral, .rightParen])
        #expect(S.kinds("x\n#!y").contains(.unknown))
    }

    @Test func lineEndingsCRLFAndLoneCR() {
        for newline in ["\r\n", "\r", "\n"] {
            let source = ["let a = 1", "// c", "  .b(\"x\")", ""].joined(separator: newline)
            let lexed = S.lex(source)
            #expect(lexed.tokens.map(\.isAtStartOfLine) == [false, false, false, false, true, false, false, false, false])
            #expect(lexed.comments.map { lexed.source.text($0.range) } == ["// c"])
            let rendered = LiteralDump.render(lexed, displayPath: "f")
            #expect(rendered == "f\t3\t6\tsingle\t\"x\"\n", "\(Array(newline.utf8))")
        }
    }

    @Test func unterminatedBlockCommentAtEndOfFile() {
        let lexed = S.lex("a /* b /* c */ d")
        #expect(lexed.tokens.count == 1)
        #expect(lexed.comments.map(\.range) == [2..<16])
        #expect(lexed.diagnostics == [LexerDiagnostic(kind: .unterminatedComment, offset: 2)])
    }

    @Test func emptyAndTinyInputs() {
        for source in ["", "\"", "#", "/", "\\", "`", "$", "#\"", "/*", "0x", "1e", "\u{FEFF}", "\"\"\"", "#/", "\r", "(", ")", "\"\\("] {
            let lexed = S.lex(source)
            let covered = lexed.tokens.map(\.range).allSatisfy { $0.upperBound <= source.utf8.count }
            #expect(covered, "\(source)")
        }
    }

    @Test func deepNestingNeedsNoDeepRecursion() {
        let depth = 50_000
        let parens = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(S.lex(parens).tokens.count == 2 * depth)
        let mixed = String(repeating: "[{(", count: depth) + String(repeating: ")}]", count: depth)
        #expect(S.lex(mixed).tokens.count == 6 * depth)
        // "\("\("…")")": every level is a literal of its own.
        let interpolations = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let lexed = S.lex(interpolations)
        #expect(lexed.tokens.count == 1)
        #expect(lexed.literals.count == depth)
        #expect(lexed.literals.allSatisfy { $0.isTerminated })
        #expect(lexed.diagnostics.isEmpty)
        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x"
        #expect(S.lex(comments).tokens.count == 1)
        // Unclosed: everything is unterminated, nothing crashes.
        let open = S.lex(String(repeating: "\"\\((", count: depth))
        #expect(open.literals.count == depth)
        #expect(open.literals.allSatisfy { !$0.isTerminated })
    }

    @Test func longSingleLineIsLinear() {
        // 8 MB on one line, with strings, operators, regex-looking slashes and comments.
        let unit = "a = f(x) / 2 + \"s \\(y) t\" /* c */ ?? [/re/, #\"r\"#] ; "
        let source = String(repeating: unit, count: 8_000_000 / unit.utf8.count)
        let clock = ContinuousClock()
        var lexed: LexedFile?
        let elapsed = clock.measure { lexed = S.lex(source) }
        let count = source.utf8.count / unit.utf8.count
        #expect(lexed?.literals.count == 2 * count)
        #expect(lexed?.comments.count == count)
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    @Test func unterminatedMultiLineStringsDoNotRescan() {
        // Many single-line literals left open and a file-long multi-line one: still linear.
        let source = String(repeating: "let a = \"open\n", count: 100_000) + "\"\"\"\n" + String(repeating: "x\n", count: 100_000)
        let lexed = S.lex(source)
        #expect(lexed.literals.count == 100_001)
        #expect(lexed.literals.allSatisfy { !$0.isTerminated })
    }
}

/// Text the compiler's lexer reads in its own way, so that literals line up with its parser.
@Suite struct LexerCompilerParityTests {
    typealias S = LexerTestSupport

    @Test func singleQuotedTextIsReadAsALiteral() {
        let lexed = S.lex(#"x = 'it "is"' + "y""#)
        #expect(lexed.tokens.map(\.kind) == [.identifier, .operatorSymbol, .stringLiteral, .operatorSymbol, .stringLiteral])
        #expect(S.dumpTexts(#"x = 'it "is"' + "y""#) == [#""it \"is\"""#, #""y""#])
        #expect(lexed.diagnostics.map(\.kind) == [.unexpectedCharacter])
    }

    @Test func strayCharactersDoNotChangeTheTokensAroundThem() {
        // The compiler skips them as whitespace: a line break before one still puts the next token
        // at the start of its line, and `/` after one is decided by the token before it.
        let lexed = S.lex(bytes: Array("a\n\u{1}b = x \u{7F}/ y/".utf8))
        #expect(lexed.tokens.map(\.kind) == [.identifier, .unknown, .identifier, .operatorSymbol, .identifier,
                                             .unknown, .operatorSymbol, .identifier, .operatorSymbol])
        #expect(lexed.tokens[2].isAtStartOfLine)
        // A byte-order mark anywhere is whitespace.
        #expect(S.tokens("a\u{FEFF}b a \u{FEFF}b") == ["identifier:a\u{FEFF}b", "identifier:a", "identifier:b"])
        // Curly quotes: one identifier, so the quotes inside start no literal.
        #expect(S.tokens("x = \u{201C}Save \"now\"\u{201D} + 1").count == 5)
    }

    @Test func conflictMarkersAreSkippedWhole() {
        let source = "a\n<<<<<<< HEAD\nlet s = \"ours\"\n=======\nlet s = \"theirs\"\n>>>>>>> branch\nb"
        let lexed = S.lex(source)
        #expect(lexed.tokens.map { lexed.text(of: $0) } == ["a", "b"])
        #expect(lexed.literals.isEmpty)
        // Without its end it is just operators.
        #expect(S.kinds("<<<<<<< x").count == 2)
    }
}
