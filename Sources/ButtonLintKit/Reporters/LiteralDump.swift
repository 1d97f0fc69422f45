/// `buttonlint dump-literals`: one line per string literal, in the format of SPEC section 3:
/// `path<TAB>line<TAB>col<TAB>kind<TAB>"json text"`, each line ending in `\n`.
///
/// It runs once per literal of every file, so it writes bytes into one buffer: no `String`
/// per number or kind, and line numbers found by walking the line starts forward, since
/// literals come in source order.
public enum LiteralDump {
    public static func render(_ lexed: LexedFile, displayPath: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(lexed.literals.count * 64)
        let path = Array(displayPath.utf8)
        var content: [UInt8] = []
        let lineStarts = lexed.source.lineStarts
        var line = 0
        for literal in lexed.literals {
            let offset = literal.range.lowerBound
            // Literals are ordered by start offset, so the line only moves forward.
            while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset { line += 1 }
            out.append(contentsOf: path)
            out.append(0x09)
            appendDecimal(line + 1, to: &out)
            out.append(0x09)
            appendDecimal(offset - lineStarts[line] + 1, to: &out)
            out.append(0x09)
            out.append(contentsOf: kindNames[kindIndex(literal.kind)])
            out.append(0x09)
            content.removeAll(keepingCapacity: true)
            appendContent(of: literal, in: lexed.source.bytes, to: &content)
            appendJSONString(content, to: &out)
            out.append(0x0A)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let kindNames: [[UInt8]] = [StringLiteralKind.single, .multiline, .raw].map { Array($0.rawValue.utf8) }

    @inline(__always) private static func kindIndex(_ kind: StringLiteralKind) -> Int {
        switch kind {
        case .single: 0
        case .multiline: 1
        case .raw: 2
        }
    }

    /// The literal's content as `dump-literals` shows it: text and escapes as written, each
    /// interpolation as `\(…)`.
    static func appendContent(of literal: StringLiteral, in bytes: [UInt8], to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            for segment in literal.segments {
                switch segment {
                case .text(let range), .escape(let range, _):
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
                case .interpolation:
                    out.append(contentsOf: interpolationMark)
                }
            }
        }
    }

    /// `\(…)`, in UTF-8.
    private static let interpolationMark: [UInt8] = [0x5C, 0x28, 0xE2, 0x80, 0xA6, 0x29]

    /// `value` (positive) in decimal, digits written from the right into a small stack buffer.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value
            var index = 20
            repeat {
                index -= 1
                digits[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
                rest /= 10
            } while rest > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index..<20]))
        }
    }

    /// A JSON string as the oracle writes it: `"` and `\` escaped, control characters as
    /// `\n`, `\r`, `\t`, `\b`, `\f` or `\u00xx`, everything else (`/`, DEL, non-ASCII) kept as
    /// is. Invalid UTF-8 is repaired with U+FFFD the way Swift's `String(decoding:)` does it,
    /// as happens when the compiler makes a `String` of the literal.
    static func appendJSONString(_ bytes: [UInt8], to out: inout [UInt8]) {
        if Cursor.firstInvalidUTF8(in: bytes) == nil {
            JSONString.append(bytes, to: &out)
        } else {
            JSONString.append(Array(String(decoding: bytes, as: UTF8.self).utf8), to: &out)
        }
    }
}
