/// Everything the title rules and the run's casing tally ask about one title, worked out together
/// from one cut into words: whether it is checked at all, its length, its correction in every
/// casing profile, its verb verdict and whether it reads as destructive or as a cancel.
///
/// Asked through `RuleLanguage.facts(for:)`, which remembers them per configuration
/// (`TitleMemo`). A site's facts are looked up once, when its file is analysed, and carried with
/// it to every rule and the casing tally (`CheckableTitle`). An object, so that the memo and
/// every site with the title share one copy.
public final class TitleFacts: Sendable {
    /// Why the title rules leave the title alone, or nil when it is checked.
    public let skipReason: TitleClassifier.SkipReason?
    /// Characters as `title-length` counts them (`TitleMetrics.characterCount`).
    public let characterCount: Int
    /// Words as `title-length` and the casing tally count them (`TitleMetrics.wordCount`).
    public let wordCount: Int
    /// What `VerbChecker.check` says of the title.
    public let verbVerdict: VerbVerdict
    /// `TitleRoleHints.startsWithDestructiveVerb(_:)` of the title.
    public let startsWithDestructiveVerb: Bool
    /// `TitleRoleHints.isCancelTitle(_:)` of the title.
    public let isCancelTitle: Bool
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
        let casing = CasingWork(words, keepPhrases: keepPhrases)
        corrections = CasingProfile.allCases.map(casing.correction(for:))
        verbVerdict = verbChecker.verdict(of: words)
        startsWithDestructiveVerb = roleHints.startsWithDestructiveVerb(words)
        isCancelTitle = roleHints.isCancelTitle(words)
    }

    /// The title corrected for `profile`, or nil when it is skipped or already right for it.
    public func correction(for profile: CasingProfile) -> String? {
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
