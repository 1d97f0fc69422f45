import Foundation

/// The results of parallel workers, one slot per item, filled in and taken out under a lock:
/// each worker stores what it made for its items, and the caller takes them out in item order,
/// so the outcome never depends on which worker finished first.
final class LockedSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// The slot's value, emptied so it is held once.
    func take(at index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        let value = slots[index]
        slots[index] = nil
        return value
    }
}
