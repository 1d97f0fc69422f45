/// The one keyword table. The lexer classifies every identifier against it once and stores the
/// keyword in the token; the lexer uses it to decide what a following `/` is, the call parser to
/// decide what a `{` opens. Names that are no keyword to either (`self`, `Self`, `super`) are
/// not here: they are values.
enum Keyword: String, CaseIterable, Sendable {
    // Declarations that open a type body.
    case `struct`, `class`, `enum`, `extension`, `actor`, `protocol`
    // Declarations that open a function body.
    case `func`, `init`, `deinit`, `subscript`
    // Accessors inside a property body.
    case get, set, willSet, didSet
    case `let`, `var`, `import`
    // Statements whose braces are blocks, never trailing closures.
    case `if`, `guard`, `while`, `for`, `switch`, `do`, `else`, `repeat`, `defer`, `catch`
    // Words that can never name a callee.
    case `return`, `throw`, `try`, `await`, `in`, `case`, `default`, `where`, `as`, `is`
    case `typealias`, `associatedtype`, `operator`, `precedencegroup`, `break`, `continue`
    case `fallthrough`, `inout`, some, any, `static`, `private`, `public`, `internal`
    case `fileprivate`, open, final, override, mutating, nonmutating, lazy, weak, unowned
    case convenience, required, dynamic, indirect, async, `throws`, `rethrows`, consume
    case borrowing, consuming, `nil`, `true`, `false`, macro, package, nonisolated

    /// What the keyword means for a `/` after it (swift-syntax's `isInRegexLiteralPosition`):
    /// after the formerly reserved words an expression, and so a regex, may start; after `func`
    /// and `operator` a `/` is an operator being declared; `try?` prefers a regex. Contextual
    /// keywords and `true`, `false`, `nil` end an expression, as a plain name does.
    var effectOnNextToken: PreviousToken {
        switch self {
        case .as, .break, .case, .catch, .class, .continue, .default, .defer, .deinit, .do, .else, .enum,
             .for, .guard, .if, .import, .in, .`init`, .inout, .internal, .is, .let, .private, .protocol,
             .public, .repeat, .rethrows, .return, .static, .struct, .switch, .throw, .throws, .var,
             .where, .while, .associatedtype, .extension, .fallthrough, .fileprivate, .precedencegroup,
             .subscript, .typealias:
            .startsExpression
        case .func, .operator: .funcOrOperatorKeyword
        case .try: .tryKeyword
        default: .endsExpression
        }
    }

    /// Keywords after which `{` or `(` may still start a call: contextual keywords are ordinary
    /// identifiers in most positions. (`self`, `super` and `Self` are values, and so are not here.)
    var canNameCallee: Bool {
        switch self {
        case .get, .set, .willSet, .didSet, .some, .any, .async, .consume, .borrowing, .consuming,
             .open, .package, .macro, .lazy, .weak, .unowned, .final, .dynamic, .required,
             .convenience, .indirect, .mutating, .nonmutating, .override, .nonisolated:
            true
        default:
            false
        }
    }

    /// The keyword spelled by `range` of `bytes`, or nil. One hash of the first eight bytes and
    /// the length, then one comparison of packed integers: no `String`, no byte loop.
    @inline(__always)
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
        let count = range.count
        // Every keyword is 2 to 15 lowercase ASCII letters.
        guard count >= 2, count <= 16 else { return nil }
        let first = bytes[range.lowerBound]
        guard first &- UInt8(ascii: "a") < 26 else { return nil }
        let low = packed(bytes, range.lowerBound, min(count, 8))
        let high = count > 8 ? packed(bytes, range.lowerBound + 8, count - 8) : 0
        var slot = slotIndex(low, count)
        while true {
            let entry = table.entries[slot]
            if entry.count == 0 { return nil }
            if entry.low == low && entry.high == high && Int(entry.count) == count { return entry.keyword }
            slot = (slot + 1) & (KeywordTable.size - 1)
        }
    }

    /// Up to 8 bytes from `start` packed little-endian into an integer.
    @inline(__always)
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            // One unaligned load, then keep the low `count` bytes.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return count >= 8 ? word : word & ((1 << (UInt64(count) * 8)) - 1)
        }
        var value: UInt64 = 0
        var index = count
        while index > 0 {
            index -= 1
            value = value << 8 | UInt64(bytes[start + index])
        }
        return value
    }

    @inline(__always)
    fileprivate static func slotIndex(_ low: UInt64, _ count: Int) -> Int {
        Int(truncatingIfNeeded: ((low ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 57)
    }

    private static let table = KeywordTable()
}

/// The keywords in an open-addressing hash table keyed by their packed bytes.
private struct KeywordTable {
    static let size = 128

    struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: UInt8 = 0
        var keyword: Keyword? = nil
    }

    let entries: [Entry]

    init() {
        var entries = [Entry](repeating: Entry(), count: Self.size)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { buffer in
                (Keyword.packed(buffer, 0, min(bytes.count, 8)),
                 bytes.count > 8 ? Keyword.packed(buffer, 8, bytes.count - 8) : 0)
            }
            var slot = Keyword.slotIndex(low, bytes.count)
            while entries[slot].count != 0 { slot = (slot + 1) & (Self.size - 1) }
            entries[slot] = Entry(low: low, high: high, count: UInt8(bytes.count), keyword: keyword)
        }
        self.entries = entries
    }
}
