/// The word lists, casers, verb checker and role hints made from one configuration, once, and
/// shared by every rule that asks about titles (not rebuilt per rule or per file). Each list
/// comes from its one place: `title-case`'s and `title-verb`'s options, and `RoleVocabulary`.
///
/// An object: every rule, the linter and each file's analysis hold the one language, and passing
/// a reference costs one retain where a copy of its word sets would retain each of them.
final class RuleLanguage: Sendable {
    /// The profile `title-case` checks with; nil when not configured (then each file's
    /// frameworks decide).
    let configuredStyle: CasingProfile?
    /// A caser per profile, each keeping the configured phrases.
    let casers: [CasingProfile: TitleCaser]
    let verbChecker: VerbChecker
    /// Cancel titles and destructive verbs, as configured.
    let roleHints: TitleRoleHints

    convenience init(configuration: Configuration) {
        self.init(titleCase: TitleCaseRule.Options(configuration: configuration),
                  titleVerb: TitleVerbRule.Options(configuration: configuration),
                  vocabulary: RoleVocabulary(configuration: configuration))
    }

    init(titleCase: TitleCaseRule.Options, titleVerb: TitleVerbRule.Options, vocabulary: RoleVocabulary) {
        configuredStyle = titleCase.style
        let keep = titleCase.keepPhrases
        casers = Dictionary(uniqueKeysWithValues: CasingProfile.allCases.map { ($0, TitleCaser(profile: $0, keepPhrases: keep)) })
        verbChecker = VerbChecker(extraVerbs: titleVerb.extraVerbs, allowList: titleVerb.allow,
                                  allowedFirstWords: titleVerb.allowedFirstWords, allowedLastWords: titleVerb.allowedLastWords)
        roleHints = TitleRoleHints(destructiveVerbs: vocabulary.destructiveVerbs, cancelTitles: vocabulary.cancelTitles,
                                   ambiguousVerbs: vocabulary.ambiguousVerbs, dataObjects: vocabulary.dataObjects,
                                   listRemovals: vocabulary.listRemovals)
        factsMaker = TitleFactsMaker(keepPhrases: casers[.apple]!.keepPhrases, verbChecker: verbChecker, roleHints: roleHints)
    }

    /// Everything the title rules and the casing tally ask about `title` (one memo lookup).
    func facts(for title: String) -> TitleFacts {
        let maker = factsMaker
        return titleFacts.value(for: title, compute: maker.facts(of:))
    }

    /// The facts of a checkable title: those it carries when its file was analysed with this
    /// language (looked up once per site, for every rule and the tally), else looked up.
    func facts(of checkable: CheckableTitle) -> TitleFacts {
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
    func caser(for frameworks: FrameworkSet) -> TitleCaser {
        casers[profile(for: frameworks)]!
    }

    /// The profile of `caser(for:)`, without looking the caser up.
    func profile(for frameworks: FrameworkSet) -> CasingProfile {
        configuredStyle ?? prescribedCasing(of: frameworks) ?? .apple
    }

    /// The casing `frameworks` prescribe when no style is configured (GNOME's for a file
    /// importing Adwaita); nil when a style is configured or they prescribe none. A file with
    /// none is one whose titles say how its project cases them (the run's casing tally counts
    /// them, and `title-case` marks its findings as ones a sentence-case note can stand for).
    func prescribedCasing(of frameworks: FrameworkSet) -> CasingProfile? {
        configuredStyle == nil ? frameworks.prescribedCasing : nil
    }
}

extension SheetAction {
    /// A cancel action by role, or by a cancel title ("Cancel", "Never Mind") whatever its role.
    func isCancel(_ language: RuleLanguage, in file: AnalyzedFile) -> Bool {
        role == .cancel || (title.map { language.facts(of: $0, in: file).isCancelTitle } ?? false)
    }
}

/// What a rule sees of a file: its syntax, its frameworks, and what the stages after the parser
/// read from it once: title sites, sheets and controls.
struct AnalyzedFile: Sendable {
    let tree: SyntaxTree
    let frameworks: FrameworkSet
    let sites: [TitleSite]
    /// Sites whose title could be read and is English UI copy worth checking.
    let checkableTitles: [CheckableTitle]
    /// Action sheets, alerts, menus and swipe actions with their actions.
    let sheets: [Sheet]
    /// System buttons, cell accessories, button borders and the declared types they live in.
    let controls: FileControls
    /// Where the file's code lives: its contexts and platforms.
    let contexts: FileContexts

    var source: SourceFile { tree.source }

    /// Extracts the sites, sheets and controls of a parsed file, reading each title once;
    /// localized titles are looked up in `localization`; with `language`, each title's facts once.
    init(tree: SyntaxTree, frameworks: FrameworkSet, catalogue: APICatalogue = .standard,
                localization: ProjectLocalization = .none, language: RuleLanguage? = nil) {
        self.init(tree: tree, frameworks: frameworks, catalogue: catalogue, localization: localization,
                  language: language, contexts: .app)
    }

    /// The same, with where the file's code lives (its platform changes what its sheets do).
    init(tree: SyntaxTree, frameworks: FrameworkSet, catalogue: APICatalogue, localization: ProjectLocalization,
         language: RuleLanguage?, contexts: FileContexts) {
        let resolver = TitleResolver(tree: tree, catalogue: catalogue, localization: localization, frameworks: frameworks)
        var sites = SiteExtractor.sites(in: tree, frameworks: frameworks, catalogue: catalogue, resolver: resolver)
        for index in sites.indices {
            if let title = sites[index].title { sites[index].branchTitles = resolver.branchTitles(of: title) }
        }
        self.init(tree: tree, frameworks: frameworks, sites: sites,
                  sheets: SheetExtractor.sheets(in: tree, frameworks: frameworks, sites: sites, catalogue: catalogue,
                                                resolver: consume resolver),
                  catalogue: catalogue, language: language, contexts: contexts)
    }

    init(tree: SyntaxTree, frameworks: FrameworkSet, sites: [TitleSite], sheets: [Sheet]? = nil,
                catalogue: APICatalogue = .standard, language: RuleLanguage? = nil) {
        self.init(tree: tree, frameworks: frameworks, sites: sites, sheets: sheets, catalogue: catalogue,
                  language: language, contexts: .app)
    }

    init(tree: SyntaxTree, frameworks: FrameworkSet, sites: [TitleSite], sheets: [Sheet]?,
         catalogue: APICatalogue, language: RuleLanguage?, contexts: FileContexts) {
        self.tree = tree
        self.frameworks = frameworks
        self.sites = sites
        // A title that says it is for developers ("Debug: Low Memory") puts its site in debug.
        self.contexts = contexts.addingTitleContexts(of: sites)
        self.sheets = contexts.applyingPlatforms(
            to: sheets ?? SheetExtractor.sheets(in: tree, frameworks: frameworks, sites: sites, catalogue: catalogue))
        self.controls = FileControls(tree: tree, frameworks: frameworks, names: catalogue.controls)
        var titleControls = TitleControls(sites: sites, tree: tree, labelViews: catalogue.labelViews, sheets: self.sheets,
                                          language: language)
        self.checkableTitles = CheckableTitle.all(in: sites, language: language) { titleControls.control(of: $0) }
    }
}

/// A site whose title could be read and is English UI copy worth checking, with everything the
/// title rules and the casing tally ask about the title when the file was analysed with their
/// language: one memo lookup per site instead of one per rule. An object, so each rule reading
/// the file's titles shares it instead of copying the site and its title.
final class CheckableTitle: Sendable {
    /// The kind of control the site builds.
    let kind: ControlKind
    let title: ResolvedTitle
    /// What the control is and where it sits, which decide the checks its title gets.
    let control: TitleControl
    /// The title's facts by the language named `factsLanguage`; nil when none was given.
    let facts: TitleFacts?
    /// `RuleLanguage.factsID` of the language `facts` came from.
    let factsLanguage: ObjectIdentifier?

    private init(kind: ControlKind, title: ResolvedTitle, control: TitleControl, facts: TitleFacts?,
                 factsLanguage: ObjectIdentifier?) {
        self.kind = kind
        self.title = title
        self.control = control
        self.facts = facts
        self.factsLanguage = factsLanguage
    }

    /// The sites of `sites` with a checkable title, in order. With `language`, one facts lookup
    /// per site tells whether its title is checked and keeps the answers for the rules; without
    /// it (a file analysed on its own), the classifier tells.
    /// `control` reads a site's control (by default, every site a plain button): once per site,
    /// and only for a site with a checked title, as no rule reads the control of another.
    static func all(in sites: [TitleSite], language: RuleLanguage?,
                    control: (TitleSite) -> TitleControl = { _ in TitleControl() }) -> [CheckableTitle] {
        var checkable: [CheckableTitle] = []
        // Sites are read in place, by position: a copy of one retains and releases each of its parts.
        func append(_ title: ResolvedTitle, ofSiteAt position: Int, control siteControl: inout TitleControl?) {
            // The language is read where it is, not bound: a binding would copy its word lists.
            let facts = language?.facts(for: title.text.text)
            if let facts {
                guard facts.skipReason == nil else { return }
            } else {
                guard TitleClassifier.skipReason(title.text.text) == nil else { return }
            }
            if siteControl == nil { siteControl = control(sites[position]) }
            checkable.append(CheckableTitle(kind: sites[position].kind, title: title, control: siteControl ?? TitleControl(),
                                             facts: facts, factsLanguage: language?.factsID))
        }
        for position in sites.indices {
            var siteControl: TitleControl?
            // A conditional's branches are judged in its place, each as its own title.
            for branch in sites[position].branchTitles { append(branch, ofSiteAt: position, control: &siteControl) }
            // The title is read out of the site once: it is a large value to copy.
            guard sites[position].branchTitles.isEmpty, let title = sites[position].title else { continue }
            append(title, ofSiteAt: position, control: &siteControl)
        }
        return checkable
    }

    /// The checkable title of `checkable` that is `title` (the same anchor and text), found by
    /// halving: a file's checkable titles come in source order, so a sheet action's title is
    /// found by comparing offsets rather than by hashing its text for the memo again. Nil when
    /// its site was not checkable (or the titles are out of order: then the caller asks the memo).
    static func matching(_ title: ResolvedTitle, in checkable: [CheckableTitle]) -> CheckableTitle? {
        let start = title.anchor.lowerBound
        var low = 0, high = checkable.count
        while low < high {
            let middle = (low + high) / 2
            if checkable[middle].title.anchor.lowerBound < start { low = middle + 1 } else { high = middle }
        }
        while low < checkable.count, checkable[low].title.anchor.lowerBound == start {
            let candidate = checkable[low]
            if candidate.title.anchor == title.anchor, candidate.title.text.text == title.text.text { return candidate }
            low += 1
        }
        return nil
    }
}

extension FileContexts {
    /// `sheets` with what the platform of each one's code adds to its behaviour (watchOS's own
    /// Cancel): a platform fact, so no rule asks which platform it is on.
    func applyingPlatforms(to sheets: [Sheet]) -> [Sheet] {
        guard filePlatform != nil || !platformRegions.isEmpty else { return sheets }
        return sheets.map { sheet in
            guard let platform = platform(at: sheet.anchor.lowerBound) else { return sheet }
            var adjusted = sheet
            adjusted.behaviour.formUnion(platform.sheetBehaviour)
            return adjusted
        }
    }
}
