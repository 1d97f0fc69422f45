/// The fast path: a byte search for the catalogue's trigger names, so files that cannot hold a
/// title site are never lexed (ripgrep's literal prefilter, STYLE.md).
///
/// One pass over the bytes for all names at once: at each position the next four bytes are
/// loaded as one integer and hashed into a 256-bit set of the names' first four bytes; only on
/// a hit (a trigger name, or about one position in thirty by chance) are the names compared.
enum TriggerPrefilter {
    private static let needles: [[UInt8]] = APICatalogue.triggerNames.map { Array($0.utf8) }

    /// The first four bytes of each needle, as loaded from memory (little-endian).
    private static let prefixes: [UInt32] = needles.map { needle in
        precondition(needle.count >= 4, "a trigger name is at least four bytes long")
        return UInt32(needle[0]) | UInt32(needle[1]) << 8 | UInt32(needle[2]) << 16 | UInt32(needle[3]) << 24
    }

    /// A bit per hash of every needle's first four bytes.
    private static let prefixBits: [UInt64] = {
        var words: [UInt64] = [0, 0, 0, 0]
        for prefix in prefixes {
            let bit = hash(prefix)
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        return words
    }()

    @inline(__always) private static func hash(_ word: UInt32) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 24)
    }

    static func mayContainTitles(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mayContainTitles($0) }
    }

    static func mayContainTitles(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard buffer.count >= 4, let base = buffer.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        return prefixBits.withUnsafeBufferPointer { words in
            let last = buffer.count - 4
            var position = 0
            while position <= last {
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt32.self))
                let bit = hash(word)
                if words[bit >> 6] & (1 << UInt64(bit & 63)) != 0, matchesAny(word, buffer, at: position) {
                    return true
                }
                position &+= 1
            }
            return false
        }
    }

    private static func matchesAny(_ word: UInt32, _ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        for (index, prefix) in prefixes.enumerated() where prefix == word {
            let needle = needles[index]
            guard position + needle.count <= buffer.count else { continue }
            var offset = 4
            while offset < needle.count && buffer[position + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }
}
