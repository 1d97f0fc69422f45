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
    /// identifier loop instead of range tests. Built once, never freed.
    nonisolated(unsafe) static let nameByteClass: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            let b = UInt8(value)
            table[value] = b >= 0x80 ? 2 : isIdentifierBodyOrDollar(b) ? 1 : 0
        }
        return UnsafePointer(table)
    }()

    /// The bytes of `word` (eight, little-endian) that are not ASCII name bytes (letters,
    /// digits, `_`, `$`), as 0x80 in each such byte. Each test is a per-byte range check done
    /// on all eight at once: adding a constant sets a byte's high bit exactly when the byte is at
    /// least some value, and no byte carries into the next since all are below 0x80 first.
    @inline(__always) static func nonNameBytes(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let x = word & ~high
        let lower = x | 0x2020_2020_2020_2020
        let letter = (lower &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lower &+ 0x0505_0505_0505_0505)
        let digit = (x &+ 0x5050_5050_5050_5050) & ~(x &+ 0x4646_4646_4646_4646)
        let underscore = ~((x ^ 0x5F5F_5F5F_5F5F_5F5F) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let dollar = ~((x ^ 0x2424_2424_2424_2424) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let name = (letter | digit | underscore | dollar) & ~word & high
        return ~name & high
    }

    /// The bytes of `word` that end the text of a plain string literal (`"`, `\`, a line break,
    /// any non-ASCII byte), as 0x80 in each such byte; the equality tests work as in `nonNameBytes`.
    @inline(__always) static func plainStringStops(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let x = word & ~high
        let quote = ~((x ^ 0x2222_2222_2222_2222) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let backslash = ~((x ^ 0x5C5C_5C5C_5C5C_5C5C) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let lf = ~((x ^ 0x0A0A_0A0A_0A0A_0A0A) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let cr = ~((x ^ 0x0D0D_0D0D_0D0D_0D0D) &+ 0x7F7F_7F7F_7F7F_7F7F)
        return (quote | backslash | lf | cr | word) & high
    }

    /// The bytes of `word` that a line comment stops at (a line break, to end; a non-ASCII byte,
    /// to check its UTF-8), as 0x80 in each such byte.
    @inline(__always) static func lineCommentStops(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let x = word & ~high
        let lf = ~((x ^ 0x0A0A_0A0A_0A0A_0A0A) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let cr = ~((x ^ 0x0D0D_0D0D_0D0D_0D0D) &+ 0x7F7F_7F7F_7F7F_7F7F)
        return (lf | cr | word) & high
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

/// A byte cursor over one file: the position plus bounds-safe reads. Reading past the end
/// yields 0, so look-ahead never needs its own bounds check; code that must tell a real NUL
/// byte from the end compares `pos` with `end`.
struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
        self.pos = 0
    }

    @inline(__always) var isAtEnd: Bool { pos >= end }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos &+ offset
        return index < end ? bytes[index] : 0
    }

    @inline(__always) func byte(at index: Int) -> UInt8 {
        index < end ? bytes[index] : 0
    }

    /// The index of the first byte at or after `index` that is not a space; indentation, the
    /// longest runs of trivia, is stepped over eight bytes at a time, and the first other byte
    /// among eight is the lowest one that differs from a space.
    @inline(__always) func indexAfterSpaces(from index: Int) -> Int {
        var i = index
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 8 <= end {
                let other = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x2020_2020_2020_2020
                if other != 0 { return i &+ other.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
        }
        while i < end && bytes[i] == ASCII.space { i += 1 }
        return i
    }

    /// The index of the first byte at or after `index` that is not an ASCII name byte (a letter,
    /// a digit, `_` or `$`), eight bytes at a time.
    @inline(__always) func indexAfterASCIINameBytes(from index: Int) -> Int {
        indexOfFirstStop(from: index, stops: ASCII.nonNameBytes) { $0 >= 0x80 || !ASCII.isIdentifierBodyOrDollar($0) }
    }

    /// The index of the first byte at or after `index` that ends the text of a plain string
    /// literal (see `ASCII.plainStringStops`), or `end`; eight bytes at a time.
    @inline(__always) func indexOfPlainStringStop(from index: Int) -> Int {
        indexOfFirstStop(from: index, stops: ASCII.plainStringStops) {
            $0 == ASCII.quote || $0 == ASCII.backslash || $0 == ASCII.lf || $0 == ASCII.cr || $0 >= 0x80
        }
    }

    /// The index of the first byte at or after `index` that is a stop, or `end`: `stops` marks
    /// the stops among eight bytes (0x80 in each), `isStop` tests one byte, for the last few.
    @inline(__always)
    func indexOfFirstStop(from index: Int, stops: (UInt64) -> UInt64, isStop: (UInt8) -> Bool) -> Int {
        var i = index
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 8 <= end {
                let found = stops(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
        }
        while i < end && !isStop(bytes[i]) { i += 1 }
        return i
    }

    /// The scalar encoded at `index` and its length in bytes, or nil when the bytes there are
    /// not well-formed UTF-8 (overlong forms, surrogates, truncated sequences, stray continuations).
    func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        let b0 = byte(at: index)
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 < 0xC2 { return nil }
        let b1 = byte(at: index + 1)
        guard b1 & 0xC0 == 0x80 else { return nil }
        if b0 < 0xE0 {
            return (UInt32(b0 & 0x1F) << 6 | UInt32(b1 & 0x3F), 2)
        }
        let b2 = byte(at: index + 2)
        guard b2 & 0xC0 == 0x80 else { return nil }
        if b0 < 0xF0 {
            if b0 == 0xE0 && b1 < 0xA0 { return nil }
            if b0 == 0xED && b1 > 0x9F { return nil }
            return (UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F), 3)
        }
        guard b0 < 0xF5 else { return nil }
        let b3 = byte(at: index + 3)
        guard b3 & 0xC0 == 0x80 else { return nil }
        if b0 == 0xF0 && b1 < 0x90 { return nil }
        if b0 == 0xF4 && b1 > 0x8F { return nil }
        return (UInt32(b0 & 0x07) << 18 | UInt32(b1 & 0x3F) << 12 | UInt32(b2 & 0x3F) << 6 | UInt32(b3 & 0x3F), 4)
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

    /// The offset of the first byte that starts no valid UTF-8 sequence, or nil when all are valid.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8(in: $0) }
    }

    static func firstInvalidUTF8(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        let cursor = Cursor(buffer)
        guard let base = buffer.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < buffer.count {
            // ASCII, the usual case, eight bytes at a time.
            if index + 8 <= buffer.count,
               raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            if buffer[index] < 0x80 { index += 1; continue }
            guard let (_, length) = cursor.scalar(at: index) else { return index }
            index += length
        }
        return nil
    }
}
