/// A strict JSON reader over UTF-8 bytes that reports every value together with the object keys
/// that lead to it and where it sits in the bytes. It keeps an explicit stack instead of
/// recursing, so nesting depth costs memory, not the call stack; `.xcstrings` reading uses it to
/// know the byte range of each value a later fix may rewrite.
struct JSONEventScanner {
    enum Value: Equatable {
        case string(String)
        case number
        case bool(Bool)
        case null
        case objectStart
        case arrayStart
    }

    /// One value: the keys of the objects around it (an array element's key is its index),
    /// the value, the bytes of its token (quotes included for a string) and its 1-based line.
    struct Event {
        var path: [String]
        var value: Value
        var range: Range<Int>
        var line: Int
    }

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

    /// Reads the whole document and hands each value to `visit` in document order.
    mutating func scan(_ visit: (Event) -> Void) throws(CatalogReadError) {
        var stack: [Container] = []
        var path: [String] = []
        try readValue(path: path, into: &stack, visit)
        while let container = stack.last {
            skipWhitespace()
            guard let byte = current else { throw error("the document ends inside an object or array") }
            let closing: UInt8 = if case .object = container { UInt8(ascii: "}") } else { UInt8(ascii: "]") }
            let isEmptyContainer = isJustOpened
            if byte == closing {
                position += 1
                stack.removeLast()
                if !isEmptyContainer { path.removeLast() }
                isJustOpened = false
                continue
            }
            if !isEmptyContainer {
                guard byte == UInt8(ascii: ",") else { throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'") }
                position += 1
                path.removeLast()
                skipWhitespace()
            }
            isJustOpened = false
            switch container {
            case .object:
                guard current == UInt8(ascii: "\"") else { throw error("expected an object key in quotes") }
                let key = try readString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
                position += 1
                path.append(key)
            case .array(let count):
                stack[stack.count - 1] = .array(count: count + 1)
                path.append(String(count))
            }
            try readValue(path: path, into: &stack, visit)
        }
        skipWhitespace()
        guard position == bytes.count else { throw error("more text after the end of the document") }
    }

    /// Whether the container on top of the stack has just been opened and holds nothing yet.
    private var isJustOpened = false

    private mutating func readValue(path: [String], into stack: inout [Container],
                                    _ visit: (Event) -> Void) throws(CatalogReadError) {
        skipWhitespace()
        guard let byte = current else { throw error("expected a value, found the end of the document") }
        let start = position
        let startLine = line
        let value: Value
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
        visit(Event(path: path, value: value, range: start..<position, line: startLine))
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
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

    private mutating func readWord(_ word: StaticString) throws(CatalogReadError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + expected.count <= bytes.count,
              bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw error("expected '\(word)'")
        }
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
    private mutating func readString() throws(CatalogReadError) -> String {
        let opening = position
        position += 1
        // Most strings have no escape: up to the closing quote they are the file's bytes, made a
        // String in one piece. Anything else (an escape, a control character, the end) goes on
        // byte by byte from where the plain run stops, with the same errors.
        var end = position
        var highBits: UInt8 = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            highBits |= byte
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let start = position
            // ASCII needs no check; other bytes are checked over contiguous memory (a slice
            // goes through the generic, far slower path).
            let plain: String? = highBits < 0x80 ? String(decoding: bytes[start..<end], as: UTF8.self)
                : bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
            guard let text = plain else {
                position = opening
                throw error("a string with bytes that are not valid UTF-8")
            }
            position = end + 1
            return text
        }
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
                if let simple = JSONEventScanner.simpleEscapes[letter] {
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
        position += 1
        guard let text = String(validating: decoded, as: UTF8.self) else {
            position = opening
            throw error("a string with bytes that are not valid UTF-8")
        }
        return text
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
