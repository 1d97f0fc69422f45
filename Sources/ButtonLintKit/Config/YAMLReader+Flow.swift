extension YAMLCursorReader {
    // MARK: - Flow collections

    mutating func flowNode() throws(YAMLError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        try rejectUnsupported()
        switch current {
        case UInt8(ascii: "["): return try flowList()
        case UInt8(ascii: "{"): return try flowMap()
        case UInt8(ascii: "'"), UInt8(ascii: "\""): return try quotedScalar()
        default: return try flowPlainScalar()
        }
    }

    /// Skips spaces, line breaks and comments inside a flow collection.
    mutating func skipFlowWhitespace() {
        while true {
            skipSpaces()
            if current == UInt8(ascii: "#") {
                while !isLineEnd(current) { offset += 1 }
            }
            guard !atEnd, isLineEnd(current) else { return }
            skipLineBreak()
        }
    }

    mutating func flowList() throws(YAMLError) -> YAMLNode {
        let start = position
        offset += 1
        var items: [YAMLNode] = []
        while true {
            skipFlowWhitespace()
            if atEnd { throw error("unclosed '[' (opened at line \(start.line), column \(start.column))") }
            if current == UInt8(ascii: "]") { offset += 1; break }
            items.append(try flowNode())
            skipFlowWhitespace()
            if current == UInt8(ascii: ",") { offset += 1; continue }
            if current == UInt8(ascii: "]") { offset += 1; break }
            if atEnd { throw error("unclosed '[' (opened at line \(start.line), column \(start.column))") }
            throw error("expected ',' or ']' in the list, found '\(character(at: offset))'")
        }
        return YAMLNode(.list(items), at: start)
    }

    mutating func flowMap() throws(YAMLError) -> YAMLNode {
        let start = position
        offset += 1
        var entries: [YAMLEntry] = []
        var seen: Set<String> = []
        while true {
            skipFlowWhitespace()
            if atEnd { throw error("unclosed '{' (opened at line \(start.line), column \(start.column))") }
            if current == UInt8(ascii: "}") { offset += 1; break }
            try rejectUnsupported()
            if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
                throw error("a flow collection cannot be a map key")
            }
            let key = current == UInt8(ascii: "'") || current == UInt8(ascii: "\"")
                ? try quotedScalar() : try flowPlainScalar()
            let name = scalarText(key)
            skipFlowWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(name)'")
            }
            guard seen.insert(name).inserted else { throw error("duplicate key '\(name)'", at: key.position) }
            offset += 1
            skipFlowWhitespace()
            let value: YAMLNode
            if current == UInt8(ascii: ",") || current == UInt8(ascii: "}") {
                value = YAMLNode(.empty, at: position)
            } else {
                value = try flowNode()
            }
            entries.append(YAMLEntry(key: name, keyPosition: key.position, value: value))
            skipFlowWhitespace()
            if current == UInt8(ascii: ",") { offset += 1; continue }
            if current == UInt8(ascii: "}") { offset += 1; break }
            if atEnd { throw error("unclosed '{' (opened at line \(start.line), column \(start.column))") }
            throw error("expected ',' or '}' in the map, found '\(character(at: offset))'")
        }
        return YAMLNode(.map(entries), at: start)
    }

    /// A plain scalar inside `[…]` or `{…}`: up to `,`, a bracket, `: `, ` #` or the line end.
    mutating func flowPlainScalar() throws(YAMLError) -> YAMLNode {
        let start = position
        let first = offset
        var end = offset
        while let byte = current, !isLineEnd(byte) {
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { break }
            if byte == UInt8(ascii: ":") {
                let next = self.byte(at: offset + 1)
                if isBlank(next) || next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}") { break }
            }
            if byte == UInt8(ascii: "#"), offset > first, self.byte(at: offset - 1) == 0x20 { break }
            offset += 1
            if byte != 0x20 && byte != 0x09 { end = offset }
        }
        offset = end
        guard end > first else {
            throw error("expected a value, found '\(character(at: offset))'", at: start)
        }
        return YAMLNode(.scalar(String(decoding: bytes[first..<end], as: UTF8.self), isQuoted: false), at: start)
    }
}
