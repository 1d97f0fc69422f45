/// What a rule is, for `buttonlint rules`, `buttonlint explain` and the rule's own tests: the
/// examples here are documentation and test cases at once (SwiftLint's model).
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var summary: String
    /// The guideline behind the rule and why breaking it matters.
    public var rationale: String
    public var defaultSeverity: Severity
    public var isOptIn: Bool
    public var isFixable: Bool
    /// Swift code that must produce at least one finding of this rule; `↓` marks where (optional).
    public var triggeringExamples: [String]
    /// Swift code that must produce no finding of this rule.
    public var nonTriggeringExamples: [String]
    /// What `rules: {ID: {…}}` may set besides `severity`, with the defaults.
    public var options: [RuleOption]

    init(id: String, name: String, summary: String, rationale: String,
                defaultSeverity: Severity, isOptIn: Bool = false, isFixable: Bool = false,
                options: [RuleOption] = [],
                triggeringExamples: [String], nonTriggeringExamples: [String]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.isFixable = isFixable
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.options = options
    }
}
