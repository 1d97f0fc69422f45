/// Reads the documented YAML subset of `.buttonlint.yml` by hand (no dependency):
/// - block maps (`key: value`) and block lists (`- item`) nested by indentation with spaces,
///   a list directly under its key (`key:` then `- item` at the key's indentation) included;
/// - flow lists `[a, b]` and flow maps `{a: 1, b: [x]}`, nested, across lines;
/// - plain scalars, single-quoted scalars (`''` is a quote) and double-quoted scalars with the
///   escapes `\\ \" \/ \0 \a \b \t \n \v \f \r \e \  \xHH \uHHHH \UHHHHHHHH`;
/// - `#` comments, a leading `---`, a UTF-8 byte-order mark, `\n` or `\r\n` line ends.
/// Everything else (anchors, aliases, tags, block scalars `|` `>`, `?` keys, several documents,
/// multi-line plain or quoted scalars, tabs in indentation, duplicate keys) is an error with the
/// line and column where it starts. Nesting deeper than `maximumDepth` is an error, so no input
/// can exhaust the stack.
enum YAMLReader {
    static let maximumDepth = 64

    /// The document's root (an empty map for a file with no content).
    static func parse(_ bytes: [UInt8]) throws(YAMLError) -> YAMLNode {
        var reader = YAMLCursorReader(bytes: bytes)
        return try reader.document()
    }

    static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        try parse(Array(text.utf8))
    }
}

/// The reader's position in the bytes and how deep it is; the block structure is read here, flow
/// collections (`YAMLReader+Flow`) and quoted scalars (`YAMLReader+QuotedScalars`) beside it.
struct YAMLCursorReader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Positions and bytes

    var position: YAMLPosition { YAMLPosition(line: line, column: offset - lineStart + 1) }
    var column: Int { offset - lineStart }
    var atEnd: Bool { offset >= bytes.count }

    func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
    var current: UInt8? { byte(at: offset) }

    func isLineEnd(_ byte: UInt8?) -> Bool { byte == nil || byte == 0x0A || byte == 0x0D }
    func isBlank(_ byte: UInt8?) -> Bool { byte == 0x20 || byte == 0x09 || isLineEnd(byte) }

    func error(_ message: String, at position: YAMLPosition? = nil) -> YAMLError {
        YAMLError(message, at: position ?? self.position)
    }

    mutating func skipSpaces() {
        while current == 0x20 || current == 0x09 { offset += 1 }
    }

    /// Steps over one line break (`\n`, `\r\n` or a lone `\r`).
    mutating func skipLineBreak() {
        if current == 0x0D { offset += 1 }
        if current == 0x0A { offset += 1 }
        line += 1
        lineStart = offset
    }

    /// Skips spaces and a comment to the end of the line; anything else there is an error.
    mutating func finishLine(after what: String) throws(YAMLError) {
        skipSpaces()
        if current == UInt8(ascii: "#") {
            while !isLineEnd(current) { offset += 1 }
        }
        guard isLineEnd(current) else {
            throw error("unexpected '\(character(at: offset))' after \(what); expected the end of the line")
        }
    }

    /// Moves to the first content byte of the next line that has any, past blank and comment-only
    /// lines. Returns its indentation, or nil at the end of the input.
    mutating func nextContentLine() throws(YAMLError) -> Int? {
        while true {
            if atEnd { return nil }
            if offset != lineStart {
                while !isLineEnd(current) { offset += 1 }
                if atEnd { return nil }
                skipLineBreak()
            }
            while current == 0x20 { offset += 1 }
            if current == 0x09 {
                // A tab before content: YAML forbids it in indentation; on a blank line it is harmless.
                var probe = offset
                while byte(at: probe) == 0x20 || byte(at: probe) == 0x09 { probe += 1 }
                if !isLineEnd(byte(at: probe)) && byte(at: probe) != UInt8(ascii: "#") {
                    throw error("a tab is not allowed in indentation; indent with spaces")
                }
                offset = probe
            }
            if current == UInt8(ascii: "#") || isLineEnd(current) {
                while !isLineEnd(current) { offset += 1 }
                if atEnd { return nil }
                skipLineBreak()
                continue
            }
            return column
        }
    }

    func character(at index: Int) -> String {
        guard index < bytes.count else { return "end of file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    // MARK: - Document

    mutating func document() throws(YAMLError) -> YAMLNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
        guard String(validating: bytes[offset...], as: UTF8.self) != nil else {
            throw YAMLError("the file is not valid UTF-8", at: YAMLPosition(line: 1, column: 1))
        }
        guard var indent = try nextContentLine() else {
            return YAMLNode(.map([]), at: YAMLPosition(line: 1, column: 1))
        }
        if indent == 0, startsMarker("---") {
            offset += 3
            try finishLine(after: "'---'")
            guard let next = try nextContentLine() else {
                return YAMLNode(.map([]), at: position)
            }
            indent = next
        }
        let root = try blockNode(indent: indent)
        if try moveToContent() != nil {
            if startsMarker("---") || startsMarker("...") {
                throw error("only one YAML document is supported")
            }
            throw error("unexpected indentation; expected the end of the file or a line at the root's indentation")
        }
        return root
    }

    func startsMarker(_ marker: String) -> Bool {
        let markerBytes = Array(marker.utf8)
        return bytes[offset...].starts(with: markerBytes) && isBlank(byte(at: offset + markerBytes.count))
    }

    // MARK: - Block structure

    /// The node whose first byte is at the cursor, at column `indent`: a block list, a block map,
    /// a flow collection or a scalar.
    /// `allowsMap` is false for a value on its key's line: `a: b: c` is not YAML.
    mutating func blockNode(indent: Int, allowsMap: Bool = true) throws(YAMLError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        try rejectUnsupported()
        if current == UInt8(ascii: "-"), isBlank(byte(at: offset + 1)) {
            return try blockList(indent: indent)
        }
        if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
            let start = position
            let node = try flowNode()
            skipSpaces()
            if current == UInt8(ascii: ":") {
                throw error("a flow collection cannot be a map key", at: start)
            }
            try finishLine(after: "the flow collection")
            return node
        }
        let start = position
        let scalar = try blockScalar()
        skipSpaces()
        if allowsMap, current == UInt8(ascii: ":"), isBlank(byte(at: offset + 1)) {
            return try blockMap(indent: indent, firstKey: scalar, at: start)
        }
        try finishLine(after: "the value")
        return scalar
    }

    mutating func enter() throws(YAMLError) {
        depth += 1
        if depth > YAMLReader.maximumDepth {
            throw error("nesting deeper than \(YAMLReader.maximumDepth) levels")
        }
    }

    /// YAML features outside the subset, named so the user knows what to change.
    func rejectUnsupported() throws(YAMLError) {
        switch current {
        case UInt8(ascii: "&"): throw error("anchors ('&') are not supported")
        case UInt8(ascii: "*"): throw error("aliases ('*') are not supported")
        case UInt8(ascii: "!"): throw error("tags ('!') are not supported")
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw error("block scalars ('|', '>') are not supported; write the text on one line, quoted if needed")
        case UInt8(ascii: "?"):
            if isBlank(byte(at: offset + 1)) { throw error("complex keys ('?') are not supported") }
        case UInt8(ascii: "%"): throw error("directives ('%') are not supported")
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error("'\(character(at: offset))' cannot start a plain value; quote it")
        default: break
        }
    }

    mutating func blockMap(indent: Int, firstKey: YAMLNode, at start: YAMLPosition) throws(YAMLError) -> YAMLNode {
        var entries: [YAMLEntry] = []
        var seen: Set<String> = []
        var key = firstKey
        while true {
            guard case .scalar(let name, _) = key.value else {
                throw error("expected a key", at: key.position)
            }
            guard seen.insert(name).inserted else {
                throw error("duplicate key '\(name)'", at: key.position)
            }
            offset += 1  // the ':'
            let value = try blockValue(parentIndent: indent, allowsListAtSameIndent: true)
            entries.append(YAMLEntry(key: name, keyPosition: key.position, value: value))
            // `blockValue` leaves the cursor at the next content line or the end.
            guard atLineContentStart, column == indent, !startsMarker("---"), !startsMarker("...") else { break }
            try rejectUnsupported()
            if current == UInt8(ascii: "-"), isBlank(byte(at: offset + 1)) {
                throw error("a list item where a key of the map was expected")
            }
            if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
                throw error("a flow collection cannot be a map key")
            }
            key = try blockScalar()
            skipSpaces()
            guard current == UInt8(ascii: ":"), isBlank(byte(at: offset + 1)) else {
                throw error("expected ':' after the key '\(scalarText(key))'")
            }
        }
        return YAMLNode(.map(entries), at: start)
    }

    mutating func blockList(indent: Int) throws(YAMLError) -> YAMLNode {
        let start = position
        var items: [YAMLNode] = []
        while true {
            offset += 1  // the '-'
            let item = try blockValue(parentIndent: indent, allowsListAtSameIndent: false)
            items.append(item)
            // Anything else at this indentation ends the list; the parent decides whether it fits.
            guard atLineContentStart, column == indent,
                  current == UInt8(ascii: "-"), isBlank(byte(at: offset + 1)) else { break }
        }
        return YAMLNode(.list(items), at: start)
    }

    /// The value after `key:` or `- `: on the same line, or on the following lines indented
    /// deeper than the parent (a list may also sit at a map key's own indentation). Leaves the
    /// cursor at the start of the next content line, or at the end of the input; a line indented
    /// deeper than expected is an error.
    mutating func blockValue(parentIndent: Int, allowsListAtSameIndent: Bool) throws(YAMLError) -> YAMLNode {
        let afterIndicator = position
        skipSpaces()
        if !(isLineEnd(current) || current == UInt8(ascii: "#")) {
            if allowsListAtSameIndent, current == UInt8(ascii: "-"), isBlank(byte(at: offset + 1)) {
                throw error("a block list after a key must start on the next line")
            }
            let node = try blockNode(indent: column, allowsMap: !allowsListAtSameIndent)
            try expectNoDeeperLine(than: parentIndent)
            return node
        }
        guard let indent = try moveToContent() else {
            return YAMLNode(.empty, at: afterIndicator)
        }
        let isListHere = indent == parentIndent && allowsListAtSameIndent
            && current == UInt8(ascii: "-") && isBlank(byte(at: offset + 1))
        guard indent > parentIndent || isListHere else {
            return YAMLNode(.empty, at: afterIndicator)
        }
        let node = try blockNode(indent: indent)
        try expectNoDeeperLine(than: parentIndent)
        return node
    }

    /// After a complete value: the next content line must not be indented deeper than the parent.
    mutating func expectNoDeeperLine(than parentIndent: Int) throws(YAMLError) {
        guard let indent = try moveToContent() else { return }
        if indent > parentIndent {
            throw error("unexpected indentation; a value continued on another line must be quoted on one line")
        }
    }

    /// Whether the cursor is at the first content byte of a line (only spaces before it).
    var atLineContentStart: Bool {
        guard !atEnd, !isLineEnd(current), current != UInt8(ascii: "#") else { return false }
        return bytes[lineStart..<offset].allSatisfy { $0 == 0x20 }
    }

    /// The indentation of the content at the cursor when it starts a line, else of the next
    /// content line (nil at the end of the input).
    mutating func moveToContent() throws(YAMLError) -> Int? {
        if atLineContentStart { return column }
        return try nextContentLine()
    }

    func scalarText(_ node: YAMLNode) -> String {
        if case .scalar(let text, _) = node.value { return text }
        return ""
    }

    /// A scalar in block context: quoted, or plain up to ` #`, `: ` or the end of the line.
    mutating func blockScalar() throws(YAMLError) -> YAMLNode {
        if current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") { return try quotedScalar() }
        let start = position
        let first = offset
        var end = offset
        while !isLineEnd(current) {
            let byte = current!
            if byte == UInt8(ascii: ":"), isBlank(self.byte(at: offset + 1)) { break }
            if byte == UInt8(ascii: "#"), offset > first, self.byte(at: offset - 1) == 0x20 || self.byte(at: offset - 1) == 0x09 {
                break
            }
            offset += 1
            if byte != 0x20 && byte != 0x09 { end = offset }
        }
        offset = end
        guard end > first else { throw error("expected a value", at: start) }
        return YAMLNode(.scalar(String(decoding: bytes[first..<end], as: UTF8.self), isQuoted: false), at: start)
    }
}
