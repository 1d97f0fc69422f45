import Testing
@testable import ButtonLintKit

/// The sheets' per-call indexes (a call's children, a menu's buttons) are runs of one list made
/// by a counting sort whose list of starts is also its cursor.
@Suite struct CountingSortTests {
    @Test func gathersByKeyKeepingOrderAndLeavingOutNegativeKeys() {
        let keys = [2, -1, 0, 2, 4, 0, -1, 2]
        let sorted = CountingSort.runs(count: keys.count, keyCount: 5, key: { keys[$0] }, value: { Int32($0 * 10) })
        #expect(sorted.starts == [0, 2, 2, 5, 5, 6])
        #expect(sorted.gathered == [20, 50, 0, 30, 70, 40])
        func run(_ key: Int) -> [Int32] { Array(sorted.gathered[Int(sorted.starts[key])..<Int(sorted.starts[key + 1])]) }
        #expect(run(0) == [20, 50] && run(1).isEmpty && run(2) == [0, 30, 70] && run(3).isEmpty && run(4) == [40])
    }

    @Test func noItemsOrNoKeys() {
        let empty = CountingSort.runs(count: 0, keyCount: 3, key: { _ in 0 }, value: { _ in 0 })
        #expect(empty.starts == [0, 0, 0, 0] && empty.gathered.isEmpty)
        let noKeys = CountingSort.runs(count: 0, keyCount: 0, key: { _ in 0 }, value: { _ in 0 })
        #expect(noKeys.starts == [0] && noKeys.gathered.isEmpty)
        let allLeftOut = CountingSort.runs(count: 3, keyCount: 2, key: { _ in -1 }, value: { _ in 1 })
        #expect(allLeftOut.starts == [0, 0, 0] && allLeftOut.gathered.isEmpty)
    }
}
