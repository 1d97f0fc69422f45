/// A word's key (`WordKey.normalized`) of at most 16 ASCII bytes, packed into two integers: an
/// ASCII title's words are compared with the word lists as these, not as `String`s made per word
/// (about 170 instructions a word to make, and a hash of several hundred to look up).
struct PackedWordKey: Hashable, Sendable {
    /// Bytes 0-7 and 8-15, the first in the lowest byte; zero past the key's end. No key holds a
    /// zero byte, so no two keys pack alike, and the empty key (0, 0) marks an empty slot.
    let low: UInt64
    let high: UInt64

    static let capacity = 16

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The key of the ASCII word at `range` of `bytes`: its bytes lowercased, hyphens left out
    /// when asked; nil when that is longer than 16 bytes, empty or holds a zero byte (no word
    /// list holds such a key).
    init?(lowercasing bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, droppingHyphens: Bool = false) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = 0
        for index in range {
            let byte = bytes[index]
            if droppingHyphens, byte == UInt8(ascii: "-") { continue }
            // A zero byte would pack like the key's end.
            guard length < Self.capacity, byte != 0 else { return nil }
            let lowered = UInt64(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            if length < 8 { low |= lowered << UInt64(length * 8) } else { high |= lowered << UInt64((length - 8) * 8) }
            length += 1
        }
        guard length > 0 else { return nil }
        self.init(low: low, high: high)
    }

    /// A word list's key as it is (already a key: not lowercased again); nil when it is not 1 to
    /// 16 ASCII bytes other than zero.
    init?(_ key: String) {
        let bytes = Array(key.utf8)
        guard (1...Self.capacity).contains(bytes.count), bytes.allSatisfy({ $0 != 0 && $0 < 0x80 }) else { return nil }
        let packed = bytes.withUnsafeBufferPointer { Self(lowercasing: $0, $0.indices) }
        // Only a key without capitals is packed: lowercasing it changed nothing.
        guard bytes.allSatisfy({ $0 &- UInt8(ascii: "A") >= 26 }), let packed else { return nil }
        self = packed
    }

    /// The key's bytes, for a lookup by bytes (`SortedWordList`).
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let length = high == 0 ? (64 - low.leadingZeroBitCount + 7) / 8 : 8 + (64 - high.leadingZeroBitCount + 7) / 8
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
            body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<length]))
        }
    }
}

/// Word-list keys of at most 16 ASCII bytes with a value each, in an open-addressed table of
/// packed keys: a lookup is a multiply and a compare or two, where a `[String: Value]` hashed the
/// key with SipHash.
struct PackedWordTable<Value: Sendable>: Sendable {
    private let keys: [PackedWordKey]
    private let values: [Value?]
    private let shift: UInt64

    /// nil when a key cannot be packed (`PackedWordKey.init(_:)`): the caller then asks its
    /// `String` table.
    init?(_ entries: some Sequence<(String, Value)>) {
        var packed: [(PackedWordKey, Value)] = []
        for (key, value) in entries {
            guard let key = PackedWordKey(key) else { return nil }
            packed.append((key, value))
        }
        var bits = 4
        while 1 << bits < packed.count * 4 { bits += 1 }
        var keys = [PackedWordKey?](repeating: nil, count: 1 << bits)
        var values = [Value?](repeating: nil, count: 1 << bits)
        let shift = UInt64(64 - bits)
        for (key, value) in packed {
            var slot = Self.slot(of: key, shift: shift)
            while let present = keys[slot], present != key { slot = (slot + 1) & (keys.count - 1) }
            // The first value given for a key stays, as `Dictionary(_:uniquingKeysWith: { first, _ in first })`.
            if keys[slot] == nil {
                keys[slot] = key
                values[slot] = value
            }
        }
        self.keys = keys.map { $0 ?? PackedWordKey.empty }
        self.values = values
        self.shift = shift
    }

    private static func slot(of key: PackedWordKey, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key.low &* 0x9E37_79B9_7F4A_7C15) ^ (key.high &* 0xC2B2_AE3D_27D4_EB4F)) >> shift)
    }

    func value(for key: PackedWordKey) -> Value? {
        var slot = Self.slot(of: key, shift: shift)
        while true {
            let present = keys[slot]
            if present == key { return values[slot] }
            if present.low == 0 { return nil }
            slot = (slot + 1) & (keys.count - 1)
        }
    }

    /// Whether a key of at most 16 bytes is in the table; a longer key (nil) is not.
    func contains(_ key: PackedWordKey?) -> Bool {
        guard let key else { return false }
        return value(for: key) != nil
    }
}

extension PackedWordTable where Value == Bool {
    /// The keys as a set.
    init?(keys: some Sequence<String>) {
        self.init(keys.lazy.map { ($0, true) })
    }
}

private extension PackedWordKey {
    static let empty = PackedWordKey(low: 0, high: 0)
}
