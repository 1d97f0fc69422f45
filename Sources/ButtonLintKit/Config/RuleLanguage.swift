/// The word lists, casers, verb checker and role hints built from one configuration, once,
/// and shared by every rule that needs them (not rebuilt per rule or per file).
public struct RuleLanguage: Sendable {
    /// The profile `title-case` checks with; nil when not configured (Apple's, GNOME's for Adwaita files).
    public let configuredStyle: CasingProfile?
    /// A caser per profile, each keeping the configured phrases.
    public let casers: [CasingProfile: TitleCaser]
    public let verbChecker: VerbChecker
    /// Cancel titles and destructive verbs, as configured.
    public let roleHints: TitleRoleHints

    public init(configuration: Configuration) {
        let titleCase = configuration.options(for: TitleCaseRule.description)
        configuredStyle = titleCase.values["style"] == nil ? nil : CasingProfile(rawValue: titleCase.choice("style"))
        let keep = configuration.words.keep + titleCase.words("keep")
        casers = Dictionary(uniqueKeysWithValues: CasingProfile.allCases.map { ($0, TitleCaser(profile: $0, keepPhrases: keep)) })
        let titleVerb = configuration.options(for: TitleVerbRule.description)
        verbChecker = VerbChecker(extraVerbs: configuration.words.verbs, allowList: titleVerb.words("allow"),
                                  allowedFirstWords: titleVerb.words("allowed-first-words"))
        roleHints = TitleRoleHints(
            destructiveVerbs: Self.words(configuration, rule: "destructive-role", option: "words", default: WordLists.destructiveVerbs)
                + configuration.words.destructive,
            cancelTitles: Self.words(configuration, rule: "cancel-role", option: "titles", default: WordLists.cancelTitles)
                + configuration.words.cancel)
        factsMaker = TitleFactsMaker(keepPhrases: casers[.apple]!.keepPhrases, verbChecker: verbChecker, roleHints: roleHints)
    }

    /// Everything the title rules and the casing tally ask about `title` (one memo lookup).
    public func facts(for title: String) -> TitleFacts {
        let maker = factsMaker
        return titleFacts.value(for: title, compute: maker.facts(of:))
    }

    /// The facts of a checkable title: those it carries when its file was analysed with this
    /// language (looked up once per site, for every rule and the tally), else looked up.
    public func facts(of checkable: CheckableTitle) -> TitleFacts {
        if let facts = checkable.facts, checkable.factsLanguage == factsID { return facts }
        return facts(for: checkable.title.text.text)
    }

    /// The facts of a sheet action's title: those of the file's checkable title at the same place
    /// when there is one (no memo lookup), else looked up.
    func facts(of title: ResolvedTitle, in file: AnalyzedFile) -> TitleFacts {
        if let checkable = CheckableTitle.matching(title, in: file.checkableTitles) { return facts(of: checkable) }
        return facts(for: title.text.text)
    }

    /// Tells this language's facts from another configuration's: copies of one language share it.
    var factsID: ObjectIdentifier { ObjectIdentifier(titleFacts) }

    /// Each title's facts with this configuration's words, shared by all workers (`TitleMemo`).
    private let titleFacts = TitleMemo<TitleFacts>()
    /// The keep phrases, verb checker and role hints the facts are worked out with.
    private let factsMaker: TitleFactsMaker

    /// The caser for a file: the configured style, else GNOME's for a file importing Adwaita, else Apple's.
    public func caser(for frameworks: Set<Framework>) -> TitleCaser {
        casers[profile(for: frameworks)]!
    }

    /// The profile of `caser(for:)`, without looking the caser up (`title-case` asks per file).
    public func profile(for frameworks: Set<Framework>) -> CasingProfile {
        configuredStyle ?? (frameworks.contains(.adwaita) ? .gnome : .apple)
    }

    /// A word-list option, read by rule id so the lists are shared even before a rule declares it.
    private static func words(_ configuration: Configuration, rule id: String, option: String, default: [String]) -> [String] {
        guard let rule = RuleRegistry.description(of: id) else { return `default` }
        if case .words(let words) = configuration.options(for: rule).value(option) { return words }
        return `default`
    }
}
