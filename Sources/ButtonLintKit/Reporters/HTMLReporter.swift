/// One self-contained page for people who would rather look than read a log: every finding with
/// its source line and suggested title, grouped by file, then counts per rule and per file and
/// filters by rule and severity (shown first on the page by CSS, written last so the page
/// streams). No external script, style or font. The markup is also well-formed XML, so any XML
/// parser reads it as well as a browser does.
struct HTMLReporter: Reporter {
    let name = "html"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(context: context)
    }

    private struct Stream: ReportStream {
        var context: ReportContext
        var counts = FindingCounts([])
        var byRule: [String: FindingCounts] = [:]
        var byFile: [(path: String, count: Int)] = []
        var groups = FileGroupStream(head: HTMLPage.head + HTMLPage.tableHead,
                                     open: { "<tbody><tr class=\"file\"><th colspan=\"6\">\(HTMLReporter.text($0))</th></tr>\n" },
                                     close: "</tbody>\n")

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                counts.add(finding.severity)
                byRule[finding.ruleID, default: FindingCounts([])].add(finding.severity)
                let path = context.repositoryPaths.relative(finding.path)
                output += groups.enter(path)
                if byFile.last?.path != path { byFile.append((path, 0)) }
                byFile[byFile.count - 1].count += 1
                output += HTMLReporter.row(finding)
            }
            return output
        }

        func finish() -> String {
            var output = groups.finish(whenEmpty: HTMLPage.head)
            if counts.total > 0 { output += "</table>\n</section>\n" }
            output += "<section id=\"summary\">\n<h1>ButtonLint report</h1>\n"
            output += "<p id=\"total\">\(HTMLReporter.text(counts.sentence(fileCount: context.fileCount))).</p>\n"
            if counts.total > 0 {
                output += filters() + ruleCounts() + fileCounts()
            }
            output += "</section>\n</main>\n<script>//<![CDATA[\n" + HTMLPage.script + "//]]></script>\n</body>\n</html>\n"
            return output
        }

        func filters() -> String {
            let rules = byRule.keys.sorted().map { "<option value=\"\(HTMLReporter.text($0))\">\(HTMLReporter.text($0))</option>" }
            let severities = Severity.allCases.reversed().map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }
            return "<form id=\"filters\">\n"
                + "<label>Rule <select id=\"rule-filter\"><option value=\"\">all rules</option>\(rules.joined())</select></label>\n"
                + "<label>Severity <select id=\"severity-filter\"><option value=\"\">all severities</option>"
                + "\(severities.joined())</select></label>\n"
                + "<output id=\"shown\"><span id=\"shown-count\">\(counts.total)</span> of \(counts.total) findings shown</output>\n"
                + "</form>\n"
        }

        func ruleCounts() -> String {
            let rows = byRule.keys.sorted().map { rule -> String in
                let counts = byRule[rule]!
                return "<tr><td>\(HTMLReporter.text(rule))</td><td>\(counts.errors)</td><td>\(counts.warnings)</td>"
                    + "<td>\(counts.notes)</td><td>\(counts.total)</td></tr>"
            }
            return "<h2>Per rule</h2>\n<table class=\"counts\" id=\"rule-counts\"><thead><tr><th>Rule</th><th>Errors</th>"
                + "<th>Warnings</th><th>Notes</th><th>Total</th></tr></thead>\n<tbody>\n" + rows.joined(separator: "\n")
                + "\n</tbody></table>\n"
        }

        func fileCounts() -> String {
            // Files with the most findings first, then by path.
            let rows = byFile.sorted { $0.count != $1.count ? $0.count > $1.count : $0.path < $1.path }.map {
                "<tr><td>\(HTMLReporter.text($0.path))</td><td>\($0.count)</td></tr>"
            }
            return "<details id=\"file-counts\"><summary>Per file (\(byFile.count) files with findings)</summary>\n"
                + "<table class=\"counts\"><thead><tr><th>File</th><th>Findings</th></tr></thead>\n<tbody>\n"
                + rows.joined(separator: "\n") + "\n</tbody></table>\n</details>\n"
        }
    }

    static func text(_ text: String) -> String { MarkupText.escaped(text) }

    static func row(_ finding: Finding) -> String {
        let source = finding.sourceLine.map { line in
            "<code>\(text(String(line.drop { $0 == " " || $0 == "\t" })))</code>"
        } ?? ""
        let suggestion = finding.suggestion.map { "<q>\(text($0))</q>" } ?? ""
        let severity = finding.severity.rawValue
        return "<tr class=\"finding\" data-rule=\"\(text(finding.ruleID))\" data-severity=\"\(severity)\">"
            + "<td class=\"\(severity)\">\(severity)</td><td>\(text(finding.ruleID))</td>"
            + "<td>\(finding.start.line):\(finding.start.column)</td><td class=\"message\">\(text(finding.message))</td>"
            + "<td class=\"source\">\(source)</td><td>\(suggestion)</td></tr>\n"
    }
}
