/// Small pieces both catalog readers share. Their escapes `\U` (`.strings`) and `\u` (JSON)
/// are the same four hex digits of a UTF-16 unit, two of them for a character beyond the BMP.
enum CatalogDecoding {
    /// The value of one hex digit (`0-9`, `a-f`, `A-F`), given as a scalar value or a byte.
    static func hexValue(_ value: UInt32) -> UInt16? {
        switch value {
        case 0x30...0x39: return UInt16(value - 0x30)
        case 0x41...0x46: return UInt16(value - 0x41 + 10)
        case 0x61...0x66: return UInt16(value - 0x61 + 10)
        default: return nil
        }
    }

    /// The character a lead and a trail surrogate stand for together.
    static func scalar(lead: UInt16, trail: UInt16) -> Unicode.Scalar {
        Unicode.Scalar(0x10000 + ((UInt32(lead) - 0xD800) << 10) + (UInt32(trail) - 0xDC00))!
    }

    /// Whether the scalar at `index` ends a line: `\n`, or a `\r` not followed by `\n`.
    static func endsLine(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        return scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n"))
    }
}
