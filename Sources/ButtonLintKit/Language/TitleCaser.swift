/// Checks a button title's capitalization against a casing profile and proposes the fix
/// (SPEC 1.1 `title-case`).
///
/// The fix only changes the case of single letters, one scalar for one scalar, so the rules
/// stage can map it back onto the literal's source bytes.
public struct TitleCaser: Sendable {
    public let profile: CasingProfile
    private let keepPhrases: KeepPhrases
    private let memo: TitleMemo<String?>
    /// Casers without configured phrases answer alike for a profile, so they share a memo: the
    /// `title-case` rule and the run's casing tally then work a title out once, not twice.
    private static let sharedMemos = Dictionary(uniqueKeysWithValues: CasingProfile.allCases.map { ($0, TitleMemo<String?>()) })

    /// - Parameter keepPhrases: configured phrases (`words: keep:`) whose spelling is fixed;
    ///   Apple's system labels and brand spellings (`WordLists`) are always kept.
    public init(profile: CasingProfile, keepPhrases: [String] = []) {
        self.profile = profile
        self.keepPhrases = KeepPhrases(keepPhrases + WordLists.systemLabels + WordLists.brandSpellings)
        self.memo = keepPhrases.isEmpty ? Self.sharedMemos[profile] ?? TitleMemo() : TitleMemo()
    }

    /// nil when the title is skipped (see `TitleClassifier`) or already right for the profile;
    /// otherwise the corrected title, which differs from `title` only in the case of letters and
    /// has exactly the same Unicode scalars count.
    public func correction(for title: String) -> String? {
        memo.value(for: title, compute: workOutCorrection)
    }

    private func workOutCorrection(for title: String) -> String? {
        guard TitleClassifier.skipReason(title) == nil else { return nil }
        let words = TitleWords(title)
        var corrected = words.scalars
        var isKept = [Bool](repeating: false, count: corrected.count)

        for match in keepPhrases.matches(in: words.scalars) {
            for (offset, index) in match.range.enumerated() {
                isKept[index] = true
                let wanted = match.spelling[offset]
                if ScalarCase.isCaseVariant(wanted, of: corrected[index]) { corrected[index] = wanted }
            }
        }

        for position in words.words.indices where words.words[position].kind == .text {
            let word = words.words[position]
            if word.range.contains(where: { isKept[$0] }) { continue }
            guard case let .plain(firstLetter, isCapitalized) = WordShape(of: word, in: words.scalars) else { continue }
            let letter = corrected[firstLetter]
            switch expectedCase(at: position, in: words) {
            case .capitalized where !isCapitalized:
                if let upper = ScalarCase.capitalized(letter) { corrected[firstLetter] = upper }
            case .lowercase where isCapitalized:
                if let lower = ScalarCase.lowercased(letter) { corrected[firstLetter] = lower }
            default:
                break
            }
        }
        return corrected == words.scalars ? nil : TitleWords.string(corrected)
    }

    enum ExpectedCase { case capitalized, lowercase, either }

    func expectedCase(at position: Int, in title: TitleWords) -> ExpectedCase {
        let word = title.words[position]
        let isFirst = position == 0
        let isLast = position == title.words.count - 1
        let key = title.key(of: word)

        switch profile {
        case .apple, .gnome:
            if isFirst || isLast || word.followsClauseBreak || word.isHyphenated { return .capitalized }
            if isLetterLabel(at: position, in: title) { return .either }
            if profile.minorWords.contains(key), !isParticle(at: position, in: title) { return .lowercase }
            return .capitalized
        case .sentence:
            // Sentence case can only be sure about the first word and about function words:
            // any other capitalized word may be a name we cannot know ("Share With Mark"), and
            // a false finding costs more than a missed one. After a colon or dash either case
            // is accepted.
            if isFirst { return .capitalized }
            if word.followsClauseBreak || word.isHyphenated || isLetterLabel(at: position, in: title) { return .either }
            if profile.minorWords.contains(key) { return .lowercase }
            return .either
        }
    }

    /// Whether a one-letter word is a label ("Plan A or B", "Option A, Then B") rather than the
    /// article "a": an article is followed, after a space, by the noun it introduces.
    func isLetterLabel(at position: Int, in title: TitleWords) -> Bool {
        guard title.words[position].range.count == 1 else { return false }
        let nextPosition = position + 1
        guard nextPosition < title.words.count else { return true }
        let next = title.words[nextPosition]
        return next.kind == .opaque || !next.followsSpaceOnly || profile.minorWords.contains(title.key(of: next))
    }

    /// Whether the word is the particle of a phrasal verb right before it ("Sign In",
    /// "Logged In"), which title case capitalizes.
    func isParticle(at position: Int, in title: TitleWords) -> Bool {
        let word = title.words[position]
        guard position > 0, word.followsSpaceOnly, title.words[position - 1].kind == .text else { return false }
        let particle = title.key(of: word)
        guard WordLists.particles.contains(particle) else { return false }
        let verb = title.key(of: title.words[position - 1])
        return VerbInflection.baseCandidates(of: verb).contains { WordLists.phrasalVerbs.contains("\($0) \(particle)") }
    }
}
