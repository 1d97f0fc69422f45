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
