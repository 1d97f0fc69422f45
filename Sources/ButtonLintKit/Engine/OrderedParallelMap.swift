import Dispatch
import Foundation

/// Maps items on several workers and hands the outputs on in item order, one at a time, as
/// soon as every earlier item is done. A worker waits before taking an item more than `window`
/// items past the oldest one not handed on, so at most `window` outputs wait in memory whatever
/// the number of items. `lint` and `dump-literals` both stream through it.
enum OrderedParallelMap {
    static func forEach<Item: Sendable, Output>(
        _ items: [Item], jobs: Int, window: Int,
        transform: (Item) -> Output, emit: (Output) -> Void
    ) {
        let workers = max(1, min(jobs, items.count))
        let slots = OrderedWindow<Output>(count: items.count, window: max(window, workers))
        withoutActuallyEscaping(transform) { transform in
            withoutActuallyEscaping(emit) { emit in
                let work = UncheckedWork(transform: transform, emit: emit)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while let index = slots.claimNext() {
                        slots.store(work.transform(items[index]), at: index, emit: work.emit)
                    }
                }
            }
        }
    }

    /// The caller's closures, shared by the workers: `transform` must be safe to call from
    /// several threads; `emit` is called from one worker at a time (the window sees to it).
    private struct UncheckedWork<Item, Output>: @unchecked Sendable {
        let transform: (Item) -> Output
        let emit: (Output) -> Void
    }
}

/// Outputs filled in by the workers, the next item to take, and the oldest item not yet handed
/// on. Whichever worker finds the oldest output ready hands on every ready one in order.
private final class OrderedWindow<Output>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    /// Outputs of items `emitted ..< emitted + pending.count - pendingStart`, nil until done.
    private var pending: [Output?] = []
    private var pendingStart = 0
    private var next = 0
    private var emitted = 0
    private var isEmitting = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
        pending.reserveCapacity(self.window)
    }

    func claimNext() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < count && next >= emitted + window { condition.wait() }
        guard next < count else { return nil }
        next += 1
        pending.append(nil)
        return next - 1
    }

    func store(_ output: Output, at index: Int, emit: (Output) -> Void) {
        condition.lock()
        pending[pendingStart + index - emitted] = output
        guard !isEmitting else {
            condition.unlock()
            return
        }
        isEmitting = true
        while pendingStart < pending.count, let ready = pending[pendingStart] {
            pending[pendingStart] = nil
            pendingStart += 1
            emitted += 1
            condition.broadcast()
            condition.unlock()
            emit(ready)
            condition.lock()
        }
        // Drop the handed-on slots now and then so the buffer stays within the window.
        if pendingStart >= window {
            pending.removeFirst(pendingStart)
            pendingStart = 0
        }
        isEmitting = false
        condition.unlock()
    }
}
