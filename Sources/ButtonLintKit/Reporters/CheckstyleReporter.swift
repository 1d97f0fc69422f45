/// Checkstyle XML, which Jenkins' Warnings plugin (`checkStyle` parser) and many other CI tools
/// read: one `<file>` per file with findings, one `<error>` per finding. Severities are
/// Checkstyle's (`error`, `warning`, `info`); `source` names the rule.
struct CheckstyleReporter: Reporter {
    let name = "checkstyle"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(repositoryPaths: context.repositoryPaths)
    }

    private struct Stream: ReportStream {
        var repositoryPaths: RepositoryPaths
        var files = FileGroupStream(head: CheckstyleReporter.head, open: { "  <file name=\"\(MarkupText.escaped($0))\">\n" },
                                    close: "  </file>\n")

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                output += files.enter(repositoryPaths.relative(finding.path))
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
            files.finish(whenEmpty: CheckstyleReporter.head) + "</checkstyle>\n"
        }
    }

    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
}
