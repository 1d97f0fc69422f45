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

    @Test func aFullMemoStartsOverInsteadOfGrowing() {
        let memo = TitleMemo<Int>()
        var calls = 0
        for index in 0...TitleMemo<Int>.capacity { _ = memo.value(for: "T\(index)") { calls += 1; return $0.count } }
        // "T0" was dropped when the memo filled up, so it is worked out again.
        _ = memo.value(for: "T0") { calls += 1; return $0.count }
        #expect(calls == TitleMemo<Int>.capacity + 2)
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
