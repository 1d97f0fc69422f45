/// GitHub Actions workflow commands: one annotation per finding,
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`, with repository-relative
/// files, then a plain summary line, since GitHub shows only the first annotations of a step.
public struct GitHubReporter: Reporter {
    public let name = "github"

    public init() {}

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream(context: context)
    }

    private struct Stream: ReportStream {
        var context: ReportContext
        var counts = FindingCounts([])

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                counts.add(finding.severity)
                let command = switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
                let properties = [
                    ("file", context.repositoryPaths.relative(finding.path)),
                    ("line", String(finding.start.line)),
                    ("col", String(finding.start.column)),
                    ("endLine", String(finding.end.line)),
                    ("endColumn", String(finding.end.column)),
                    ("title", "ButtonLint (\(finding.ruleID))"),
                ].map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }
                output += "::\(command) \(properties.joined(separator: ","))::"
                    + "\(GitHubReporter.escapeMessage(finding.message))\n"
            }
            return output
        }

        func finish() -> String {
            "ButtonLint: \(counts.sentence(fileCount: context.fileCount)).\n"
        }
    }

    static func escapeMessage(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    static func escapeProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Each scalar found in `table` replaced by its value, in one pass (so `%` escapes stay single).
    /// Scalars, not characters: `\r\n` is one `Character`.
    fileprivate func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
        var output = ""
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { output += replacement } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
