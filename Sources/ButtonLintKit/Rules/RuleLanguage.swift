/// The word lists, casers, verb checker and role hints made from one configuration, once, and
/// shared by every rule that asks about titles (not rebuilt per rule or per file). Each list
/// comes from its one place: `title-case`'s and `title-verb`'s options, and `RoleVocabulary`.
public struct RuleLanguage: Sendable {
    /// The profile `title-case` checks with; nil when not configured (then each file's
    /// frameworks decide).
    public let configuredStyle: CasingProfile?
    /// A caser per profile, each keeping the configured phrases.
    public let casers: [CasingProfile: TitleCaser]
    public let verbChecker: VerbChecker
    /// Cancel titles and destructive verbs, as configured.
    public let roleHints: TitleRoleHints

    public init(configuration: Configuration) {
        self.init(titleCase: TitleCaseRule.Options(configuration: configuration),
                  titleVerb: TitleVerbRule.Options(configuration: configuration),
                  vocabulary: RoleVocabulary(configuration: configuration))
    }

    public init(titleCase: TitleCaseRule.Options, titleVerb: TitleVerbRule.Options, vocabulary: RoleVocabulary) {
        configuredStyle = titleCase.style
        let keep = titleCase.keepPhrases
        casers = Dictionary(uniqueKeysWithValues: CasingProfile.allCases.map { ($0, TitleCaser(profile: $0, keepPhrases: keep)) })
        verbChecker = VerbChecker(extraVerbs: titleVerb.extraVerbs, allowList: titleVerb.allow,
                                  allowedFirstWords: titleVerb.allowedFirstWords)
        roleHints = TitleRoleHints(destructiveVerbs: vocabulary.destructiveVerbs, cancelTitles: vocabulary.cancelTitles)
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

    /// The caser for a file: the configured style, else the one its frameworks prescribe, else Apple's.
    public func caser(for frameworks: FrameworkSet) -> TitleCaser {
        casers[profile(for: frameworks)]!
    }

    /// The profile of `caser(for:)`, without looking the caser up (`title-case` asks per file).
    public func profile(for frameworks: FrameworkSet) -> CasingProfile {
        configuredStyle ?? frameworks.prescribedCasing ?? .apple
    }
}

extension SheetAction {
    /// A cancel action by role, or by a cancel title ("Cancel", "Never Mind") whatever its role.
    func isCancel(_ language: RuleLanguage, in file: AnalyzedFile) -> Bool {
        role == .cancel || (title.map { language.facts(of: $0, in: file).isCancelTitle } ?? false)
    }
}
