/// The order people see the `html` page's findings in: errors first, then warnings, then notes,
/// and within each the rules in the registry's order, each group under a heading. Rows are
/// written in report order as they stream; this style sheet, written at the end, places them.
enum HTMLGroups {
    struct Key: Hashable {
        var severity: Severity
        var rule: String
    }

    /// Where sheets go: after every group of findings.
    static let sheetsOrder = 1_000_000

    /// The place of a group among the others; its heading comes one before its rows.
    static func order(of key: Key, rules: [RuleDescription]) -> Int {
        let severityRank = Severity.allCases.count - 1 - Severity.allCases.firstIndex(of: key.severity)!
        let ruleIndex = rules.firstIndex { $0.id == key.rule } ?? rules.count
        return (severityRank * (rules.count + 1) + ruleIndex) * 2 + 2
    }

    static func sortedKeys(_ groups: [Key: Int], rules: [RuleDescription]) -> [Key] {
        groups.keys.sorted { order(of: $0, rules: rules) < order(of: $1, rules: rules) }
    }

    /// A heading row for each group, and one for the sheets when there are any.
    static func headings(_ groups: [Key: Int], rules: [RuleDescription], sheetCount: Int) -> String {
        var output = "<tfoot>\n"
        for key in sortedKeys(groups, rules: rules) {
            let rule = HTMLReporter.text(key.rule)
            let name = HTMLRuleExplanations.description(of: key.rule, in: rules).map { ": " + HTMLReporter.text($0.name) } ?? ""
            let count = groups[key]!
            output += "<tr class=\"group\" data-rule=\"\(rule)\" data-severity=\"\(key.severity.rawValue)\"><th colspan=\"7\">"
                + "<span class=\"\(key.severity.rawValue)\">\(heading(of: key.severity))</span> · "
                + "<a href=\"#rule-\(rule)\">\(rule)</a>\(name) (\(count))</th></tr>\n"
        }
        if sheetCount > 0 {
            output += "<tr class=\"group\" id=\"sheets-heading\"><th colspan=\"7\">Action sheets, alerts and dialogs (\(sheetCount)): "
                + "as people see them, with their findings</th></tr>\n"
        }
        return output + "</tfoot>\n"
    }

    /// The style sheet that orders the groups.
    static func style(_ groups: [Key: Int], rules: [RuleDescription]) -> String {
        var output = "<style>/*<![CDATA[*/\n"
        for key in sortedKeys(groups, rules: rules) {
            let selector = "[data-rule=\"\(cssString(key.rule))\"][data-severity=\"\(key.severity.rawValue)\"]"
            let order = order(of: key, rules: rules)
            output += "tr.group\(selector) { order: \(order - 1); } tr.finding\(selector) { order: \(order); }\n"
        }
        return output + "/*]]>*/</style>\n"
    }

    /// A rule id as a CSS string's content: only letters, digits and hyphens are kept as they are.
    static func cssString(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" {
                output.unicodeScalars.append(scalar)
            } else {
                output += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return output
    }

    private static func heading(of severity: Severity) -> String {
        switch severity {
        case .error: "Errors"
        case .warning: "Warnings"
        case .note: "Notes"
        }
    }
}

/// A finding's source line with the title marked: the bytes from its start to its end when both
/// are on this line (the title's literal), else from its start to the line's end. Leading
/// indentation is dropped.
enum HTMLSourceLine {
    static func marked(_ line: String, finding: Finding) -> String {
        let bytes = Array(line.utf8)
        let indent = bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
        let start = finding.start.column - 1
        let end = finding.end.line == finding.start.line ? finding.end.column - 1 : bytes.count
        // A finding about a whole call points at its name; the title, when it is on the line, is what is marked.
        if end - start < 2, let title = finding.title, let found = range(of: "\"" + title + "\"", in: bytes, from: max(start, 0)) {
            return marked(bytes, indent: indent, found)
        }
        guard start >= indent, start < end, end <= bytes.count else {
            return HTMLReporter.text(String(decoding: bytes[indent...], as: UTF8.self))
        }
        return marked(bytes, indent: indent, start..<end)
    }

    private static func marked(_ bytes: [UInt8], indent: Int, _ range: Range<Int>) -> String {
        let text = { (range: Range<Int>) in HTMLReporter.text(String(decoding: bytes[range], as: UTF8.self)) }
        return text(indent..<range.lowerBound) + "<mark>" + text(range) + "</mark>" + text(range.upperBound..<bytes.count)
    }

    /// The first place at or after `start` where `text`'s bytes are.
    private static func range(of text: String, in bytes: [UInt8], from start: Int) -> Range<Int>? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, start + needle.count <= bytes.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index..<index + needle.count].elementsEqual(needle) {
            return index..<index + needle.count
        }
        return nil
    }
}
