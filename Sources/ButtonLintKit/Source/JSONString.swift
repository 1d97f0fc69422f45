/// JSON string literals as ButtonLint writes them everywhere (`dump-literals`, the `json`
/// reporter): `"` and `\` escaped, control characters as `\n`, `\r`, `\t`, `\b`, `\f` or
/// `\u00xx`, everything else (`/`, non-ASCII) kept as UTF-8, as the compiler oracle writes them.
enum JSONString {
    /// Appends `bytes` (valid UTF-8) as a quoted JSON string.
    static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: maximumLength(of: bytes.count))
        bytes.withUnsafeBufferPointer { write($0, to: &buffer) }
        out.append(contentsOf: buffer.bytes)
    }

    /// The most bytes `write` makes of `count` bytes: quotes, and six for a control character.
    static func maximumLength(of count: Int) -> Int { 2 + 6 * count }

    /// Writes `bytes` (valid UTF-8) as a quoted JSON string.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        out.reserve(1)
        out.write(0x22)
        writeEscaped(bytes, to: &out)
        out.reserve(1)
        out.write(0x22)
    }

    /// Writes `bytes` (valid UTF-8) escaped as in a JSON string, without the quotes, so a string
    /// can be written piece by piece.
    static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        out.reserve(maximumLength(of: bytes.count))
        // Runs of bytes that need no escape are copied whole; most strings are one run.
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var runStart = 0
        var index = 0
        while index < count {
            // Eight bytes at a time: a word with no byte below 0x20 and no `"` or `\` is skipped
            // whole. A flag can be false (a borrow past a flagged byte), never missing, so the
            // first flagged byte is where the bytes are looked at one by one again.
            if index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let flagged = Self.flagsEscapes(word)
                if flagged == 0 {
                    index += 8
                    continue
                }
                index += flagged.trailingZeroBitCount / 8
            }
            let byte = base[index]
            index += 1
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C { continue }
            let at = index - 1
            out.write(UnsafeBufferPointer(rebasing: bytes[runStart..<at]))
            runStart = at + 1
            out.write(0x5C)
            switch byte {
            case 0x22, 0x5C: out.write(byte)
            case 0x0A: out.write(UInt8(ascii: "n"))
            case 0x0D: out.write(UInt8(ascii: "r"))
            case 0x09: out.write(UInt8(ascii: "t"))
            case 0x08: out.write(UInt8(ascii: "b"))
            case 0x0C: out.write(UInt8(ascii: "f"))
            default:
                out.write(UInt8(ascii: "u"))
                out.write(0x30)
                out.write(0x30)
                out.write(hexDigit(byte >> 4))
                out.write(hexDigit(byte & 0xF))
            }
        }
        out.write(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// The high bit of each byte of `word` that is below 0x20, `"` or `\\` (and maybe of a byte
    /// just above such a byte); bytes of 0x80 and more are never flagged.
    @inline(__always) private static func flagsEscapes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        return (control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & high
    }

    /// `text` as a quoted JSON string.
    static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        append(Array(text.utf8), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always) private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }
}
