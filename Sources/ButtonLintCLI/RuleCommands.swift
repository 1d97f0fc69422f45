import ButtonLintKit
/// `buttonlint rules` and `buttonlint explain RULE`: text made from the rule descriptions.
enum RuleCommands {
    static func unknownRule(_ id: String) -> UsageError {
        UsageError("unknown rule '\(id)' (run 'buttonlint rules' for the list)")
    }

    /// id, default severity, enabled by default, fixable, summary.
    static func rulesTable(_ rules: [RuleDescription]) -> String {
        let rows = rules.map { rule in
            [rule.id, rule.defaultSeverity.rawValue, rule.isOptIn ? "no (opt-in)" : "yes",
             rule.isFixable ? "yes" : "no", rule.summary]
        }
        return TextTable.render(header: ["rule", "severity", "enabled", "fixable", "summary"], rows: rows)
    }

    /// Name, summary, rationale, defaults, then the bad and good examples, indented as code.
    static func explanation(of rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name)\n\n\(rule.summary)\n"
        if !rule.rationale.isEmpty { text += "\n\(rule.rationale)\n" }
        text += "\nDefault severity: \(rule.defaultSeverity.rawValue); "
            + (rule.isOptIn ? "opt-in" : "enabled by default")
            + (rule.isFixable ? "; fixable with --fix" : "") + ".\n"
        text += examples("Triggers (bad)", rule.triggeringExamples)
        text += examples("Does not trigger (good)", rule.nonTriggeringExamples)
        return text
    }

    private static func examples(_ heading: String, _ examples: [String]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n\(heading):\n"
        for example in examples {
            // `↓` marks where tests expect the finding; readers see the code as written.
            let lines = example.filter { $0 != "↓" }.split(separator: "\n", omittingEmptySubsequences: false)
            text += "\n" + lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }
}
