/// What a rule sees of a file: its syntax, its frameworks, and what the stages after the parser
/// read from it once: title sites, sheets and controls.
public struct AnalyzedFile: Sendable {
    public let tree: SyntaxTree
    public let frameworks: FrameworkSet
    public let sites: [TitleSite]
    /// Sites whose title could be read and is English UI copy worth checking.
    public let checkableTitles: [CheckableTitle]
    /// Action sheets, alerts, menus and swipe actions with their actions.
    public let sheets: [Sheet]
    /// System buttons, cell accessories, button borders and the declared types they live in.
    let controls: FileControls

    public var source: SourceFile { tree.source }

    /// Extracts the sites, sheets and controls of a parsed file, reading each title once;
    /// localized titles are looked up in `localization`; with `language`, each title's facts once.
    public init(tree: SyntaxTree, frameworks: FrameworkSet, catalogue: APICatalogue = .standard,
                localization: ProjectLocalization = .none, language: RuleLanguage? = nil) {
        let resolver = TitleResolver(tree: tree, catalogue: catalogue, localization: localization, frameworks: frameworks)
        let sites = SiteExtractor.sites(in: tree, frameworks: frameworks, catalogue: catalogue, resolver: resolver)
        self.init(tree: tree, frameworks: frameworks, sites: sites,
                  sheets: SheetExtractor.sheets(in: tree, frameworks: frameworks, sites: sites, catalogue: catalogue,
                                                resolver: consume resolver),
                  catalogue: catalogue, language: language)
    }

    public init(tree: SyntaxTree, frameworks: FrameworkSet, sites: [TitleSite], sheets: [Sheet]? = nil,
                catalogue: APICatalogue = .standard, language: RuleLanguage? = nil) {
        self.tree = tree
        self.frameworks = frameworks
        self.sites = sites
        self.sheets = sheets ?? SheetExtractor.sheets(in: tree, frameworks: frameworks, sites: sites, catalogue: catalogue)
        self.controls = FileControls(tree: tree, frameworks: frameworks, names: catalogue.controls)
        self.checkableTitles = CheckableTitle.all(in: sites, language: language)
    }
}
