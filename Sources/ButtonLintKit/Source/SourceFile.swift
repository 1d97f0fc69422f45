/// One file's bytes with a table of line starts, so any byte offset maps to a line and column
/// without re-scanning. Every later stage refers to the source by byte offsets into `bytes`.
public struct SourceFile: Sendable {
    /// The path as it should appear in findings (relative to where the run started, when possible).
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = SourceFile.computeLineStarts(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and 1-based column counted in UTF-8 bytes, as compilers report them.
    public func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The bytes of `range` decoded as UTF-8 (invalid sequences repaired), for messages and rules.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of a 1-based line without its line break (empty past the end), for reports.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return text(start..<end)
    }

    /// A line break is `\n`, `\r\n` or a lone `\r`, as in the Swift compiler. Eight bytes are
    /// tested at a time for a byte below 0x0E (which `\n` and `\r` are): most words of source
    /// hold none, and in the others only the flagged bytes are looked at. A line starts after
    /// every `\n` and after every `\r` not followed by `\n`.
    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            let count = buffer.count
            var index = 0
            while index < count {
                // Bytes below 0x0E are flagged by their high bit: exact for bytes below 0x80, bytes
                // at or above 0x80 excluded by `& ~word`; a borrow may flag a byte above a real
                // one, which is then looked at for nothing. The tail is looked at byte by byte.
                var flagged: UInt64 = 0x80
                var width = 1
                if index + 8 <= count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    flagged = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
                    width = 8
                }
                while flagged != 0 {
                    let at = index + flagged.trailingZeroBitCount / 8
                    let byte = base[at]
                    if byte == UInt8(ascii: "\n")
                        || (byte == UInt8(ascii: "\r") && (at + 1 == count || base[at + 1] != UInt8(ascii: "\n"))) {
                        starts.append(at + 1)
                    }
                    flagged &= flagged &- 1
                }
                index += width
            }
        }
        return starts
    }
}

/// A 1-based line and a 1-based column in UTF-8 bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
