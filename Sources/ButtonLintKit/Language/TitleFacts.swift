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
    public var skipReason: TitleClassifier.SkipReason? { facts.skipReason }
    /// Characters as `title-length` counts them (`TitleMetrics.characterCount`).
    public var characterCount: Int { facts.characterCount }
    /// Words as `title-length` and the casing tally count them (`TitleMetrics.wordCount`).
    public var wordCount: Int { facts.wordCount }
    /// What `VerbChecker.check` says of the title.
    public var verbVerdict: VerbVerdict { facts.verbVerdict }
    /// `TitleRoleHints.startsWithDestructiveVerb(_:)` of the title.
    public var startsWithDestructiveVerb: Bool { facts.startsWithDestructiveVerb }
    /// `TitleRoleHints.isCancelTitle(_:)` of the title.
    public var isCancelTitle: Bool { facts.isCancelTitle }

    private let facts: Values

    /// The facts as worked out. `TitleCaser.correction(for:)` of each profile is kept in three
    /// fields, not an array (an array was an allocation and a release per new title).
    fileprivate struct Values: Sendable {
        var skipReason: TitleClassifier.SkipReason?
        var characterCount: Int
        var wordCount: Int
        var verbVerdict = VerbVerdict.skipped
        var startsWithDestructiveVerb = false
        var isCancelTitle = false
        var corrections: (apple: String?, gnome: String?, sentence: String?) = (nil, nil, nil)
    }

    /// The facts of `title` with the maker's keep phrases, verb checker and role hints: an ASCII
    /// title's read from its bytes (`ASCIITitle`), any other's from its scalars. The work-out
    /// closure captures the maker, not its checkers: copying those into the closure retained
    /// some sixty references a title.
    fileprivate convenience init(_ title: String, maker: TitleFactsMaker) {
        self.init(ASCIITitle.reading(title) { maker.values(of: $0, title) } ?? maker.values(of: TitleWords(title), title))
    }

    private init(_ facts: Values) {
        self.facts = facts
    }

    /// The same facts in a new object, for another worker thread (`TitleMemo`'s shared table):
    /// each worker then counts references on its own objects.
    func copy() -> TitleFacts { TitleFacts(facts) }

    /// The title corrected for `profile`, or nil when it is skipped or already right for it.
    public func correction(for profile: CasingProfile) -> String? {
        switch profile {
        case .apple: facts.corrections.apple
        case .gnome: facts.corrections.gnome
        case .sentence: facts.corrections.sentence
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
        TitleFacts(title, maker: self)
    }

    fileprivate func values(of title: ASCIITitle, _ text: String) -> TitleFacts.Values {
        var facts = TitleFacts.Values(skipReason: TitleClassifier.workOutSkipReason(scalars: title.bytes),
                                      characterCount: title.characterCount, wordCount: title.wordCount)
        guard facts.skipReason == nil else { return facts }
        facts.corrections = title.corrections(keepPhrases: keepPhrases)
        facts.verbVerdict = verbChecker.verdict(of: title)
        facts.startsWithDestructiveVerb = roleHints.startsWithDestructiveVerb(title, text)
        facts.isCancelTitle = roleHints.isCancelTitle(title, text)
        return facts
    }

    fileprivate func values(of words: TitleWords, _ title: String) -> TitleFacts.Values {
        // Worked out from the words' scalars, not through the classifier's memo: these facts
        // are remembered themselves, so a second memo would only add a lookup and a copy.
        var facts = TitleFacts.Values(skipReason: TitleClassifier.workOutSkipReason(scalars: words.scalars),
                                      characterCount: TitleMetrics.characterCount(of: title, words: words),
                                      wordCount: words.words.count)
        guard facts.skipReason == nil else { return facts }
        let casing = CasingWork(words, keepPhrases: keepPhrases)
        facts.corrections = (casing.correction(for: .apple), casing.correction(for: .gnome), casing.correction(for: .sentence))
        let letterWords = words.letterWordPositions
        facts.verbVerdict = verbChecker.verdict(of: words, letterWords: letterWords)
        facts.startsWithDestructiveVerb = roleHints.startsWithDestructiveVerb(words, letterWords: letterWords)
        facts.isCancelTitle = roleHints.isCancelTitle(words)
        return facts
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
