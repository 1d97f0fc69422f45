import Foundation
import Testing
@testable import ButtonLintKit

/// A title worked out once is looked up afterwards, and the memo stays bounded.
@Suite struct TitleMemoTests {
    @Test func aRepeatedTitleIsWorkedOutOnce() {
        let memo = TitleMemo<Int>()
        var calls = 0
        let compute = { (title: String) -> Int in calls += 1; return title.count }
        #expect(memo.value(for: "Cancel", compute: compute) == 6)
        #expect(memo.value(for: "Cancel", compute: compute) == 6)
        #expect(memo.value(for: "Delete All", compute: compute) == 10)
        #expect(calls == 2)
    }

    @Test func canonicallyEqualTitlesKeepTheirOwnAnswers() {
        // Equal as Strings, not byte for byte: each is its own title, ASCII or not.
        let memo = TitleMemo<Int>()
        let compute = { (title: String) -> Int in title.utf8.count }
        for (first, second) in [("Caf\u{E9}", "Cafe\u{301}"), ("K", "\u{212A}"), ("OK", "O\u{212A}")] {
            #expect(first == second)
            #expect(memo.value(for: first, compute: compute) == first.utf8.count)
            #expect(memo.value(for: second, compute: compute) == second.utf8.count)
            #expect(memo.value(for: first, compute: compute) == first.utf8.count)
        }
    }

    @Test func longTitlesAreNeverKept() {
        let memo = TitleMemo<Int>()
        var calls = 0
        let long = String(repeating: "x", count: TitleMemo<Int>.longestKeptTitle + 1)
        for _ in 0..<3 { _ = memo.value(for: long) { calls += 1; return $0.count } }
        #expect(calls == 3)
    }

    @Test func aFullMemoDropsTheTitlesOfTheTurnBeforeInsteadOfGrowing() {
        let memo = TitleMemo<Int>()
        let capacity = TitleMemo<Int>.capacity
        var calls = 0
        let count = { (title: String) -> Int in calls += 1; return title.count }
        // Two full generations and one title more: the first generation ("T0"…) is dropped.
        for index in 0...(2 * capacity) { _ = memo.value(for: "T\(index)", compute: count) }
        #expect(calls == 2 * capacity + 1)
        _ = memo.value(for: "T0", compute: count)
        #expect(calls == 2 * capacity + 2)
        // The second generation is still known.
        _ = memo.value(for: "T\(capacity + 1)", compute: count)
        #expect(calls == 2 * capacity + 2)
    }

    @Test func aTitleInUseSurvivesTheTurnOfGenerations() {
        let memo = TitleMemo<Int>()
        let capacity = TitleMemo<Int>.capacity
        var calls = 0
        let count = { (title: String) -> Int in calls += 1; return title.count }
        _ = memo.value(for: "Cancel", compute: count)
        // "Cancel" is met again in every generation, among titles met once.
        for turn in 0..<4 {
            for index in 0..<capacity { _ = memo.value(for: "T\(turn)-\(index)", compute: count) }
            #expect(memo.value(for: "Cancel", compute: count) == 6)
        }
        #expect(calls == 1 + 4 * capacity)
    }

    @Test func checkersAnswerAlikeWhenAskedAgain() {
        let caser = TitleCaser(profile: .apple)
        for _ in 0..<2 {
            #expect(caser.correction(for: "delete all photos") == "Delete All Photos")
            #expect(caser.correction(for: "Delete All Photos") == nil)
        }
        let checker = VerbChecker()
        for _ in 0..<2 {
            #expect(checker.check("Photos") == .notAVerb(word: "Photos"))
            #expect(checker.check("Share Photo") == .startsWithVerb)
        }
    }

    @Test func casersShareAMemoOnlyWithTheSameProfileAndPhrases() {
        // A memo shared across profiles, or with configured phrases, would answer for the wrong caser.
        let title = "share With friends and iphone"
        let apple = TitleCaser(profile: .apple)
        let sentence = TitleCaser(profile: .sentence)
        let kept = TitleCaser(profile: .apple, keepPhrases: ["With friends"])
        #expect(apple.correction(for: title) == "Share with Friends and iPhone")
        #expect(sentence.correction(for: title) == "Share with friends and iPhone")
        #expect(kept.correction(for: title) == "Share With friends and iPhone")
        #expect(TitleCaser(profile: .apple).correction(for: title) == "Share with Friends and iPhone")
    }
}

/// One memo serves every thread: what one worked out, the others find.
@Suite struct SharedTitleMemoTests {
    /// A value whose identity tells whether it was worked out again.
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    /// Counts work-outs from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    /// Runs `body` on a new thread and waits for it.
    private func onNewThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { body(); done.signal() }
        thread.start()
        done.wait()
    }

    @Test func aTitleOneThreadWorkedOutIsNotWorkedOutAgainOnTheNext() {
        let memo = TitleMemo<Box>()
        let counter = Counter()
        let compute = { @Sendable (title: String) -> Box in counter.add(); return Box(title.count) }
        let first = LockedBox<Box?>(nil)
        let second = LockedBox<Box?>(nil)
        onNewThread { first.withLock { $0 = memo.value(for: "Cancel", compute: compute) } }
        onNewThread { second.withLock { $0 = memo.value(for: "Cancel", compute: compute) } }
        #expect(counter.value == 1)
        #expect(second.withLock { $0?.value } == 6)
        #expect(first.withLock { $0 } === second.withLock { $0 })
    }

    @Test func threadsAskingAtOnceGetTheRightValues() {
        let memo = TitleMemo<Box>()
        let counter = Counter()
        let titles = (0..<500).map { "Title \($0)" + String(repeating: "x", count: $0 % 40) }
        let wrong = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<3 {
                for index in titles.indices {
                    let title = titles[(index * (worker + 1) + round) % titles.count]
                    if memo.value(for: title, compute: { counter.add(); return Box($0.count) }).value != title.count { wrong.add() }
                }
            }
        }
        #expect(wrong.value == 0)
        // Each title is worked out at least once, and at most once per thread that met it first at the same time.
        #expect(counter.value >= titles.count && counter.value <= 8 * titles.count)
    }
}

/// A value several threads read and write, one at a time.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
