import Dispatch
import Foundation

/// Maps items in parallel but hands the results on in item order, batch by batch, so output can
/// stream (`dump-literals`) while memory holds one batch of results at most.
enum OrderedParallelMap {
    static func forEach<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, batchSize: Int,
        transform: @escaping @Sendable (Item) -> Output, emit: (Output) -> Void
    ) {
        var start = 0
        while start < items.count {
            let batch = Array(items[start..<min(start + max(batchSize, 1), items.count)])
            let slots = Slots<Output>(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, batch.count))) { _ in
                while let index = slots.claimNext() {
                    slots.store(transform(batch[index]), at: index)
                }
            }
            for output in slots.outputs { emit(output) }
            start += batch.count
        }
    }

    private final class Slots<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Output?]
        private var next = 0

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func claimNext() -> Int? {
            lock.withLock {
                guard next < slots.count else { return nil }
                next += 1
                return next - 1
            }
        }

        func store(_ output: Output, at index: Int) {
            lock.withLock { slots[index] = output }
        }

        var outputs: [Output] { lock.withLock { slots.compactMap { $0 } } }
    }
}
