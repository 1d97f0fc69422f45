/// GitLab Code Quality (a subset of the Code Climate issue format) for the merge request
/// widget: `description`, `check_name`, a `fingerprint` unique per finding that survives lines
/// moving, `severity` in GitLab's words, and `location.path` (repository-relative) with
/// `lines.begin`.
struct GitLabReporter: Reporter {
    let name = "gitlab"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(repositoryPaths: context.repositoryPaths)
    }

    private struct Stream: ReportStream {
        var repositoryPaths: RepositoryPaths
        var fingerprint = ReportFingerprint()
        var array = JSONArrayStream()

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                let path = repositoryPaths.relative(finding.path)
                let severity = switch finding.severity {
                case .error: "major"
                case .warning: "minor"
                case .note: "info"
                }
                output += array.add(JSONWriter.object([
                    ("type", "\"issue\""),
                    ("check_name", JSONWriter.string(finding.ruleID)),
                    ("description", JSONWriter.string(finding.message)),
                    ("categories", "[\"Style\"]"),
                    ("severity", JSONWriter.string(severity)),
                    ("fingerprint", JSONWriter.string(fingerprint.next(finding, relativePath: path))),
                    ("location", JSONWriter.object([
                        ("path", JSONWriter.string(path)),
                        ("lines", JSONWriter.object([("begin", String(finding.start.line)),
                                                     ("end", String(finding.end.line))])),
                    ])),
                    ("engine_name", "\"buttonlint\""),
                ]))
            }
            return output
        }

        func finish() -> String {
            array.finish()
        }
    }
}
