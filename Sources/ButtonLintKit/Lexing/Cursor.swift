/// ASCII bytes the lexer compares against, named so the switch statements read like the grammar.
enum ASCII {
    static let nul: UInt8 = 0x00
    static let tab: UInt8 = 0x09
    static let lf: UInt8 = 0x0A
    static let vt: UInt8 = 0x0B
    static let ff: UInt8 = 0x0C
    static let cr: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21        // !
    static let quote: UInt8 = 0x22       // "
    static let pound: UInt8 = 0x23       // #
    static let dollar: UInt8 = 0x24      // $
    static let apostrophe: UInt8 = 0x27  // '
    static let lparen: UInt8 = 0x28
    static let rparen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let at: UInt8 = 0x40
    static let lbracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rbracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let lbrace: UInt8 = 0x7B
    static let rbrace: UInt8 = 0x7D

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- 0x61 < 6 }
    @inline(__always) static func isIdentifierHead(_ b: UInt8) -> Bool { isLetter(b) || b == underscore }
    @inline(__always) static func isIdentifierBody(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) || b == underscore }
    /// `isIdentifierBody(b) || b == dollar` for an ASCII byte, as one bit test: bit `b % 64` of
    /// a mask of the name bytes below 0x40 (digits, `$`) or of those from 0x40 (letters, `_`).
    @inline(__always) static func isIdentifierBodyOrDollar(_ b: UInt8) -> Bool {
        let below40: UInt64 = 0x3FF << 0x30 | 1 << 0x24
        let from40: UInt64 = 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33
        return ((b < 0x40 ? below40 : from40) >> UInt64(b & 63)) & 1 != 0
    }
    /// For each byte value: 1 when the byte continues a name (a letter, a digit, `_`, `$`), 0
    /// when it ends one, 2 for a non-ASCII byte, whose scalar decides. One load per byte in the
    /// identifier loop instead of range tests.
    static let nameByteClass: [UInt8] = (0..<256).map { value in
        let b = UInt8(value)
        return b >= 0x80 ? 2 : isIdentifierBodyOrDollar(b) ? 1 : 0
    }

    /// Whether `skipTrivia` may have something to skip at `b`: whitespace, NUL, `/` (comments),
    /// `<` and `>` (conflict markers), and any non-ASCII byte (a byte-order mark, a
    /// non-breaking space). False means the byte starts a token.
    @inline(__always) static func mayStartTrivia(_ b: UInt8) -> Bool {
        let below40: UInt64 = 1 | 0x1F << 9 | 1 << 32 | 1 << 47 | 1 << 60 | 1 << 62
        return b >= 0x80 || (b < 0x40 && (below40 >> UInt64(b)) & 1 != 0)
    }
    @inline(__always) static func isHorizontalSpace(_ b: UInt8) -> Bool { b == space || b == tab }
    @inline(__always) static func isLineBreak(_ b: UInt8) -> Bool { b == lf || b == cr }
}

/// A byte cursor over one file: the position plus reads that need no bounds check of their own.
/// Reading past the end yields 0, so look-ahead never needs its own bounds check; code that must
/// tell a real NUL byte from the end compares `pos` with `end`.
///
/// Unsafe because the lexer walks the file's memory through a buffer pointer, with no bounds
/// check per byte in release builds and no array retained per read. What guards it: a cursor is
/// made only by `Cursor.over(_:_:)`, inside the array's `withUnsafeBufferPointer`, and never
/// outlives that call; `end` is the buffer's count, and every read either tests an index against
/// `end` or stays below an index already tested.
struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos: Int

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
        self.pos = 0
    }

    /// Runs `body` with a cursor at the start of `bytes`; the cursor must not escape `body`.
    static func over<Result>(_ bytes: [UInt8], _ body: (Cursor) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(Cursor($0)) }
    }

    @inline(__always) var isAtEnd: Bool { pos >= end }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos &+ offset
        return index < end ? bytes[index] : 0
    }

    @inline(__always) func byte(at index: Int) -> UInt8 {
        index < end ? bytes[index] : 0
    }

    /// The index of the first byte at or after `index` that is not a space.
    @inline(__always) func indexAfterSpaces(from index: Int) -> Int {
        ByteScan.indexAfterSpaces(in: bytes, from: index, end: end)
    }

    /// The index of the first byte at or after `index` that is not an ASCII name byte (a letter,
    /// a digit, `_` or `$`).
    @inline(__always) func indexAfterASCIINameBytes(from index: Int) -> Int {
        ByteScan.indexOfFirstStop(in: bytes, from: index, end: end, stops: ByteScan.nonNameBytes) {
            $0 >= 0x80 || !ASCII.isIdentifierBodyOrDollar($0)
        }
    }

    /// The index of the first byte at or after `index` that ends the text of a plain string
    /// literal (see `ByteScan.plainStringStops`), or `end`.
    @inline(__always) func indexOfPlainStringStop(from index: Int) -> Int {
        ByteScan.indexOfFirstStop(in: bytes, from: index, end: end, stops: ByteScan.plainStringStops) {
            $0 == ASCII.quote || $0 == ASCII.backslash || $0 == ASCII.lf || $0 == ASCII.cr || $0 >= 0x80
        }
    }

    /// The index of the first line break or non-ASCII byte at or after `index`, or `end`.
    @inline(__always) func indexOfLineCommentStop(from index: Int) -> Int {
        ByteScan.indexOfFirstStop(in: bytes, from: index, end: end, stops: ByteScan.lineCommentStops) {
            $0 == ASCII.lf || $0 == ASCII.cr || $0 >= 0x80
        }
    }

    /// The index of the first byte at or after `index` where literal skipping stops (`LiteralSkip`).
    @inline(__always) func indexOfLiteralSkipStop(from index: Int) -> Int {
        LiteralSkip.indexOfStop(in: bytes, from: index, end: end)
    }

    /// Up to eight bytes from `start` packed little-endian into an integer (`Keyword`'s key).
    @inline(__always) func packed(_ start: Int, _ count: Int) -> UInt64 {
        ByteScan.packed(bytes, start, count)
    }

    /// The scalar encoded at `index` and its length in bytes, or nil when the bytes there are
    /// not well-formed UTF-8 (overlong forms, surrogates, truncated sequences, stray continuations).
    @inline(__always) func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        ByteScan.scalar(at: index, in: bytes)
    }

    /// Where the bytes of a broken UTF-8 sequence starting at `index` end: the byte itself
    /// and the continuation bytes after it, so one broken sequence is one problem.
    func endOfInvalidUTF8(at index: Int) -> Int {
        var i = index + 1
        while i < end && bytes[i] & 0xC0 == 0x80 { i += 1 }
        return i
    }

    /// The length of the line break at `index` (`\n`, `\r\n` or a lone `\r`), 0 when there is none.
    @inline(__always) func lineBreakLength(at index: Int) -> Int {
        let b = byte(at: index)
        if b == ASCII.lf { return index < end ? 1 : 0 }
        if b == ASCII.cr { return byte(at: index + 1) == ASCII.lf ? 2 : 1 }
        return 0
    }
}
