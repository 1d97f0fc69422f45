/// A quick "certainly not" for looking a call's name up in a small table of names: 256 bits,
/// two per name, from a mix of the name's byte count and its first and last bytes. Most calls
/// of a file (`Text`, `padding`, `frame`…) name nothing in the table, and the filter turns them
/// away without hashing the whole name; a "maybe" is decided by the table itself.
struct NameFilter: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ names: some Sequence<String>) {
        for name in names {
            let (first, second) = Self.buckets(of: name)
            set(first)
            set(second)
        }
    }

    /// False when `name` is certainly not one of the table's names.
    @inline(__always)
    func mayContain(_ name: String) -> Bool {
        let (first, second) = Self.buckets(of: name)
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

    /// Two buckets of `name`, from two bytes of one multiply of its length, first and last
    /// bytes (two probes, so that two names rarely share both). The bytes are read through the
    /// name's span: the view's `first` and `last` check their indices at some length.
    @inline(__always)
    private static func buckets(of name: String) -> (Int, Int) {
        let bytes = name.utf8.span
        let count = bytes.count
        let first = count > 0 ? bytes[0] : 0
        let last = count > 0 ? bytes[count - 1] : 0
        let key = UInt64(truncatingIfNeeded: count) | UInt64(first) &<< 32 | UInt64(last) &<< 40
        let mixed = key &* 0x9E37_79B9_7F4A_7C15
        return (Int(truncatingIfNeeded: mixed >> 56), Int(truncatingIfNeeded: (mixed >> 48) & 0xFF))
    }
}
