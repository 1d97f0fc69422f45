/// What `JSONEventScanner.walk` tells a reader of the document, in document order. A reader
/// that declines a member or element has its value read as strictly (the same errors at the
/// same places) but hears nothing of it: no String is made for a key or text inside it.
protocol JSONVisitor {
    /// An object member (its key) or array element (its index) comes next; false declines it.
    mutating func enter(_ segment: JSONSegment) -> Bool
    /// A value of an entered member or element, or the root; for `{` and `[` their start.
    mutating func visit(_ value: JSONToken, range: Range<Int>, line: Int)
    /// The value of the member or element last entered (and not declined) is over.
    mutating func leave()
}

/// A JSON string as read: the bytes between its quotes, and its text when that is not those
/// bytes as they stand (an escape, or bytes beyond ASCII, which were checked to be UTF-8).
struct JSONStringToken {
    var contents: Range<Int>
    var decoded: String?

    func text(in bytes: [UInt8]) -> String {
        decoded ?? String(decoding: bytes[contents], as: UTF8.self)
    }

    /// Whether the text is `text`: the bytes compared when both are ASCII as written, else the
    /// Strings, so what Strings call equal (canonically, whatever the bytes) is equal here too.
    func isText(_ text: String, in bytes: [UInt8]) -> Bool {
        let utf8 = text.utf8
        guard decoded == nil, utf8.allSatisfy({ $0 < 0x80 }) else { return self.text(in: bytes) == text }
        return contents.count == utf8.count && bytes[contents].elementsEqual(utf8)
    }
}

/// What leads to a value inside its container: an object key, or an array index.
enum JSONSegment {
    case key(JSONStringToken)
    case index(Int)

    /// The segment as a path names it: an index as its decimal digits.
    func text(in bytes: [UInt8]) -> String {
        switch self {
        case .key(let key): key.text(in: bytes)
        case .index(let index): String(index)
        }
    }

    func isText(_ text: String, in bytes: [UInt8]) -> Bool {
        switch self {
        case .key(let key): key.isText(text, in: bytes)
        case .index(let index): String(index) == text
        }
    }
}

/// A value's token as the scanner hands it on; a string's text is made only if asked for.
enum JSONToken {
    case string(JSONStringToken)
    case number
    case bool(Bool)
    case null
    case objectStart
    case arrayStart
}

/// The visitor behind `JSONEventScanner.scan`: every value with the keys leading to it.
struct JSONPathEvents: JSONVisitor {
    let bytes: [UInt8]
    let handle: (JSONEventScanner.Event) -> Void
    private var path: [String] = []

    init(bytes: [UInt8], handle: @escaping (JSONEventScanner.Event) -> Void) {
        (self.bytes, self.handle) = (bytes, handle)
    }

    mutating func enter(_ segment: JSONSegment) -> Bool {
        path.append(segment.text(in: bytes))
        return true
    }

    mutating func visit(_ value: JSONToken, range: Range<Int>, line: Int) {
        let event: JSONEventScanner.Value = switch value {
        case .string(let string): .string(string.text(in: bytes))
        case .number: .number
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .objectStart: .objectStart
        case .arrayStart: .arrayStart
        }
        handle(JSONEventScanner.Event(path: path, value: event, range: range, line: line))
    }

    mutating func leave() {
        path.removeLast()
    }
}
