/// JUnit XML for CI test views (Jenkins `junit`, GitLab `artifacts:reports:junit`): one test
/// case per file with findings, one `<failure>` per finding. A run without findings is one
/// passing test case, since test views reject a report with none.
struct JUnitReporter: Reporter {
    let name = "junit"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(repositoryPaths: context.repositoryPaths)
    }

    private struct Stream: ReportStream {
        var repositoryPaths: RepositoryPaths
        var files = FileGroupStream(head: JUnitReporter.head,
                                    open: { "    <testcase classname=\"ButtonLint\" name=\"\(MarkupText.escaped($0))\">\n" },
                                    close: "    </testcase>\n")

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                let path = repositoryPaths.relative(finding.path)
                output += files.enter(path)
                let location = "\(path):\(finding.start.line):\(finding.start.column): "
                    + "\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))"
                output += "      <failure type=\"\(MarkupText.escaped(finding.ruleID))\" "
                    + "message=\"\(MarkupText.escaped(finding.message))\">\(MarkupText.escaped(location))</failure>\n"
            }
            return output
        }

        func finish() -> String {
            files.finish(whenEmpty: JUnitReporter.head + "    <testcase classname=\"ButtonLint\" name=\"button titles\"/>\n")
                + JUnitReporter.tail
        }
    }

    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"ButtonLint\">\n"
        + "  <testsuite name=\"ButtonLint\">\n"
    static let tail = "  </testsuite>\n</testsuites>\n"
}
