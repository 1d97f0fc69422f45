/// A guideline check. Rules are values built from the configuration; `violations` is pure.
protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init(configuration: Configuration)
    /// Built with the words and casers the linter made once for the configuration; rules that
    /// use them implement this, the others get it from `init(configuration:)`.
    init(configuration: Configuration, language: RuleLanguage)
    func violations(in file: AnalyzedFile) -> [Violation]
}

extension Rule {
    init(configuration: Configuration, language: RuleLanguage) {
        self.init(configuration: configuration)
    }
}

extension ResolvedTitle {
    /// The title as people read it, interpolations shown as `\(…)`, for messages and reports.
    var displayText: String {
        LiteralText.display(text.text)
    }

    /// Where a localized title's text came from, for messages: empty for a literal or constant.
    /// Made in one piece (`JoinedText`).
    var sourceNote: String {
        guard let key = catalogKey, origin == .catalog || origin == .accessor else { return "" }
        if let catalog = key.catalogPath { return JoinedText.joined(" (key '", key.key, "' in ", catalog, ")") }
        let isDefaultTable = key.table == LocalizationIndex.defaultTable
        let rest = catalogTexts.isEmpty ? " is in no catalog; the generated accessor's text)" : ", the same in several catalogs)"
        return isDefaultTable ? JoinedText.joined(" (key '", key.key, "'", rest)
            : JoinedText.joined(" (key '", key.key, "' of table '", key.table, "'", rest)
    }
}
