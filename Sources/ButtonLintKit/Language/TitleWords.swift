/// A title cut into words by Unicode scalar offsets, the unit every title rule works in.
///
/// A word is a run of letters and digits (with their combining marks) that may hold apostrophes
/// ("Don't"), hyphens ("Wi-Fi"), periods ("Node.js") and ampersands ("Q&A") between letters or
/// digits. An interpolation (U+FFFC) or a format specifier is an opaque word: it takes a word's
/// place but has no case. Everything else (spaces, punctuation, ellipses, symbols, emoji) only
/// separates words.
struct TitleWords {
    /// U+FFFC OBJECT REPLACEMENT CHARACTER: what an interpolation `\(…)` arrives as.
    static let interpolation: Unicode.Scalar = "\u{FFFC}"

    struct Word {
        enum Kind { case text, opaque }
        var kind: Kind
        /// Scalar offsets into `TitleWords.scalars`.
        let range: Range<Int>
        /// The part before the first hyphen; the whole word when it has none.
        let firstPart: Range<Int>
        /// The first part is not the whole word. Stored, not worked out when asked: a computed
        /// property of an array's word copied the word out (a retain and a release of its key).
        let isHyphenated: Bool
        /// A colon, a dash or the end of a sentence sits between the previous word and this one.
        var followsClauseBreak: Bool
        /// Only whitespace sits between the previous word and this one.
        var followsSpaceOnly: Bool
        /// The word as looked up in word lists (`key(of:)`), made once for every rule that asks;
        /// kept in the word, not in an array of keys beside the words (an allocation a title).
        var key: String

        init(kind: Kind, range: Range<Int>, firstPart: Range<Int>, followsClauseBreak: Bool, followsSpaceOnly: Bool, key: String) {
            self.kind = kind
            self.range = range
            self.firstPart = firstPart
            self.isHyphenated = firstPart != range
            self.followsClauseBreak = followsClauseBreak
            self.followsSpaceOnly = followsSpaceOnly
            self.key = key
        }
    }

    let scalars: [Unicode.Scalar]
    let words: [Word]
    /// Every scalar is ASCII, so each key's bytes are its word's, lowercased: a word list of
    /// ASCII words holds a key only if its `KeyFilter` may (no other spelling is equal to one).
    let isASCII: Bool

    init(_ title: String) {
        let (scalars, isASCII) = Self.scalarsTellingASCII(of: title)
        self.scalars = scalars
        self.isASCII = isASCII
        let words = Self.cut(scalars)
        self.words = words
    }

    /// Each word's key, in order: made only where a whole title is compared with phrases.
    var keys: [String] { words.map(\.key) }

    /// The title's scalars; an ASCII title's made from its bytes in one go (counting and copying
    /// a `String`'s scalar view cost about 1,000 instructions a title).
    static func scalars(of title: String) -> [Unicode.Scalar] {
        scalarsTellingASCII(of: title).scalars
    }

    /// The title's scalars and whether all are ASCII, which the bytes tell before they are read
    /// (the scalars were looked at a second time for it).
    private static func scalarsTellingASCII(of title: String) -> (scalars: [Unicode.Scalar], isASCII: Bool) {
        let ascii = title.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // Reserved and appended, not made with `unsafeUninitializedCapacity`: that one looks
            // the array's storage type up at run time (about 430 instructions a title), where
            // reserving uses the storage type compiled in. Filling the array with a scalar and
            // writing through a pointer cost half as much again as appending.
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(bytes.count)
            for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
            return scalars
        }
        if let ascii = ascii ?? nil { return (ascii, true) }
        let scalars = Array(title.unicodeScalars)
        return (scalars, scalars.allSatisfy(\.isASCII))
    }

    func text(of word: Word) -> String {
        Self.string(scalars[word.range])
    }

    func text(of range: Range<Int>) -> String {
        Self.string(scalars[range])
    }

    /// Scalars as looked up in word lists: lowercase, with ’ and ʼ as '.
    func key(of range: Range<Int>) -> String {
        WordKey.normalized(scalars[range])
    }

    static func string<S: Collection>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
        // ASCII, the usual case, is written as bytes in one go: appending scalars one by one
        // to a `String` costs far more than the rest of a title check.
        if scalars.allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: scalars.count) { buffer in
                for (index, scalar) in scalars.enumerated() { buffer[index] = UInt8(truncatingIfNeeded: scalar.value) }
                return scalars.count
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    // MARK: Cutting

    // The scalar classes below are switches, not sets: a set hashes each scalar it is asked about.
    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "'", "\u{2019}", "\u{02BC}": true
        default: false
        }
    }

    private static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "\u{2010}", "\u{2011}": true
        default: false
        }
    }

    private static func isInnerJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "&"
    }

    /// Between words these start a new clause, after which title case capitalizes.
    private static func isClauseBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ":", ".", "!", "?", "-", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}": true
        default: false
        }
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ScalarCase.isLetter(scalar) || ScalarCase.isDigit(scalar)
    }

    static func isWordOrMark(_ scalar: Unicode.Scalar) -> Bool {
        isWordCharacter(scalar) || ScalarCase.isMark(scalar)
    }

    private static func cut(_ scalars: [Unicode.Scalar]) -> [Word] {
        var words: [Word] = []
        // Room for a title's few words at once: growing from empty allocated again at 2 and 4 words.
        words.reserveCapacity(Swift.min(scalars.count / 2 + 1, 8))
        forEachWord(in: scalars) { kind, range, firstPartEnd, followsClauseBreak, followsSpaceOnly in
            words.append(Word(kind: kind, range: range, firstPart: range.lowerBound..<firstPartEnd,
                              followsClauseBreak: followsClauseBreak, followsSpaceOnly: followsSpaceOnly,
                              key: WordKey.normalized(scalars[range])))
        }
        return words
    }

    /// Each word of `units` in order: its kind, its range, where its first hyphen part ends, and
    /// whether a clause break and whether only whitespace sits between it and the word before
    /// (both false for the first word). At most one word for every two units, plus one.
    static func forEachWord<Units: RandomAccessCollection>(
        in units: Units, _ body: (Word.Kind, Range<Int>, Int, Bool, Bool) -> Void
    ) where Units.Element: TitleUnit, Units.Index == Int {
        var index = 0
        var isFirst = true
        var sawClauseBreak = false
        var sawOnlySpace = true

        func append(_ kind: Word.Kind, _ range: Range<Int>, firstPartEnd: Int) {
            body(kind, range, firstPartEnd, !isFirst && sawClauseBreak, !isFirst && sawOnlySpace)
            isFirst = false
            sawClauseBreak = false
            sawOnlySpace = true
        }

        while index < units.count {
            let scalar = units[index].titleScalar
            if scalar == interpolation || scalar == "%", let length = opaqueLength(in: units, at: index) {
                let end = gluedSuffixEnd(in: units, from: index + length)
                append(.opaque, index..<end, firstPartEnd: end)
                index = end
            } else if isWordCharacter(scalar) {
                let (end, firstPartEnd) = wordEnd(in: units, from: index)
                append(.text, index..<end, firstPartEnd: firstPartEnd)
                index = end
            } else {
                if isClauseBreak(scalar), !isPartOfEllipsis(units, index) { sawClauseBreak = true }
                if !ScalarCase.isWhitespace(scalar) { sawOnlySpace = false }
                // "%%" is a literal percent sign: step over both so the second cannot start a specifier.
                index += (scalar == "%" && index + 1 < units.count && units[index + 1].titleScalar == "%") ? 2 : 1
            }
        }
    }

    /// "Share... with Friends" pauses like "Share… with Friends"; neither ends a sentence.
    private static func isPartOfEllipsis<Units: RandomAccessCollection>(_ units: Units, _ index: Int) -> Bool
    where Units.Element: TitleUnit, Units.Index == Int {
        guard units[index].titleScalar == "." else { return false }
        return (index > 0 && units[index - 1].titleScalar == ".") || (index + 1 < units.count && units[index + 1].titleScalar == ".")
    }

    private static func opaqueLength<Units: RandomAccessCollection>(in units: Units, at index: Int) -> Int?
    where Units.Element: TitleUnit, Units.Index == Int {
        units[index].titleScalar == interpolation ? 1 : FormatSpecifier.length(in: units, at: index)
    }

    /// Letters glued to the end of an interpolation belong to it: "\(name)'s", "\(n)th" are
    /// one opaque word, not an opaque word and a word "s".
    private static func gluedSuffixEnd<Units: RandomAccessCollection>(in units: Units, from start: Int) -> Int
    where Units.Element: TitleUnit, Units.Index == Int {
        var index = start
        if index + 1 < units.count, isApostrophe(units[index].titleScalar), isWordCharacter(units[index + 1].titleScalar) {
            index += 1
        }
        guard index < units.count, isWordCharacter(units[index].titleScalar) else { return start }
        return wordEnd(in: units, from: index).end
    }

    /// Where the word starting at `start` ends, and where its first hyphen-separated part ends.
    private static func wordEnd<Units: RandomAccessCollection>(in units: Units, from start: Int) -> (end: Int, firstPartEnd: Int)
    where Units.Element: TitleUnit, Units.Index == Int {
        var index = start + 1
        var firstPartEnd: Int?
        while index < units.count {
            let scalar = units[index].titleScalar
            if isWordOrMark(scalar) {
                index += 1
                continue
            }
            let joinsNext = index + 1 < units.count && isWordCharacter(units[index + 1].titleScalar)
            guard joinsNext, isApostrophe(scalar) || isHyphen(scalar) || isInnerJoiner(scalar) else { break }
            if isHyphen(scalar), firstPartEnd == nil { firstPartEnd = index }
            index += 1
        }
        return (index, firstPartEnd ?? index)
    }
}

/// How words and phrases are compared with the word lists: lowercase, with the typographic
/// apostrophes (’ U+2019, ʼ U+02BC) as ', the Unicode hyphens (‐ U+2010, ‑ U+2011) as - and the
/// ellipsis … as "...".
enum WordKey {
    static func normalized(_ text: String) -> String {
        normalized(text.unicodeScalars)
    }

    static func normalized<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        if scalars.allSatisfy(\.isASCII) {
            // ASCII keys are lowercased as bytes, written in one go.
            return String(unsafeUninitializedCapacity: scalars.count) { buffer in
                for (index, scalar) in scalars.enumerated() {
                    let byte = UInt8(truncatingIfNeeded: scalar.value)
                    buffer[index] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                }
                return scalars.count
            }
        }
        return nonASCIIKey(scalars)
    }

    /// A key with scalars outside ASCII, in a function of its own: the case mappings' resilient
    /// types cost every caller set-up on each call when inlined, ASCII or not (see `ScalarCase`).
    @inline(never)
    private static func nonASCIIKey<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        var view = String.UnicodeScalarView()
        for scalar in scalars {
            // ASCII first: Unicode case mappings make a String per scalar.
            if scalar.isASCII {
                view.append(ScalarCase.lowercased(scalar) ?? scalar)
                continue
            }
            switch scalar {
            case "\u{2019}", "\u{02BC}": view.append("'")
            case "\u{2010}", "\u{2011}": view.append("-")
            case "\u{2026}": view.append(contentsOf: "...".unicodeScalars)
            default: view.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(view)
    }
}
