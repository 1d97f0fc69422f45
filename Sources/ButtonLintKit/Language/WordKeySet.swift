/// A set of keys (word keys, `WordKey.normalized`; type names) that turns most absent keys away
/// by their length in UTF-8 bytes before hashing them: most words a title starts or ends with,
/// and most names a file calls, are not in the small sets this holds.
///
/// Only ASCII keys are compared by length: a key equals an ASCII key only with the same bytes,
/// but one outside ASCII may equal another spelled with other scalars ("é" and "e\u{301}"), so a
/// set holding such a key, or a key too long for the mask, hashes every key asked about.
struct WordKeySet: Sendable {
    private let keys: Set<String>
    /// Bit n is set when a key of n bytes is in the set; every bit when lengths cannot be trusted.
    private let lengths: UInt64

    init(_ keys: some Sequence<String>) {
        let keys = Set(keys)
        self.keys = keys
        var lengths: UInt64 = 0
        for key in keys {
            let count = key.utf8.count
            guard count < UInt64.bitWidth, key.utf8.allSatisfy({ $0 < 0x80 }) else {
                lengths = .max
                break
            }
            lengths |= 1 << count
        }
        self.lengths = lengths
    }

    func contains(_ key: String) -> Bool {
        // A key too long for the mask is in no set whose lengths count.
        let count = key.utf8.count
        let mayHold = count < UInt64.bitWidth ? lengths & (1 << count) != 0 : lengths == .max
        return mayHold && keys.contains(key)
    }
}
