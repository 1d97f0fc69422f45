/// The explanation of each rule the page reports, from the rule descriptions: what
/// `buttonlint explain RULE` prints (summary, rationale, defaults, options, examples).
enum HTMLRuleExplanations {
    static func description(of id: String, in rules: [RuleDescription]) -> RuleDescription? {
        rules.first { $0.id == id } ?? (id == RuleRegistry.ioRuleID ? RuleRegistry.ioDescription : nil)
    }

    static func section(for ids: Set<String>, rules: [RuleDescription]) -> String {
        let described = (rules + [RuleRegistry.ioDescription]).filter { ids.contains($0.id) }
        guard !described.isEmpty else { return "" }
        var seen = Set<String>()
        var output = "<section id=\"rules\">\n<h2>The rules in this report</h2>\n"
        for rule in described where seen.insert(rule.id).inserted {
            output += article(rule)
        }
        return output + "</section>\n"
    }

    static func article(_ rule: RuleDescription) -> String {
        let text = HTMLReporter.text
        var output = "<article class=\"rule\" id=\"rule-\(text(rule.id))\"><h3>\(text(rule.id)): \(text(rule.name))</h3>\n"
            + "<p class=\"summary\">\(text(rule.summary))</p>\n"
        if !rule.rationale.isEmpty { output += "<p class=\"rationale\">\(text(rule.rationale))</p>\n" }
        output += "<p class=\"defaults\">Default severity: \(rule.defaultSeverity.rawValue); "
            + (rule.isOptIn ? "opt-in" : "enabled by default") + (rule.isFixable ? "; fixable with --fix" : "") + ".</p>\n"
        if !rule.options.isEmpty {
            output += "<dl class=\"options\">" + rule.options.map { option in
                "<dt>\(text(option.name))</dt><dd>\(text(option.summary)) Default \(text(option.defaultValue.yamlText)).</dd>"
            }.joined() + "</dl>\n"
        }
        output += examples("Triggers (bad)", rule.triggeringExamples, kind: "bad")
        output += examples("Does not trigger (good)", rule.nonTriggeringExamples, kind: "good")
        return output + "</article>\n"
    }

    private static func examples(_ heading: String, _ examples: [String], kind: String) -> String {
        guard !examples.isEmpty else { return "" }
        // `↓` marks where tests expect the finding; readers see the code as written.
        return "<h4>\(heading)</h4>\n" + examples.map {
            "<pre class=\"example \(kind)\"><code>\(HTMLReporter.text($0.filter { $0 != "↓" }))</code></pre>\n"
        }.joined()
    }
}
