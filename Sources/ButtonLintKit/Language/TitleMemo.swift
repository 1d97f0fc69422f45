/// Remembers the answer of a pure function of a title across files and workers (a `BoundedMemo`
/// keyed by the title's exact bytes). Long titles (rare, and costly to keep) are never kept.
final class TitleMemo<Value: Sendable>: Sendable {
    /// Titles per generation; the table holds at most twice as many.
    static var capacity: Int { 4096 }
    static var longestKeptTitle: Int { 64 }

    private let memo = BoundedMemo<ExactTitle, Value>(capacity: capacity)

    init() {}

    func value(for title: String, compute: (String) -> Value) -> Value {
        guard title.utf8.count <= Self.longestKeptTitle else { return compute(title) }
        return memo.value(for: ExactTitle(title)) { compute(title) }
    }
}

/// A title compared by its exact scalars (its UTF-8 bytes). `String` equality would let
/// canonically equivalent titles ("Café" composed and decomposed, "K" and the Kelvin sign) share
/// one answer, though their corrections differ scalar by scalar.
///
/// Hashed by a hash of its bytes worked out once, when the key is made: a lookup that misses
/// `recent` asks `previous` too and a store may hash the key again, and hashing the `String`
/// each time (its scalars through SipHash) cost more than the rest of a hit.
private struct ExactTitle: Hashable {
    let title: String
    /// FNV-1a of the title's UTF-8 bytes.
    private let bytesHash: UInt64
    /// Whether every byte is ASCII. Two ASCII titles are equal Strings exactly when their bytes
    /// are equal, so `String` equality, which compares such Strings' bytes directly, is exact.
    private let isASCII: Bool

    init(_ title: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var seen: UInt8 = 0
        let bytes = title.utf8.span
        for index in bytes.indices {
            let byte = bytes[index]
            seen |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        self.title = title
        bytesHash = hash
        isASCII = seen < 0x80
    }

    static func == (left: ExactTitle, right: ExactTitle) -> Bool {
        guard left.bytesHash == right.bytesHash, left.isASCII == right.isASCII else { return false }
        return left.isASCII ? left.title == right.title : left.title.utf8.elementsEqual(right.title.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytesHash)
    }
}
