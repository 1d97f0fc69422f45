/// Letter tests and one-to-one case mappings on single Unicode scalars.
///
/// Fixes are mapped back to source bytes scalar by scalar, so every mapping here either yields
/// exactly one scalar or nothing: "ß" has no one-scalar uppercase ("SS"), "İ" no one-scalar
/// lowercase ("i̇"), and such letters are left as they are.
///
/// Each test answers ASCII in place and leaves other scalars to a function of its own that is
/// never inlined: `Unicode.Scalar.Properties` and `Unicode.GeneralCategory` are resilient types,
/// and a function that inlines a read of them sets up their metadata and stack space on every
/// call, ASCII or not (about 400 instructions a word in `WordShape`, most of a title's cut).
enum ScalarCase {
    /// Letters, except the one that is also an emoji ("ℹ️", U+2139): in a title it is a symbol.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIUpper(scalar.value) || isASCIILower(scalar.value) }
        return isNonASCIILetter(scalar)
    }

    @inline(never)
    private static func isNonASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            !scalar.properties.isEmoji
        default: false
        }
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIUpper(scalar.value) }
        return isNonASCIIUppercase(scalar)
    }

    @inline(never)
    private static func isNonASCIIUppercase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: true
        default: false
        }
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILower(scalar.value) }
        return isNonASCIILowercase(scalar)
    }

    @inline(never)
    private static func isNonASCIILowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return isNonASCIIDigit(scalar)
    }

    @inline(never)
    private static func isNonASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .decimalNumber
    }

    /// Combining marks, which belong to the letter before them ("e\u{301}").
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        return isNonASCIIMark(scalar)
    }

    @inline(never)
    private static func isNonASCIIMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The scalar as the first letter of a capitalized word (titlecase: "ǆ" → "ǅ"), or nil when
    /// that is not exactly one scalar.
    static func capitalized(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII { return isASCIILower(scalar.value) ? Unicode.Scalar(scalar.value - 32) : scalar }
        return nonASCIIMapping(of: scalar, \.titlecaseMapping)
    }

    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII { return isASCIIUpper(scalar.value) ? Unicode.Scalar(scalar.value + 32) : scalar }
        return nonASCIIMapping(of: scalar, \.lowercaseMapping)
    }

    static func uppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII { return isASCIILower(scalar.value) ? Unicode.Scalar(scalar.value - 32) : scalar }
        return nonASCIIMapping(of: scalar, \.uppercaseMapping)
    }

    /// Whether `replacement` is `original` in another case, reachable by a one-to-one mapping.
    static func isCaseVariant(_ replacement: Unicode.Scalar, of original: Unicode.Scalar) -> Bool {
        replacement == original
            || replacement == capitalized(original)
            || replacement == uppercased(original)
            || replacement == lowercased(original)
    }

    @inline(never)
    private static func nonASCIIMapping(of scalar: Unicode.Scalar,
                                        _ mapping: KeyPath<Unicode.Scalar.Properties, String>) -> Unicode.Scalar? {
        single(scalar.properties[keyPath: mapping], of: scalar)
    }

    /// The mapping when it is one scalar and stays in the original's script: the micro sign
    /// "µ" in "µs" would otherwise capitalize to the Greek "Μ".
    private static func single(_ mapping: String, of original: Unicode.Scalar) -> Unicode.Scalar? {
        let scalars = mapping.unicodeScalars
        guard scalars.count == 1, let mapped = scalars.first else { return nil }
        return LatinScript.contains(mapped) || !LatinScript.contains(original) ? mapped : nil
    }

    /// White space, with an ASCII fast path: titles are mostly ASCII, and the Unicode property
    /// tables are the slowest part of reading one.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return isNonASCIIWhitespace(scalar)
    }

    @inline(never)
    private static func isNonASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    private static func isASCIIUpper(_ value: UInt32) -> Bool { (0x41...0x5A).contains(value) }
    private static func isASCIILower(_ value: UInt32) -> Bool { (0x61...0x7A).contains(value) }
}
