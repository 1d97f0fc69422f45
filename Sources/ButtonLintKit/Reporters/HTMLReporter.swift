/// One self-contained page for people who would rather look than read a log: errors first, then
/// the findings of each rule, each with its file (a click shows only that file's), its source
/// line with the title marked, the suggested title and a link to its rule's explanation, which
/// the page carries; then every action sheet, alert and dialog the run saw, drawn as people see
/// it, with its findings beside it; counts per rule and per file (a click filters) and filters by
/// rule, file and severity. The page streams: findings are written in report order as they come,
/// and the order people see (severity, then rule) is the style sheet's, written at the end, as
/// are the summary and the explanations, which the style sheet shows first and last. No external
/// script, style or font. The markup is also well-formed XML, so any XML parser reads it as well
/// as a browser does.
struct HTMLReporter: Reporter, DrawsSheets {
    let name = "html"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(context: context)
    }

    struct Stream: ReportStream, SheetDrawingStream {
        var context: ReportContext
        var counts = FindingCounts([])
        var byRule: [String: FindingCounts] = [:]
        /// How many findings each severity and rule has, for the headings of the groups people see.
        var byGroup: [HTMLGroups.Key: Int] = [:]
        var byFile: [(path: String, count: Int)] = []
        var sheetCount = 0
        /// The sheets of the file whose findings come next, drawn with them.
        var pendingSheets: (path: String, sheets: [SheetSummary])?
        var groups = FileGroupStream(head: HTMLPage.head + HTMLPage.tableHead,
                                     open: { "<tbody data-file=\"\(HTMLReporter.text($0))\"><tr class=\"file\"><th colspan=\"7\">"
                                         + "\(HTMLReporter.text($0))</th></tr>\n" },
                                     close: "</tbody>\n")

        init(context: ReportContext) {
            self.context = context
        }

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            if let pending = pendingSheets, pending.path != findings.first?.path {
                output += drawPending(with: [])
            }
            for finding in findings {
                counts.add(finding.severity)
                byRule[finding.ruleID, default: FindingCounts([])].add(finding.severity)
                byGroup[HTMLGroups.Key(severity: finding.severity, rule: finding.ruleID), default: 0] += 1
                let path = context.repositoryPaths.relative(finding.path)
                output += groups.enter(path)
                if byFile.last?.path != path { byFile.append((path, 0)) }
                byFile[byFile.count - 1].count += 1
                output += HTMLReporter.row(finding, path: path)
            }
            if pendingSheets != nil { output += drawPending(with: findings) }
            return output
        }

        mutating func write(sheets: [SheetSummary], ofFile path: String) -> String {
            let output = pendingSheets == nil ? "" : drawPending(with: [])
            pendingSheets = sheets.isEmpty ? nil : (path, sheets)
            return output
        }

        /// The pending sheets, each with the findings on its lines.
        private mutating func drawPending(with findings: [Finding]) -> String {
            guard let pending = pendingSheets else { return "" }
            pendingSheets = nil
            let path = context.repositoryPaths.relative(pending.path)
            var output = groups.enter(path)
            for sheet in pending.sheets {
                sheetCount += 1
                let own = findings.filter { $0.start.line >= sheet.line && $0.start.line <= sheet.lastLine }
                output += HTMLSheetDrawing.row(sheet, path: path, number: sheetCount, findings: own)
            }
            return output
        }

        mutating func finish() -> String {
            var output = drawPending(with: [])
            let drewRows = counts.total > 0 || sheetCount > 0
            output += groups.finish(whenEmpty: HTMLPage.head)
            if drewRows {
                output += HTMLGroups.headings(byGroup, rules: context.rules, sheetCount: sheetCount)
                output += "</table>\n</section>\n"
            }
            output += "<section id=\"summary\">\n<h1>ButtonLint report</h1>\n"
            output += "<p id=\"total\">\(HTMLReporter.text(counts.sentence(fileCount: context.fileCount))).</p>\n"
            if counts.total > 0 {
                output += filters() + ruleCounts() + fileCounts()
            }
            output += "</section>\n"
            if drewRows { output += HTMLGroups.style(byGroup, rules: context.rules) }
            output += HTMLRuleExplanations.section(for: Set(byRule.keys), rules: context.rules)
            output += "</main>\n<script>//<![CDATA[\n" + HTMLPage.script + "//]]></script>\n</body>\n</html>\n"
            return output
        }

        func filters() -> String {
            let rules = byRule.keys.sorted().map { "<option value=\"\(HTMLReporter.text($0))\">\(HTMLReporter.text($0))</option>" }
            let files = byFile.map(\.path).sorted().map {
                "<option value=\"\(HTMLReporter.text($0))\">\(HTMLReporter.text($0))</option>"
            }
            let severities = Severity.allCases.reversed().map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }
            return "<form id=\"filters\">\n"
                + "<label>Rule <select id=\"rule-filter\"><option value=\"\">all rules</option>\(rules.joined())</select></label>\n"
                + "<label>Severity <select id=\"severity-filter\"><option value=\"\">all severities</option>"
                + "\(severities.joined())</select></label>\n"
                + "<label>File <select id=\"file-filter\"><option value=\"\">all files</option>\(files.joined())</select></label>\n"
                + "<output id=\"shown\"><span id=\"shown-count\">\(counts.total)</span> of \(counts.total) findings shown</output>\n"
                + "</form>\n"
        }

        func ruleCounts() -> String {
            let rows = byRule.keys.sorted().map { rule -> String in
                let counts = byRule[rule]!
                return "<tr><td><button type=\"button\" class=\"rule-filter\" data-rule=\"\(HTMLReporter.text(rule))\">"
                    + "\(HTMLReporter.text(rule))</button></td><td>\(counts.errors)</td><td>\(counts.warnings)</td>"
                    + "<td>\(counts.notes)</td><td>\(counts.total)</td></tr>"
            }
            return "<h2>Per rule</h2>\n<table class=\"counts\" id=\"rule-counts\"><thead><tr><th>Rule</th><th>Errors</th>"
                + "<th>Warnings</th><th>Notes</th><th>Total</th></tr></thead>\n<tbody>\n" + rows.joined(separator: "\n")
                + "\n</tbody></table>\n"
        }

        func fileCounts() -> String {
            // Files with the most findings first, then by path.
            let rows = byFile.sorted { $0.count != $1.count ? $0.count > $1.count : $0.path < $1.path }.map {
                "<tr><td><button type=\"button\" class=\"file-filter\" data-file=\"\(HTMLReporter.text($0.path))\">"
                    + "\(HTMLReporter.text($0.path))</button></td><td>\($0.count)</td></tr>"
            }
            return "<details id=\"file-counts\"><summary>Per file (\(byFile.count) files with findings)</summary>\n"
                + "<table class=\"counts\"><thead><tr><th>File</th><th>Findings</th></tr></thead>\n<tbody>\n"
                + rows.joined(separator: "\n") + "\n</tbody></table>\n</details>\n"
        }
    }

    static func text(_ text: String) -> String { MarkupText.escaped(text) }

    /// A finding's row: severity, rule (a link to its explanation), position, message, source
    /// line with the title marked, suggestion, and its file (a click filters by it).
    static func row(_ finding: Finding, path: String) -> String {
        let source = finding.sourceLine.map { "<code>\(HTMLSourceLine.marked($0, finding: finding))</code>" } ?? ""
        let suggestion = finding.suggestion.map { "<q>\(text($0))</q>" } ?? ""
        let severity = finding.severity.rawValue
        let rule = text(finding.ruleID)
        return "<tr class=\"finding\" data-rule=\"\(rule)\" data-severity=\"\(severity)\">"
            + "<td class=\"\(severity)\">\(severity)</td><td><a href=\"#rule-\(rule)\">\(rule)</a></td>"
            + "<td>\(finding.start.line):\(finding.start.column)</td><td class=\"message\">\(text(finding.message))</td>"
            + "<td class=\"source\">\(source)</td><td>\(suggestion)</td><th>\(text(path))</th></tr>\n"
    }
}

/// A reporter whose page draws the run's sheets: a run that writes it asks the analysis for them.
protocol DrawsSheets {}

/// A report stream that draws sheets: each file's come before its findings.
protocol SheetDrawingStream {
    /// Text for the sheets of the file `path` (a display path, as findings carry); may be empty
    /// until the file's findings come.
    mutating func write(sheets: [SheetSummary], ofFile path: String) -> String
}

extension Reporter {
    /// Whether a run writing this report needs each file's sheets (`LintRequest.listsSheets`).
    package var drawsSheets: Bool { self is any DrawsSheets }
}

extension ReportStream {
    /// Hands the sheets of `result` to a stream that draws them, before the result's findings
    /// are written; other streams ignore them.
    package mutating func write(sheetsOf result: FileResult, into text: inout String) {
        guard let path = result.file?.displayPath, var drawing = self as? any SheetDrawingStream else { return }
        text += drawing.write(sheets: result.sheets, ofFile: path)
        if let stream = drawing as? Self { self = stream }
    }
}
