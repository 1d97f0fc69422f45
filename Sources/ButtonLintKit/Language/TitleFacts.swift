/// Everything the title rules and the run's casing tally ask about one title, worked out together
/// from one cut into words: whether it is checked at all, its length, its correction in every
/// casing profile, its verb verdict and whether it reads as destructive or as a cancel.
///
/// Asked through `RuleLanguage.facts(for:)`, which keeps them in one memo per configuration. A
/// site's facts are looked up once, when its file is analysed, and carried with it to every rule
/// and the casing tally (`CheckableTitle`); a title new to the worker costs one cut, one match of
/// the keep phrases and one pass over its words for all three profiles, instead of a cut per rule
/// and a match per profile.
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
    /// `TitleCaser.correction(for:)` of each profile: three fields, not an array (an array was
    /// an allocation and a release per new title).
    private let appleCorrection: String?
    private let gnomeCorrection: String?
    private let sentenceCorrection: String?

    /// The facts of `title` with the configuration's keep phrases, verb checker and role hints.
    init(_ title: String, keepPhrases: KeepPhrases, verbChecker: VerbChecker, roleHints: TitleRoleHints) {
        let words = TitleWords(title)
        // Worked out from the words' scalars, not through the classifier's memo: these facts
        // are remembered themselves, so a second memo would only add a lookup and a copy.
        skipReason = TitleClassifier.workOutSkipReason(scalars: words.scalars)
        characterCount = TitleMetrics.characterCount(of: title, words: words)
        wordCount = words.words.count
        if skipReason == nil {
            let casing = CasingWork(words, keepPhrases: keepPhrases)
            appleCorrection = casing.correction(for: .apple)
            gnomeCorrection = casing.correction(for: .gnome)
            sentenceCorrection = casing.correction(for: .sentence)
            let letterWords = words.letterWordPositions
            verbVerdict = verbChecker.verdict(of: words, letterWords: letterWords)
            startsWithDestructiveVerb = roleHints.startsWithDestructiveVerb(words, letterWords: letterWords)
            isCancelTitle = roleHints.isCancelTitle(words)
        } else {
            appleCorrection = nil
            gnomeCorrection = nil
            sentenceCorrection = nil
            verbVerdict = .skipped
            startsWithDestructiveVerb = false
            isCancelTitle = false
        }
    }

    /// The same facts in a new object, for another worker thread (`TitleMemo`'s shared table):
    /// each worker then counts references on its own objects.
    func copy() -> TitleFacts { TitleFacts(copying: self) }

    private init(copying other: TitleFacts) {
        skipReason = other.skipReason
        characterCount = other.characterCount
        wordCount = other.wordCount
        verbVerdict = other.verbVerdict
        startsWithDestructiveVerb = other.startsWithDestructiveVerb
        isCancelTitle = other.isCancelTitle
        appleCorrection = other.appleCorrection
        gnomeCorrection = other.gnomeCorrection
        sentenceCorrection = other.sentenceCorrection
    }

    /// The title corrected for `profile`, or nil when it is skipped or already right for it.
    public func correction(for profile: CasingProfile) -> String? {
        switch profile {
        case .apple: appleCorrection
        case .gnome: gnomeCorrection
        case .sentence: sentenceCorrection
        }
    }
}

/// What a configuration's facts are worked out with, held in one object: the memo's work-out
/// closure then captures one reference, where reading them from `RuleLanguage` looked the Apple
/// caser up in a dictionary and copied the verb checker's and role hints' sets for every new title.
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

/// A language's facts memo as seen from one thread (`RuleLanguage.factsOnThisThread()`).
struct ThreadTitleFacts {
    let memo: ThreadTitleMemo<TitleFacts>
    let maker: TitleFactsMaker
    /// `RuleLanguage.factsID` of the language.
    let languageID: ObjectIdentifier

    func facts(for title: String) -> TitleFacts {
        memo.value(for: title, compute: maker.facts(of:))
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
