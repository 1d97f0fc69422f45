/// A hash that is the same on every machine, run and Swift version (unlike `Hasher`, which is
/// seeded per process): FNV-1a over the bytes, then SplitMix64's finalizer so that nearby inputs
/// land far apart. For shard assignment and report fingerprints, never for security.
enum StableHash {
    /// 64 bits of `bytes`, mixed with `seed`.
    static func value<Bytes: Sequence>(_ bytes: Bytes, seed: UInt64 = 0) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ mix(seed)
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return mix(hash)
    }

    /// SplitMix64's output function: a bijection with good avalanche.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 128 bits of `text` as 32 lowercase hex digits: a fingerprint for reports.
    static func hex128(_ text: String) -> String {
        hex(value(text.utf8, seed: 1)) + hex(value(text.utf8, seed: 2))
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
