import Foundation

/// Remembers the result of a pure function of a title across files: titles repeat through a code
/// base ("Cancel", "Done", "Delete" on every screen), and working one out (cutting it into words,
/// looking them up) costs far more than a lookup. The workers share one memo behind a lock. It
/// is bounded, so memory stays flat as the tree grows (SPEC 8), and long titles (rare, and costly
/// to keep) are never kept.
///
/// It keeps two generations: titles met since the last turn (`recent`) and those of the turn
/// before (`previous`). When `recent` fills up it becomes `previous` and the older one is dropped,
/// so a title in use keeps its answer across turns (a hit in `previous` moves it to `recent`)
/// while titles met once fall away. Starting over from empty instead worked out twice as many
/// titles on a tree with more distinct titles than the memo holds.
final class TitleMemo<Value: Sendable>: @unchecked Sendable {
    /// Titles per generation; the memo holds at most twice as many.
    static var capacity: Int { 2048 }
    static var longestKeptTitle: Int { 64 }

    private let lock = NSLock()
    private var recent: [String: Value] = [:]
    private var previous: [String: Value] = [:]

    func value(for title: String, compute: (String) -> Value) -> Value {
        guard title.utf8.count <= Self.longestKeptTitle else { return compute(title) }
        lock.lock()
        if let known = recent[title] {
            lock.unlock()
            return known
        }
        if let known = previous[title] {
            keep(known, for: title)
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = compute(title)
        lock.lock()
        keep(value, for: title)
        lock.unlock()
        return value
    }

    /// Stores into `recent`, turning the generations first when it is full. Call with the lock held.
    private func keep(_ value: Value, for title: String) {
        if recent.count >= Self.capacity {
            previous = recent
            recent = [:]
            recent.reserveCapacity(Self.capacity)
        }
        recent[title] = value
    }
}
