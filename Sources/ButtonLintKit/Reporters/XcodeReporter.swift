/// The default format, the one Xcode and most editors parse from compiler output:
/// `path:line:col: warning: message (rule-id)`, one finding per line.
public struct XcodeReporter: Reporter {
    public let name = "xcode"

    init() {}

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream(useColor: context.useColor)
    }

    private struct Stream: ReportStream {
        var useColor: Bool

        func write(_ findings: [Finding]) -> String {
            var text = ""
            write(findings, into: &text)
            return text
        }

        /// Each line appended in place, not made a `String` of its own and joined afterwards.
        func write(_ findings: [Finding], into text: inout String) {
            XcodeReporter.appendLines(for: findings, color: useColor, to: &text)
        }

        func finish() -> String { "" }
    }

    /// One finding as its line, line break included: also how other commands (`titles`) print
    /// the `io` findings of their run on standard error.
    public static func line(for finding: Finding, color: Bool = false) -> String {
        var line = ""
        appendLine(for: finding, color: color, to: &line)
        return line
    }

    /// `line(for:color:)` added to the end of `text`.
    static func appendLine(for finding: Finding, color: Bool, to text: inout String) {
        appendLines(for: CollectionOfOne(finding), color: color, to: &text)
    }

    /// The lines of `findings`, made as bytes with numbers written as digits in place and
    /// appended to the end of `text` at once, rather than a `String` per part or per line.
    static func appendLines<Findings: Collection<Finding>>(for findings: Findings, color: Bool, to text: inout String) {
        guard !findings.isEmpty else { return }
        var writer = UTF8Writer(capacity: findings.count * 160)
        for index in findings.indices {
            writeLine(for: findings[index], color: color, to: &writer)
        }
        text += writer.text
    }

    private static func writeLine(for finding: Finding, color: Bool, to writer: inout UTF8Writer) {
        writer.write(finding.path)
        writer.write(ascii: ":")
        writer.write(decimal: finding.start.line)
        writer.write(ascii: ":")
        writer.write(decimal: finding.start.column)
        writer.write(ascii: ":", " ")
        writer.write(label(finding.severity, color: color))
        writer.write(ascii: ":", " ")
        writer.write(singleLine(finding.message))
        writer.write(ascii: " ", "(")
        writer.write(finding.ruleID)
        writer.write(ascii: ")", "\n")
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
        guard holdsLineBreak(message) else { return message }
        return message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Whether a character of `message` is a line break (`Character.isNewline`), read from the
    /// UTF-8 bytes: U+000A to U+000D, U+0085 (C2 85), U+2028 and U+2029 (E2 80 A8, E2 80 A9).
    /// Each of these is a character of its own (grapheme breaks surround them, CR LF aside), so
    /// finding one among the bytes is finding such a character, without splitting the message
    /// into characters.
    static func holdsLineBreak(_ message: String) -> Bool {
        let bytes = message.utf8.span
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x0A && byte <= 0x0D { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
               bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                return true
            }
            index += 1
        }
        return false
    }
}
