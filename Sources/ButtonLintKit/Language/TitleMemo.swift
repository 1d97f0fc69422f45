import Foundation

/// Remembers the result of a pure function of a title across files: titles repeat through a code
/// base ("Cancel", "Done", "Delete" on every screen), and working one out (cutting it into words,
/// looking them up) costs far more than a lookup. The workers share one memo behind a lock. It
/// is bounded, so memory stays flat as the tree grows (SPEC 8): when full it starts over, and
/// long titles (rare, and costly to keep) are never kept.
final class TitleMemo<Value: Sendable>: @unchecked Sendable {
    static var capacity: Int { 2048 }
    static var longestKeptTitle: Int { 64 }

    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func value(for title: String, compute: (String) -> Value) -> Value {
        guard title.utf8.count <= Self.longestKeptTitle else { return compute(title) }
        lock.lock()
        let known = values[title]
        lock.unlock()
        if let known { return known }
        let value = compute(title)
        lock.lock()
        if values.count >= Self.capacity { values.removeAll(keepingCapacity: true) }
        values[title] = value
        lock.unlock()
        return value
    }
}
