/// Makes the `String` of a short ASCII token (a name, a label) without the standard library's
/// UTF-8 validation: the parser makes some 40,000 of them per megabyte of trigger files, and
/// `String(decoding:as:)` spends about 100 instructions on each.
///
/// A Swift string of at most 15 ASCII bytes is stored inline in its two words: the bytes in
/// order from the low byte of the first word, and in the top byte of the second `0xE0` (immortal,
/// small, ASCII) plus the length. That layout is part of the standard library's ABI (inlined into
/// every compiled client), and `isAvailable` checks it once against strings the standard library
/// made itself; where it differs, every text is made by `String(decoding:as:)`.
enum ShortASCIIText {
    /// Whether strings built here are the standard library's own, checked once per process.
    static let isAvailable: Bool = {
        guard MemoryLayout<String>.size == 16, 1.littleEndian == 1 else { return false }
        let samples = ["", "a", "Button", "addAction", "destructiveRole", "UIAlertController"]
        for sample in samples {
            var bytes = Array(sample.utf8)
            let made = bytes.withUnsafeMutableBufferPointer { inlineString(UnsafeBufferPointer($0)) }
            let standard = String(decoding: bytes, as: UTF8.self)
            if bytes.count <= 15 {
                guard let made, made == standard, bits(of: made) == bits(of: standard) else { return false }
            } else if made != nil {
                return false
            }
        }
        return true
    }()

    /// The text of `bytes`; `inline` is `isAvailable`, read once by the caller.
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, inline: Bool) -> String {
        if inline, let text = inlineString(bytes) { return text }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of `bytes[range]`. Where 16 bytes from the range's start lie inside `bytes`, a
    /// short text's two words are loaded whole and masked to its length (a byte at a time cost
    /// some 6 instructions a byte, most of a name's making).
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, inline: Bool) -> String {
        let count = range.count
        if inline, count <= 15, range.lowerBound + 16 <= bytes.count, let base = bytes.baseAddress {
            let start = UnsafeRawPointer(base + range.lowerBound)
            var low = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
            var high = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                low &= (UInt64(1) &<< UInt64(8 &* count)) &- 1
                high = 0
            } else {
                high &= (UInt64(1) &<< UInt64(8 &* (count &- 8))) &- 1
            }
            if let text = inlineString(low: low, high: high, count: count) { return text }
        }
        return make(UnsafeBufferPointer(rebasing: bytes[range]), inline: inline)
    }

    /// The inline string of up to 15 ASCII bytes; nil for longer or non-ASCII text.
    @inline(__always)
    private static func inlineString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        guard count <= 15 else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < count && index < 8 {
            low |= UInt64(bytes[index]) &<< (8 &* UInt64(index))
            index &+= 1
        }
        while index < count {
            high |= UInt64(bytes[index]) &<< (8 &* UInt64(index &- 8))
            index &+= 1
        }
        return inlineString(low: low, high: high, count: count)
    }

    /// The inline string of `count` (at most 15) bytes held in `low` then `high`, the rest zero;
    /// nil when a byte is not ASCII.
    @inline(__always)
    private static func inlineString(low: UInt64, high: UInt64, count: Int) -> String? {
        guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return unsafeBitCast((low, high | UInt64(0xE0 | count) &<< 56), to: String.self)
    }

    private static func bits(of text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }
}
