/// A quick "certainly not" for a key the default table does not hold: most looked-up keys are
/// SwiftUI's implicit lookup of a plain title (`Button("Save")`) that no catalog has, and hashing
/// each with `Hasher` only to find that out is slow. Two bits per key, from an
/// FNV-1a hash of its UTF-8 bytes, in a table of at least 16 bits per key (a "maybe" then asks the
/// dictionary, so a false "maybe" costs only the lookup it replaces). Two bytes a key are kept.
struct KeyFilter: Sendable {
    private var words: [UInt64]
    private var mask: Int

    init(_ keys: some Collection<String>) {
        var bitCount = 64
        while bitCount < 16 * keys.count { bitCount <<= 1 }
        words = Array(repeating: 0, count: bitCount / 64)
        mask = bitCount - 1
        for key in keys {
            let (first, second) = buckets(of: key)
            words[first >> 6] |= 1 &<< UInt64(first & 63)
            words[second >> 6] |= 1 &<< UInt64(second & 63)
        }
    }

    /// False when `key` is certainly not one of the filter's keys.
    func mayContain(_ key: String) -> Bool {
        let (first, second) = buckets(of: key)
        return words[first >> 6] & (1 &<< UInt64(first & 63)) != 0
            && words[second >> 6] & (1 &<< UInt64(second & 63)) != 0
    }

    private func buckets(of key: String) -> (Int, Int) {
        let hash = Self.hash(key)
        return (Int(truncatingIfNeeded: hash) & mask, Int(truncatingIfNeeded: hash >> 32) & mask)
    }

    /// FNV-1a over the key's UTF-8 bytes, read in place.
    static func hash(_ key: String) -> UInt64 {
        let bytes = key.utf8.span
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in bytes.indices { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        return hash
    }
}
