import Testing
@testable import ButtonLintKit

/// The letter, case, digit and mark tests answer as the Unicode general category says, for ASCII
/// (answered in place) and beyond (read out of line into bits), with the emoji letter "ℹ" no letter.
@Suite struct ScalarCaseTests {
    /// Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari, letterlike symbols, kana and a few
    /// scalars past the basic plane.
    static let scalars: [Unicode.Scalar] = [0..<0x0800, 0x0900..<0x0980, 0x1E00..<0x1F00, 0x2100..<0x2200,
                                            0x3040..<0x3100, 0x1D400..<0x1D420, 0x1F600..<0x1F610]
        .flatMap { $0 }.compactMap(Unicode.Scalar.init)

    @Test func testsAnswerAsTheGeneralCategory() {
        for scalar in Self.scalars {
            let category = scalar.properties.generalCategory
            let isLetterCategory = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
                .contains(category)
            let name = "U+\(String(scalar.value, radix: 16, uppercase: true))"
            #expect(ScalarCase.isLetter(scalar) == (isLetterCategory && !scalar.properties.isEmoji), "\(name)")
            #expect(ScalarCase.isUppercase(scalar) == [.uppercaseLetter, .titlecaseLetter].contains(category), "\(name)")
            #expect(ScalarCase.isLowercase(scalar) == (category == .lowercaseLetter), "\(name)")
            #expect(ScalarCase.isDigit(scalar) == (category == .decimalNumber), "\(name)")
            #expect(ScalarCase.isMark(scalar) == [.nonspacingMark, .spacingMark, .enclosingMark].contains(category), "\(name)")
        }
        #expect(!ScalarCase.isLetter("\u{2139}") && ScalarCase.isLowercase("\u{2139}"))
        #expect(ScalarCase.isLetter("é") && ScalarCase.isUppercase("ǅ") && ScalarCase.isMark("\u{301}"))
    }
}
