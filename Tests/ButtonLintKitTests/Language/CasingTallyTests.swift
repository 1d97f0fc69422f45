import Testing
@testable import ButtonLintKit

@Suite struct CasingTallyTests {
    private func tally(_ titles: [String]) -> CasingTally {
        let casers = Dictionary(uniqueKeysWithValues: CasingProfile.allCases.map { ($0, TitleCaser(profile: $0)) })
        var tally = CasingTally(configured: .apple)
        for title in titles {
            tally.record(wordCount: TitleMetrics.wordCount(title)) { casers[$0]?.correction(for: title) == nil }
        }
        return tally
    }

    @Test func mostlySentenceCaseSuggestsSentence() throws {
        let suggestion = try #require(tally(["Save draft", "Delete all photos", "Share with friends",
                                             "Add to Home Screen", "Done", "OK"]).suggestion)
        #expect(suggestion.profile == .sentence)
        #expect(suggestion.titles == 3)
        #expect(suggestion.of == 4)
    }

    @Test func titleCaseProjectsGetNoSuggestion() {
        #expect(tally(["Save Draft", "Delete All Photos", "Share with Friends", "Save draft"]).suggestion == nil)
    }

    @Test func tooFewTitlesSayNothing() {
        #expect(tally(["Save draft", "Delete all"]).suggestion == nil)
    }

    @Test func tallyMergesAcrossFiles() {
        var first = tally(["Save draft", "Delete all"])
        first.merge(tally(["Share with friends", "Copy link"]))
        #expect(first.suggestion?.profile == .sentence)
        #expect(first.multiWordTitles == 4)
    }
}
