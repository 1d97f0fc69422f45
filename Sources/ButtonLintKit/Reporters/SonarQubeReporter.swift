/// SonarQube's generic external issues format (10.3 and later, `sonar.externalIssuesReportPaths`):
/// the rules first (id, name, description, engine, Clean Code attribute, impact, and the older
/// type and severity for the standard experience), then one issue per finding with its
/// repository-relative `filePath` and `textRange`. Columns are 0-based UTF-16 offsets, given only
/// when the finding's line is known and the range lies on it, since SonarQube rejects a range
/// that does not fit the file.
struct SonarQubeReporter: Reporter {
    let name = "sonarqube"
    static let engineID = "buttonlint"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream(context: context)
    }

    private struct Stream: ReportStream {
        var context: ReportContext
        var hasIssues = false

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                output += hasIssues ? ",\n    " : head() + "\n    "
                hasIssues = true
                output += JSONWriter.object([
                    ("ruleId", JSONWriter.string(finding.ruleID)),
                    ("effortMinutes", "1"),
                    ("primaryLocation", JSONWriter.object([
                        ("message", JSONWriter.string(finding.message)),
                        ("filePath", JSONWriter.string(context.repositoryPaths.relative(finding.path))),
                        ("textRange", SonarQubeReporter.textRange(finding)),
                    ])),
                ])
            }
            return output
        }

        func finish() -> String {
            (hasIssues ? "\n  ]" : head() + "]") + "\n}\n"
        }

        func head() -> String {
            let rules = (context.rules + [RuleRegistry.ioDescription]).map { "\n    " + SonarQubeReporter.rule($0) }
            return "{\n  \"rules\": [" + rules.joined(separator: ",") + "\n  ],\n  \"issues\": ["
        }
    }

    static func rule(_ rule: RuleDescription) -> String {
        let (impact, severity) = switch rule.defaultSeverity {
        case .error: ("HIGH", "MAJOR")
        case .warning: ("MEDIUM", "MINOR")
        case .note: ("LOW", "INFO")
        }
        return JSONWriter.object([
            ("id", JSONWriter.string(rule.id)),
            ("name", JSONWriter.string(rule.name)),
            ("description", JSONWriter.string(rule.rationale.isEmpty ? rule.summary : rule.summary + " " + rule.rationale)),
            ("engineId", JSONWriter.string(engineID)),
            ("cleanCodeAttribute", "\"CONVENTIONAL\""),
            ("type", "\"CODE_SMELL\""),
            ("severity", JSONWriter.string(severity)),
            ("impacts", "[" + JSONWriter.object([("softwareQuality", "\"MAINTAINABILITY\""),
                                                 ("severity", JSONWriter.string(impact))]) + "]"),
        ])
    }

    static func textRange(_ finding: Finding) -> String {
        var members = [("startLine", String(finding.start.line))]
        if let line = finding.sourceLine, finding.end.line == finding.start.line,
           let start = CharacterColumns.utf16Offset(ofByteColumn: finding.start.column, in: line),
           let end = CharacterColumns.utf16Offset(ofByteColumn: finding.end.column, in: line), end > start {
            members += [("endLine", String(finding.end.line)), ("startColumn", String(start)), ("endColumn", String(end))]
        }
        return JSONWriter.object(members)
    }
}
