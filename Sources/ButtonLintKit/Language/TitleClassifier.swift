/// Decides whether a title is English UI copy the title rules should check at all.
enum TitleClassifier {
    /// Why a title is not checked.
    enum SkipReason: String, Sendable, Equatable, CaseIterable {
        /// A localization key such as `delete_button` or `settings.delete.title`.
        case localizationKey
        /// Letters outside the Latin script: another language, not English copy.
        case nonLatinScript
        /// Nothing to read: only symbols, digits, emoji, interpolations or format specifiers.
        case noLetters
    }

    /// Why `title` is not checked as English UI copy, or nil if it is checkable.
    ///
    /// A localization key has no whitespace and either an `_`, or a `.` or `-` between letters.
    /// A hyphen alone marks a key only when no letter is uppercase: `delete-button` is a key,
    /// `Wi-Fi` and `Sign-In` are words (capitalized hyphenated words are real titles, and keys are
    /// lowercase by convention).
    /// Letters inside format specifiers (`%d`, `%lld`) are not letters of the title.
    static func skipReason(_ title: String) -> SkipReason? {
        skipReason(scalars: Array(title.unicodeScalars))
    }

    /// `skipReason(_:)` of a title's scalars.
    static func skipReason(scalars: [Unicode.Scalar]) -> SkipReason? {
        // Without a percent sign (most titles) no scalar is in a specifier.
        let isInSpecifier = scalars.contains("%") ? formatSpecifierScalars(in: scalars) : nil
        var hasLetter = false
        var hasUppercase = false
        var hasWhitespace = false
        var hasUnderscore = false
        var hasDotBetweenLetters = false
        var hasHyphenBetweenLetters = false

        for index in 0..<scalars.count {
            let scalar = scalars[index]
            if ScalarCase.isWhitespace(scalar) { hasWhitespace = true }
            if scalar == "_" { hasUnderscore = true }
            if isInSpecifier?[index] == true { continue }
            if ScalarCase.isLetter(scalar) {
                hasLetter = true
                if ScalarCase.isUppercase(scalar) { hasUppercase = true }
                if !LatinScript.contains(scalar) { return .nonLatinScript }
            }
            if scalar == "." || scalar == "-", index > 0, index + 1 < scalars.count,
               ScalarCase.isLetter(scalars[index - 1]), ScalarCase.isLetter(scalars[index + 1]) {
                if scalar == "." { hasDotBetweenLetters = true } else { hasHyphenBetweenLetters = true }
            }
        }

        if !hasLetter { return .noLetters }
        if !hasWhitespace,
           hasUnderscore || hasDotBetweenLetters || (hasHyphenBetweenLetters && !hasUppercase) {
            return .localizationKey
        }
        return nil
    }

    /// Per scalar, whether it belongs to a format specifier: a scan from the start that steps
    /// over "%%" (a literal percent sign) and over each specifier.
    private static func formatSpecifierScalars(in scalars: [Unicode.Scalar]) -> [Bool] {
        var isInSpecifier = [Bool](repeating: false, count: scalars.count)
        var index = 0
        while index < scalars.count {
            if scalars[index] != "%" {
                index += 1
            } else if index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
            } else if let length = FormatSpecifier.length(in: scalars, at: index) {
                for covered in index..<index + length { isInSpecifier[covered] = true }
                index += length
            } else {
                index += 1
            }
        }
        return isInSpecifier
    }
}
