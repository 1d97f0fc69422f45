/// What a rule sees of a file: its syntax, its frameworks, its title sites and its sheets.
public struct AnalyzedFile: Sendable {
    public let tree: SyntaxTree
    public let frameworks: Set<Framework>
    public let sites: [TitleSite]
    /// Sites whose title could be read and is English UI copy worth checking.
    public let checkableTitles: [(site: TitleSite, title: ResolvedTitle)]
    /// Action sheets, alerts, menus and swipe actions with their actions.
    public let sheets: [Sheet]

    public var source: SourceFile { tree.source }

    /// Extracts the sites and sheets of a parsed file, reading each title once.
    public init(tree: SyntaxTree, frameworks: Set<Framework>) {
        let resolver = TitleResolver(tree: tree)
        let sites = SiteExtractor.sites(in: tree, frameworks: frameworks, resolver: resolver)
        self.init(tree: tree, frameworks: frameworks, sites: sites,
                  sheets: SheetExtractor.sheets(in: tree, frameworks: frameworks, sites: sites, resolver: resolver))
    }

    public init(tree: SyntaxTree, frameworks: Set<Framework>, sites: [TitleSite], sheets: [Sheet]? = nil) {
        self.tree = tree
        self.frameworks = frameworks
        self.sites = sites
        self.sheets = sheets ?? SheetExtractor.sheets(in: tree, frameworks: frameworks, sites: sites)
        self.checkableTitles = sites.compactMap { site in
            guard let title = site.title, TitleClassifier.skipReason(title.text.text) == nil else { return nil }
            return (site, title)
        }
    }
}

/// A rule's report before the engine gives it a path, line, column and severity.
public struct Violation: Sendable, Equatable {
    /// Bytes of the file the finding covers; it is reported at the range's start.
    public var range: Range<Int>
    public var message: String
    public var title: String?
    public var fix: [TextEdit]
    /// The title the rule suggests instead, when it has one.
    public var suggestion: String?

    public init(range: Range<Int>, message: String, title: String? = nil, fix: [TextEdit] = [],
                suggestion: String? = nil) {
        self.range = range
        self.message = message
        self.title = title
        self.fix = fix
        self.suggestion = suggestion
    }
}

/// A guideline check. Rules are values built from the configuration; `violations` is pure.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init(configuration: Configuration)
    func violations(in file: AnalyzedFile) -> [Violation]
}

extension ResolvedTitle {
    /// The title as people read it, interpolations shown as `\(…)`, for messages and reports.
    public var displayText: String {
        LiteralText.display(text.text)
    }
}
