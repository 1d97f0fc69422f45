/// Runs of bytes a reader passes over without looking at each one: eight bytes are tested at a
/// time as one word (a catalog is mostly indentation and plain text, ~11 instructions a byte
/// when read byte by byte).
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
