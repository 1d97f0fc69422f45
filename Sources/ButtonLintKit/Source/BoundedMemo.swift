import Foundation

/// Remembers the answers of a pure function across files and workers, in a bounded table, so
/// memory stays flat however large the tree: titles repeat through a code base ("Cancel" on every
/// screen) and a folder's files share its facts, and working an answer out costs far more than a
/// lookup.
///
/// One table for all workers, behind a lock held only to look up and to store, never while an
/// answer is worked out: two workers meeting a new key at once may both work it out, and their
/// answers are the same.
///
/// The table keeps two generations: keys met since the last turn (`recent`) and those of the turn
/// before (`previous`). When `recent` fills up it becomes `previous` and the older one is dropped,
/// so a key in use keeps its answer across turns (a hit in `previous` moves it to `recent`) while
/// keys met once fall away.
final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    /// Keys per generation; the table holds at most twice as many.
    let capacity: Int

    // `recent` and `previous` are only read and written with `lock` held.
    private let lock = NSLock()
    private var recent: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 1)
        // Room for a whole generation at once: growing to it would move every key kept so far at
        // each doubling.
        recent.reserveCapacity(self.capacity)
    }

    func value(for key: Key, compute: () -> Value) -> Value {
        if let known = known(key) { return known }
        let value = compute()
        lock.lock()
        keep(value, for: key)
        lock.unlock()
        return value
    }

    /// The value kept for `key`, moved to `recent` if it was in `previous`.
    private func known(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if let known = recent[key] { return known }
        guard let known = previous[key] else { return nil }
        keep(known, for: key)
        return known
    }

    /// Stores into `recent`, turning the generations first when it is full; `lock` is held.
    private func keep(_ value: Value, for key: Key) {
        if recent.count >= capacity {
            previous = recent
            recent = [:]
            recent.reserveCapacity(capacity)
        }
        recent[key] = value
    }
}
