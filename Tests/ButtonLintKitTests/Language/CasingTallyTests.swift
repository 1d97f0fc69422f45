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

    @Test func threeQuartersInSentenceCaseMakeASentenceCaseProject() {
        let project = tally(["Save draft", "Delete all photos", "Share with friends", "Add to Home Screen", "Done", "OK"])
        #expect(project.isSentenceCaseProject)
        #expect(project.fitOnlyOther[.sentence] == 3)
        #expect(project.multiWordTitles == 4)
    }

    @Test func lessThanThreeQuartersIsATitleCaseProject() {
        #expect(!tally(["Save draft", "Delete all photos", "Share with Friends", "Add to Home Screen",
                        "Copy link"]).isSentenceCaseProject)
        #expect(!tally(["Save Draft", "Delete All Photos", "Share with Friends", "Save draft"]).isSentenceCaseProject)
    }

    @Test func tooFewTitlesSayNothing() {
        #expect(!tally(["Save draft", "Delete all"]).isSentenceCaseProject)
    }

    @Test func aProjectConfiguredForSentenceCaseNeedsNoNote() {
        var tally = CasingTally(configured: .sentence)
        for _ in 0..<4 { tally.record(wordCount: 2) { $0 == .sentence } }
        #expect(!tally.isSentenceCaseProject)
    }

    @Test func tallyMergesAcrossFiles() {
        var first = tally(["Save draft", "Delete all"])
        first.merge(tally(["Share with friends", "Copy link"]))
        #expect(first.isSentenceCaseProject)
        #expect(first.multiWordTitles == 4)
    }
}
