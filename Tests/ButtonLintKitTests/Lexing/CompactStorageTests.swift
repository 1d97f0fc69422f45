import Testing
@testable import ButtonLintKit

/// Tokens are stored in eight bytes and plain literals in twelve; what callers read through
/// `tokens[i]` and `literals[i]` must be what was lexed, at any length and offset.
@Suite struct CompactStorageTests {
    typealias S = LexerTestSupport

    @Test func tokensReadBackAsBuilt() {
        let built = [
            Token(kind: .identifier, keyword: .return, range: 0..<6, isAtStartOfLine: true),
            Token(kind: .identifier, range: 7..<8, isAtStartOfLine: false),
            Token(kind: .stringLiteral, range: 9..<20_000_009, isAtStartOfLine: true),  // past the 24-bit length
            Token(kind: .rightBrace, range: 20_000_010..<20_000_011, isAtStartOfLine: false),
            Token(kind: .unknown, range: 4_000_000_000..<4_294_967_294, isAtStartOfLine: true),  // 32-bit offsets
        ]
        let tokens = TokenList(built)
        #expect(Array(tokens) == built)
        #expect(tokens[2].range == 9..<20_000_009)
        #expect(tokens[0].keyword == .return && tokens[1].keyword == nil)
    }

    @Test func removingTheLastTokenLeavesTheStorageToOtherCopies() {
        let lexed = S.lex("a b c")
        var shorter = lexed.tokens
        shorter.removeLast()
        #expect(shorter.count == 2)
        #expect(lexed.tokens.count == 3)
    }

    @Test func literalsReadBackAsBuilt() {
        let built = [
            StringLiteral(range: 0..<5, kind: .single, isMultiline: false, poundCount: 0,
                          segments: [.text(1..<4)], isTerminated: true),  // plain: twelve bytes
            StringLiteral(range: 6..<8, kind: .single, isMultiline: false, poundCount: 0,
                          segments: [], isTerminated: true),  // `""`, plain too
            StringLiteral(range: 9..<12, kind: .single, isMultiline: false, poundCount: 0,
                          segments: [.text(10..<12)], isTerminated: false),
            StringLiteral(range: 13..<30, kind: .raw, isMultiline: true, poundCount: 300, segments: [
                .text(20..<21), .escape(21..<24, "\u{E9}"), .escape(24..<26, nil), .interpolation(26..<28),
            ], isTerminated: true),
            StringLiteral(range: 31..<36, kind: .single, isMultiline: false, poundCount: 0,
                          segments: [.escape(32..<34, "\n")], isTerminated: true),
        ]
        let literals = LiteralList(built)
        #expect(Array(literals) == built)
        #expect(literals[3].segment(at: 1) == .escape(21..<24, "\u{E9}"))
        #expect(literals[3].segments.count == 4)
        #expect(literals[3].poundCount == 300)
    }

    @Test func lexedLiteralsOfEveryShapeKeepTheirSegments() {
        let lexed = S.lex(##"let a = ["plain", "", "x\(y)z", #"r"#, "e\n", 'q', "open"##)
        #expect(lexed.literals.map(\.kind) == [.single, .single, .single, .raw, .single, .single, .single])
        #expect(lexed.literals.map(\.isTerminated) == [true, true, true, true, true, true, false])
        #expect(S.segmentTexts(lexed.literals[0], in: lexed) == ["T:plain"])
        #expect(lexed.literals[1].segmentCount == 0)
        #expect(S.segmentTexts(lexed.literals[2], in: lexed) == ["T:x", #"I:\(y)"#, "T:z"])
        #expect(S.segmentTexts(lexed.literals[3], in: lexed) == ["T:r"])
        #expect(lexed.literals[3].poundCount == 1)
        #expect(S.segmentTexts(lexed.literals[4], in: lexed) == ["T:e", #"E:\n"#])
        #expect(S.segmentTexts(lexed.literals[5], in: lexed) == ["T:q"])
        #expect(lexed.literal(startingAt: 9)?.range == 9..<16)
    }

    @Test func commonTokensReadBackAsLexed() {
        // Names, keywords, brackets, punctuation, `.name` and ` = `, between Unicode names,
        // operators, comments and literals.
        #expect(S.tokens("a.b(c) = [d, e]; @f {g}\n\tcaféName x == .y // z\n return /r/") == [
            "identifier:a", "period:.", "identifier:b", "leftParen:(", "identifier:c", "rightParen:)",
            "operatorSymbol:=", "leftBracket:[", "identifier:d", "comma:,", "identifier:e", "rightBracket:]",
            "semicolon:;", "atSign:@", "identifier:f", "leftBrace:{", "identifier:g", "rightBrace:}",
            "identifier:caféName", "identifier:x", "operatorSymbol:==", "period:.", "identifier:y",
            "identifier:return", "regexLiteral:/r/",
        ])
        let lexed = S.lex("a\n b /* c\n */ d\u{0}e")
        #expect(lexed.tokens.map(\.isAtStartOfLine) == [false, true, true, false])
    }

    @Test func numbersAndLineCommentsReadBackAsLexed() {
        // Plain integers and line comments beside every other kind of number.
        #expect(S.tokens("f(1, 42) // c\n x[0] = 7 1.5 0x1F 3e4 t.0.1 12abc 7_000 9é 5.x 8") == [
            "identifier:f", "leftParen:(", "integerLiteral:1", "comma:,", "integerLiteral:42", "rightParen:)",
            "identifier:x", "leftBracket:[", "integerLiteral:0", "rightBracket:]", "operatorSymbol:=",
            "integerLiteral:7", "floatLiteral:1.5", "integerLiteral:0x1F", "floatLiteral:3e4", "identifier:t",
            "period:.", "integerLiteral:0", "period:.", "integerLiteral:1", "integerLiteral:12abc",
            "integerLiteral:7_000", "integerLiteral:9é", "integerLiteral:5", "period:.", "identifier:x",
            "integerLiteral:8",
        ])
        let lexed = S.lex("a // one\n1 /// two\r\n// three\n  b //")
        #expect(lexed.tokens.map(\.isAtStartOfLine) == [false, true, true])
        #expect(lexed.comments.map(\.kind) == [.line, .docLine, .line, .line])
        #expect(lexed.comments.map(\.range) == [2..<8, 11..<18, 20..<28, 33..<35])
    }

    @Test func tokensLongerThanTheLengthFieldKeepTheirEnds() {
        // Just past 16 MiB: such a name or literal keeps its end in the side list.
        let long = 1 << 24 + 10
        let name = [UInt8](repeating: UInt8(ascii: "a"), count: long)
        let text = [UInt8](repeating: UInt8(ascii: "b"), count: long)
        let lexed = S.lex(bytes: name + Array(" (\"".utf8) + text + Array("\")".utf8))
        #expect(lexed.tokens.map(\.kind) == [.identifier, .leftParen, .stringLiteral, .rightParen])
        #expect(lexed.tokens[0].range == 0..<long)
        #expect(lexed.tokens[2].range == long + 2..<2 * long + 4)
        #expect(lexed.tokens[3].range == 2 * long + 4..<2 * long + 5)
        #expect(lexed.literals[0].segments == [.text(long + 3..<2 * long + 3)])
    }

    @Test func aFileTooLargeForThirtyTwoBitOffsetsIsNotLexed() {
        let lexed = Lexer.lex(SourceFile(path: "big.swift", text: "let x = 1"), options: .init(maximumSize: 8))
        #expect(lexed.tokens.isEmpty && lexed.literals.isEmpty)
        #expect(lexed.diagnostics == [LexerDiagnostic(kind: .fileTooLarge, offset: 0)])
        #expect(!Lexer.lex(SourceFile(path: "ok.swift", text: "let x = 1"), options: .init(maximumSize: 9)).tokens.isEmpty)
    }
}
