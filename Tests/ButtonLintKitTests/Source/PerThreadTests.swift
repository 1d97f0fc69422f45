import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct PerThreadTests {
    final class Box: Sendable {
        let onRelease: @Sendable () -> Void
        init(onRelease: @escaping @Sendable () -> Void) {
            self.onRelease = onRelease
        }
        deinit { onRelease() }
    }

    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var current: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test func eachThreadHasItsOwnObjectReleasedWhenItEnds() async throws {
        let made = Count()
        let released = Count()
        let perThread = PerThread { made.add(); return Box(onRelease: { released.add() }) }
        let here = perThread.current
        #expect(perThread.current === here)
        let finished = DispatchSemaphore(value: 0)
        let other = Count()
        let thread = Thread {
            let box = perThread.current
            if box !== here, perThread.current === box { other.add() }
            finished.signal()
        }
        thread.start()
        finished.wait()
        #expect(other.current == 1)
        #expect(made.current == 2)
        // The other thread's object goes with its thread.
        for _ in 0..<200 where released.current == 0 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(released.current == 1)
    }
}
