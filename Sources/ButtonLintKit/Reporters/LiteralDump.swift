/// `buttonlint dump-literals`: one line per string literal, in the format of SPEC section 3:
/// `path<TAB>line<TAB>col<TAB>kind<TAB>"json text"`, each line ending in `\n`.
///
/// It runs once per literal of every file, so each line is written straight into one byte
/// buffer (no `String` per number or kind, no array per literal), line numbers come from
/// walking the line starts forward, since literals come in source order, and a literal's text
/// is escaped from the file's bytes straight into the output.
public enum LiteralDump {
    public static func render(_ lexed: LexedFile, displayPath: String) -> String {
        let literals = lexed.literals
        var out = DumpWriter(capacity: literals.count * (displayPath.utf8.count + 48) + 64)
        defer { out.deallocate() }
        let path = Array(displayPath.utf8)
        let lineStarts = lexed.source.lineStarts
        // A literal's text can only be broken UTF-8 when the lexer met broken UTF-8 somewhere.
        let mayHoldInvalidUTF8 = lexed.diagnostics.contains { $0.kind == .invalidUTF8 }
        var line = 0
        let kindNames = Self.kindNames
        lexed.source.bytes.withUnsafeBufferPointer { source in
            for index in literals.indices {
                let literal = literals[index]
                let offset = literal.range.lowerBound
                // Literals are ordered by start offset, so the line only moves forward.
                while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset { line += 1 }
                let kind = kindNames[kindIndex(literal.kind)]
                // Path, four tabs, two numbers of at most 20 digits, the kind, `"`.
                out.reserve(path.count + 4 + 40 + kind.count + 1)
                out.write(path)
                out.write(0x09)
                out.writeDecimal(line + 1)
                out.write(0x09)
                out.writeDecimal(offset - lineStarts[line] + 1)
                out.write(0x09)
                out.write(kind)
                out.write(0x09)
                out.write(0x22)
                if mayHoldInvalidUTF8 {
                    writeRepairedContent(of: literal, in: source, to: &out)
                } else {
                    writeContent(of: literal, in: source, to: &out)
                }
                out.reserve(2)
                out.write(0x22)
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

    /// The literal's content as `dump-literals` shows it, escaped for JSON: text and escapes as
    /// written, each interpolation as `\(…)`.
    private static func writeContent(of literal: StringLiteral, in bytes: UnsafeBufferPointer<UInt8>,
                                      to out: inout DumpWriter) {
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range), .escape(let range, _):
                out.writeJSONEscaped(UnsafeBufferPointer(rebasing: bytes[range]))
            case .interpolation:
                out.reserve(escapedInterpolationMark.count)
                out.write(escapedInterpolationMark)
            }
        }
    }

    /// The content of a literal in a file with broken UTF-8: gathered first, and when broken,
    /// repaired with U+FFFD the way Swift's `String(decoding:)` does it, as happens when the
    /// compiler makes a `String` of the literal.
    private static func writeRepairedContent(of literal: StringLiteral, in bytes: UnsafeBufferPointer<UInt8>,
                                             to out: inout DumpWriter) {
        var content: [UInt8] = []
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range), .escape(let range, _): content.append(contentsOf: bytes[range])
            case .interpolation: content.append(contentsOf: interpolationMark)
            }
        }
        if Cursor.firstInvalidUTF8(in: content) != nil {
            content = Array(String(decoding: content, as: UTF8.self).utf8)
        }
        content.withUnsafeBufferPointer { out.writeJSONEscaped($0) }
    }

    /// `\(…)`, in UTF-8.
    private static let interpolationMark: [UInt8] = [0x5C, 0x28, 0xE2, 0x80, 0xA6, 0x29]
    /// The same, escaped for JSON (`\\(…)`).
    private static let escapedInterpolationMark: [UInt8] = [0x5C] + interpolationMark
}

/// The output of one file's dump: memory it grows itself, room asked for once per piece
/// (`reserve`), then writes that check nothing. Freed by `deallocate`.
private struct DumpWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        self.base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    @inline(__always) mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always) mutating func write(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    @inline(__always) mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    @inline(__always) mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// `value` (not negative) in decimal: at most 20 bytes.
    @inline(__always) mutating func writeDecimal(_ value: Int) {
        var digits = 1
        var power = 10
        while digits < 19 && value >= power { digits += 1; power &*= 10 }
        var rest = value
        var index = count + digits
        count = index
        repeat {
            index -= 1
            base[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// `bytes` (valid UTF-8) escaped as `JSONString` escapes them, without the quotes: runs
    /// that need no escape are copied whole.
    mutating func writeJSONEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(JSONString.maximumLength(of: bytes.count))
        guard let source = bytes.baseAddress else { return }
        var runStart = 0
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = source[index]
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C { index &+= 1; continue }
            write(UnsafeBufferPointer(start: source + runStart, count: index - runStart))
            write(0x5C)
            switch byte {
            case 0x22, 0x5C: write(byte)
            case 0x0A: write(UInt8(ascii: "n"))
            case 0x0D: write(UInt8(ascii: "r"))
            case 0x09: write(UInt8(ascii: "t"))
            case 0x08: write(UInt8(ascii: "b"))
            case 0x0C: write(UInt8(ascii: "f"))
            default:
                write(UInt8(ascii: "u"))
                write(0x30)
                write(0x30)
                write(Self.hexDigit(byte >> 4))
                write(Self.hexDigit(byte & 0xF))
            }
            index &+= 1
            runStart = index
        }
        write(UnsafeBufferPointer(start: source + runStart, count: end - runStart))
    }

    @inline(__always) private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }

    /// The bytes as a `String` (they are valid UTF-8: the literal texts are checked or repaired).
    func string() -> String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
