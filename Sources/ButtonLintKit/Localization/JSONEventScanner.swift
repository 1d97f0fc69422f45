/// A strict JSON reader over UTF-8 bytes that reports every value together with the object keys
/// that lead to it and where it sits in the bytes (`scan`), or tells a visitor only what it asks
/// for (`walk`); `.xcstrings` reading uses it to know the byte range of each value a later fix
/// may rewrite.
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

    private let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads the whole document and hands each value to `visit` in document order.
    mutating func scan(_ visit: (Event) -> Void) throws(CatalogReadError) {
        try withoutActuallyEscaping(visit) { (handle) throws(CatalogReadError) in
            var events = JSONPathEvents(bytes: bytes, handle: handle)
            try walk(&events)
        }
    }

    /// Reads the whole document, telling `visitor` of what it has not declined. One loop with an
    /// explicit stack reads a declined value too, so its errors are the same as when it is heard.
    mutating func walk<Visitor: JSONVisitor>(_ visitor: inout Visitor) throws(CatalogReadError) {
        var reader = JSONReader(bytes: bytes)
        try reader.walk(&visitor)
    }
}
