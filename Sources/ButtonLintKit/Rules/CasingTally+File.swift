extension CasingTally {
    /// How the checkable titles of `file` are capitalized, for the run's suggestion of a house
    /// style. A file whose casing its frameworks prescribe (and no configured style overrides)
    /// says nothing about the project's own choice, and titles the run does not report (sample
    /// titles in previews, debug screens: `counting` says no to their offsets) say nothing about
    /// the house style either: neither is counted. `project` names the configuration files the
    /// file was linted with (`Configuration.sources`): the project the titles are counted for.
    init(of file: AnalyzedFile, language: RuleLanguage, counting isCounted: (Int) -> Bool = { _ in true },
         project: [String] = []) {
        self.init(configured: language.configuredStyle ?? .apple)
        self.project = project
        guard language.prescribedCasing(of: file.frameworks) == nil else { return }
        // Inline text and checkbox labels say nothing of how the project cases its buttons.
        for checkable in file.checkableTitles where checkable.control.asksForCase && isCounted(checkable.title.anchor.lowerBound) {
            let facts = language.facts(of: checkable)
            record(wordCount: facts.wordCount) { facts.correction(for: $0) == nil }
        }
    }
}
