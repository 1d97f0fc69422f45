/// Lints one file: lexing, parsing, title extraction and every enabled rule.
/// Pure: it reads nothing but the file and the project context it is given, so the engine can
/// call it from any thread.
struct Linter: Sendable {
    let configuration: Configuration
    /// What crosses files: the project's catalogs and generated accessors.
    let context: ProjectContext
    /// Whether each report lists every title site's inventory row too (`FileReport.titles`).
    let listsTitleSites: Bool
    /// Whether each report lists its action sheets, alerts and dialogs too (`FileReport.sheets`).
    var listsSheets = false
    /// The standard catalogue with the configuration's builders.
    let catalogue: APICatalogue
    private let prefilter: TriggerPrefilter
    /// The second byte search, over files the first one let through: a file that names no UI
    /// framework module (nor an alias) imports none, so it has no sites, sheets or controls.
    private let frameworkPrefilter: TriggerPrefilter
    private let rules: [EnabledRule]
    /// Ids of the rules that run, `unused-suppression` included when on.
    private let enabledRuleIDs: Set<String>
    private let knownRuleIDs = Set(RuleRegistry.descriptions.map(\.id))
    /// Words, casers and role hints built once for the configuration and shared by the rules.
    private let language: RuleLanguage
    /// When a huge file is analysed in parts (`PartedAnalysis`); tests make parts tiny.
    var parting = PartingLimits.standard
    /// The folder the run starts from: an absolute path below it is read for contexts from
    /// there on (`PathFacts`), so the folders holding the project say nothing.
    var pathRoot: String?
    /// The facts of the folders met so far, shared by the workers linting with this linter.
    private let folderFacts = PathFacts.FolderMemo()

    init(configuration: Configuration = Configuration(), context: ProjectContext = .none,
                listsTitleSites: Bool = false) {
        self.configuration = configuration
        self.context = context
        self.listsTitleSites = listsTitleSites
        let language = RuleLanguage(configuration: configuration)
        self.language = language
        self.catalogue = APICatalogue.standard.adding(configuration.builders).adding(lookupFunctions: configuration.lookupFunctions)
        self.prefilter = configuration.builders.isEmpty ? .standard : TriggerPrefilter(names: catalogue.triggerNames)
        self.frameworkPrefilter = configuration.frameworkAliases.isEmpty
            ? .frameworks : TriggerPrefilter(frameworksAnd: Array(configuration.frameworkAliases.keys))
        self.rules = RuleRegistry.rules
            .filter { configuration.isEnabled($0.description) }
            .map { EnabledRule(rule: $0.init(configuration: configuration, language: language), id: $0.description.id,
                               severity: configuration.severity(of: $0.description)) }
        self.enabledRuleIDs = Set(RuleRegistry.descriptions.filter { configuration.isEnabled($0) }.map(\.id))
    }

    func lint(_ source: SourceFile) -> [Finding] {
        analyze(source).findings
    }

    /// The findings of one file and how its titles are capitalized.
    func analyze(_ source: SourceFile) -> FileReport {
        let screened = Self.screen(source.bytes[...], triggers: prefilter, frameworks: frameworkPrefilter,
                                   path: { source.path })
        if let screened { return screened }
        if let report = PartedAnalysis(limits: parting).report(of: source, linter: self) { return report }
        // Nil only for a part.
        return analyze(Lexer.lex(source))!
    }

    /// The findings of lexed source; for a part of a file, those from byte `ownedStart` on (its
    /// own, after the heads in front of it), or nil when it would need more of the file than the part.
    /// `lineTexts` is shared by the parts of one file.
    func analyze(_ lexed: LexedFile, partFrom ownedStart: Int? = nil, lineTexts: LineTexts? = nil) -> FileReport? {
        let source = lexed.source
        let lineTexts = lineTexts ?? LineTexts(source: source)
        let tree = CallParser.parse(lexed)
        // A design-system module that re-exports a framework stands for it (`frameworks:`).
        var frameworks = Framework.imported(by: tree.imports, aliases: configuration.frameworkAliases)
        for framework in Framework.evidenced(by: tree.calls, besides: frameworks) { frameworks.insert(framework) }
        // Where the code lives: from the path once per file, and from the syntax around each site.
        let file = AnalyzedFile(tree: tree, frameworks: frameworks, catalogue: catalogue,
                                localization: context.localization(forPath: source.path), language: language,
                                contexts: FileContexts(tree: tree, path: PathFacts(path: source.path, below: pathRoot, folders: folderFacts)))
        let contexts = file.contexts
        if ownedStart != nil, !PartedAnalysis.admits(file) { return nil }
        var findings = SourceCheck.findings(in: lexed)
        var reported = Set<ReportKey>()
        var suppressions = Suppressions(tree: tree)
        // In a part, the heads before it belong to the parts that own them.
        let head = ownedStart.map { 0..<$0 } ?? 0..<0
        let checked = configuration.checkedContexts
        // Only sites in the configured contexts are reported and tallied.
        let isReported = { (offset: Int) in !head.contains(offset) && checked.contains(contexts.context(at: offset)) }
        func report(_ violation: Violation, rule: String, severity: Severity, context: SiteContext?) {
            let start = source.location(of: violation.range.lowerBound)
            var finding = Finding(path: source.path,
                                  start: start,
                                  end: source.location(of: violation.range.upperBound),
                                  ruleID: rule, severity: severity,
                                  message: violation.message, title: violation.title, fix: violation.fix,
                                  suggestion: violation.suggestion, sourceLine: lineTexts.text(ofLine: start.line),
                                  catalogFix: violation.catalogFix)
            finding.context = context
            finding.followsSentenceCase = violation.followsSentenceCase
            if !violation.related.isEmpty {
                finding.related = violation.related.map { place in
                    RelatedLocation(start: source.location(of: place.range.lowerBound),
                                    end: source.location(of: place.range.upperBound), message: place.message)
                }
            }
            findings.append(finding)
        }
        for (ruleIndex, enabled) in rules.enumerated() {
            for violation in enabled.rule.violations(in: file) {
                let offset = violation.range.lowerBound
                // A constant used as a title in several places is one finding at its literal.
                guard reported.insert(ReportKey(rule: ruleIndex, offset: offset)).inserted,
                      isReported(offset),
                      suppressions.isEmpty || !suppressions.silences(rule: enabled.id, at: offset)
                else { continue }
                report(violation, rule: enabled.id, severity: enabled.severity, context: contexts.context(at: offset))
            }
        }
        if !suppressions.isEmpty, enabledRuleIDs.contains(UnusedSuppression.ruleID) {
            let configured = configuration.severity(of: UnusedSuppression.description)
            for (violation, severity) in suppressions.unusedViolations(knownRules: knownRuleIDs,
                                                                       enabledRules: enabledRuleIDs)
            where !suppressions.silences(rule: UnusedSuppression.ruleID, at: violation.range.lowerBound) {
                // A mistake in a suppression is at least a warning; one that silenced nothing follows the configuration.
                report(violation, rule: UnusedSuppression.ruleID, severity: severity.map { max($0, configured) } ?? configured,
                       context: nil)
            }
        }
        var fileReport = FileReport(findings: Finding.inReportOrder(findings),
                                    casing: CasingTally(of: file, language: language, counting: isReported,
                                                        project: configuration.sources))
        if listsSheets {
            fileReport.sheets = SheetSummary.summaries(of: file.sheets, in: source, reporting: isReported)
        }
        if listsTitleSites {
            fileReport.titles = TitleInventory.rows(of: file.sites, in: file.source, findings: fileReport.findings,
                                                    skipping: [head], sheets: file.sheets, contexts: contexts)
        }
        return fileReport
    }

    /// An enabled rule with what its findings need: its id and configured severity, looked up
    /// once rather than per finding, so no description is copied per file.
    private struct EnabledRule {
        let rule: any Rule
        let id: String
        let severity: Severity
    }

    /// A rule by its place in `rules`, so a finding's key hashes no rule id.
    private struct ReportKey: Hashable {
        var rule: Int
        var offset: Int
    }
}

/// What linting one file gives: its findings, and its titles' casing for the run's tally.
struct FileReport: Sendable {
    var findings: [Finding]
    var casing: CasingTally
    /// Every title site's inventory row, when the run asks (`Linter.listsTitleSites`).
    var titles: [TitleInventoryRow] = []
    /// The file's action sheets, alerts and dialogs, when the run asks (`Linter.listsSheets`).
    var sheets: [SheetSummary] = []

    init(findings: [Finding], casing: CasingTally = CasingTally()) {
        self.findings = findings
        self.casing = casing
    }
}

/// Lints one file; pure, called from many threads at once.
typealias LintFunction = @Sendable (SourceFile) -> FileReport

/// How a run lints a file of one configuration: `lint` reads it whole (the file's own byte
/// searches first), and `screened`, when set, analyses a file that the standard byte searches
/// (`Linter.screen`) already let through, so the run's first read of every file can settle the
/// many files that need nothing more without keeping their bytes for a second read.
struct FileLint: Sendable {
    var lint: LintFunction
    /// Nil when the configuration's byte searches are not the standard ones (its own builders or
    /// framework aliases): each file is then linted by `lint` alone.
    var screened: LintFunction?

    init(lint: @escaping LintFunction, screened: LintFunction? = nil) {
        self.lint = lint
        self.screened = screened
    }
}

extension Linter {
    /// The real pipeline for a run: `analyze`, and after the standard screen the analysis alone.
    var fileLint: FileLint {
        let screens = configuration.builders.isEmpty && configuration.frameworkAliases.isEmpty
        let linter = self
        let screened: LintFunction = { linter.analyzeScreened($0) }
        return FileLint(lint: { linter.analyze($0) }, screened: screens ? screened : nil)
    }

    /// What `analyze` gives a file of the standard configuration without lexing it, found from
    /// its bytes: nil when the file needs analysis. A file naming no trigger has at most an
    /// encoding finding; one that names no UI framework module, holds no `buttonlint:` comment
    /// and is valid UTF-8 has none. `path` is asked only for a finding.
    static func screen(_ bytes: ArraySlice<UInt8>, path: () -> String) -> FileReport? {
        screen(bytes, triggers: .standard, frameworks: .frameworks, path: path)
    }

    /// What the byte searches alone tell of a file, with a configuration's `triggers` and
    /// `frameworks` searches (`analyze` asks this too, so the decision lives here once). A file
    /// that imports no UI framework gives no finding but an encoding one or a suppression's, so
    /// one that names no framework module, holds no `buttonlint:` comment and is valid UTF-8 is
    /// done without lexing (models and networking code often say `configuration`). A search that
    /// finds nothing has also checked the UTF-8 on its way.
    static func screen(_ bytes: ArraySlice<UInt8>, triggers: TriggerPrefilter, frameworks: TriggerPrefilter,
                       path: () -> String) -> FileReport? {
        switch triggers.search(bytes) {
        case .absent(isValidUTF8: true):
            return FileReport(findings: [])
        case .absent(isValidUTF8: false):
            return FileReport(findings: SourceCheck.findings(in: SourceFile(path: path(), bytes: Array(bytes))))
        case .found:
            return frameworks.search(bytes) == .absent(isValidUTF8: true) ? FileReport(findings: []) : nil
        }
    }

    /// `analyze` of a file `screen` let through (the byte searches are not repeated).
    func analyzeScreened(_ source: SourceFile) -> FileReport {
        if let report = PartedAnalysis(limits: parting).report(of: source, linter: self) { return report }
        return analyze(Lexer.lex(source))!
    }
}
