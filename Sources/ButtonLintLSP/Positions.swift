/// How the client counts a line's characters: the protocol's UTF-16 code units by default, or
/// UTF-8 bytes (ButtonLint's own columns) when the client offers them.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// A protocol position: 0-based line and 0-based character in the negotiated encoding.
struct Position: Equatable, Sendable {
    var line: Int
    var character: Int

    var json: JSON { ["line": .int(line), "character": .int(character)] }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// The line starts of a buffer, to turn byte offsets into positions and back. Line breaks are
/// `\n`, `\r\n` and a lone `\r`, in the protocol as in ButtonLint.
struct LineIndex {
    let bytes: [UInt8]
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    /// The end of line `line`'s text, before its break.
    func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        if end > starts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > starts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The byte offset of `position`; a line past the end is the end of the buffer and a
    /// character past the line's end is its end, as the protocol asks.
    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line]
        let end = contentEnd(ofLine: position.line)
        switch encoding {
        case .utf8:
            var offset = min(start + position.character, end)
            // Never inside a character: back up to its first byte.
            while offset > start, offset < end, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16:
            var offset = start
            var units = 0
            while offset < end, units < position.character {
                let (length, width) = Self.scalar(at: offset, in: bytes, end: end)
                if units + width > position.character { break }
                units += width
                offset += length
            }
            return offset
        }
    }

    /// The position of byte `offset`.
    func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return Position(line: low, character: characters(from: starts[low], to: offset, encoding: encoding))
    }

    /// The position of ButtonLint's 1-based line and 1-based UTF-8 column.
    func position(line: Int, column: Int, encoding: PositionEncoding) -> Position {
        guard line >= 1, line <= starts.count else { return position(of: bytes.count, encoding: encoding) }
        let start = starts[line - 1]
        let offset = min(start + max(0, column - 1), line < starts.count ? starts[line] : bytes.count)
        return Position(line: line - 1, character: characters(from: start, to: offset, encoding: encoding))
    }

    private func characters(from start: Int, to offset: Int, encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return offset - start
        case .utf16:
            var index = start
            var units = 0
            while index < offset {
                let (length, width) = Self.scalar(at: index, in: bytes, end: bytes.count)
                units += width
                index += length
            }
            return units
        }
    }

    /// The byte length of the UTF-8 sequence at `offset` and its width in UTF-16 code units. An
    /// invalid byte counts as one byte and one unit, as a decoder's replacement character would.
    static func scalar(at offset: Int, in bytes: [UInt8], end: Int) -> (length: Int, width: Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0..<0x80: return (1, 1)
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (1, 1)
        }
        guard offset + length <= end else { return (1, 1) }
        for index in offset + 1..<offset + length where bytes[index] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}
