/// A GitHub-flavored markdown table for a pull-request comment or a job summary: one row per
/// finding (severity, file, line, rule, message), then the counts. Cell text is escaped so that a
/// message or path can neither break the table nor turn into markup, a mention or a link.
public struct MarkdownReporter: Reporter {
    public let name = "markdown"
    /// At most this many rows, the rest only counted (nil: every finding). GitHub keeps a job
    /// summary only up to 1 MiB, so the one `github` appends stops at `jobSummaryRowLimit`.
    var rowLimit: Int?
    public static let jobSummaryRowLimit = 1000

    public init(rowLimit: Int? = nil) {
        self.rowLimit = rowLimit
    }

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream(context: context, rowLimit: rowLimit ?? .max)
    }

    private struct Stream: ReportStream {
        var context: ReportContext
        var rowLimit: Int
        var counts = FindingCounts([])

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                if counts.total == 0 {
                    output += "| Severity | File | Line | Column | Rule | Message |\n| --- | --- | ---: | ---: | --- | --- |\n"
                }
                counts.add(finding.severity)
                guard counts.total <= rowLimit else { continue }
                let cells = [finding.severity.rawValue, context.repositoryPaths.relative(finding.path),
                             String(finding.start.line), String(finding.start.column), finding.ruleID, finding.message]
                output += "| " + cells.map(MarkdownReporter.escaped).joined(separator: " | ") + " |\n"
            }
            return output
        }

        func finish() -> String {
            let hidden = counts.total - min(counts.total, rowLimit)
            return (hidden > 0 ? "\n\(FindingCounts.count(hidden, "more finding")) not shown here.\n" : "")
                + (counts.total > 0 ? "\n" : "") + "**ButtonLint**: \(counts.sentence(fileCount: context.fileCount)).\n"
        }
    }

    /// ASCII punctuation that could start markup (emphasis, code, links, HTML, entities, table
    /// pipes, math, mentions, issue references, emoji codes) is backslash-escaped; line breaks
    /// become spaces, since a table row is one line.
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r", "\n": output += " "
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "!", "$", "@", "#", ":", "(", ")", "{", "}", "^", "+":
                output += "\\"
                output.unicodeScalars.append(scalar)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
