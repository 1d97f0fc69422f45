/// Checkstyle XML, which Jenkins' Warnings plugin (`checkStyle` parser) and many other CI tools
/// read: one `<file>` per file with findings, one `<error>` per finding. Severities are
/// Checkstyle's (`error`, `warning`, `info`); `source` names the rule.
public struct CheckstyleReporter: Reporter {
    public let name = "checkstyle"

    public init() {}

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream(repositoryPaths: context.repositoryPaths)
    }

    private struct Stream: ReportStream {
        var repositoryPaths: RepositoryPaths
        var openFile: String?
        var started = false

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                if !started { output += CheckstyleReporter.head; started = true }
                if openFile != finding.path {
                    if openFile != nil { output += "  </file>\n" }
                    openFile = finding.path
                    output += "  <file name=\"\(MarkupText.escaped(repositoryPaths.relative(finding.path)))\">\n"
                }
                let severity = switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "info"
                }
                output += "    <error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" "
                    + "severity=\"\(severity)\" message=\"\(MarkupText.escaped(finding.message))\" "
                    + "source=\"buttonlint.\(MarkupText.escaped(finding.ruleID))\"/>\n"
            }
            return output
        }

        func finish() -> String {
            (started ? "" : CheckstyleReporter.head) + (openFile != nil ? "  </file>\n" : "") + "</checkstyle>\n"
        }
    }

    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
}
