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
            var text = ""
            write(findings, into: &text)
            return text
        }

        /// Each line appended in place: a `String` per line joined afterwards, built by
        /// interpolation, cost several times the bytes written.
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
        withUnsafePointer(to: finding) { finding in
            appendLines(for: UnsafeBufferPointer(start: finding, count: 1), color: color, to: &text)
        }
    }

    /// The lines of `findings` added to the end of `text`.
    static func appendLines(for findings: [Finding], color: Bool, to text: inout String) {
        findings.withUnsafeBufferPointer { appendLines(for: $0, color: color, to: &text) }
    }

    /// The lines made in one piece from their parts' bytes (numbers written as digits in place)
    /// and appended once: an append per part cost about 4,500 instructions a line, joining a
    /// line's parts (its numbers made Strings) and appending each line about 3,500. Findings are
    /// read in place: each one taken out of a collection was a copy, which counted references
    /// on all its text.
    private static func appendLines(for findings: UnsafeBufferPointer<Finding>, color: Bool, to text: inout String) {
        guard let first = findings.baseAddress, !findings.isEmpty else { return }
        // Messages are searched for line breaks once, while counting: when none holds one (the
        // usual case) they are written as they are, without being searched a second time.
        var count = 0
        var someMessageBreaks = false
        for index in 0..<findings.count {
            count += byteCount(ofLineFor: first + index, color: color, someMessageBreaks: &someMessageBreaks)
        }
        text += String(unsafeUninitializedCapacity: count) { buffer in
            var writer = UTF8Writer(buffer)
            for index in 0..<findings.count {
                writeLine(for: first + index, color: color, singleLineMessages: someMessageBreaks, to: &writer)
            }
            return writer.offset
        }
    }

    /// The bytes `writeLine` writes; sets `someMessageBreaks` when the message holds a line break.
    private static func byteCount(ofLineFor finding: UnsafePointer<Finding>, color: Bool,
                                  someMessageBreaks: inout Bool) -> Int {
        // ":" ":" ": " ": " " (" ")\n"
        let punctuation = 10
        let message = finding.pointee.message
        let messageBytes: Int
        if holdsLineBreak(message) {
            someMessageBreaks = true
            messageBytes = singleLine(message).utf8.count
        } else {
            messageBytes = message.utf8.count
        }
        return finding.pointee.path.utf8.count + UTF8Writer.byteCount(ofDecimal: finding.pointee.start.line)
            + UTF8Writer.byteCount(ofDecimal: finding.pointee.start.column)
            + label(finding.pointee.severity, color: color).utf8.count + messageBytes
            + finding.pointee.ruleID.utf8.count + punctuation
    }

    /// `singleLineMessages` false when no message of the findings holds a line break.
    private static func writeLine(for finding: UnsafePointer<Finding>, color: Bool, singleLineMessages: Bool,
                                  to writer: inout UTF8Writer) {
        writer.write(finding.pointee.path)
        writer.write(ascii: ":")
        writer.write(decimal: finding.pointee.start.line)
        writer.write(ascii: ":")
        writer.write(decimal: finding.pointee.start.column)
        writer.write(ascii: ":", " ")
        writer.write(label(finding.pointee.severity, color: color))
        writer.write(ascii: ":", " ")
        writer.write(singleLineMessages ? singleLine(finding.pointee.message) : finding.pointee.message)
        writer.write(ascii: " ", "(")
        writer.write(finding.pointee.ruleID)
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
    /// finding one among the bytes is finding such a character. Stepping through a `String`'s
    /// UTF-8 view byte by byte cost about 40 instructions a byte, four times the rest of a line.
    static func holdsLineBreak(_ message: String) -> Bool {
        let found = message.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            func startsLineBreak(at index: Int) -> Bool {
                let byte = bytes[index]
                if byte >= 0x0A && byte <= 0x0D { return true }
                if byte == 0xC2 { return index + 1 < bytes.count && bytes[index + 1] == 0x85 }
                if byte == 0xE2 {
                    return index + 2 < bytes.count && bytes[index + 1] == 0x80
                        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                }
                return false
            }
            var index = 0
            if let base = bytes.baseAddress {
                // Eight bytes at a time: a word with no byte below 0x0E and none from 0x80 up
                // (the high bit) holds no line break and no start of one.
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let belowFourteen = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word
                    if (belowFourteen | word) & 0x8080_8080_8080_8080 != 0 {
                        for offset in index..<index + 8 where startsLineBreak(at: offset) { return true }
                    }
                    index += 8
                }
            }
            while index < bytes.count {
                if startsLineBreak(at: index) { return true }
                index += 1
            }
            return false
        }
        return found ?? message.contains(where: \.isNewline)
    }
}
