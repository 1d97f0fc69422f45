/// Every rule ButtonLint knows, in the order `buttonlint rules` lists them.
public enum RuleRegistry {
    public static var descriptions: [RuleDescription] {
        // Placeholder until the rules land.
        [
            RuleDescription(id: "title-case", name: "Title Case", summary: "A button title not in title case.",
                            rationale: "", defaultSeverity: .warning, isFixable: true,
                            triggeringExamples: [], nonTriggeringExamples: []),
        ]
    }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
