/// JSON string literals as ButtonLint writes them everywhere (`dump-literals`, the `json`
/// reporter): `"` and `\` escaped, control characters as `\n`, `\r`, `\t`, `\b`, `\f` or
/// `\u00xx`, everything else (`/`, non-ASCII) kept as UTF-8, as the compiler writes them.
enum JSONString {
    /// Appends `bytes` (valid UTF-8) as a quoted JSON string.
    static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: maximumLength(of: bytes.count))
        write(bytes, to: &buffer)
        out.append(contentsOf: buffer.bytes)
    }

    /// The most bytes `write` makes of `count` bytes: quotes, and six for a control character.
    static func maximumLength(of count: Int) -> Int { 2 + 6 * count }

    /// Writes `bytes` (valid UTF-8) as a quoted JSON string.
    static func write<Bytes: RandomAccessCollection>(_ bytes: Bytes, to out: inout ByteBuffer)
    where Bytes.Element == UInt8 {
        out.reserve(1)
        out.write(0x22)
        writeEscaped(bytes, to: &out)
        out.reserve(1)
        out.write(0x22)
    }

    /// Writes `bytes` (valid UTF-8) escaped as in a JSON string, without the quotes, so a string
    /// can be written piece by piece.
    static func writeEscaped<Bytes: RandomAccessCollection>(_ bytes: Bytes, to out: inout ByteBuffer)
    where Bytes.Element == UInt8 {
        out.reserve(maximumLength(of: bytes.count))
        // Runs of bytes that need no escape are copied whole; most strings are one run.
        var runStart = bytes.startIndex
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C { continue }
            out.write(contentsOf: bytes[runStart..<index])
            runStart = bytes.index(after: index)
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
        out.write(contentsOf: bytes[runStart...])
    }

    /// `text` as a quoted JSON string.
    static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        append(Array(text.utf8), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }
}
