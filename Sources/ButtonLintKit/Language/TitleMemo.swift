import Foundation

/// Remembers the answer of a pure function of a title across files and workers: titles repeat
/// through a code base ("Cancel", "Done", "Delete" on every screen), and working one out (cutting
/// it into words, looking them up) costs far more than a lookup. It is bounded, so memory stays
/// flat as the tree grows, and long titles (rare, and costly to keep) are never kept.
///
/// One table for all workers, behind a lock held only to look up and to store, never while a
/// title is worked out: two workers meeting a new title at once may both work it out, and their
/// answers are the same.
///
/// The table keeps two generations: titles met since the last turn (`recent`) and those of the
/// turn before (`previous`). When `recent` fills up it becomes `previous` and the older one is
/// dropped, so a title in use keeps its answer across turns (a hit in `previous` moves it to
/// `recent`) while titles met once fall away.
final class TitleMemo<Value: Sendable>: @unchecked Sendable {
    /// Titles per generation; the table holds at most twice as many.
    static var capacity: Int { 4096 }
    static var longestKeptTitle: Int { 64 }

    // `recent` and `previous` are only read and written with `lock` held.
    private let lock = NSLock()
    private var recent: [ExactTitle: Value] = [:]
    private var previous: [ExactTitle: Value] = [:]

    init() {
        // Room for a whole generation at once: growing to it would move every title kept so far
        // at each doubling.
        recent.reserveCapacity(Self.capacity)
    }

    func value(for title: String, compute: (String) -> Value) -> Value {
        guard title.utf8.count <= Self.longestKeptTitle else { return compute(title) }
        let key = ExactTitle(title)
        if let known = known(key) { return known }
        let value = compute(title)
        lock.lock()
        keep(value, for: key)
        lock.unlock()
        return value
    }

    /// The value kept for `key`, moved to `recent` if it was in `previous`.
    private func known(_ key: ExactTitle) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if let known = recent[key] { return known }
        guard let known = previous[key] else { return nil }
        keep(known, for: key)
        return known
    }

    /// Stores into `recent`, turning the generations first when it is full; `lock` is held.
    private func keep(_ value: Value, for key: ExactTitle) {
        if recent.count >= Self.capacity {
            previous = recent
            recent = [:]
            recent.reserveCapacity(Self.capacity)
        }
        recent[key] = value
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
