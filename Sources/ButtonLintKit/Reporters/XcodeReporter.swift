/// The default format, the one Xcode and most editors parse from compiler output:
/// `path:line:col: warning: message (rule-id)`, one finding per line.
public struct XcodeReporter: Reporter {
    public let name = "xcode"

    public init() {}

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream(useColor: context.useColor)
    }

    private struct Stream: ReportStream {
        var useColor: Bool

        func write(_ findings: [Finding]) -> String {
            var output = ""
            for finding in findings {
                output += "\(finding.path):\(finding.start.line):\(finding.start.column): "
                output += XcodeReporter.label(finding.severity, color: useColor)
                output += ": \(XcodeReporter.singleLine(finding.message)) (\(finding.ruleID))\n"
            }
            return output
        }

        func finish() -> String { "" }
    }

    private static func label(_ severity: Severity, color: Bool) -> String {
        guard color else { return severity.rawValue }
        let code = switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
        return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    /// A line break in a message would start a line editors read as a new finding.
    static func singleLine(_ message: String) -> String {
        guard message.contains(where: \.isNewline) else { return message }
        return message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
