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

    /// `skipReason` of a title's scalars (or an ASCII title's bytes), worked out without the memo
    /// (`TitleFacts`, itself remembered, has them at hand).
    static func workOutSkipReason<Units: RandomAccessCollection>(scalars: Units) -> SkipReason?
    where Units.Element: TitleUnit, Units.Index == Int {
        // The format specifiers' scalars, found by a scan that runs ahead of the loop below only
        // where it meets a "%": no set of their offsets is made, or hashed for every scalar.
        var specifiers = FormatSpecifierScan()

        var hasLetter = false
        var hasUppercase = false
        var hasWhitespace = false
        var hasUnderscore = false
        var hasDotBetweenLetters = false
        var hasHyphenBetweenLetters = false

        for index in 0..<scalars.count {
            let scalar = scalars[index].titleScalar
            if ScalarCase.isWhitespace(scalar) { hasWhitespace = true }
            if scalar == "_" { hasUnderscore = true }
            if specifiers.covers(index, in: scalars) { continue }
            if ScalarCase.isLetter(scalar) {
                hasLetter = true
                if ScalarCase.isUppercase(scalar) { hasUppercase = true }
                if !LatinScript.contains(scalar) { return .nonLatinScript }
            }
            if scalar == "." || scalar == "-", index > 0, index + 1 < scalars.count,
               ScalarCase.isLetter(scalars[index - 1].titleScalar), ScalarCase.isLetter(scalars[index + 1].titleScalar) {
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
}

/// Which scalars of a title belong to format specifiers, asked in order of offset: a scan from
/// the start that steps over "%%" and over each specifier, advanced as far as the offset asked.
private struct FormatSpecifierScan {
    /// Where the scan goes on.
    private var next = 0
    /// The last specifier the scan passed over.
    private var specifier = 0..<0

    /// Whether the scalar at `index` is part of a specifier; `index` never goes down between calls.
    mutating func covers<Units: RandomAccessCollection>(_ index: Int, in units: Units) -> Bool
    where Units.Element: TitleUnit, Units.Index == Int {
        while next <= index {
            if units[next].titleScalar != "%" {
                next += 1
            } else if next + 1 < units.count, units[next + 1].titleScalar == "%" {
                next += 2
            } else if let length = FormatSpecifier.length(in: units, at: next) {
                specifier = next..<next + length
                next += length
            } else {
                next += 1
            }
        }
        return specifier.contains(index)
    }
}
