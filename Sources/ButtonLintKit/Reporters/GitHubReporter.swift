/// GitHub Actions workflow commands (SPEC section 6): one annotation per finding,
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`, with repository-relative
/// files, then a plain summary line, since GitHub shows only the first annotations of a step.
public struct GitHubReporter: Reporter {
    public let name = "github"

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings {
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
            ].map { "\($0.0)=\(Self.escapeProperty($0.1))" }
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeMessage(finding.message))\n"
        }
        output += "ButtonLint: \(FindingCounts(findings).sentence(fileCount: context.fileCount)).\n"
        return output
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
