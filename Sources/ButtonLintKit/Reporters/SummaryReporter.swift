/// Counts per rule and per file, for a quick look at a large code base.
///
/// ```
/// rule        errors  warnings  notes  total
/// title-case       0         3      0      3
///
/// file             findings
/// Sources/A.swift         3
///
/// 3 findings (3 warnings) in 12 files
/// ```
struct SummaryReporter: Reporter {
    let name = "summary"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(fileCount: context.fileCount)
    }

    /// Keeps counts only: one per rule and one per file with findings.
    private struct Stream: ReportStream {
        var fileCount: Int
        var counts = FindingCounts([])
        var byRule: [String: FindingCounts] = [:]
        var byFile: [String: Int] = [:]

        mutating func write(_ findings: [Finding]) -> String {
            for finding in findings {
                counts.add(finding.severity)
                byRule[finding.ruleID, default: FindingCounts([])].add(finding.severity)
                byFile[finding.path, default: 0] += 1
            }
            return ""
        }

        func finish() -> String {
            var output = ""
            if counts.total > 0 {
                let ruleRows = byRule.keys.sorted().map { rule -> [String] in
                    let counts = byRule[rule]!
                    return [rule, String(counts.errors), String(counts.warnings), String(counts.notes),
                            String(counts.total)]
                }
                output += TextTable.render(header: ["rule", "errors", "warnings", "notes", "total"], rows: ruleRows,
                                           rightAligned: [1, 2, 3, 4])
                output += "\n"
                // Files with the most findings first, then by path.
                let fileRows = byFile.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                    .map { [$0.key, String($0.value)] }
                output += TextTable.render(header: ["file", "findings"], rows: fileRows, rightAligned: [1])
                output += "\n"
            }
            output += counts.sentence(fileCount: fileCount) + "\n"
            return output
        }
    }
}
