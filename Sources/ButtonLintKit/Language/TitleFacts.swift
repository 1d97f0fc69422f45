/// Everything the title rules and the run's casing tally ask about one title, worked out together
/// from one cut into words: whether it is checked at all, its length, its correction in every
/// casing profile, its verb verdict and whether it reads as destructive or as a cancel.
///
/// Asked through `RuleLanguage.facts(for:)`, which remembers them per configuration
/// (`TitleMemo`). A site's facts are looked up once, when its file is analysed, and carried with
/// it to every rule and the casing tally (`CheckableTitle`). An object, so that the memo and
/// every site with the title share one copy.
final class TitleFacts: Sendable {
    /// Why the title rules leave the title alone, or nil when it is checked.
    let skipReason: TitleClassifier.SkipReason?
    /// Characters as `title-length` counts them (`TitleMetrics.characterCount`).
    let characterCount: Int
    /// Words as `title-length` and the casing tally count them (`TitleMetrics.wordCount`).
    let wordCount: Int
    /// What `VerbChecker.check` says of the title.
    let verbVerdict: VerbVerdict
    /// `TitleRoleHints.startsWithDestructiveVerb(_:)` of the title.
    let startsWithDestructiveVerb: Bool
    /// `TitleRoleHints.isCancelTitle(_:)` of the title.
    let isCancelTitle: Bool
    /// `TitleCaser.correction(for:)` of each profile, by `CasingProfile.index`.
    private let corrections: [String?]

    /// The facts of `title` with a configuration's keep phrases, verb checker and role hints.
    init(_ title: String, keepPhrases: KeepPhrases, verbChecker: VerbChecker, roleHints: TitleRoleHints) {
        let words = TitleWords(title)
        skipReason = TitleClassifier.skipReason(scalars: words.scalars)
        characterCount = TitleMetrics.characterCount(of: title, words: words)
        wordCount = words.words.count
        guard skipReason == nil else {
            verbVerdict = .skipped
            startsWithDestructiveVerb = false
            isCancelTitle = false
            corrections = CasingProfile.allCases.map { _ in nil }
            return
        }
        corrections = CasingWork(words, keepPhrases: keepPhrases).corrections()
        verbVerdict = verbChecker.verdict(of: words)
        startsWithDestructiveVerb = roleHints.startsWithDestructiveVerb(words)
        isCancelTitle = roleHints.isCancelTitle(words)
    }

    /// The title corrected for `profile`, or nil when it is skipped or already right for it.
    func correction(for profile: CasingProfile) -> String? {
        corrections[profile.index]
    }
}

/// What a configuration's facts are worked out with.
final class TitleFactsMaker: Sendable {
    let keepPhrases: KeepPhrases
    let verbChecker: VerbChecker
    let roleHints: TitleRoleHints

    init(keepPhrases: KeepPhrases, verbChecker: VerbChecker, roleHints: TitleRoleHints) {
        self.keepPhrases = keepPhrases
        self.verbChecker = verbChecker
        self.roleHints = roleHints
    }

    func facts(of title: String) -> TitleFacts {
        TitleFacts(title, keepPhrases: keepPhrases, verbChecker: verbChecker, roleHints: roleHints)
    }
}

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
        let kind: Kind
        /// Scalar offsets into `TitleWords.scalars`.
        let range: Range<Int>
        /// The part before the first hyphen; the whole word when it has none.
        let firstPart: Range<Int>
        /// A colon, a dash or the end of a sentence sits between the previous word and this one.
        let followsClauseBreak: Bool
        /// Only whitespace sits between the previous word and this one.
        let followsSpaceOnly: Bool
        /// The word as looked up in word lists (`WordKey.normalized`).
        let key: String

        var isHyphenated: Bool { firstPart != range }
    }

    let scalars: [Unicode.Scalar]
    let words: [Word]
    /// Positions of the text words with at least one letter: the words that can be a verb,
    /// after leading symbols, emoji, numbers, interpolations and format specifiers.
    let letterWordPositions: [Int]

    init(_ title: String) {
        // Room for the longest case (all ASCII) at once, without counting the scalars first.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(title.utf8.count)
        // Most titles are ASCII, each byte a scalar: reading bytes is cheaper than decoding
        // scalars, which is left to the rest.
        let bytes = title.utf8.span
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 else {
                scalars.removeAll(keepingCapacity: true)
                scalars.append(contentsOf: title.unicodeScalars)
                break
            }
            scalars.append(Unicode.Scalar(byte))
        }
        let words = Self.cut(scalars)
        self.scalars = scalars
        self.words = words
        var letterWordPositions: [Int] = []
        letterWordPositions.reserveCapacity(words.count)
        for position in words.indices
        where words[position].kind == .text && scalars[words[position].range].contains(where: ScalarCase.isLetter) {
            letterWordPositions.append(position)
        }
        self.letterWordPositions = letterWordPositions
    }

    /// Each word's key, in order.
    var keys: [String] { words.map(\.key) }

    /// The title's text at `range`, as written.
    func text(of range: Range<Int>) -> String {
        Self.string(scalars[range])
    }

    /// The key of the text at `range` (`WordKey.normalized`).
    func key(of range: Range<Int>) -> String {
        WordKey.normalized(scalars[range])
    }

    /// Whether the keys of the words at `positions` begin with `sequence` (lowercase, normalized).
    func startsWith(_ sequence: [String], at positions: ArraySlice<Int>) -> Bool {
        positions.count >= sequence.count && zip(positions, sequence).allSatisfy { words[$0].key == $1 }
    }

    /// The text of `scalars`, made from their UTF-8 bytes in one go (appending scalars to a
    /// `String` one by one costs several times more).
    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Cutting

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
        // Room for the words of a usual title at once, rather than growing word by word.
        var words: [Word] = []
        words.reserveCapacity(8)
        var index = 0
        var sawClauseBreak = false
        var sawOnlySpace = true
        // Each key is written here first; one buffer serves every word.
        var keyBytes: [UInt8] = []
        keyBytes.reserveCapacity(32)

        func append(_ kind: Word.Kind, _ range: Range<Int>, firstPartEnd: Int) {
            // Both are false for the first word: nothing sits before it.
            let isFirst = words.isEmpty
            words.append(Word(kind: kind, range: range, firstPart: range.lowerBound..<firstPartEnd,
                              followsClauseBreak: !isFirst && sawClauseBreak, followsSpaceOnly: !isFirst && sawOnlySpace,
                              key: WordKey.normalized(scalars[range], writingInto: &keyBytes)))
            sawClauseBreak = false
            sawOnlySpace = true
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == interpolation || scalar == "%", let length = opaqueLength(in: scalars, at: index) {
                let end = gluedSuffixEnd(in: scalars, from: index + length)
                append(.opaque, index..<end, firstPartEnd: end)
                index = end
            } else if isWordCharacter(scalar) {
                let (end, firstPartEnd) = wordEnd(in: scalars, from: index)
                append(.text, index..<end, firstPartEnd: firstPartEnd)
                index = end
            } else {
                if isClauseBreak(scalar), !isPartOfEllipsis(scalars, index) { sawClauseBreak = true }
                if !ScalarCase.isWhitespace(scalar) { sawOnlySpace = false }
                // "%%" is a literal percent sign: step over both so the second cannot start a specifier.
                index += (scalar == "%" && index + 1 < scalars.count && scalars[index + 1] == "%") ? 2 : 1
            }
        }
        return words
    }

    /// "Share... with Friends" pauses like "Share… with Friends"; neither ends a sentence.
    private static func isPartOfEllipsis(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars[index] == "." else { return false }
        return (index > 0 && scalars[index - 1] == ".") || (index + 1 < scalars.count && scalars[index + 1] == ".")
    }

    private static func opaqueLength(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        scalars[index] == interpolation ? 1 : FormatSpecifier.length(in: scalars, at: index)
    }

    /// Letters glued to the end of an interpolation belong to it: "\(name)'s", "\(n)th" are
    /// one opaque word, not an opaque word and a word "s".
    private static func gluedSuffixEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        if index + 1 < scalars.count, isApostrophe(scalars[index]), isWordCharacter(scalars[index + 1]) {
            index += 1
        }
        guard index < scalars.count, isWordCharacter(scalars[index]) else { return start }
        return wordEnd(in: scalars, from: index).end
    }

    /// Where the word starting at `start` ends, and where its first hyphen-separated part ends.
    private static func wordEnd(in scalars: [Unicode.Scalar], from start: Int) -> (end: Int, firstPartEnd: Int) {
        var index = start + 1
        var firstPartEnd: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            if isWordOrMark(scalar) {
                index += 1
                continue
            }
            let joinsNext = index + 1 < scalars.count && isWordCharacter(scalars[index + 1])
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

    /// Written straight into UTF-8 bytes, one String at the end: words are looked up by the
    /// thousand, and a scalar array in between would be one more copy per word.
    static func normalized(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var key: [UInt8] = []
        return normalized(scalars, writingInto: &key)
    }

    /// `normalized(_:)`, with the bytes written into `key` (emptied first), so that a caller
    /// making many keys reuses one buffer.
    static func normalized(_ scalars: some Sequence<Unicode.Scalar>, writingInto key: inout [UInt8]) -> String {
        key.removeAll(keepingCapacity: true)
        key.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            switch scalar {
            case "\u{2019}", "\u{02BC}": key.append(UInt8(ascii: "'"))
            case "\u{2010}", "\u{2011}": key.append(UInt8(ascii: "-"))
            case "\u{2026}": key.append(contentsOf: "...".utf8)
            // An ASCII letter is lowered in place: reading a scalar's full mapping makes a String.
            case _ where scalar.isASCII: key.append(UInt8(truncatingIfNeeded: (ScalarCase.lowercased(scalar) ?? scalar).value))
            default: key.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
        }
        return String(decoding: key, as: UTF8.self)
    }
}

/// Checks a button title's capitalization against a casing profile and proposes the fix
/// (the `title-case` rule).
///
/// The fix only changes the case of single letters, one scalar for one scalar, so the rules
/// stage can map it back onto the literal's source bytes.
struct TitleCaser: Sendable {
    let profile: CasingProfile
    /// Configured phrases with Apple's system labels and brand spellings, whose spelling is fixed.
    let keepPhrases: KeepPhrases

    /// - Parameter keepPhrases: configured phrases (`words: keep:`) whose spelling is fixed;
    ///   Apple's system labels and brand spellings (`WordLists`) are always kept.
    init(profile: CasingProfile, keepPhrases: [String] = []) {
        self.profile = profile
        self.keepPhrases = KeepPhrases(keepPhrases + WordLists.systemLabels + WordLists.brandSpellings)
    }

    /// nil when the title is skipped (see `TitleClassifier`) or already right for the profile;
    /// otherwise the corrected title, which differs from `title` only in the case of letters and
    /// has exactly the same Unicode scalars count. (The rules ask `TitleFacts`, which works out
    /// every profile's answer at once.)
    func correction(for title: String) -> String? {
        guard TitleClassifier.skipReason(title) == nil else { return nil }
        return CasingWork(TitleWords(title), keepPhrases: keepPhrases).correction(for: profile)
    }
}

/// What title case needs to know of a title's words whatever the profile, found once: where the
/// keep phrases are and how they are spelled, each word's shape and the profiles that keep it
/// lowercase. Each profile's correction is then one pass over the words (`TitleCaseRules.swift`
/// says which case each word should have).
struct CasingWork {
    let title: TitleWords
    /// The title's scalars with the keep phrases spelled as given.
    private let spelled: [Unicode.Scalar]
    /// Whether a keep phrase's spelling changed a scalar of the title.
    private let spelledDiffers: Bool
    /// Per word: its shape when title case may touch it, nil for an opaque word or one a keep
    /// phrase covers (left as spelled).
    private let shapes: [WordShape?]
    /// Per word: the profiles (bits by `CasingProfile.index`) that keep it lowercase.
    private let minorIn: [UInt8]

    init(_ title: TitleWords, keepPhrases: KeepPhrases) {
        self.title = title
        var spelled = title.scalars
        var spelledDiffers = false
        let matches = keepPhrases.matches(in: title.scalars)
        for match in matches {
            for (offset, index) in match.range.enumerated() {
                let wanted = match.spelling[offset]
                if wanted != spelled[index], ScalarCase.isCaseVariant(wanted, of: spelled[index]) {
                    spelled[index] = wanted
                    spelledDiffers = true
                }
            }
        }
        self.spelled = spelled
        self.spelledDiffers = spelledDiffers
        shapes = title.words.indices.map { position in
            let word = title.words[position]
            guard word.kind == .text, !matches.contains(where: { $0.range.overlaps(word.range) }),
                  !Self.isUnitSymbol(at: position, of: title)
            else { return nil }
            return WordShape(of: word.range, firstPartEnd: word.firstPart.upperBound, in: title.scalars)
        }
        minorIn = title.words.map { $0.key.utf8.count > Self.longestMinorWord ? 0 : Self.minorProfiles[$0.key] ?? 0 }
    }

    /// Whether the word at `position` is a unit symbol written as the symbol is ("10 ms", "60 Hz",
    /// "\(rate) fps") right after a number or an interpolation: its case is part of its meaning
    /// ("Ms" is not milliseconds), so title case leaves it as written.
    /// The word before is looked at first: it is rarely a number, and the word's text is made
    /// only then.
    private static func isUnitSymbol(at position: Int, of title: TitleWords) -> Bool {
        guard position > 0, title.words[position].followsSpaceOnly else { return false }
        let previous = position - 1
        guard title.words[previous].kind == .opaque
                || title.scalars[title.words[previous].range].allSatisfy({ ScalarCase.isDigit($0) || $0 == "." || $0 == "," })
        else { return false }
        return WordLists.unitSymbols.contains(title.text(of: title.words[position].range))
    }

    /// Each minor word with the profiles that keep it lowercase (one lookup per word, not one
    /// per profile).
    private static let minorProfiles: [String: UInt8] = {
        var profiles: [String: UInt8] = [:]
        for profile in CasingProfile.allCases {
            for word in profile.minorWords { profiles[word, default: 0] |= 1 << UInt8(profile.index) }
        }
        return profiles
    }()

    /// Bytes in the longest minor word: a longer word is not looked up.
    private static let longestMinorWord = minorProfiles.keys.map(\.utf8.count).max() ?? 0

    func isMinor(at position: Int, in profile: CasingProfile) -> Bool {
        minorIn[position] & (1 << UInt8(profile.index)) != 0
    }

    /// The title corrected for `profile`, or nil when it is already right (the caller skips
    /// titles `TitleClassifier` leaves alone).
    func correction(for profile: CasingProfile) -> String? {
        correctedScalars(for: profile).map(TitleWords.string)
    }

    /// `correction(for:)` of every profile, by `CasingProfile.index`. Profiles often correct a
    /// title alike (Apple's and GNOME's differ only on a few prepositions), and then share one
    /// `String` rather than each making its own.
    func corrections() -> [String?] {
        var corrections: [String?] = []
        corrections.reserveCapacity(CasingProfile.allCases.count)
        var made: [(scalars: [Unicode.Scalar], text: String)] = []
        for profile in CasingProfile.allCases {
            guard let scalars = correctedScalars(for: profile) else {
                corrections.append(nil)
                continue
            }
            if let same = made.first(where: { $0.scalars == scalars }) {
                corrections.append(same.text)
            } else {
                let text = TitleWords.string(scalars)
                made.append((scalars, text))
                corrections.append(text)
            }
        }
        return corrections
    }

    /// The scalars of `correction(for:)`, or nil when the title is already right. Only first
    /// letters of words outside the keep phrases change here, and the keep phrases' spelling
    /// only inside them, so the title is right exactly when neither changed a scalar.
    private func correctedScalars(for profile: CasingProfile) -> [Unicode.Scalar]? {
        var corrected = spelled
        var changed = spelledDiffers
        for position in title.words.indices {
            guard case let .plain(firstLetter, isCapitalized) = shapes[position] else { continue }
            let letter = corrected[firstLetter]
            let wanted: Unicode.Scalar?
            switch expectedCase(at: position, profile: profile) {
            case .capitalized where !isCapitalized: wanted = ScalarCase.capitalized(letter)
            case .lowercase where isCapitalized: wanted = ScalarCase.lowercased(letter)
            default: wanted = nil
            }
            if let wanted, wanted != letter {
                corrected[firstLetter] = wanted
                changed = true
            }
        }
        return changed ? corrected : nil
    }
}

extension CasingProfile {
    /// Where the profile is in `allCases`.
    var index: Int {
        switch self {
        case .apple: 0
        case .gnome: 1
        case .sentence: 2
        }
    }
}
