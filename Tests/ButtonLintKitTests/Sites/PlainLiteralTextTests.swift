import Testing
@testable import ButtonLintKit

/// A key's text is read without the byte map of `LiteralText`: it must be the same text, and nil
/// exactly where a key cannot be told (interpolation, the scalar that stands for one, no end).
@Suite struct PlainLiteralTextTests {
    private static let literals: [String] = [
        #""okay""#, #""""#, #""common.alerts.cancel""#, #""Tab\tand \"quote\" and \u{E9}""#, #""caf\u{301}e""#,
        #""naïve ✓""#, #""Delete \(count) items""#, #""\(n)""#, #""marker \u{FFFC} escaped""#,
        "\"marker \u{FFFC} written\"", ##"#"raw \n stays"#"##, ##"#"raw \#(x) interpolates"#"##,
        "\"\"\"\n    multi\n    line\n    \"\"\"", #""bad \q escape""#, #""unterminated"#,
    ]

    @Test func sameTextAsLiteralTextAndNilWhereAKeyCannotBeTold() throws {
        for code in Self.literals {
            let source = SourceFile(path: "Key.swift", text: "let key = " + code + "\n")
            let lexed = Lexer.lex(source)
            let literal = try #require(lexed.literals.count == 1 ? lexed.literal(startingAt: 10) : nil, "\(code)")
            let full = LiteralText(literal, in: source).text
            let expected = literal.isTerminated && !full.unicodeScalars.contains(LiteralText.interpolationMarker) ? full : nil
            #expect(literal.plainText(in: source) == expected, "\(code)")
        }
    }

    /// A title asked whether it is a key in place says what its `plainText` says.
    @Test func isPlainTextAgreesWithPlainText() throws {
        for code in Self.literals {
            let source = SourceFile(path: "Key.swift", text: "let key = " + code + "\n")
            let literal = try #require(Lexer.lex(source).literal(startingAt: 10), "\(code)")
            let title = LiteralText(literal, in: source)
            #expect(title.isPlainText == (title.plainText != nil), "\(code)")
            #expect(title.isPlainText == !title.text.unicodeScalars.contains(LiteralText.interpolationMarker), "\(code)")
        }
    }

    @Test func escapesAreDecodedAndInterpolationIsNoKey() throws {
        func text(_ code: String) throws -> String? {
            let source = SourceFile(path: "Key.swift", text: "let key = " + code)
            return try #require(Lexer.lex(source).literal(startingAt: 10)).plainText(in: source)
        }
        #expect(try text(#""Tab\tand \u{E9}""#) == "Tab\tand é")
        #expect(try text(#""Delete \(count) items""#) == nil)
        #expect(try text(#""marker \u{FFFC}""#) == nil)
        #expect(try text(#""open"#) == nil)
    }

    /// The marker test reads the bytes in place, in a short (inline) string and a long one.
    @Test(arguments: [
        ("okay", false), ("a \u{FFFC}", true), ("\u{FFFC}", true), ("caf\u{E9} \u{FFFD} \u{FFFF}", false),
        (String(repeating: "long ", count: 10) + "\u{FFFC}", true),
        (String(repeating: "long ", count: 10) + "\u{FFFD}", false), ("", false),
    ])
    func theInterpolationMarkerIsFoundInShortAndLongStrings(text: String, holds: Bool) {
        #expect(LiteralText.holdsInterpolationMarker(text) == holds)
        #expect(LiteralText.holdsInterpolationMarker(String(text.dropFirst(0))) == holds)
    }

    /// ASCII bytes are read as they are; any byte past ASCII leaves the text to the full decode.
    @Test func asciiTextIsTheBytesOrNil() {
        let bytes = Array("ab Save\u{E9}x".utf8)
        #expect(LiteralText.asciiText(3..<7, in: bytes) == "Save")
        #expect(LiteralText.asciiText(3..<3, in: bytes) == "")
        #expect(LiteralText.asciiText(3..<8, in: bytes) == nil)
        #expect(LiteralText.asciiText(8..<10, in: bytes) == nil)
    }
}
