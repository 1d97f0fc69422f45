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

    /// The keyword spelled by `range` of the cursor's bytes, or nil.
    static func classify(_ cursor: Cursor, _ range: Range<Int>, in slots: [KeywordSlot] = Keyword.slots) -> Keyword? {
        slots[slotIndex(cursor, range.lowerBound, range.count, in: slots)].keyword
    }

    /// The index of the table slot of the keyword spelled by the `count` bytes at `start`, or
    /// of an empty slot (whose tag is a plain identifier's, whose effect is `.endsExpression`).
    /// Most names are turned away by their length and first letter; the rest cost one hash of
    /// the first eight bytes and the length, then one comparison of packed integers: no
    /// `String`, no byte loop.
    @inline(__always)
    static func slotIndex(_ cursor: Cursor, _ start: Int, _ count: Int, in slots: [KeywordSlot]) -> Int {
        // Every keyword is 2 to 15 lowercase ASCII letters; `firstLetters` has, per length, a
        // bit for each letter a keyword of that length starts with.
        let letter = cursor.bytes[start] &- UInt8(ascii: "a")
        guard UInt(bitPattern: count &- 2) < 15, letter < 26,
              (slots[KeywordTable.firstLettersSlot + count].low >> UInt64(letter)) & 1 != 0 else {
            return KeywordTable.emptySlot
        }
        let low = cursor.packed(start, min(count, 8))
        let high = count > 8 ? cursor.packed(start + 8, count - 8) : 0
        // The hash is perfect on the keywords: a name is the keyword in its slot or none.
        let slot = slotIndex(low, count)
        let entry = slots[slot]
        return entry.low == low && entry.high == high && Int(entry.count) == count ? slot : KeywordTable.emptySlot
    }

    /// Up to 8 bytes of `bytes` from `start` packed little-endian into an integer, as
    /// `Cursor.packed` packs them.
    static func packed(_ bytes: [UInt8], _ start: Int, _ count: Int) -> UInt64 {
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
        // A multiplier under which no two keywords share a slot (found by search; checked when
        // the table is built).
        Int(truncatingIfNeeded: ((low ^ UInt64(count)) &* 0xBAB9_F87F_F505_9285) >> 55)
    }

    /// The table's slots, then the empty slot and the first-letter slots (`KeywordTable`). The
    /// lexer reads it once per file and passes it in, so no identifier pays for the global's check.
    static let slots: [KeywordSlot] = KeywordTable().entries + KeywordTable.firstLetterSlots()
}

/// One slot of the keyword table: a keyword's packed bytes and length, the tag its token
/// gets and what it means for the next token; or an empty slot, which stands for a plain name.
struct KeywordSlot {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count: UInt8 = 0
    var tag: UInt8 = TokenKind.identifier.rawValue
    var effect: PreviousToken = .endsExpression
    var keyword: Keyword? = nil
}

/// The keywords in a perfect hash table keyed by their packed bytes and length.
struct KeywordTable {
    static let size = 512
    /// Slots after the table: one always empty, then per name length (0 to 16) the bits of the
    /// first letters keywords of that length start with, in `low`.
    static let emptySlot = size
    static let firstLettersSlot = size + 1

    static func firstLetterSlots() -> [KeywordSlot] {
        var slots = [KeywordSlot](repeating: KeywordSlot(), count: 1 + 17)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            slots[1 + bytes.count].low |= 1 << UInt64(bytes[0] - UInt8(ascii: "a"))
        }
        return slots
    }

    let entries: [KeywordSlot]

    init() {
        var entries = [KeywordSlot](repeating: KeywordSlot(), count: Self.size)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let low = Keyword.packed(bytes, 0, min(bytes.count, 8))
            let high = bytes.count > 8 ? Keyword.packed(bytes, 8, bytes.count - 8) : 0
            let slot = Keyword.slotIndex(low, bytes.count)
            precondition(entries[slot].count == 0, "two keywords share a slot: choose another multiplier")
            entries[slot] = KeywordSlot(low: low, high: high, count: UInt8(bytes.count),
                                        tag: TokenTag.keywordBase + keyword.ordinal,
                                        effect: keyword.effectOnNextToken, keyword: keyword)
        }
        self.entries = entries
    }
}
