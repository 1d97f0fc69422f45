import Testing
@testable import ButtonLintKit

/// The memo a run's workers share: an answer worked out once is looked up afterwards, and the
/// table keeps two generations of keys, so it stays bounded while keys in use stay.
@Suite struct BoundedMemoTests {
    @Test func aKeyInUseStaysWhileKeysMetOnceFallAway() {
        let memo = BoundedMemo<Substring, Int>(capacity: 2)
        var calls = 0
        func value(_ key: Substring) -> Int { memo.value(for: key) { calls += 1; return key.count } }
        #expect(value("App/Screens") == 11)
        #expect(value("App/Screens") == 11)
        #expect(calls == 1)
        // Two turns of generations with "App/Screens" met in each: it is never worked out again.
        for folder in ["A", "B", "C", "D"] as [Substring] {
            _ = value(folder)
            #expect(value("App/Screens") == 11)
        }
        #expect(calls == 5)
        // "A" was met once, two turns ago: gone. "D" is in the latest generation: kept.
        _ = value("D")
        #expect(calls == 5)
        _ = value("A")
        #expect(calls == 6)
    }
}
