/// `buttonlint dump-literals`: one line per string literal,
/// `path<TAB>line<TAB>col<TAB>kind<TAB>"json text"`, each line ending in `\n`.
///
/// It runs once per literal of every file, so each line is written straight into one byte
/// buffer (no `String` per number or kind, no array per literal), line numbers come from
/// counting line breaks forward (`LineFeedCounter`), since literals come in source order, and a
/// literal's text is escaped from the file's bytes straight into the output (`EscapedLiteralText`).
enum LiteralDump {
    static func render(_ lexed: LexedFile, displayPath: String) -> String {
        String(decoding: renderBytes(lexed, displayPath: displayPath), as: UTF8.self)
    }

    /// The lines as UTF-8 bytes (always valid: a broken literal is repaired), for writing
    /// straight to the output without a `String` in between.
    static func renderBytes(_ lexed: LexedFile, displayPath: String) -> [UInt8] {
        let block = renderBlock(lexed, displayPath: displayPath)
        return Array(block.bytes)
    }

    /// The lines in the memory they were written into, for `dump-literals`, which copies each
    /// file's block once, into its batch of output.
    static func renderBlock(_ lexed: LexedFile, displayPath: String) -> ByteBlock {
        let literals = lexed.literals
        var out = ByteBuffer(capacity: literals.count * (displayPath.utf8.count + 48) + 64)
        // What comes before a line's numbers (`path<TAB>`) and after them (`<TAB>kind<TAB>"`) is
        // the same for many lines: made once, copied per line.
        let head = PaddedBytes(Array(displayPath.utf8) + [0x09])
        let tails = Self.kindTails
        // A literal's text can only be broken UTF-8 when the lexer met broken UTF-8 somewhere.
        let mayHoldInvalidUTF8 = lexed.diagnostics.contains { $0.kind == .invalidUTF8 }
        let bytes = lexed.source.bytes
        // Literals are ordered by start offset, so lines are counted forward.
        var lines = LineFeedCounter(bytes)
        for literal in literals {
            let location = lines.location(of: literal.range.lowerBound)
            writePrefix(head, line: location.line, column: location.column, tail: tails[literal.kind], to: &out)
            if mayHoldInvalidUTF8 {
                writeRepairedContent(of: literal, in: bytes, to: &out)
            } else {
                writeContent(of: literal, in: bytes, to: &out)
            }
            out.reserve(2)
            out.write(0x22)
            out.write(0x0A)
        }
        return out.finish()
    }

    /// `path<TAB>line<TAB>column<TAB>kind<TAB>"`, the part of a line before the literal's text;
    /// `head` is `path<TAB>`, `tail` the kind's `<TAB>kind<TAB>"`.
    @inline(__always)
    private static func writePrefix(_ head: PaddedBytes, line: Int, column: Int, tail: ShortBytes,
                                    to out: inout ByteBuffer) {
        // The head and up to fifteen bytes more, two numbers of at most 20 digits, a tab, and the
        // sixteen bytes the tail is stored in.
        out.reserve(head.count + 16 + 40 + 1 + 16)
        head.write(to: &out)
        out.writeDecimal(line)
        out.write(0x09)
        out.writeDecimal(column)
        out.writeWords(tail.low, tail.high, count: tail.count)
    }

    private static let kindTails = KindTails()

    /// The literal's content as `dump-literals` shows it, escaped for JSON: text and escapes as
    /// written, each interpolation as `\(…)`.
    @inline(__always)
    private static func writeContent(of literal: StringLiteral, in bytes: [UInt8], to out: inout ByteBuffer) {
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range), .escape(let range, _):
                EscapedLiteralText.write(bytes, range, to: &out)
            case .interpolation:
                out.reserve(escapedInterpolationMark.count)
                out.write(escapedInterpolationMark)
            }
        }
    }

    /// The content of a literal in a file with broken UTF-8: gathered first, and when broken,
    /// repaired with U+FFFD the way Swift's `String(decoding:)` does it, as happens when the
    /// compiler makes a `String` of the literal.
    private static func writeRepairedContent(of literal: StringLiteral, in bytes: [UInt8], to out: inout ByteBuffer) {
        var content: [UInt8] = []
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range), .escape(let range, _): content.append(contentsOf: bytes[range])
            case .interpolation: content.append(contentsOf: interpolationMark)
            }
        }
        if ByteScan.firstInvalidUTF8(in: content) != nil {
            content = Array(String(decoding: content, as: UTF8.self).utf8)
        }
        EscapedLiteralText.write(content, to: &out)
    }

    /// `\(…)`, in UTF-8.
    private static let interpolationMark: [UInt8] = [0x5C, 0x28, 0xE2, 0x80, 0xA6, 0x29]
    /// The same, escaped for JSON (`\\(…)`).
    private static let escapedInterpolationMark: [UInt8] = [0x5C] + interpolationMark
}

/// `<TAB>kind<TAB>"` for each kind of literal, as `dump-literals` writes it after the column.
private struct KindTails {
    let single = ShortBytes(StringLiteralKind.single)
    let multiline = ShortBytes(StringLiteralKind.multiline)
    let raw = ShortBytes(StringLiteralKind.raw)

    subscript(kind: StringLiteralKind) -> ShortBytes {
        switch kind {
        case .single: single
        case .multiline: multiline
        case .raw: raw
        }
    }
}

/// Up to sixteen bytes as two little-endian words, written by two stores.
private struct ShortBytes {
    var low: UInt64 = 0
    var high: UInt64 = 0
    let count: Int

    init(_ kind: StringLiteralKind) {
        let bytes = Array("\t\(kind.rawValue)\t\"".utf8)
        precondition(bytes.count <= 16, "a kind's tail is at most sixteen bytes")
        count = bytes.count
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        }
    }
}

/// A few bytes written often (a path), kept in memory padded to a multiple of sixteen, so they are
/// copied sixteen at a time without a call (`memcpy` costs more than these short copies).
private final class PaddedBytes {
    let count: Int
    private let words: [UInt64]

    init(_ bytes: [UInt8]) {
        count = bytes.count
        var words = [UInt64](repeating: 0, count: (bytes.count + 15) / 16 * 2)
        for (index, byte) in bytes.enumerated() { words[index / 8] |= UInt64(byte) << (8 * (index % 8)) }
        self.words = words
    }

    /// Writes the bytes and up to fifteen more (which later writes overwrite): room for
    /// `count + 15` must have been reserved.
    @inline(__always)
    func write(to out: inout ByteBuffer) {
        var index = 0
        var left = count
        while left > 0 {
            out.writeWords(words[index], words[index &+ 1], count: min(left, 16))
            index &+= 2
            left &-= 16
        }
    }
}
