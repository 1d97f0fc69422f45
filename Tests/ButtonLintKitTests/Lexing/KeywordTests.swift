import Testing
@testable import ButtonLintKit

/// The lexer classifies each identifier once against the one keyword table and stores the
/// keyword in its token; the parser reads it from there.
@Suite struct KeywordTests {
    typealias S = LexerTestSupport

    @Test func everyKeywordIsClassifiedInItsToken() {
        for keyword in Keyword.allCases {
            let lexed = S.lex("x \(keyword.rawValue) y")
            #expect(lexed.tokens.map(\.keyword) == [nil, keyword, nil], "\(keyword)")
        }
    }

    @Test func nearMissesAndOtherSpellingsAreNoKeywords() {
        let words = "classes clas Class `class` self Self super _if if_ iff forEach asx a b nonisolatedx associatedtypes"
        let lexed = S.lex(words)
        #expect(lexed.tokens.count == 16)
        #expect(lexed.tokens.allSatisfy { $0.keyword == nil })
    }

    @Test func onlyIdentifierTokensCarryAKeyword() {
        let lexed = S.lex("#if x\n\"if\" // if\n#available(iOS 17, *) #func")
        #expect(lexed.tokens.allSatisfy { $0.keyword == nil })
    }

    @Test func keywordsAtTheEndOfTheBufferAreClassified() {
        // The last bytes of a file cannot be read eight at a time.
        #expect(S.lex("return").tokens.first?.keyword == .return)
        #expect(S.lex("x in").tokens.last?.keyword == .in)
        #expect(S.lex("precedencegroup").tokens.first?.keyword == .precedencegroup)
    }

    @Test func theKeywordDecidesWhatASlashStarts() {
        // After `return` a `/` starts a regex; after `true` or a contextual keyword it divides.
        #expect(S.kinds("return / a /") == [.identifier, .regexLiteral])
        #expect(S.kinds("in / a /") == [.identifier, .regexLiteral])
        #expect(S.kinds("true / a /") == [.identifier, .operatorSymbol, .identifier, .operatorSymbol])
        #expect(S.kinds("some / a /") == [.identifier, .operatorSymbol, .identifier, .operatorSymbol])
        #expect(S.kinds("func /(a: A, b: B)").prefix(2) == [.identifier, .operatorSymbol])
    }
}
