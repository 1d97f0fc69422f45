import Testing
@testable import ButtonLintKit

/// `/` divides or opens a regex literal depending on what comes before it, exactly as the
/// compiler's lexer decides. Getting this wrong swallows the rest of a line, string literals
/// included, or invents a regex in an arithmetic expression.
@Suite struct LexerRegexTests {
    typealias S = LexerTestSupport

    @Test func divisionAfterExpressions() {
        #expect(S.kinds("a / b / c") == [.identifier, .operatorSymbol, .identifier, .operatorSymbol, .identifier])
        #expect(S.kinds("10 / 2 / 5") == [.integerLiteral, .operatorSymbol, .integerLiteral, .operatorSymbol, .integerLiteral])
        #expect(S.kinds("f(x) / g(y) / 2") == [.identifier, .leftParen, .identifier, .rightParen, .operatorSymbol,
                                               .identifier, .leftParen, .identifier, .rightParen, .operatorSymbol,
                                               .integerLiteral])
        #expect(S.kinds("a/b/c") == [.identifier, .operatorSymbol, .identifier, .operatorSymbol, .identifier])
        #expect(S.kinds("x /= 2") == [.identifier, .operatorSymbol, .integerLiteral])
        #expect(S.kinds("items.map { $0 / 2 }") == [.identifier, .period, .identifier, .leftBrace, .dollarIdentifier,
                                                   .operatorSymbol, .integerLiteral, .rightBrace])
        #expect(S.kinds("self / 2 / true") == [.identifier, .operatorSymbol, .integerLiteral, .operatorSymbol, .identifier])
    }

    @Test func regexWhereAnExpressionStarts() {
        #expect(S.tokens("x = /re/") == ["identifier:x", "operatorSymbol:=", "regexLiteral:/re/"])
        #expect(S.tokens("f(/re/)") == ["identifier:f", "leftParen:(", "regexLiteral:/re/", "rightParen:)"])
        #expect(S.tokens("[/a/, /b+/]") == ["leftBracket:[", "regexLiteral:/a/", "comma:,", "regexLiteral:/b+/", "rightBracket:]"])
        #expect(S.tokens("return /a/") == ["identifier:return", "regexLiteral:/a/"])
        #expect(S.tokens("case /a/:") == ["identifier:case", "regexLiteral:/a/", "colon::"])
    }

    @Test func aRegexHidesQuotesAndCommentMarkers() {
        let lexed = S.lex(#"let r = /say "(\w+)" \/\/ x/ // comment"#)
        #expect(lexed.literals.isEmpty)
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .operatorSymbol, .regexLiteral])
        #expect(lexed.comments.count == 1)
        // A closing `/` glued to `/` or `*` would start a comment: then it is no regex.
        #expect(!S.kinds(#"let r = /a "b" // c/"#).contains(.regexLiteral))
    }

    @Test func bareRegexMayNotStartOrEndWithSpace() {
        // After `(` a `/ ` is an operator, not a regex.
        #expect(S.kinds("f(/ a/)") == [.identifier, .leftParen, .operatorSymbol, .identifier, .operatorSymbol, .rightParen])
        #expect(S.kinds("f(/a /)") == [.identifier, .leftParen, .operatorSymbol, .identifier, .operatorSymbol, .rightParen])
        // After `=` an expression must follow, so the compiler takes `/  /` as a regex (and reports the spaces).
        #expect(S.tokens("let r = /  /") == ["identifier:let", "identifier:r", "operatorSymbol:=", "regexLiteral:/  /"])
    }

    @Test func unbalancedParenthesisMeansDivision() {
        #expect(!S.kinds("(x, /a) / 2").contains(.regexLiteral))
        #expect(S.kinds("(/(a)/)") == [.leftParen, .regexLiteral, .rightParen])
    }

    @Test func operatorDeclarationsAreNotRegexes() {
        #expect(S.tokens("func /(a: T, b: T) {}").prefix(3) == ["identifier:func", "operatorSymbol:/", "leftParen:("])
        #expect(S.tokens("prefix operator /^/") == ["identifier:prefix", "identifier:operator", "operatorSymbol:/^/"])
    }

    @Test func prefixOperatorBeforeRegex() {
        #expect(S.tokens("x = !/re/") == ["identifier:x", "operatorSymbol:=", "operatorSymbol:!", "regexLiteral:/re/"])
        #expect(S.tokens("{./a/") == ["leftBrace:{", "period:.", "regexLiteral:/a/"])
    }

    @Test func extendedRegexes() {
        #expect(S.tokens("a = #/x/y/#") == ["identifier:a", "operatorSymbol:=", "regexLiteral:#/x/y/#"])
        let source = "let r = #/\n  (?<v> [a-z]+ ) \"q\" / \n  /#\nlet s = \"after\""
        let lexed = S.lex(source)
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .operatorSymbol, .regexLiteral,
                                             .identifier, .identifier, .operatorSymbol, .stringLiteral])
        #expect(S.dumpTexts(source) == [#""after""#])
        #expect(S.tokens("##/a/#b/##") == ["regexLiteral:##/a/#b/##"])
    }

    @Test func unterminatedRegexes() {
        // A bare `/` that closes nothing is an operator.
        #expect(S.kinds("x = (/abc") == [.identifier, .operatorSymbol, .leftParen, .operatorSymbol, .identifier])
        // `#/` is always a regex; unterminated on its line it stops at the line break.
        let lexed = S.lex("x = #/abc\nlet y = \"s\"")
        #expect(lexed.tokens.map { lexed.text(of: $0) } == ["x", "=", "#/abc", "let", "y", "=", "\"s\""])
        #expect(lexed.diagnostics.map(\.kind) == [.unterminatedRegex])
        // Multi-line and unterminated at the end of the file: the regex stops at its first line break.
        let multi = S.lex("x = #/\n\"s\"\n")
        #expect(multi.tokens.map { multi.text(of: $0) } == ["x", "=", "#/", "\"s\""])
        #expect(multi.diagnostics.map(\.kind) == [.unterminatedRegex])
    }

    @Test func regexInsideInterpolation() {
        let source = #"s = "\(text.contains(/a"b/) ? "y" : "n")""#
        #expect(S.dumpTexts(source) == [#""\\(…)""#, #""y""#, #""n""#])
    }
}
