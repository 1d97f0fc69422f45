/// How much a finding matters; `error` makes the run fail.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Where a title site or sheet lives: shipping UI, or code whose titles people using the app
/// never see, or see only as sample data. Only `app` is reported unless the configuration's
/// `contexts:` names others; `buttonlint titles` lists every site with its context. How each is
/// recognised is data (`ContextTable` in `Sites/FileContexts.swift`).
enum SiteContext: String, Sendable, CaseIterable, Comparable {
    /// Shipping UI: everything no other context claims.
    case app
    /// Developer, debug and internal screens; code inside `#if DEBUG`.
    case debug
    /// Design-system galleries, inspectors and showcases.
    case gallery
    /// A library's example and demo apps.
    case examples
    /// Test targets and files.
    case tests
    /// `#Preview` bodies and `PreviewProvider.previews`: sample data.
    case previews
    /// The bodies of `.accessibilityAction`/`.accessibilityActions`: VoiceOver's action names.
    case accessibility

    /// Which context a site is listed under when several claim it: the broadest kind of code
    /// first (a test file's `#if DEBUG` block is test code), `app` last.
    static let precedence: [SiteContext] = [.tests, .examples, .previews, .gallery, .debug, .accessibility, .app]

    private var rank: Int { Self.precedence.firstIndex(of: self)! }

    /// Orders by `precedence`: the smaller wins.
    static func < (lhs: SiteContext, rhs: SiteContext) -> Bool { lhs.rank < rhs.rank }
}

/// One report of a rule at a place in a file: what reporters print.
public struct Finding: Sendable, Hashable {
    public var path: String
    public var start: SourceLocation
    var end: SourceLocation
    public var ruleID: String
    public var severity: Severity
    var message: String
    /// The title the finding is about, as the user reads it (nil for findings about no title).
    var title: String?
    /// Edits of the file that fix it; empty when it has none.
    var fix: [TextEdit]
    /// The title the rule suggests instead, when it has one.
    var suggestion: String?
    /// The text of the line the finding starts on, without its line break, for reports people
    /// read (`html`, SARIF snippets); nil when not known (read back from a report without it).
    var sourceLine: String?
    /// The catalog values a fix rewrites when the title comes from a catalog (`fix` is then empty).
    var catalogFix: CatalogFix?
    /// `Violation.followsSentenceCase`: folded into its project's sentence-case note when the
    /// project writes its titles in sentence case.
    var followsSentenceCase = false
    /// Where the code it points at lives (`app`, `debug`…); nil for a finding about no site
    /// (a file that cannot be read, a suppression comment).
    var context: SiteContext?
    /// Other places the finding is about (a sheet's other actions): an editor shows them, the
    /// reports do not.
    var related: [RelatedLocation] = []

    init(path: String, start: SourceLocation, end: SourceLocation, ruleID: String,
                severity: Severity, message: String, title: String? = nil, fix: [TextEdit] = [],
                suggestion: String? = nil, sourceLine: String? = nil, catalogFix: CatalogFix? = nil) {
        self.path = path
        self.start = start
        self.end = end
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.title = title
        self.fix = fix
        self.suggestion = suggestion
        self.sourceLine = sourceLine
        self.catalogFix = catalogFix
    }

    /// `findings` sorted by `reportOrder`, as `sorted(by:)` sorts them: findings already in
    /// order are handed back, and others are sorted as positions, so the sort moves integers
    /// instead of whole findings (each holds a dozen counted references).
    static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        var index = 1
        while index < findings.count, !reportOrder(findings[index], findings[index - 1]) { index += 1 }
        if index >= findings.count { return findings }
        return findings.indices.sorted { reportOrder(findings[$0], findings[$1]) }.map { findings[$0] }
    }

    /// The order of every report: path, line, column, then rule, whatever the parallelism.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.start != rhs.start { return lhs.start < rhs.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
