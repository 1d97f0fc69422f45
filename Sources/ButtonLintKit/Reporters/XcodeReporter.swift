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
            findings.map { XcodeReporter.line(for: $0, color: useColor) }.joined()
        }

        func finish() -> String { "" }
    }

    /// One finding as its line, line break included: also how other commands (`titles`) print
    /// the `io` findings of their run on standard error.
    public static func line(for finding: Finding, color: Bool = false) -> String {
        "\(finding.path):\(finding.start.line):\(finding.start.column): \(label(finding.severity, color: color)): "
            + "\(singleLine(finding.message)) (\(finding.ruleID))\n"
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
        // Every line break (U+000A to U+000D, U+0085, U+2028, U+2029) starts with one of these
        // bytes in UTF-8; most messages hold none, and are then not read as characters at all.
        guard message.utf8.contains(where: { ($0 >= 0x0A && $0 <= 0x0D) || $0 == 0xC2 || $0 == 0xE2 }),
              message.contains(where: \.isNewline) else { return message }
        return message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
