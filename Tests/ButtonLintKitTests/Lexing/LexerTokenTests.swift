import Testing
@testable import ButtonLintKit

/// The token stream for ordinary Swift: what the call parser builds on.
@Suite struct LexerTokenTests {
    typealias S = LexerTestSupport

    @Test func identifiersKeywordsAndPunctuation() {
        #expect(S.tokens("let x = Button(\"Save\") { save() }") == [
            "identifier:let", "identifier:x", "operatorSymbol:=", "identifier:Button", "leftParen:(",
            "stringLiteral:\"Save\"", "rightParen:)", "leftBrace:{", "identifier:save", "leftParen:(",
            "rightParen:)", "rightBrace:}",
        ])
        #expect(S.kinds("a, b: [c]; @d \\e.f") == [
            .identifier, .comma, .identifier, .colon, .leftBracket, .identifier, .rightBracket,
            .semicolon, .atSign, .identifier, .backslash, .identifier, .period, .identifier,
        ])
    }

    @Test func unicodeBacktickedAndDollarIdentifiers() {
        #expect(S.tokens("café 日本 🐶 `class` `a b` $0 $value $") == [
            "identifier:café", "identifier:日本", "identifier:🐶", "identifier:`class`",
            "identifier:`a b`", "dollarIdentifier:$0", "dollarIdentifier:$value", "identifier:$",
        ])
    }

    @Test func poundDirectivesAndKeywords() {
        #expect(S.tokens("#if DEBUG\n#elseif os(Linux)\n#else\n#endif\n#selector(f) #Preview #sourceLocation()") == [
            "poundDirective:#if", "identifier:DEBUG", "poundDirective:#elseif", "identifier:os",
            "leftParen:(", "identifier:Linux", "rightParen:)", "poundDirective:#else", "poundDirective:#endif",
            "poundKeyword:#selector", "leftParen:(", "identifier:f", "rightParen:)", "poundKeyword:#Preview",
            "poundDirective:#sourceLocation", "leftParen:(", "rightParen:)",
        ])
    }

    @Test func numbers() {
        #expect(S.tokens("42 1_000 0xFF 0o17 0b1010 3.14 1e-9 2.5E+3 0x1p-2 0x1.8p3 0xFF.description 1.description 1..<2") == [
            "integerLiteral:42", "integerLiteral:1_000", "integerLiteral:0xFF", "integerLiteral:0o17",
            "integerLiteral:0b1010", "floatLiteral:3.14", "floatLiteral:1e-9", "floatLiteral:2.5E+3",
            "floatLiteral:0x1p-2", "floatLiteral:0x1.8p3", "integerLiteral:0xFF", "period:.",
            "identifier:description", "integerLiteral:1", "period:.", "identifier:description",
            "integerLiteral:1", "operatorSymbol:..<", "integerLiteral:2",
        ])
    }

    @Test func operatorsAndPeriods() {
        #expect(S.tokens("a?.b! ?? c...d -> e == f &+ g .init x.y ≠ h") == [
            "identifier:a", "operatorSymbol:?", "period:.", "identifier:b", "operatorSymbol:!",
            "operatorSymbol:??", "identifier:c", "operatorSymbol:...", "identifier:d", "operatorSymbol:->",
            "identifier:e", "operatorSymbol:==", "identifier:f", "operatorSymbol:&+", "identifier:g",
            "period:.", "identifier:init", "identifier:x", "period:.", "identifier:y",
            "operatorSymbol:≠", "identifier:h",
        ])
        // A comment ends an operator.
        #expect(S.tokens("a+/*c*/b") == ["identifier:a", "operatorSymbol:+", "identifier:b"])
    }

    @Test func isAtStartOfLine() {
        #expect(S.lex("\n a").tokens[0].isAtStartOfLine)
        let lexed = S.lex("a b\n  c /* x\n */ d /* y */ e // z\nf")
        #expect(lexed.tokens.map(\.isAtStartOfLine) == [false, false, true, true, false, true])
    }

    @Test func postfixMemberChainAfterEndif() {
        let lexed = S.lex("Text(\"a\")\n#if DEBUG\n    .padding()\n#endif\n    .bold()")
        let rendered = lexed.tokens.map { "\($0.kind):\(lexed.text(of: $0)):\($0.isAtStartOfLine)" }
        #expect(rendered == [
            "identifier:Text:false", "leftParen:(:false", "stringLiteral:\"a\":false", "rightParen:):false",
            "poundDirective:#if:true", "identifier:DEBUG:false", "period:.:true", "identifier:padding:false",
            "leftParen:(:false", "rightParen:):false", "poundDirective:#endif:true", "period:.:true",
            "identifier:bold:false", "leftParen:(:false", "rightParen:):false",
        ])
    }

    @Test func commentKinds() {
        let lexed = S.lex("// a\n/// b\n/* c /* nested */ still */\n/** d */\n/**/ x")
        #expect(lexed.comments.map(\.kind) == [.line, .docLine, .block, .docBlock, .block])
        #expect(lexed.text(of: lexed.tokens[0]) == "x")
        #expect(lexed.source.text(lexed.comments[2].range) == "/* c /* nested */ still */")
    }

    @Test func stringTokenSpansInterpolationsAndNestedLiteralsAreListed() {
        let lexed = S.lex("f(\"a \\(g(\"b \\(c)\")) d\", x)")
        #expect(lexed.tokens.map(\.kind) == [.identifier, .leftParen, .stringLiteral, .comma, .identifier, .rightParen])
        #expect(lexed.text(of: lexed.tokens[2]) == "\"a \\(g(\"b \\(c)\")) d\"")
        #expect(lexed.literals.map { lexed.source.text($0.range) } == ["\"a \\(g(\"b \\(c)\")) d\"", "\"b \\(c)\""])
        #expect(S.segmentTexts(lexed.literals[0], in: lexed) == ["T:a ", "I:\\(g(\"b \\(c)\"))", "T: d"])
    }
}

/// The finer rules the compiler's lexer applies, which the parser relies on.
@Suite struct LexerTokenRuleTests {
    typealias S = LexerTestSupport

    @Test func postfixBangAndQuestionMarkAreOneCharacter() {
        // As in the compiler, `a!=b` is `a!` followed by `=b`.
        #expect(S.tokens("a!=b") == ["identifier:a", "operatorSymbol:!", "operatorSymbol:=", "identifier:b"])
        #expect(S.tokens("a != b") == ["identifier:a", "operatorSymbol:!=", "identifier:b"])
        #expect(S.tokens("x?.y ?? !z") == ["identifier:x", "operatorSymbol:?", "period:.", "identifier:y",
                                            "operatorSymbol:??", "operatorSymbol:!", "identifier:z"])
        #expect(S.tokens("c ? a : b") == ["identifier:c", "operatorSymbol:?", "identifier:a", "colon::", "identifier:b"])
    }

    @Test func tupleIndicesAfterAPeriod() {
        #expect(S.tokens("t.0.1") == ["identifier:t", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1"])
        #expect(S.tokens("x = 0.1") == ["identifier:x", "operatorSymbol:=", "floatLiteral:0.1"])
    }

    @Test func malformedNumbersStayOneToken() {
        #expect(S.tokens("0b102 0o9 12abc 1e 0xG 1.5e+ 0x1.8") == [
            "integerLiteral:0b102", "integerLiteral:0o9", "integerLiteral:12abc", "floatLiteral:1e",
            "integerLiteral:0xG", "floatLiteral:1.5e+", "integerLiteral:0x1.8",
        ])
        #expect(S.tokens("1.5abc 0xff.fpValue") == ["floatLiteral:1.5", "identifier:abc", "integerLiteral:0xff", "period:.",
                                                 "identifier:fpValue"])
    }

    @Test func dotOperatorsAndComments() {
        #expect(S.tokens("a...b ..<c .+. d") == ["identifier:a", "operatorSymbol:...", "identifier:b",
                                                 "operatorSymbol:..<", "identifier:c", "operatorSymbol:.+.", "identifier:d"])
        #expect(S.tokens("a+//c\nb") == ["identifier:a", "operatorSymbol:+", "identifier:b"])
        #expect(S.tokens("a */ b") == ["identifier:a", "unknown:*/", "identifier:b"])
    }

    @Test func unicodeOperatorsAndIdentifiers() {
        #expect(S.tokens("a ∘ b ⊕= c √x") == ["identifier:a", "operatorSymbol:∘", "identifier:b", "operatorSymbol:⊕=",
                                              "identifier:c", "operatorSymbol:√", "identifier:x"])
        // A combining accent continues a name; `$` may continue one too.
        #expect(S.tokens("e\u{301}t\u{E9} a$b") == ["identifier:e\u{301}t\u{E9}", "identifier:a$b"])
    }

    @Test func keywordsAreIdentifiers() {
        #expect(S.kinds("if case .some(let x) = y, x is Int { return self }") == [
            .identifier, .identifier, .period, .identifier, .leftParen, .identifier, .identifier, .rightParen,
            .operatorSymbol, .identifier, .comma, .identifier, .identifier, .identifier, .leftBrace, .identifier,
            .identifier, .rightBrace,
        ])
    }

    @Test func editorPlaceholdersAndAttributes() {
        #expect(S.tokens("f(<#name#>) @MainActor") == ["identifier:f", "leftParen:(", "identifier:<#name#>",
                                                      "rightParen:)", "atSign:@", "identifier:MainActor"])
        #expect(S.tokens("a <# b") == ["identifier:a", "operatorSymbol:<", "unknown:#", "identifier:b"])
    }

    @Test func macrosWithRawNames() {
        #expect(S.tokens("#`my macro`(1)") == ["poundKeyword:#`my macro`", "leftParen:(", "integerLiteral:1", "rightParen:)"])
        // After `#name` the name decides what may follow: `#return / x/` is a regex, as after `return`.
        #expect(S.kinds("##return / */") == [.unknown, .poundKeyword, .regexLiteral])
    }

    @Test func keyPaths() {
        #expect(S.tokens(#"\.title, \Item.name"#) == ["backslash:\\", "period:.", "identifier:title", "comma:,",
                                                      "backslash:\\", "identifier:Item", "period:.", "identifier:name"])
    }

    @Test func conditionalCompilationAroundStatements() {
        let source = """
            parts.append("a")
        #if os(macOS)
            parts.append("mac")
        #elseif os(Linux)
            parts.append("linux")
        #else
            parts.append("other")
        #endif
        """
        let lexed = S.lex(source)
        let directives = lexed.tokens.filter { $0.kind == .poundDirective }
        #expect(directives.map { lexed.text(of: $0) } == ["#if", "#elseif", "#else", "#endif"])
        #expect(directives.allSatisfy { $0.isAtStartOfLine })
        #expect(lexed.literals.count == 4)
    }

    @Test func tokensInsideInterpolationsStayOutOfTheTokenList() {
        let lexed = S.lex(#"Text("Hi \(user.name) (\(count))")"#)
        #expect(lexed.tokens.map(\.kind) == [.identifier, .leftParen, .stringLiteral, .rightParen])
    }
}

@Suite struct InnermostLiteralTests {
    @Test func findsTheLiteralAroundNestedOnes() throws {
        let code = #"let a = "A \(f("x")) \(g("y")) tail" + "next""#
        let lexed = Lexer.lex(SourceFile(path: "a.swift", text: code))
        let bytes = Array(code.utf8)
        func offset(of text: String) -> Int {
            let needle = Array(text.utf8)
            return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }!
        }
        let tail = offset(of: "tail")
        #expect(lexed.innermostLiteral(containing: tail..<tail + 4)?.range.lowerBound == offset(of: "\"A"))
        let x = offset(of: "x\"")
        #expect(lexed.innermostLiteral(containing: x..<x + 1)?.range.lowerBound == x - 1)
        let next = offset(of: "next")
        #expect(lexed.innermostLiteral(containing: next..<next + 1)?.range.lowerBound == next - 1)
        let plus = offset(of: "+")
        #expect(lexed.innermostLiteral(containing: plus..<plus + 1) == nil)
    }
}
