/// A rule's report before the engine gives it a path, line, column and severity.
struct Violation: Sendable, Equatable {
    /// Bytes of the file the finding covers; it is reported at the range's start.
    var range: Range<Int>
    var message: String
    var title: String?
    var fix: [TextEdit]
    /// The title the rule suggests instead, when it has one.
    var suggestion: String?
    /// For a title read from a catalog: the values a fix rewrites there.
    var catalogFix: CatalogFix?
    /// A `title-case` finding whose title already follows sentence case: in a project that writes
    /// its titles in sentence case, the run folds it into the project's one note (`SentenceCaseNotes`).
    var followsSentenceCase = false
    /// Other places the finding is about (a sheet's other actions), for an editor to show.
    var related: [RelatedPlace] = []

    init(range: Range<Int>, message: String, title: String? = nil, fix: [TextEdit] = [],
                suggestion: String? = nil) {
        self.range = range
        self.message = message
        self.title = title
        self.fix = fix
        self.suggestion = suggestion
    }

    /// A finding about `title`: at its anchor, with its text, and with where a localized title's
    /// text came from (catalog file and key) after `message`.
    init(about title: ResolvedTitle, message: String, fix: [TextEdit] = [], suggestion: String? = nil,
                catalogFix: CatalogFix? = nil) {
        self.init(about: title, shownAs: title.displayText, message: message, fix: fix, suggestion: suggestion,
                  catalogFix: catalogFix)
    }

    /// The same with the title's `displayText` already made (for the message too).
    init(about title: ResolvedTitle, shownAs displayText: String, message: String, fix: [TextEdit] = [],
         suggestion: String? = nil, catalogFix: CatalogFix? = nil) {
        let note = title.sourceNote
        self.init(range: title.anchor, message: note.isEmpty ? message : JoinedText.joined(message, note), title: displayText, fix: fix,
                  suggestion: suggestion)
        self.catalogFix = catalogFix
    }
}
