/// Decides whether a title is English UI copy the title rules should check at all.
public enum TitleClassifier {
    /// Why a title is not checked.
    public enum SkipReason: String, Sendable, Equatable, CaseIterable {
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
    /// `Wi-Fi` and `Sign-In` are words (our reading; the spec lists `-` without that condition,
    /// but capitalized hyphenated words are real titles and keys are lowercase by convention).
    /// Letters inside format specifiers (`%d`, `%lld`) are not letters of the title.
    public static func skipReason(_ title: String) -> SkipReason? {
        skipReasons.value(for: title, compute: workOutSkipReason)
    }

    private static let skipReasons = TitleMemo<SkipReason?>()

    static func workOutSkipReason(_ title: String) -> SkipReason? {
        workOutSkipReason(scalars: Array(title.unicodeScalars))
    }

    /// `skipReason` of a title's scalars, worked out without the memo (`TitleFacts`, itself
    /// remembered, has the scalars at hand).
    static func workOutSkipReason(scalars: [Unicode.Scalar]) -> SkipReason? {
        let specifierScalars = scalars.contains("%") ? formatSpecifierOffsets(in: scalars) : []

        var hasLetter = false
        var hasUppercase = false
        var hasWhitespace = false
        var hasUnderscore = false
        var hasDotBetweenLetters = false
        var hasHyphenBetweenLetters = false

        for (index, scalar) in scalars.enumerated() {
            if ScalarCase.isWhitespace(scalar) { hasWhitespace = true }
            if scalar == "_" { hasUnderscore = true }
            // Asked only when there are specifiers: a set hashes every offset it is asked about.
            if !specifierScalars.isEmpty, specifierScalars.contains(index) { continue }
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

    private static func formatSpecifierOffsets(in scalars: [Unicode.Scalar]) -> Set<Int> {
        var offsets: Set<Int> = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
            } else if let length = FormatSpecifier.length(in: scalars, at: index) {
                offsets.formUnion(index..<index + length)
                index += length
            } else {
                index += 1
            }
        }
        return offsets
    }
}
