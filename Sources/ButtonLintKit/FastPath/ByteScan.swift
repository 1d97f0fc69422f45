#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte scans every stage may call: line starts, UTF-8 validation, the runs the lexer steps
/// over (spaces, name bytes, the text of a plain string, a line comment), the runs a catalog
/// reader steps over (`ByteRuns`) and the byte order of two paths (`compare`).
///
/// Unsafe because each scan reads eight bytes at a time as one word, unaligned, from the
/// buffer's memory, and tests all eight at once with integer arithmetic: a byte-by-byte loop
/// spends most of a lint on indentation, names and plain text. What guards it: every word is
/// read only where eight bytes remain before the end the caller gives (never past the buffer's
/// count), and the last few bytes are read one by one.
enum ByteScan {
    // MARK: Byte order

    /// The order of two byte strings, byte by byte and then by length, as a negative, zero or
    /// positive number: for ASCII text, the order of their strings. Eight bytes at a time, each
    /// word read big-endian so that its integer order is its bytes' order.
    static func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
        left.withUnsafeBufferPointer { leftBuffer in
            right.withUnsafeBufferPointer { rightBuffer in compare(leftBuffer, rightBuffer) }
        }
    }

    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(left.count, right.count)
        var index = 0
        if let leftBase = left.baseAddress, let rightBase = right.baseAddress {
            let leftRaw = UnsafeRawPointer(leftBase), rightRaw = UnsafeRawPointer(rightBase)
            while index &+ 8 <= count {
                let leftWord = UInt64(bigEndian: leftRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let rightWord = UInt64(bigEndian: rightRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if leftWord != rightWord { return leftWord < rightWord ? -1 : 1 }
                index &+= 8
            }
        }
        while index < count {
            if left[index] != right[index] { return left[index] < right[index] ? -1 : 1 }
            index += 1
        }
        return left.count == right.count ? 0 : left.count < right.count ? -1 : 1
    }

    // MARK: Line starts

    /// The offset of the first byte of each line of `bytes`; the first is 0. A line break is
    /// `\n`, `\r\n` or a lone `\r`, as in the Swift compiler: a line starts after every `\n`
    /// and after every `\r` not followed by `\n`.
    static func lineStarts(in bytes: [UInt8]) -> [Int] {
        // Room for a line every 32 bytes (Swift averages one every 30 to 40), so the array is
        // rarely copied while it grows.
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 32 + 16)
        starts.append(0)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            let count = buffer.count
            // Sixteen bytes are tested at a time for a byte below 0x0E (which `\n` and `\r`
            // are): in most lines only the block holding the line break has a flagged byte, and
            // in such a block only the flagged bytes are looked at.
            var index = 0
            while index &+ 16 <= count {
                let low = lineBreakCandidates(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let high = lineBreakCandidates(raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self))
                if low | high != 0 {
                    appendLineStarts(flagged: low, at: index, in: base, count: count, to: &starts)
                    appendLineStarts(flagged: high, at: index &+ 8, in: base, count: count, to: &starts)
                }
                index &+= 16
            }
            while index < count {
                appendLineStarts(flagged: 0x80, at: index, in: base, count: count, to: &starts)
                index &+= 1
            }
        }
        return starts
    }

    /// The high bit of each byte of `word` (eight bytes, little-endian) below 0x0E: exact for bytes
    /// below 0x80, bytes at or above 0x80 excluded by `& ~word`; a borrow may flag a byte above a
    /// real one, which is then looked at for nothing.
    @inline(__always) private static func lineBreakCandidates(_ word: UInt64) -> UInt64 {
        let value = UInt64(littleEndian: word)
        return (value &- 0x0E0E_0E0E_0E0E_0E0E) & ~value & 0x8080_8080_8080_8080
    }

    /// Appends the line start after each line break among the flagged bytes of the eight at `index`.
    @inline(__always)
    private static func appendLineStarts(flagged: UInt64, at index: Int, in base: UnsafePointer<UInt8>, count: Int,
                                         to starts: inout [Int]) {
        var flagged = flagged
        while flagged != 0 {
            let at = index &+ flagged.trailingZeroBitCount &>> 3
            let byte = base[at]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (at &+ 1 == count || base[at &+ 1] != UInt8(ascii: "\n"))) {
                starts.append(at &+ 1)
            }
            flagged &= flagged &- 1
        }
    }

    // MARK: UTF-8

    /// The offset of the first byte that starts no valid UTF-8 sequence, or nil when all are valid.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8(in: $0) }
    }

    static func firstInvalidUTF8(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
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
            guard let (_, length) = scalar(at: index, in: buffer) else { return index }
            index += length
        }
        return nil
    }

    /// Where the characters starting from `start` up to `end` end (at `end` or up to three
    /// bytes past it), read as `firstInvalidUTF8` reads them; -1 when one is not valid.
    static func validUTF8End(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var position = start
        while position < end {
            if buffer[position] < 0x80 {
                position += 1
                continue
            }
            guard let (_, length) = scalar(at: position, in: buffer) else { return -1 }
            position += length
        }
        return position
    }

    /// The scalar encoded at `index` of `buffer` and its length in bytes, or nil when the bytes
    /// there are not well-formed UTF-8 (overlong forms, surrogates, truncated sequences, stray
    /// continuations). Bytes past the end read as 0.
    @inline(__always)
    static func scalar(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int)? {
        let end = buffer.count
        func byte(_ i: Int) -> UInt8 { i < end ? buffer[i] : 0 }
        let b0 = byte(index)
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 < 0xC2 { return nil }
        let b1 = byte(index + 1)
        guard b1 & 0xC0 == 0x80 else { return nil }
        if b0 < 0xE0 {
            return (UInt32(b0 & 0x1F) << 6 | UInt32(b1 & 0x3F), 2)
        }
        let b2 = byte(index + 2)
        guard b2 & 0xC0 == 0x80 else { return nil }
        if b0 < 0xF0 {
            if b0 == 0xE0 && b1 < 0xA0 { return nil }
            if b0 == 0xED && b1 > 0x9F { return nil }
            return (UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F), 3)
        }
        guard b0 < 0xF5 else { return nil }
        let b3 = byte(index + 3)
        guard b3 & 0xC0 == 0x80 else { return nil }
        if b0 == 0xF0 && b1 < 0x90 { return nil }
        if b0 == 0xF4 && b1 > 0x8F { return nil }
        return (UInt32(b0 & 0x07) << 18 | UInt32(b1 & 0x3F) << 12 | UInt32(b2 & 0x3F) << 6 | UInt32(b3 & 0x3F), 4)
    }

    // MARK: Runs the lexer steps over

    /// The index of the first byte at or after `index` of `buffer` (before `end`) that is not
    /// a space; indentation, the longest runs of trivia, is stepped over eight bytes at a time,
    /// and the first other byte among eight is the lowest one that differs from a space.
    @inline(__always)
    static func indexAfterSpaces(in buffer: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> Int {
        var i = index
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 8 <= end {
                let other = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x2020_2020_2020_2020
                if other != 0 { return i &+ other.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
        }
        while i < end && buffer[i] == 0x20 { i += 1 }
        return i
    }

    /// The index of the first byte at or after `index` (before `end`) that is a stop, or `end`:
    /// `stops` marks the stops among eight bytes (0x80 in each, as the `…Stops` functions
    /// below do), `isStop` tests one byte, for the last few.
    @inline(__always)
    static func indexOfFirstStop(in buffer: UnsafeBufferPointer<UInt8>, from index: Int, end: Int,
                                 stops: (UInt64) -> UInt64, isStop: (UInt8) -> Bool) -> Int {
        var i = index
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 8 <= end {
                let found = stops(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
                i &+= 8
            }
        }
        while i < end && !isStop(buffer[i]) { i += 1 }
        return i
    }

    /// Up to eight bytes from `start` packed little-endian into an integer (the keyword table's
    /// key): one unaligned load where eight bytes remain, else byte by byte.
    @inline(__always)
    static func packed(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        if start + 8 <= buffer.count, let base = buffer.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return count >= 8 ? word : word & ((1 << (UInt64(count) * 8)) - 1)
        }
        return packedByteByByte(buffer, start, count)
    }

    /// `packed` within eight bytes of the end (kept out of line: rare, and it would keep the
    /// keyword lookup too large to inline).
    @inline(never)
    private static func packedByteByByte(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        var value: UInt64 = 0
        var index = count
        while index > 0 {
            index -= 1
            value = value << 8 | UInt64(buffer[start + index])
        }
        return value
    }

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
}

/// Runs of bytes a catalog reader passes over without looking at each one: eight bytes are
/// tested at a time as one word (a catalog is mostly indentation and plain text). Unsafe and
/// guarded as `ByteScan` is: a word is read only where eight bytes remain in the buffer.
enum ByteRuns {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The end of the run of spaces from `start`.
    static func spaces(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = start
        while end + 8 <= bytes.count {
            let others = word(at: end, in: bytes) ^ (ones &* UInt64(UInt8(ascii: " ")))
            guard others == 0 else { return end + others.trailingZeroBitCount / 8 }
            end += 8
        }
        while end < bytes.count && bytes[end] == UInt8(ascii: " ") { end += 1 }
        return end
    }

    /// The end of a JSON string's plain content from `start` (up to a quote, a backslash, a
    /// control character or the end) and whether that run holds a byte beyond ASCII.
    static func plainJSONText(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, isASCII: Bool) {
        var end = start
        var seen: UInt64 = 0
        while end + 8 <= bytes.count {
            let word = word(at: end, in: bytes)
            let stops = equal(word, UInt8(ascii: "\"")) | equal(word, UInt8(ascii: "\\")) | below(word, 0x20)
            guard stops == 0 else {
                let plainCount = stops.trailingZeroBitCount / 8
                seen |= word & ((1 &<< UInt64(plainCount * 8)) &- 1)
                return (end + plainCount, seen & highBits == 0)
            }
            seen |= word
            end += 8
        }
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            seen |= UInt64(byte)
            end += 1
        }
        return (end, seen & highBits == 0)
    }

    /// The eight bytes at `offset`, the first in the lowest byte.
    private static func word(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `word` that is `byte`. Exact up to the first such byte (a
    /// borrow only runs upward from it), which is all a caller reads.
    private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits
    }

    /// The high bit of each byte of `word` below `limit` (at most 0x80); exact as `equal` is.
    private static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }
}
