/// A JSON array of findings, one object per line, keys sorted, for scripts:
/// `column`, `endColumn`, `endLine`, `file`, `line`, `message`, `rule`, `severity`, `title`
/// (`title` is null for findings about no title). Written by hand so the output is byte-stable.
public struct JSONReporter: Reporter {
    public let name = "json"

    public init() {}

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream()
    }

    /// Writes `[` before the first object and `,` between objects, so the array is valid JSON
    /// whichever way the findings are split into writes.
    private struct Stream: ReportStream {
        var hasObjects = false

        mutating func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                output += hasObjects ? ",\n  " : "[\n  "
                hasObjects = true
                output += JSONWriter.object([
                    ("column", String(finding.start.column)),
                    ("endColumn", String(finding.end.column)),
                    ("endLine", String(finding.end.line)),
                    ("file", JSONWriter.string(finding.path)),
                    ("line", String(finding.start.line)),
                    ("message", JSONWriter.string(finding.message)),
                    ("rule", JSONWriter.string(finding.ruleID)),
                    ("severity", JSONWriter.string(finding.severity.rawValue)),
                    ("title", finding.title.map(JSONWriter.string) ?? "null"),
                ])
            }
            return output
        }

        func finish() -> String {
            hasObjects ? "\n]\n" : "[]\n"
        }
    }
}

/// The small part of JSON the reporters write: strings, and objects whose values are already JSON.
enum JSONWriter {
    /// `{"key":value,...}` with keys in the order given.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func string(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
