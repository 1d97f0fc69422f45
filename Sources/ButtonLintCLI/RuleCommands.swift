import ButtonLintKit
/// `buttonlint rules` and `buttonlint explain RULE`: text made from the rule descriptions.
enum RuleCommands {
    static func unknownRule(_ id: String) -> UsageError {
        UsageError("unknown rule '\(id)' (run 'buttonlint rules' for the list)")
    }

    /// id, severity and enabled as the configuration sets them, fixable, the options in force
    /// (configured ones marked `*`), summary.
    static func rulesTable(_ rules: [RuleDescription], configuration: Configuration = Configuration()) -> String {
        let rows = rules.map { rule in
            let enabled = configuration.isEnabled(rule) ? "yes" : rule.isOptIn ? "no (opt-in)" : "no"
            let options = configuration.options(for: rule)
            let optionText = rule.options.map { option in
                let mark = options.values[option.name] == nil ? "" : "*"
                return "\(option.name)\(mark): \(options.value(option.name)?.yamlText ?? "")"
            }.joined(separator: "; ")
            return [rule.id, configuration.severity(of: rule).rawValue, enabled,
                    rule.isFixable ? "yes" : "no", optionText.isEmpty ? "-" : optionText, rule.summary]
        }
        return TextTable.render(header: ["rule", "severity", "enabled", "fixable", "options", "summary"], rows: rows)
    }

    /// Name, summary, rationale, defaults, then the bad and good examples, indented as code.
    static func explanation(of rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name)\n\n\(rule.summary)\n"
        if !rule.rationale.isEmpty { text += "\n\(rule.rationale)\n" }
        text += "\nDefault severity: \(rule.defaultSeverity.rawValue); "
            + (rule.isOptIn ? "opt-in" : "enabled by default")
            + (rule.isFixable ? "; fixable with --fix" : "") + ".\n"
        if !rule.options.isEmpty {
            text += "\nOptions (rules: {\(rule.id): {OPTION: value}} in .buttonlint.yml; also severity):\n"
            for option in rule.options {
                text += "  \(option.name): \(option.summary) \(option.expectation.prefix(1).uppercased() + option.expectation.dropFirst()); "
                    + "default \(option.defaultValue.yamlText).\n"
            }
        }
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
