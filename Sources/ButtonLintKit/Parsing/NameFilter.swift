/// A quick "certainly not" for looking a call's name up in a small table of names: 256 bits,
/// two per name, from a two-multiply hash of a short ASCII string's inline words. Most calls of a
/// file (`Text`, `padding`, `frame`…) name no builder, and hashing each name with `Hasher` to find
/// that out cost some 400 instructions a call. A name that is not inline (longer than 15 bytes,
/// not ASCII, or the string layout unchecked) is always a "maybe", so the table decides; such a
/// name in the table needs no bit, as no inline name can equal it.
struct NameFilter {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Without the checked layout every name is a "maybe".
    private let admitsAll = !ShortASCIIText.isAvailable

    init(_ names: some Sequence<String>) {
        guard !admitsAll else { return }
        for name in names {
            guard let (first, second) = Self.buckets(of: name) else { continue }
            set(first)
            set(second)
        }
    }

    /// False when `name` is certainly not one of the table's names.
    @inline(__always)
    func mayContain(_ name: String) -> Bool {
        if admitsAll { return true }
        guard let (first, second) = Self.buckets(of: name) else { return true }
        return isSet(first) && isSet(second)
    }

    private mutating func set(_ bucket: Int) {
        let bit = UInt64(1) &<< UInt64(bucket & 63)
        switch bucket >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always)
    private func isSet(_ bucket: Int) -> Bool {
        let word: UInt64
        switch bucket >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (UInt64(1) &<< UInt64(bucket & 63)) != 0
    }

    /// Two buckets of a short ASCII string stored inline (see `ShortASCIIText`), from two bytes
    /// of one mix of its words (two probes: with one, `Button` shared a bucket with a builder);
    /// nil for any other string.
    @inline(__always)
    private static func buckets(of name: String) -> (Int, Int)? {
        // Only called once `admitsAll` is false, that is with the layout checked.
        let (low, high) = unsafeBitCast(name, to: (UInt64, UInt64).self)
        // Top byte `0xE0 | count`: immortal, small, ASCII.
        guard high >> 61 == 0b111 else { return nil }
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
        return (Int(truncatingIfNeeded: mixed >> 56), Int(truncatingIfNeeded: (mixed >> 48) & 0xFF))
    }
}
