import Foundation
import Testing
@testable import ButtonLintKit

/// A literals-only lex skips the code between literals: every file must still get exactly the
/// literals, comments, diagnostics, line starts and `dump-literals` lines of a full lex.
@Suite struct LiteralsOnlyLexingTests {
    struct Lexed: Equatable {
        var literals: [StringLiteral]
        var comments: [ButtonLintKit.Comment]
        var diagnostics: [LexerDiagnostic]
        var lineStarts: [Int]
        var dump: String
    }

    static func lexed(_ bytes: [UInt8], literalsOnly: Bool) -> Lexed {
        let source = SourceFile(path: "t.swift", bytes: bytes)
        let file = Lexer.lex(source, options: literalsOnly ? .literals : .full)
        return Lexed(literals: Array(file.literals), comments: file.comments, diagnostics: file.diagnostics,
                     lineStarts: file.lineStarts, dump: LiteralDump.render(file, displayPath: "t.swift"))
    }

    static func expectSame(_ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let skipped = lexed(bytes, literalsOnly: true)
        let full = lexed(bytes, literalsOnly: false)
        #expect(skipped == full, "\(name)", sourceLocation: sourceLocation)
    }

    @Test func keepsNoTokens() {
        let file = Lexer.lex(SourceFile(path: "t.swift", text: "let a = \"x\" + b(\"y\\(c)\")"), options: .literals)
        #expect(file.tokens.isEmpty)
        #expect(file.literals.count == 2)
    }

    @Test func regexLiteralsAndDivisionsAfterEveryKindOfToken() {
        let snippets = [
            // After names, keywords, numbers, brackets and punctuation: what the `/` is decides
            // whether the quotes after it start literals.
            "let a = b / c; let s = \"/\"", "x = return /\"a\"/ ; y = \"b\"", "f(/\"x\"/, \"y\")",
            "a = (b) / 2 / \"c\"", "let r = [/\"x\"/] ; t = try /\"y\"/ ; u = try? /\"z\"/ ; v = try! /\"w\"/",
            "func /(a: Int, b: Int) {} ; \"s\" ; operator /\"q\"/", "x.default / \"a\" / 2", "{ /\"x\"/ }",
            "a = 1.5for / \"x\"/ 2", "a = 1e+for / \"x\" / 2", "a = 0x1.8for / \"x\" / 2", "t.0.1 / \"x\" / 3",
            "self.count / \"x\" / 2", "a = $0 / \"b\" / 2", "a = $ / \"b\" / 2", "@x / \"y\" / z", "\\a / \"b\" /",
            "x = a!/\"b\"/ ; y = a? /\"c\"/ ; z = !/\"d\"/", "a = b // \"c\"\n / \"d\" / 2",
            "a = b /* \"c\" */ / \"d\" / 2", "a = b */ \"c\" / d", "a = b /*/ \"c\" */ / \"d\"/",
            "#if x / \"y\" / z\n#endif", "#if$0 / \"y\"/ z", "if x {} / \"y\" / z ; case .a: / \"b\" /",
            "x = a\r\n / \"b\" / c", "x = a\u{0B} / \"b\" / c", "  / \"a\" / ", "/\"a\"/", "a /\n\"b\"/",
            "x = #/\"a\"/# ; y = ##/\n\"b\"\n/## \"c\"", "let r = /[\"]/ ; let s = \"/\"",
            "let r = / \"a\" / ; x = (1, / \"b\" /)", "let x = (a /b) / \"c\"",
        ]
        for snippet in snippets { Self.expectSame(Array(snippet.utf8), snippet) }
    }

    @Test func everyOtherStopLexesAsTheFullLexerDoes() {
        let snippets = [
            "let s = #\"a \"b\" \\#(c) \"#; let t = ##\"x\"#\"##", "let m = \"\"\"\n  a \"q\" \\(b)\n  c\n  \"\"\"",
            "let e = \"\"; let f = \"\"\"; let g = \"", "'a \"b\"' \"c\"", "`a \"b\"` \"c\" `d", "#`x\"` \"y\"",
            "a <#p \"q\"#> \"r\" < #s \"t\"", "<<<<<<< HEAD\nlet a = \"b\n=======\nlet a = \"c\"\n>>>>>>> x\n\"d\"",
            ">>>> x\n\"a\n<<<<\n\"b\"", "let é = \"x\" ; a ÷ \"b\" ; “c \"d\" e” \"f\"", "x\u{00}#!\"a\"\n\"b\"",
            "\u{FEFF}\"a\" \u{00A0}\"b\"", "#!/usr/bin/swift \"a\"\n\"b\"", "x \u{7F} \"a\" \u{01} \"b\"",
            "\"a\\(\"b\\(c / \"d\")\")\" / \"e\"", "\"unterminated\n\"next\"", "\"a\\u{41}\\q\" \"\\(x\n\"",
            "#selector(a) / \"b\" / c ; #available / \"d\" /", "#sourceLocation(file: \"a\", line: 1) / \"b\"/",
        ]
        for snippet in snippets { Self.expectSame(Array(snippet.utf8), snippet) }
        Self.expectSame([0x22, 0x61, 0xFF, 0x22, 0x2F, 0x22, 0x62, 0x22, 0x2F, 0xC3], "broken UTF-8")
        Self.expectSame([0x2F, 0x2F, 0xFF, 0x0A, 0x22, 0x62, 0x22, 0xE2, 0x80], "broken UTF-8 in a comment")
    }

    @Test func everyCorpusFileLexesAsByTheFullLexer() throws {
        let files = CorpusTests.corpusFiles()
        #expect(!files.isEmpty)
        for file in files { Self.expectSame(Array(try Data(contentsOf: file)), file.lastPathComponent) }
    }

    @Test func randomMixesLexAsByTheFullLexer() {
        let pieces = ["a", "if", "return", "try", "func", " ", "  ", "\n", "\r\n", "\t", "1", "1.5", "0x1", "e", "+",
                      "-", ".", "(", ")", "[", "]", "{", "}", ",", ":", ";", "=", "?", "!", "*", "/", "/", "//", "/*",
                      "*/", "<", ">", "<#", "#>", "\"", "\"x\"", "\"\"\"", "\\(", "\\", "#", "##", "$0", "$", "`", "'",
                      "é", "÷", "@", "\u{0B}", "\u{00}", "<<<<<<< ", ">>>>>>> ", "=======", "#if", "#/"]
        for text in LexerTestSupport.randomMixes(of: pieces, count: 6000, seed: 17) {
            Self.expectSame(Array(text.utf8), text)
        }
    }

    @Test func randomBytesLexAsByTheFullLexer() {
        let alphabet = Array("a1 \n/\"#'`<>()\\*.=+-!?$e".utf8) + [0x00, 0x0D, 0x0B, 0x80, 0xC3, 0xA9, 0xFF]
        var state: UInt64 = 23
        for round in 0..<3000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let count = Int(state >> 57)
            var bytes: [UInt8] = []
            for _ in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            Self.expectSame(bytes, "random bytes \(round): \(bytes)")
        }
    }

    @Test func sixteenByteStopTestAgreesWithTheOneByteTest() {
        for value in 0..<256 {
            let b = UInt8(value)
            for position in 0..<16 {
                var v = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
                v[position] = b
                let stops = LiteralSkip.stops(v)
                for lane in 0..<16 {
                    let expected = lane == position ? LiteralSkip.isStop(b) : false
                    #expect((stops[lane] != 0) == expected, "byte \(value) at \(position), lane \(lane)")
                }
            }
        }
        // Between stops, only what the skip may step over: tabs, `\n`, code characters.
        let passes = (0..<256).filter { !LiteralSkip.isStop(UInt8($0)) }
        #expect(passes == [0x09, 0x0A] + Array(0x20...0x7E).filter { !"\"#'/<>`".utf8.contains(UInt8($0)) })
    }
}
