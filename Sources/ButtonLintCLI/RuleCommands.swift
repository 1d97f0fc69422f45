import ButtonLintKit
/// `buttonlint rules` and `buttonlint explain RULE`: text made from the rule descriptions.
enum RuleCommands {
    static func unknownRule(_ id: String, among known: [RuleDescription] = RuleRegistry.descriptions) -> UsageError {
        let hint = NearestWord.hint(for: id, among: known.map(\.id))
        return UsageError("unknown rule '\(id)'" + (hint.isEmpty ? " (run 'buttonlint rules' for the list)" : hint))
    }

    /// id, severity and enabled as the configuration sets them, and fixable, one rule a row; under
    /// each rule the values of its options in force (configured ones marked `*`), wrapped to fit
    /// `width` columns. What each rule checks is `explain`'s to say, with the values in force.
    static func rulesTable(_ rules: [RuleDescription], configuration: Configuration = Configuration(),
                           width: Int = 100) -> String {
        let rows = rules.map { rule in
            [rule.id, configuration.severity(of: rule).rawValue,
             configuration.isEnabled(rule) ? "yes" : rule.isOptIn ? "no (opt-in)" : "no", rule.isFixable ? "yes" : "no"]
        }
        let table = TextTable.render(header: ["rule", "severity", "enabled", "fixable"], rows: rows)
            .split(separator: "\n").map(String.init)
        var lines = [table[0]]
        for (index, rule) in rules.enumerated() {
            lines.append(table[index + 1])
            let options = configuration.options(for: rule)
            for option in rule.options {
                let mark = options.values[option.name] == nil ? "" : "*"
                lines += wrapped("\(option.name)\(mark): \(options.value(option.name)?.yamlText ?? "")",
                                 indent: "    ", width: width)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most `width` columns, each starting with `indent` (a continuation one
    /// more), broken at spaces; a word longer than a line stands alone.
    static func wrapped(_ text: String, indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let lead = lines.isEmpty ? indent : indent + "  "
            if !line.isEmpty && lead.count + line.count + 1 + word.count > width {
                lines.append(lead + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append((lines.isEmpty ? indent : indent + "  ") + line)
        return lines
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
