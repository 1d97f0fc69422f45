import Foundation

/// One file's bytes with a table of line starts, so any byte offset maps to a line and column
/// without re-scanning. Every later stage refers to the source by byte offsets into `bytes`.
struct SourceFile: Sendable {
    /// The path as it should appear in findings (relative to where the run started, when possible).
    let path: String
    let bytes: [UInt8]
    private let lines: Lines

    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. A line break is `\n`,
    /// `\r\n` or a lone `\r`, as in the Swift compiler.
    var lineStarts: [Int] {
        switch lines {
        case .known(let starts): starts
        case .found(let table): table.starts(of: bytes)
        }
    }

    /// A file whose line starts are worked out the first time they are asked for: most files a
    /// run reads name no trigger and never need them.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = .found(LineStartTable())
    }

    /// A file whose line starts are known already (`LexedFile.lineStarts`).
    init(path: String, bytes: [UInt8], lineStarts: [Int]) {
        self.path = path
        self.bytes = bytes
        self.lines = .known(lineStarts)
    }

    init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and 1-based column counted in UTF-8 bytes, as compilers report them.
    func location(of offset: Int) -> SourceLocation {
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
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of a 1-based line without its line break (empty past the end), for reports.
    func lineText(_ line: Int) -> String {
        let lineStarts = self.lineStarts
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return text(start..<end)
    }

    /// Line starts given when the file was made, or found by the file itself when first asked for.
    private enum Lines: Sendable {
        case known([Int])
        case found(LineStartTable)
    }
}

/// A file's line starts, found by a byte scan (`ByteScan.lineStarts`) the first time they are
/// asked for and then kept. Asked for from any thread (a huge file's parts share one source), so
/// the first asker finds them under a lock; nothing outside the file writes them.
private final class LineStartTable: @unchecked Sendable {
    private let lock = NSLock()
    private var starts: [Int]?

    func starts(of bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let starts { return starts }
        let found = ByteScan.lineStarts(in: bytes)
        starts = found
        return found
    }
}

/// A 1-based line and a 1-based column in UTF-8 bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
