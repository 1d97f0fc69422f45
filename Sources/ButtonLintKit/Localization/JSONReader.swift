/// The strict JSON reader behind `JSONEventScanner`, over the document's bytes. It keeps an
/// explicit stack instead of recursing, so nesting depth costs memory, not the call stack.
struct JSONReader {
    private enum Container {
        case object
        case array(count: Int)
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3; lineStart = 3 }
    }

    mutating func walk<Visitor: JSONVisitor>(_ visitor: inout Visitor) throws(CatalogReadError) {
        var stack: [Container] = []
        // The stack depth of the container whose member or element the visitor declined: while
        // set, nothing is heard until that member or element is over.
        var declinedAt = Int.max
        try readValue(into: &stack, &visitor, heard: true)
        while let container = stack.last {
            skipWhitespace()
            guard let byte = current else { throw error("the document ends inside an object or array") }
            let closing: UInt8 = if case .object = container { UInt8(ascii: "}") } else { UInt8(ascii: "]") }
            let isEmptyContainer = isJustOpened
            if byte == closing {
                position += 1
                if !isEmptyContainer { Self.memberIsOver(atDepth: stack.count, declinedAt: &declinedAt, &visitor) }
                stack.removeLast()
                isJustOpened = false
                continue
            }
            if !isEmptyContainer {
                guard byte == UInt8(ascii: ",") else { throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'") }
                position += 1
                Self.memberIsOver(atDepth: stack.count, declinedAt: &declinedAt, &visitor)
                skipWhitespace()
            }
            isJustOpened = false
            let segment: JSONSegment
            switch container {
            case .object:
                guard current == UInt8(ascii: "\"") else { throw error("expected an object key in quotes") }
                let key = try readString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
                position += 1
                segment = .key(key)
            case .array(let count):
                stack[stack.count - 1] = .array(count: count + 1)
                segment = .index(count)
            }
            if declinedAt == .max && !visitor.enter(segment) { declinedAt = stack.count }
            try readValue(into: &stack, &visitor, heard: declinedAt == .max)
        }
        skipWhitespace()
        guard position == bytes.count else { throw error("more text after the end of the document") }
    }

    /// The member or element of the container at `depth` is over: heard unless it was declined
    /// or is inside a declined one, and the end of the declined one.
    private static func memberIsOver<Visitor: JSONVisitor>(atDepth depth: Int, declinedAt: inout Int,
                                                           _ visitor: inout Visitor) {
        if depth == declinedAt {
            declinedAt = .max
        } else if declinedAt == .max {
            visitor.leave()
        }
    }

    /// Whether the container on top of the stack has just been opened and holds nothing yet.
    private var isJustOpened = false

    private mutating func readValue<Visitor: JSONVisitor>(into stack: inout [Container], _ visitor: inout Visitor,
                                                          heard: Bool) throws(CatalogReadError) {
        skipWhitespace()
        guard let byte = current else { throw error("expected a value, found the end of the document") }
        let start = position
        let startLine = line
        let value: JSONToken
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            stack.append(.object)
            isJustOpened = true
            value = .objectStart
        case UInt8(ascii: "["):
            position += 1
            stack.append(.array(count: 0))
            isJustOpened = true
            value = .arrayStart
        case UInt8(ascii: "\""):
            value = .string(try readString())
        case UInt8(ascii: "t"): try readWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try readWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try readWord("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber()
            value = .number
        default:
            throw error("expected a value, found '\(Character(Unicode.Scalar(byte)))'")
        }
        if heard { visitor.visit(value, range: start..<position, line: startLine) }
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Spaces, tabs and line breaks, counting lines.
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = position + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                return
            }
            position += 1
        }
    }

    private mutating func readWord(_ word: String) throws(CatalogReadError) {
        let expected = word.utf8
        guard bytes[position...].starts(with: expected) else { throw error("expected '\(word)'") }
        position += expected.count
    }

    private mutating func readNumber() throws(CatalogReadError) {
        if current == UInt8(ascii: "-") { position += 1 }
        guard readDigits() > 0 else { throw error("a number without digits") }
        if current == UInt8(ascii: ".") {
            position += 1
            guard readDigits() > 0 else { throw error("a number without digits after its '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard readDigits() > 0 else { throw error("a number without digits in its exponent") }
        }
    }

    private mutating func readDigits() -> Int {
        var count = 0
        while let byte = current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            position += 1
            count += 1
        }
        return count
    }

    /// A string at its opening quote, with escapes decoded.
    private mutating func readString() throws(CatalogReadError) -> JSONStringToken {
        let opening = position
        position += 1
        // Most strings have no escape: up to the closing quote they are the file's bytes, and
        // ASCII ones are then made a String only when asked for. Anything else (an escape, a
        // control character, the end) goes on byte by byte from where the plain run stops,
        // with the same errors.
        let (end, isASCII) = plainRun(from: position)
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let start = position
            position = end + 1
            if isASCII { return JSONStringToken(contents: start..<end) }
            // Other bytes are checked to be UTF-8.
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
                position = opening
                throw error("a string with bytes that are not valid UTF-8")
            }
            return JSONStringToken(contents: start..<end, decoded: text)
        }
        let contentStart = position
        var decoded = Array(bytes[position..<end])
        position = end
        while true {
            guard let byte = current else {
                position = opening
                throw error("a string that is never closed")
            }
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw error("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                position += 1
                guard let letter = current else { throw error("a '\\' at the end of the document") }
                if let simple = JSONReader.simpleEscapes[letter] {
                    decoded.append(simple)
                    position += 1
                } else if letter == UInt8(ascii: "u") {
                    decoded.append(contentsOf: try readUnicodeEscape().utf8)
                } else {
                    throw error("an unknown escape '\\\(Character(Unicode.Scalar(letter)))'")
                }
            } else {
                decoded.append(byte)
                position += 1
            }
        }
        let contents = contentStart..<position
        position += 1
        guard let text = String(validating: decoded, as: UTF8.self) else {
            position = opening
            throw error("a string with bytes that are not valid UTF-8")
        }
        return JSONStringToken(contents: contents, decoded: text)
    }

    /// The end of a string's plain content from `start` (up to a quote, a backslash, a control
    /// character or the end) and whether that run holds only ASCII.
    private func plainRun(from start: Int) -> (end: Int, isASCII: Bool) {
        var end = start
        var isASCII = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { isASCII = false }
            end += 1
        }
        return (end, isASCII)
    }

    /// `\uXXXX`, or two of them for a surrogate pair; `position` is at the `u`.
    private mutating func readUnicodeEscape() throws(CatalogReadError) -> String {
        let first = try readHexUnit()
        if UTF16.isTrailSurrogate(first) { throw error("a \\u escape that is half a surrogate pair") }
        guard UTF16.isLeadSurrogate(first) else { return String(Unicode.Scalar(first)!) }
        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
            throw error("a \\u escape that starts a surrogate pair without its second half")
        }
        position += 1
        let second = try readHexUnit()
        guard UTF16.isTrailSurrogate(second) else { throw error("a \\u escape that does not complete its surrogate pair") }
        return String(CatalogDecoding.scalar(lead: first, trail: second))
    }

    private mutating func readHexUnit() throws(CatalogReadError) -> UInt16 {
        position += 1
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = CatalogDecoding.hexValue(UInt32(byte)) else {
                throw error("a \\u escape without four hex digits")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// An error at the current byte; the column counts characters, not bytes, of its line.
    private func error(_ reason: String) -> CatalogReadError {
        let lineBytes = bytes[lineStart..<min(position, bytes.count)]
        let column = String(decoding: lineBytes, as: UTF8.self).unicodeScalars.count + 1
        return CatalogReadError(line: line, column: column, reason: reason)
    }
}
