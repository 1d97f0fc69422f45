/// Checks a button title's capitalization against a casing profile and proposes the fix
/// (SPEC 1.1 `title-case`).
///
/// The fix only changes the case of single letters, one scalar for one scalar, so the rules
/// stage can map it back onto the literal's source bytes.
public struct TitleCaser: Sendable {
    public let profile: CasingProfile
    /// Configured phrases with Apple's system labels and brand spellings, whose spelling is fixed.
    let keepPhrases: KeepPhrases
    /// The caser's own memo when phrases are configured; nil for the profile's shared one.
    private let ownMemo: TitleMemo<String?>?
    /// Casers without configured phrases answer alike for a profile, so they share a memo (made
    /// on the first correction asked of a caser: the rules ask `TitleFacts`, and making these
    /// memos cost about 450,000 instructions a run).
    private static let sharedMemos = CasingProfile.allCases.map { _ in TitleMemo<String?>() }
    private var memo: TitleMemo<String?> { ownMemo ?? Self.sharedMemos[profile.index] }

    /// - Parameter keepPhrases: configured phrases (`words: keep:`) whose spelling is fixed;
    ///   Apple's system labels and brand spellings (`WordLists`) are always kept.
    public init(profile: CasingProfile, keepPhrases: [String] = []) {
        self.profile = profile
        self.keepPhrases = KeepPhrases(keepPhrases + WordLists.systemLabels + WordLists.brandSpellings)
        self.ownMemo = keepPhrases.isEmpty ? nil : TitleMemo()
    }

    /// nil when the title is skipped (see `TitleClassifier`) or already right for the profile;
    /// otherwise the corrected title, which differs from `title` only in the case of letters and
    /// has exactly the same Unicode scalars count. (The rules ask `TitleFacts`, which works out
    /// every profile's answer at once.)
    public func correction(for title: String) -> String? {
        memo.value(for: title) { title in
            guard TitleClassifier.skipReason(title) == nil else { return nil }
            return CasingWork(TitleWords(title), keepPhrases: keepPhrases).correction(for: profile)
        }
    }
}

/// What title case needs to know of a title's words whatever the profile, found once: where the
/// keep phrases are and how they are spelled, each word's lookup key and shape. Each profile's
/// correction is then one pass over the words.
struct CasingWork {
    let title: TitleWords
    /// The title's scalars with the keep phrases spelled as given.
    private let spelled: [Unicode.Scalar]
    /// Per word: its shape and the profiles that keep it lowercase, in one array (one
    /// allocation a title, not two).
    private let casings: [WordCasing]

    private struct WordCasing {
        /// The word's shape when title case may touch it, nil for an opaque word or one a keep
        /// phrase covers (left as spelled).
        var shape: WordShape?
        /// The profiles (bits by `CasingProfile.index`) that keep the word lowercase.
        var minorIn: UInt8
    }

    init(_ title: TitleWords, keepPhrases: KeepPhrases) {
        self.title = title
        var spelled = title.scalars
        let matches = keepPhrases.matches(in: title.scalars)
        var isKeptScalar: [Bool] = []
        if !matches.isEmpty {
            isKeptScalar = [Bool](repeating: false, count: spelled.count)
            for match in matches {
                for (offset, index) in match.range.enumerated() {
                    isKeptScalar[index] = true
                    let wanted = match.spelling[offset]
                    if ScalarCase.isCaseVariant(wanted, of: spelled[index]) { spelled[index] = wanted }
                }
            }
        }
        self.spelled = spelled
        // The table read once: each read of a static is a `swift_once` call.
        let minor = Self.minor
        // An ASCII key the filter rules out is not hashed: most words of a title are no minor word.
        let filtering = title.isASCII
        var casings: [WordCasing] = []
        casings.reserveCapacity(title.words.count)
        // By index, field by field: a word copied out of the array (`for word in`) was a call
        // to copy it and one to destroy it, about 90 instructions a word.
        let words = title.words
        for position in words.indices {
            let range = words[position].range
            let isLeftAsSpelled = words[position].kind != .text
                || (!isKeptScalar.isEmpty && range.contains(where: { isKeptScalar[$0] }))
            let key = words[position].key
            casings.append(WordCasing(
                shape: isLeftAsSpelled ? nil : WordShape(of: range, firstPartEnd: words[position].firstPart.upperBound, in: title.scalars),
                minorIn: filtering && !minor.filter.mayContain(key) ? 0 : minor.profiles[key] ?? 0))
        }
        self.casings = casings
    }

    /// Each minor word with the profiles that keep it lowercase (one lookup per word, not one
    /// per profile), a filter of the words (all ASCII) that rules most other words out, and the
    /// same table by packed keys for an ASCII title's words (`ASCIITitle`).
    static let minor: (profiles: [String: UInt8], filter: KeyFilter, packed: PackedWordTable<UInt8>) = {
        var profiles: [String: UInt8] = [:]
        for profile in CasingProfile.allCases {
            for word in profile.minorWords { profiles[word, default: 0] |= 1 << UInt8(profile.index) }
        }
        precondition(profiles.keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "minor words are ASCII")
        guard let packed = PackedWordTable(profiles.map { ($0.key, $0.value) }) else { preconditionFailure("minor words are short") }
        return (profiles, KeyFilter(profiles.keys), packed)
    }()

    func isMinor(at position: Int, in profile: CasingProfile) -> Bool {
        casings[position].minorIn & (1 << UInt8(profile.index)) != 0
    }

    /// The title corrected for `profile`, or nil when it is already right (the caller skips
    /// titles `TitleClassifier` leaves alone).
    func correction(for profile: CasingProfile) -> String? {
        var corrected = spelled
        for position in title.words.indices {
            guard case let .plain(firstLetter, isCapitalized) = casings[position].shape else { continue }
            let letter = corrected[firstLetter]
            switch expectedCase(at: position, profile: profile) {
            case .capitalized where !isCapitalized:
                if let upper = ScalarCase.capitalized(letter) { corrected[firstLetter] = upper }
            case .lowercase where isCapitalized:
                if let lower = ScalarCase.lowercased(letter) { corrected[firstLetter] = lower }
            default:
                break
            }
        }
        return corrected == title.scalars ? nil : TitleWords.string(corrected)
    }

    /// Whether the word is the particle of a phrasal verb right before it ("Sign In",
    /// "Logged In"), which title case capitalizes.
    func isParticle(at position: Int) -> Bool {
        guard position > 0, title.words[position].followsSpaceOnly, title.words[position - 1].kind == .text else { return false }
        let particle = title.words[position].key
        guard WordLists.particles.contains(particle) else { return false }
        return WordLists.isPhrasalVerb(title.words[position - 1].key, particle: particle)
    }
}

/// The words' fields read in place, not a word copied out (a retain and a release).
extension CasingWork: TitleCaseRules {
    var wordCount: Int { title.words.count }
    func isOpaque(at position: Int) -> Bool { title.words[position].kind == .opaque }
    func isSingleScalar(at position: Int) -> Bool { title.words[position].range.count == 1 }
    func isHyphenated(at position: Int) -> Bool { title.words[position].isHyphenated }
    func followsClauseBreak(at position: Int) -> Bool { title.words[position].followsClauseBreak }
    func followsSpaceOnly(at position: Int) -> Bool { title.words[position].followsSpaceOnly }
}
