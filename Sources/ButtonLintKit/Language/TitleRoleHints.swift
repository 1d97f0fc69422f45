/// What a title says about the role its action should have: a destructive verb first
/// ("Delete Photo", "Sign Out"), or a cancel title ("Cancel", "Never Mind").
struct TitleRoleHints: Sendable {
    /// Destructive phrases by their first word, each list in the configured order: a title's
    /// first word picks the few phrases worth comparing.
    private let destructivePhrasesByFirstWord: [String: [[String]]]
    private let destructivePhrases: Set<[String]>
    private let cancelTitles: Set<[String]>
    /// The first word of each cancel title: most titles are turned away by it alone, without
    /// gathering their words.
    private let cancelFirstWords: WordKeySet
    /// Verbs (as word keys) destructive only with a data-holding object (`RoleVocabulary`).
    private let ambiguousVerbs: Set<[String]>
    private let dataObjects: Set<String>
    /// Verbs that only take an item out of a list when a place follows (`RoleVocabulary`).
    private let listRemovals: ListRemovals

    /// - Parameters:
    ///   - extraDestructiveVerbs: configured verbs or phrases (`words: destructive:`).
    ///   - extraCancelTitles: configured cancel titles.
    init(extraDestructiveVerbs: [String] = [], extraCancelTitles: [String] = []) {
        self.init(destructiveVerbs: WordLists.destructiveVerbs + extraDestructiveVerbs,
                  cancelTitles: WordLists.cancelTitles + extraCancelTitles)
    }

    /// Exactly these lists, in place of the built-in ones (`destructive-role` option `words`,
    /// `cancel-role` option `titles`, with `words:` added).
    init(destructiveVerbs: [String], cancelTitles: [String]) {
        self.init(destructiveVerbs: destructiveVerbs, cancelTitles: cancelTitles,
                  ambiguousVerbs: RoleVocabulary.ambiguousDestructiveVerbs, dataObjects: RoleVocabulary.dataHoldingObjects)
    }

    /// The same, with the verbs that are destructive only with an object that holds data.
    init(destructiveVerbs: [String], cancelTitles: [String], ambiguousVerbs: [String], dataObjects: Set<String>,
         listRemovals: ListRemovals = .standard) {
        self.ambiguousVerbs = Set(ambiguousVerbs.map(Self.wordKeys))
        self.dataObjects = dataObjects
        self.listRemovals = listRemovals
        let phrases = destructiveVerbs.map(Self.wordKeys).filter { !$0.isEmpty }
        self.destructivePhrasesByFirstWord = Dictionary(grouping: phrases, by: { $0[0] })
        self.destructivePhrases = Set(phrases)
        let cancelTitles = Set(cancelTitles.map(Self.wordKeys))
        self.cancelTitles = cancelTitles
        cancelFirstWords = WordKeySet(cancelTitles.compactMap(\.first))
    }

    /// Whether the title's first words (after leading symbols, emoji and opaque words) are a
    /// destructive verb: "Delete", "Remove Photo", "Sign Out", "Logout". A negated verb
    /// ("Don't Delete"), an inflected one ("Deleted") and a removal from a list ("Remove from
    /// Favorites") are not.
    func startsWithDestructiveVerb(_ title: String) -> Bool {
        guard TitleClassifier.skipReason(title) == nil else { return false }
        return startsWithDestructiveVerb(TitleWords(title))
    }

    /// `startsWithDestructiveVerb(_:)` of a title `TitleClassifier` lets through, already cut
    /// into words.
    func startsWithDestructiveVerb(_ words: TitleWords) -> Bool {
        let leading = words.letterWordPositions[...]
        guard let first = leading.first else { return false }
        if WordLists.negations.contains(where: { words.startsWith($0, at: leading) }) { return false }
        let word = words.words[first]
        if let phrase = destructivePhrasesByFirstWord[word.key]?.first(where: { words.startsWith($0, at: leading) }) {
            if ambiguousVerbs.contains(phrase) { return actsOnData(words, leading, after: phrase.count) }
            if phrase.count == 1, listRemovals.verbs.contains(phrase[0]), takesOutOfList(words, after: first) { return false }
            return !actsOnViewState(words, leading, after: phrase.count)
        }
        // A one-word noun for a destructive two-word verb ("Logout", "Sign-out") means it too.
        let unhyphenated = word.isHyphenated ? word.key.filter { $0 != "-" } : word.key
        guard let verbPhrase = WordLists.compoundNouns[unhyphenated] else { return false }
        return destructivePhrases.contains(Self.wordKeys(verbPhrase))
    }

    /// "Clear Selection", "Reset the Zoom": the words after the verb (an article aside) name view state.
    private func actsOnViewState(_ words: TitleWords, _ leading: ArraySlice<Int>, after verbLength: Int) -> Bool {
        var rest = leading.dropFirst(verbLength).map { words.words[$0].key }
        if let first = rest.first, WordLists.articles.contains(first) || first == "all" { rest.removeFirst() }
        guard !rest.isEmpty else { return false }
        return WordLists.viewStateObjects.contains(rest.joined(separator: " "))
    }

    /// "Remove from Blocklist", "Remove Selected from \(list)": a list's preposition after the
    /// verb, with a place after it that is not one of `dataPlaces`.
    private func takesOutOfList(_ words: TitleWords, after verb: Int) -> Bool {
        let rest = words.words.indices.dropFirst(verb + 1)
        guard let preposition = rest.first(where: { listRemovals.prepositions.contains(words.words[$0].key) }),
              preposition + 1 < words.words.count else { return false }
        return !words.words[(preposition + 1)...].contains { listRemovals.dataPlaces.contains($0.key) }
    }

    /// "Clear History", "Reset All Settings": a word after the ambiguous verb names what holds data.
    private func actsOnData(_ words: TitleWords, _ leading: ArraySlice<Int>, after verbLength: Int) -> Bool {
        leading.dropFirst(verbLength).contains { dataObjects.contains(words.words[$0].key) }
    }

    /// Whether the whole title is a cancel title ("Cancel", "never mind", "✕ Cancel"), compared
    /// word by word, case-insensitively, ignoring symbols and punctuation around the words.
    func isCancelTitle(_ title: String) -> Bool {
        guard TitleClassifier.skipReason(title) == nil else { return false }
        return isCancelTitle(TitleWords(title))
    }

    /// `isCancelTitle(_:)` of a title `TitleClassifier` lets through, already cut into words. The
    /// title of no words is a cancel title only if one was configured empty.
    func isCancelTitle(_ words: TitleWords) -> Bool {
        if let first = words.words.first, !cancelFirstWords.contains(first.key) { return false }
        return words.words.allSatisfy { $0.kind == .text } && cancelTitles.contains(words.keys)
    }

    private static func wordKeys(_ phrase: String) -> [String] {
        TitleWords(phrase).keys
    }
}
