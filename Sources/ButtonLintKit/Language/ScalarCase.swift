/// Letter tests and one-to-one case mappings on single Unicode scalars.
///
/// Fixes are mapped back to source bytes scalar by scalar, so every mapping here either yields
/// exactly one scalar or nothing: "ß" has no one-scalar uppercase ("SS"), "İ" no one-scalar
/// lowercase ("i̇"), and such letters are left as they are.
///
/// Each test answers ASCII in place and reads any other scalar's Unicode properties in one
/// function that is never inlined (`nonASCIIKind`; white space and the mappings have their
/// own): the properties are costly to read, and a caller that inlined the read would pay for
/// setting it up on every call, ASCII or not.
enum ScalarCase {
    /// Letters, except the one that is also an emoji ("ℹ️", U+2139): in a title it is a symbol.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIUpper(scalar.value) || isASCIILower(scalar.value) }
        return nonASCIIKind(of: scalar).contains(.letter)
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIUpper(scalar.value) }
        return nonASCIIKind(of: scalar).contains(.uppercase)
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILower(scalar.value) }
        return nonASCIIKind(of: scalar).contains(.lowercase)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return nonASCIIKind(of: scalar).contains(.digit)
    }

    /// Combining marks, which belong to the letter before them ("e\u{301}").
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        return nonASCIIKind(of: scalar).contains(.mark)
    }

    /// What the general category of a scalar outside ASCII makes it, as bits of our own: the
    /// tests above read them inline without touching the resilient category type.
    private struct NonASCIIKind: OptionSet {
        let rawValue: UInt8
        /// A letter that is not also an emoji.
        static let letter = NonASCIIKind(rawValue: 1)
        /// Uppercase or titlecase, emoji or not.
        static let uppercase = NonASCIIKind(rawValue: 2)
        static let lowercase = NonASCIIKind(rawValue: 4)
        static let digit = NonASCIIKind(rawValue: 8)
        static let mark = NonASCIIKind(rawValue: 16)
    }

    @inline(never)
    private static func nonASCIIKind(of scalar: Unicode.Scalar) -> NonASCIIKind {
        let properties = scalar.properties
        let letter: NonASCIIKind
        switch properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: letter = .uppercase
        case .lowercaseLetter: letter = .lowercase
        case .modifierLetter, .otherLetter: letter = []
        case .decimalNumber: return .digit
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        default: return []
        }
        return properties.isEmoji ? letter : letter.union(.letter)
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

    /// White space.
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
