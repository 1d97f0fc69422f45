/// `buttonlint dump-literals`: one line per string literal, in the format of SPEC section 3:
/// `path<TAB>line<TAB>col<TAB>kind<TAB>"json text"`, each line ending in `\n`.
///
/// It runs once per literal of every file, so each line is written straight into one byte
/// buffer (no `String` per number or kind, no array per literal), and line numbers come from
/// walking the line starts forward, since literals come in source order.
public enum LiteralDump {
    public static func render(_ lexed: LexedFile, displayPath: String) -> String {
        var out = ByteBuffer(capacity: lexed.literals.count * 64)
        var content = ByteBuffer()
        let path = Array(displayPath.utf8)
        let lineStarts = lexed.source.lineStarts
        var line = 0
        lexed.source.bytes.withUnsafeBufferPointer { source in
            for literal in lexed.literals {
                let offset = literal.range.lowerBound
                // Literals are ordered by start offset, so the line only moves forward.
                while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset { line += 1 }
                let kind = kindNames[kindIndex(literal.kind)]
                // Path, four tabs, two numbers of at most 20 digits, the kind, `\n`.
                out.reserve(path.count + 4 + 40 + kind.count + 1)
                out.write(path)
                out.write(0x09)
                out.writeDecimal(line + 1)
                out.write(0x09)
                out.writeDecimal(offset - lineStarts[line] + 1)
                out.write(0x09)
                out.write(kind)
                out.write(0x09)
                content.removeAll()
                writeContent(of: literal, in: source, to: &content)
                if Cursor.firstInvalidUTF8(in: content.bytes) == nil {
                    JSONString.write(content.bytes, to: &out)
                } else {
                    // Repaired with U+FFFD the way Swift's `String(decoding:)` does it, as happens
                    // when the compiler makes a `String` of the literal.
                    let repaired = Array(content.string().utf8)
                    repaired.withUnsafeBufferPointer { JSONString.write($0, to: &out) }
                }
                out.reserve(1)
                out.write(0x0A)
            }
        }
        return out.string()
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
    static func writeContent(of literal: StringLiteral, in bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range), .escape(let range, _):
                out.reserve(range.count)
                out.write(UnsafeBufferPointer(rebasing: bytes[range]))
            case .interpolation:
                out.reserve(interpolationMark.count)
                out.write(interpolationMark)
            }
        }
    }

    /// `\(…)`, in UTF-8.
    private static let interpolationMark: [UInt8] = [0x5C, 0x28, 0xE2, 0x80, 0xA6, 0x29]
}
