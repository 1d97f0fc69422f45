/// JSON string literals as ButtonLint writes them everywhere (`dump-literals`, the `json`
/// reporter): `"` and `\` escaped, control characters as `\n`, `\r`, `\t`, `\b`, `\f` or
/// `\u00xx`, everything else (`/`, non-ASCII) kept as UTF-8, as the compiler oracle writes them.
enum JSONString {
    /// Appends `bytes` (valid UTF-8) as a quoted JSON string.
    static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
        out.append(0x22)
        bytes.withUnsafeBufferPointer { buffer in
            // Runs of bytes that need no escape are copied whole; most strings are one run.
            var runStart = 0
            for index in buffer.indices {
                let byte = buffer[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
                runStart = index + 1
                appendEscape(of: byte, to: &out)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
        out.append(0x22)
    }

    /// The escape for one byte that JSON does not take as it is: `"`, `\` or a control character.
    private static func appendEscape(of byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case 0x22: out.append(contentsOf: [0x5C, 0x22])
        case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
        case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
        case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
        case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
        case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
        default:
            out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0xF)])
        }
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
