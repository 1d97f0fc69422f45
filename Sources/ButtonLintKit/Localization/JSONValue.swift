/// A JSON document as a value, read by the project's own strict reader (`JSONReader`): what
/// `merge` reads reports into, what a baseline file is, and what the language server's messages
/// are. Numbers are kept as `Double`, which holds every whole number up to 2^53 exactly.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value of one JSON text; nil when it is not JSON (use `read` for where and why).
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? read(bytes)
    }

    /// Nesting deeper than this is refused: a value is freed recursively, so a document of a
    /// million `[` would overflow the stack when its value goes away.
    static let deepestNesting = 512

    /// The value of one JSON text, or where and why it is not JSON.
    static func read(_ bytes: [UInt8]) throws(CatalogReadError) -> JSONValue {
        var builder = TreeBuilder(bytes: bytes)
        var reader = JSONReader(bytes: bytes)
        try reader.walk(&builder)
        if let depth = builder.tooDeepAtLine {
            throw CatalogReadError(line: depth, column: 1, reason: "values nested more than \(deepestNesting) deep")
        }
        return builder.root
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// A whole number that an `Int` holds exactly; nil for fractions and other kinds.
    public var int: Int? {
        if case .number(let value) = self, value.rounded() == value, abs(value) < 0x1p53 { return Int(value) }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var object: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

/// Builds the value from the reader's events. A member's or element's value is complete when
/// the reader leaves it: a scalar seen since it was entered, else the container opened for it.
private struct TreeBuilder: JSONVisitor {
    private struct Frame {
        var members: [String: JSONValue]?
        var elements: [JSONValue] = []
        var key = ""

        var value: JSONValue { members.map(JSONValue.object) ?? .array(elements) }
    }

    let bytes: [UInt8]
    private var frames: [Frame] = []
    private var scalar: JSONValue?
    /// Containers opened beyond `deepestNesting` and not yet left: they are not built.
    private var ignoredDepth = 0
    private(set) var tooDeepAtLine: Int?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var root: JSONValue { scalar ?? frames.first?.value ?? .null }

    mutating func enter(_ segment: JSONSegment) -> Bool {
        if ignoredDepth == 0, case .key(let key) = segment { frames[frames.count - 1].key = key.text(in: bytes) }
        return true
    }

    mutating func visit(_ value: JSONToken, range: Range<Int>, line: Int) {
        switch value {
        case .objectStart: open(Frame(members: [:]), line: line)
        case .arrayStart: open(Frame(), line: line)
        case .string(let string): scalar = .string(string.text(in: bytes))
        case .number: scalar = .number(Double(String(decoding: bytes[range], as: UTF8.self)) ?? .nan)
        case .bool(let flag): scalar = .bool(flag)
        case .null: scalar = .null
        }
    }

    private mutating func open(_ frame: Frame, line: Int) {
        guard ignoredDepth == 0, frames.count < JSONValue.deepestNesting else {
            ignoredDepth += 1
            if tooDeepAtLine == nil { tooDeepAtLine = line }
            return
        }
        frames.append(frame)
    }

    mutating func leave() {
        if ignoredDepth > 0 {
            // A scalar inside an ignored container, or the ignored container itself, is over.
            if scalar != nil { scalar = nil } else { ignoredDepth -= 1 }
            return
        }
        let value: JSONValue
        if let completed = scalar {
            value = completed
            scalar = nil
        } else {
            value = frames.removeLast().value
        }
        if frames[frames.count - 1].members != nil {
            frames[frames.count - 1].members![frames[frames.count - 1].key] = value
        } else {
            frames[frames.count - 1].elements.append(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
    public init(nilLiteral: ()) { self = .null }

    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
