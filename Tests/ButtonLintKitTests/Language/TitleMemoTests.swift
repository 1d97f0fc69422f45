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

    @Test func memoizedCheckersAnswerAsBefore() {
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
