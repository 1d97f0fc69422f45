/// JUnit XML for CI test views (Jenkins `junit`, GitLab `artifacts:reports:junit`): one test
/// case per file with findings, one `<failure>` per finding. A run without findings is one
/// passing test case, since test views reject a report with none.
public struct JUnitReporter: Reporter {
    public let name = "junit"

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
                if !started { output += JUnitReporter.head; started = true }
                let path = repositoryPaths.relative(finding.path)
                if openFile != finding.path {
                    if openFile != nil { output += "    </testcase>\n" }
                    openFile = finding.path
                    output += "    <testcase classname=\"ButtonLint\" name=\"\(MarkupText.escaped(path))\">\n"
                }
                let location = "\(path):\(finding.start.line):\(finding.start.column): "
                    + "\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))"
                output += "      <failure type=\"\(MarkupText.escaped(finding.ruleID))\" "
                    + "message=\"\(MarkupText.escaped(finding.message))\">\(MarkupText.escaped(location))</failure>\n"
            }
            return output
        }

        func finish() -> String {
            if !started {
                return JUnitReporter.head + "    <testcase classname=\"ButtonLint\" name=\"button titles\"/>\n" + JUnitReporter.tail
            }
            return (openFile != nil ? "    </testcase>\n" : "") + JUnitReporter.tail
        }
    }

    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"ButtonLint\">\n"
        + "  <testsuite name=\"ButtonLint\">\n"
    static let tail = "  </testsuite>\n</testsuites>\n"
}
