import Testing
@testable import ButtonLintKit

/// The byte tests the lexer's inner loops use agree with their plain definitions.
@Suite struct LexerByteClassTests {
    @Test func identifierBodyOrDollarMatchesTheGrammar() {
        for byte in UInt8(0)..<0x80 {
            #expect(ASCII.isIdentifierBodyOrDollar(byte) == (ASCII.isIdentifierBody(byte) || byte == ASCII.dollar), "\(byte)")
        }
    }

    @Test func spaceRunsEndAtTheFirstOtherByte() {
        for length in 0..<20 {
            for tail: [UInt8] in [[], [0x09], [0x61], [0x0A]] {
                let bytes = [UInt8](repeating: 0x20, count: length) + tail
                #expect(Cursor.over(bytes) { $0.indexAfterSpaces(from: 0) } == length)
            }
        }
    }
}
