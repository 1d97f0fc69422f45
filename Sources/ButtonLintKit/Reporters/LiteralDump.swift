/// `buttonlint dump-literals`: one line per string literal, in the format of SPEC section 3:
/// `path<TAB>line<TAB>col<TAB>kind<TAB>"json text"`, each line ending in `\n`.
public enum LiteralDump {
    public static func render(_ lexed: LexedFile, displayPath: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(lexed.literals.count * 64)
        let path = Array(displayPath.utf8)
        var content: [UInt8] = []
        for literal in lexed.literals {
            let location = lexed.source.location(of: literal.range.lowerBound)
            out.append(contentsOf: path)
            out.append(0x09)
            appendDecimal(location.line, to: &out)
            out.append(0x09)
            appendDecimal(location.column, to: &out)
            out.append(0x09)
            out.append(contentsOf: literal.kind.rawValue.utf8)
            out.append(0x09)
            content.removeAll(keepingCapacity: true)
            appendContent(of: literal, in: lexed.source.bytes, to: &content)
            appendJSONString(content, to: &out)
            out.append(0x0A)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The literal's content as `dump-literals` shows it: text and escapes as written, each
    /// interpolation as `\(…)`.
    static func appendContent(of literal: StringLiteral, in bytes: [UInt8], to out: inout [UInt8]) {
        for segment in literal.segments {
            switch segment {
            case .text(let range), .escape(let range, _):
                out.append(contentsOf: bytes[range])
            case .interpolation:
                out.append(contentsOf: [0x5C, 0x28, 0xE2, 0x80, 0xA6, 0x29]) // \(…)
            }
        }
    }

    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        out.append(contentsOf: String(value).utf8)
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
