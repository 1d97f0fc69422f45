/// Checks a button title's capitalization against a casing profile and proposes the fix
/// (the `title-case` rule).
///
/// The fix only changes the case of single letters, one scalar for one scalar, so the rules
/// stage can map it back onto the literal's source bytes.
public struct TitleCaser: Sendable {
    public let profile: CasingProfile
    /// Configured phrases with Apple's system labels and brand spellings, whose spelling is fixed.
    let keepPhrases: KeepPhrases

    /// - Parameter keepPhrases: configured phrases (`words: keep:`) whose spelling is fixed;
    ///   Apple's system labels and brand spellings (`WordLists`) are always kept.
    public init(profile: CasingProfile, keepPhrases: [String] = []) {
        self.profile = profile
        self.keepPhrases = KeepPhrases(keepPhrases + WordLists.systemLabels + WordLists.brandSpellings)
    }

    /// nil when the title is skipped (see `TitleClassifier`) or already right for the profile;
    /// otherwise the corrected title, which differs from `title` only in the case of letters and
    /// has exactly the same Unicode scalars count. (The rules ask `TitleFacts`, which works out
    /// every profile's answer at once.)
    public func correction(for title: String) -> String? {
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
    /// Per word: its shape when title case may touch it, nil for an opaque word or one a keep
    /// phrase covers (left as spelled).
    private let shapes: [WordShape?]
    /// Per word: the profiles (bits by `CasingProfile.index`) that keep it lowercase.
    private let minorIn: [UInt8]

    init(_ title: TitleWords, keepPhrases: KeepPhrases) {
        self.title = title
        var spelled = title.scalars
        let matches = keepPhrases.matches(in: title.scalars)
        for match in matches {
            for (offset, index) in match.range.enumerated() {
                let wanted = match.spelling[offset]
                if ScalarCase.isCaseVariant(wanted, of: spelled[index]) { spelled[index] = wanted }
            }
        }
        self.spelled = spelled
        shapes = title.words.map { word in
            guard word.kind == .text, !matches.contains(where: { $0.range.overlaps(word.range) }) else { return nil }
            return WordShape(of: word.range, firstPartEnd: word.firstPart.upperBound, in: title.scalars)
        }
        minorIn = title.words.map { $0.key.utf8.count > Self.longestMinorWord ? 0 : Self.minorProfiles[$0.key] ?? 0 }
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
        var corrected = spelled
        for position in title.words.indices {
            guard case let .plain(firstLetter, isCapitalized) = shapes[position] else { continue }
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
