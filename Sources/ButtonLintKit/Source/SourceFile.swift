#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One file's bytes with a table of line starts, so any byte offset maps to a line and column
/// without re-scanning. Every later stage refers to the source by byte offsets into `bytes`.
public struct SourceFile: Sendable {
    /// The path as it should appear in findings (relative to where the run started, when possible).
    public let path: String
    public let bytes: [UInt8]
    private let lineTable: LineStartTable

    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. Worked out the first
    /// time it is asked for: most files a run reads name no trigger and never need it.
    public var lineStarts: [Int] { lineTable.starts(of: bytes) }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineTable = LineStartTable()
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and 1-based column counted in UTF-8 bytes, as compilers report them.
    public func location(of offset: Int) -> SourceLocation {
        let lineStarts = self.lineStarts
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
        let lineStarts = self.lineStarts
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return text(start..<end)
    }

    /// Whether the line starts are worked out already (else the lexer records them as it goes).
    var hasLineStarts: Bool { lineTable.isFilled }

    /// Gives the line starts worked out elsewhere (by the lexer), unless they are known already.
    func provideLineStarts(_ starts: [Int]) {
        lineTable.fill(with: starts)
    }

    /// A line break is `\n`, `\r\n` or a lone `\r`, as in the Swift compiler. A line starts after
    /// every `\n` and after every `\r` not followed by `\n`.
    fileprivate static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = LineStartBuilder(expectedBytes: bytes.count)
        bytes.withUnsafeBufferPointer { appendLineStarts(in: $0, from: 0, to: $0.count, to: &starts) }
        return starts.finish()
    }

    /// Appends the start of each line that begins after a line break in `from..<to` of `buffer`
    /// (a `\r` at `to - 1` is looked at with the byte after it). Sixteen bytes are tested at a time
    /// for a byte below 0x0E (which `\n` and `\r` are): in most lines only the block holding the
    /// line break has a flagged byte, and in such a block only the flagged bytes are looked at.
    static func appendLineStarts(in buffer: UnsafeBufferPointer<UInt8>, from: Int, to end: Int,
                                 to starts: inout LineStartBuilder) {
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        var index = from
        while index &+ 16 <= end {
            let low = lineBreakCandidates(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let high = lineBreakCandidates(raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self))
            if low | high != 0 {
                appendLineStarts(flagged: low, at: index, in: base, count: count, to: &starts)
                appendLineStarts(flagged: high, at: index &+ 8, in: base, count: count, to: &starts)
            }
            index &+= 16
        }
        while index < end {
            appendLineStarts(flagged: 0x80, at: index, in: base, count: count, to: &starts)
            index &+= 1
        }
    }

    /// The high bit of each byte of `word` (eight bytes, little-endian) below 0x0E: exact for bytes
    /// below 0x80, bytes at or above 0x80 excluded by `& ~word`; a borrow may flag a byte above a
    /// real one, which is then looked at for nothing.
    @inline(__always) private static func lineBreakCandidates(_ word: UInt64) -> UInt64 {
        let value = UInt64(littleEndian: word)
        return (value &- 0x0E0E_0E0E_0E0E_0E0E) & ~value & 0x8080_8080_8080_8080
    }

    /// Appends the line start after each line break among the flagged bytes of the eight at `index`.
    @inline(__always)
    private static func appendLineStarts(flagged: UInt64, at index: Int, in base: UnsafePointer<UInt8>, count: Int,
                                         to starts: inout LineStartBuilder) {
        var flagged = flagged
        while flagged != 0 {
            let at = index &+ flagged.trailingZeroBitCount &>> 3
            let byte = base[at]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (at &+ 1 == count || base[at &+ 1] != UInt8(ascii: "\n"))) {
                starts.append(at &+ 1)
            }
            flagged &= flagged &- 1
        }
    }
}

/// Collects line starts into the array it then hands over as it is (no copy: on a 100 MB file
/// of short lines, a copy of the starts would add tens of megabytes to the peak).
struct LineStartBuilder {
    private var starts: [Int] = []

    /// A builder holding nothing (a lexer that records no line starts).
    init() {}

    /// The first line's start, and room for a line every 32 bytes (Swift averages one every 30 to 40).
    init(expectedBytes: Int) {
        starts.reserveCapacity(expectedBytes / 32 + 16)
        starts.append(0)
    }

    @inline(__always) mutating func append(_ start: Int) {
        starts.append(start)
    }

    /// The line starts; the builder holds nothing again.
    mutating func finish() -> [Int] {
        let finished = starts
        starts = []
        return finished
    }
}

/// A file's line starts, worked out on first use and then kept. Asked for from any thread (a huge
/// file's parts share one source), so the first asker works them out under a lock.
private final class LineStartTable: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var starts: [Int]?

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    var isFilled: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return starts != nil
    }

    func fill(with found: [Int]) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if starts == nil { starts = found }
    }

    func starts(of bytes: [UInt8]) -> [Int] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let starts { return starts }
        let found = SourceFile.computeLineStarts(bytes)
        starts = found
        return found
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
