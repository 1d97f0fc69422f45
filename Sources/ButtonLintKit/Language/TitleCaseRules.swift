/// The case title case expects of each word, asked of a title's words however they are kept:
/// `CasingWork` (any title) and `ASCIITitle` (an ASCII title read from its bytes) answer the
/// questions below, and both read the same rules.
protocol TitleCaseRules {
    var wordCount: Int { get }
    func isOpaque(at position: Int) -> Bool
    /// Whether the word is one scalar long.
    func isSingleScalar(at position: Int) -> Bool
    func isHyphenated(at position: Int) -> Bool
    func followsClauseBreak(at position: Int) -> Bool
    func followsSpaceOnly(at position: Int) -> Bool
    func isMinor(at position: Int, in profile: CasingProfile) -> Bool
    /// Whether the word is the particle of a phrasal verb right before it ("Sign In",
    /// "Logged In"), which title case capitalizes.
    func isParticle(at position: Int) -> Bool
}

enum ExpectedCase { case capitalized, lowercase, either }

extension TitleCaseRules {
    func expectedCase(at position: Int, profile: CasingProfile) -> ExpectedCase {
        let followsClauseBreak = followsClauseBreak(at: position)
        let isHyphenated = isHyphenated(at: position)
        let isFirst = position == 0
        let isLast = position == wordCount - 1

        switch profile {
        case .apple, .gnome:
            if isFirst || isLast || followsClauseBreak || isHyphenated { return .capitalized }
            if isLetterLabel(at: position, profile: profile) { return .either }
            if isMinor(at: position, in: profile), !isParticle(at: position) { return .lowercase }
            return .capitalized
        case .sentence:
            // Sentence case can only be sure about the first word and about function words:
            // any other capitalized word may be a name we cannot know ("Share With Mark"), and
            // a false finding costs more than a missed one. After a colon or dash either case
            // is accepted.
            if isFirst { return .capitalized }
            if followsClauseBreak || isHyphenated || isLetterLabel(at: position, profile: profile) { return .either }
            if isMinor(at: position, in: profile) { return .lowercase }
            return .either
        }
    }

    /// Whether a one-letter word is a label ("Plan A or B", "Option A, Then B") rather than the
    /// article "a": an article is followed, after a space, by the noun it introduces.
    func isLetterLabel(at position: Int, profile: CasingProfile) -> Bool {
        guard isSingleScalar(at: position) else { return false }
        let nextPosition = position + 1
        guard nextPosition < wordCount else { return true }
        return isOpaque(at: nextPosition) || !followsSpaceOnly(at: nextPosition) || isMinor(at: nextPosition, in: profile)
    }
}

extension WordLists {
    /// Whether `verb` (a word's key, maybe inflected: "logged") and `particle` make a phrasal
    /// verb ("log in").
    static func isPhrasalVerb(_ verb: String, particle: String) -> Bool {
        VerbInflection.baseCandidates(of: verb).contains { phrasalVerbs.contains("\($0) \(particle)") }
    }
}
