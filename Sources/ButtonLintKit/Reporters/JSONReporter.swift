/// A JSON array of findings, one object per line, keys sorted, for scripts:
/// `column`, `context`, `endColumn`, `endLine`, `file`, `line`, `message`, `rule`, `severity`,
/// `title` (`title` is null for findings about no title, `context` for findings about no site). Written by hand so the output is byte-stable.
struct JSONReporter: Reporter {
    let name = "json"

    init() {}

    func makeStream(context: ReportContext) -> any ReportStream {
        Stream()
    }

    /// The array is valid JSON whichever way the findings are split into writes.
    private struct Stream: ReportStream {
        var array = JSONArrayStream()

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                output += array.add(JSONWriter.object([
                    ("column", String(finding.start.column)),
                    ("context", finding.context.map { JSONWriter.string($0.rawValue) } ?? "null"),
                    ("endColumn", String(finding.end.column)),
                    ("endLine", String(finding.end.line)),
                    ("file", JSONWriter.string(finding.path)),
                    ("line", String(finding.start.line)),
                    ("message", JSONWriter.string(finding.message)),
                    ("rule", JSONWriter.string(finding.ruleID)),
                    ("severity", JSONWriter.string(finding.severity.rawValue)),
                    ("title", finding.title.map(JSONWriter.string) ?? "null"),
                ]))
            }
            return output
        }

        func finish() -> String {
            array.finish()
        }
    }
}

/// The small part of JSON the reporters write: strings, and objects whose values are already JSON.
enum JSONWriter {
    /// `{"key":value,...}` with keys in the order given.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON string literal, escaped as everywhere in ButtonLint (`JSONString`).
    static func string(_ text: String) -> String {
        JSONString.quoted(text)
    }
}
