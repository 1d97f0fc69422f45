/// What a title says about the role its action should have (SPEC 1.5): a destructive verb
/// first ("Delete Photo", "Sign Out"), or a cancel title ("Cancel", "Never Mind").
public struct TitleRoleHints: Sendable {
    /// Destructive phrases by their first word, each list in the configured order: a title's
    /// first word picks the few phrases worth comparing instead of every phrase.
    private let destructivePhrasesByFirstWord: [String: [[String]]]
    private let destructivePhrases: Set<[String]>
    private let cancelTitles: Set<[String]>
    /// The first words of the destructive phrases and of the cancel titles, when all are ASCII
    /// (else nil): an ASCII title's first word that neither filter may hold is not hashed.
    private let destructiveFirstWords: KeyFilter?
    private let cancelFirstWords: KeyFilter?
    /// For an ASCII title (`ASCIITitle`): the destructive phrases by their first word, and the
    /// cancel titles' first words, as packed keys; nil when a word does not pack (the title's
    /// words are then looked up as `String`s).
    private let packedDestructivePhrases: PackedWordTable<[[PackedWordKey]]>?
    private let packedCancelFirstWords: PackedWordTable<Bool>?
    private let destructiveMemo = TitleMemo<Bool>()
    private let cancelMemo = TitleMemo<Bool>()

    /// - Parameters:
    ///   - extraDestructiveVerbs: configured verbs or phrases (`words: destructive:`).
    ///   - extraCancelTitles: configured cancel titles.
    public init(extraDestructiveVerbs: [String] = [], extraCancelTitles: [String] = []) {
        self.init(destructiveVerbs: WordLists.destructiveVerbs + extraDestructiveVerbs,
                  cancelTitles: WordLists.cancelTitles + extraCancelTitles)
    }

    /// Exactly these lists, in place of the built-in ones (`destructive-role` option `words`,
    /// `cancel-role` option `titles`, with `words:` added).
    public init(destructiveVerbs: [String], cancelTitles: [String]) {
        let phrases = destructiveVerbs.map(Self.wordKeys).filter { !$0.isEmpty }
        self.destructivePhrasesByFirstWord = Dictionary(grouping: phrases, by: { $0[0] })
        self.destructivePhrases = Set(phrases)
        self.cancelTitles = Set(cancelTitles.map(Self.wordKeys))
        self.destructiveFirstWords = Self.filter(of: phrases.map { $0[0] })
        self.cancelFirstWords = Self.filter(of: self.cancelTitles.map { $0.first ?? "" })
        self.packedDestructivePhrases = Self.packed(destructivePhrasesByFirstWord)
        self.packedCancelFirstWords = PackedWordTable(keys: self.cancelTitles.map { $0.first ?? "" })
    }

    private static func packed(_ phrasesByFirstWord: [String: [[String]]]) -> PackedWordTable<[[PackedWordKey]]>? {
        var entries: [(String, [[PackedWordKey]])] = []
        for (firstWord, phrases) in phrasesByFirstWord {
            var packedPhrases: [[PackedWordKey]] = []
            for phrase in phrases {
                let keys = phrase.compactMap(PackedWordKey.init)
                guard keys.count == phrase.count else { return nil }
                packedPhrases.append(keys)
            }
            entries.append((firstWord, packedPhrases))
        }
        return PackedWordTable(entries)
    }

    /// A filter of `words`, or nil when one is not ASCII (a non-ASCII word may equal a key of
    /// other bytes).
    private static func filter(of words: [String]) -> KeyFilter? {
        words.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) ? KeyFilter(words) : nil
    }

    /// Whether `filter` rules out `key`, a key of a title's words that are all ASCII.
    private static func rulesOut(_ key: String, by filter: KeyFilter?, in words: TitleWords) -> Bool {
        guard words.isASCII, let filter else { return false }
        return !filter.mayContain(key)
    }

    /// Whether the title's first words (after leading symbols, emoji and opaque words) are a
    /// destructive verb: "Delete", "Remove from List", "Sign Out", "Logout". A negated verb
    /// ("Don't Delete") and an inflected one ("Deleted") are not.
    public func startsWithDestructiveVerb(_ title: String) -> Bool {
        destructiveMemo.value(for: title, compute: workOutStartsWithDestructiveVerb)
    }

    private func workOutStartsWithDestructiveVerb(_ title: String) -> Bool {
        guard TitleClassifier.skipReason(title) == nil else { return false }
        let words = TitleWords(title)
        return startsWithDestructiveVerb(words, letterWords: words.letterWordPositions)
    }

    /// `startsWithDestructiveVerb(_:)` of a title `TitleClassifier` lets through, already cut
    /// into words (`TitleFacts` works it out with the title's other facts).
    func startsWithDestructiveVerb(_ words: TitleWords, letterWords: [Int]) -> Bool {
        let leading = letterWords[...]
        guard let first = leading.first else { return false }
        if WordLists.negations.contains(where: { words.startsWith($0, at: leading) }) { return false }
        if !Self.rulesOut(words.words[first].key, by: destructiveFirstWords, in: words),
           let phrase = destructivePhrasesByFirstWord[words.words[first].key]?.first(where: { words.startsWith($0, at: leading) }) {
            return !actsOnViewState(words, leading, after: phrase.count)
        }
        // A one-word noun for a destructive two-word verb ("Logout", "Sign-out") means it too.
        let key = words.words[first].key
        // Filtering a String walks its Characters: only a hyphenated key needs it, and a word's
        // key holds "-" exactly where the word has a hyphen (`VerbChecker` relies on it too), so
        // the word tells without the key's bytes being searched.
        let unhyphenated = words.words[first].isHyphenated ? key.filter { $0 != "-" } : key
        guard let verbPhrase = WordLists.compoundNoun(unhyphenated, inASCIITitle: words.isASCII) else { return false }
        return destructivePhrases.contains(Self.wordKeys(verbPhrase))
    }

    /// `startsWithDestructiveVerb(_:letterWords:)` of an ASCII title, its first words compared by
    /// their packed keys; a title whose first word is a compound noun ("Logout") is cut again by
    /// `TitleWords` and asked as any other (few are).
    func startsWithDestructiveVerb(_ title: ASCIITitle, _ text: String) -> Bool {
        guard let first = title.letterWord(from: 0), let packedDestructivePhrases else {
            let words = TitleWords(text)
            return startsWithDestructiveVerb(words, letterWords: words.letterWordPositions)
        }
        if title.negationLength(at: first) != nil { return false }
        if let key = title.words[first].key, let phrases = packedDestructivePhrases.value(for: key),
           let phrase = phrases.first(where: { title.startsWith($0, at: first) }) {
            return !Self.namesViewState(title.letterWordKeys(from: first, dropping: phrase.count))
        }
        guard title.compoundNoun(at: first) != nil else { return false }
        let words = TitleWords(text)
        return startsWithDestructiveVerb(words, letterWords: words.letterWordPositions)
    }

    /// `isCancelTitle(_:)` of an ASCII title: most first words are no cancel title's, told by
    /// their packed key; the others are cut again by `TitleWords` and asked as any other.
    func isCancelTitle(_ title: ASCIITitle, _ text: String) -> Bool {
        if let packedCancelFirstWords, title.wordCount > 0, !packedCancelFirstWords.contains(title.words[0].key) {
            return false
        }
        return isCancelTitle(TitleWords(text))
    }

    /// "Clear Selection", "Reset the Zoom": the words after the verb (an article aside) name view state.
    private func actsOnViewState(_ words: TitleWords, _ leading: ArraySlice<Int>, after verbLength: Int) -> Bool {
        Self.namesViewState(leading.dropFirst(verbLength).map { words.words[$0].key })
    }

    /// Whether the keys of the words after a destructive verb name view state.
    private static func namesViewState(_ keys: [String]) -> Bool {
        var rest = keys
        if let first = rest.first, WordLists.articles.contains(first) || first == "all" { rest.removeFirst() }
        guard !rest.isEmpty else { return false }
        return WordLists.viewStateObjects.contains(rest.joined(separator: " "))
    }

    /// Whether the whole title is a cancel title ("Cancel", "never mind", "✕ Cancel"), compared
    /// word by word, case-insensitively, ignoring symbols and punctuation around the words.
    public func isCancelTitle(_ title: String) -> Bool {
        cancelMemo.value(for: title, compute: workOutIsCancelTitle)
    }

    private func workOutIsCancelTitle(_ title: String) -> Bool {
        guard TitleClassifier.skipReason(title) == nil else { return false }
        return isCancelTitle(TitleWords(title))
    }

    /// `isCancelTitle(_:)` of a title `TitleClassifier` lets through, already cut into words.
    func isCancelTitle(_ words: TitleWords) -> Bool {
        // The first key read in place: `words.first` copied the whole word out.
        guard !words.words.isEmpty, !Self.rulesOut(words.words[0].key, by: cancelFirstWords, in: words) else {
            // No words: the empty title is a cancel title only if one was configured empty.
            return words.words.isEmpty && cancelTitles.contains([])
        }
        return words.words.allSatisfy({ $0.kind == .text }) && cancelTitles.contains(words.keys)
    }

    private static func wordKeys(_ phrase: String) -> [String] {
        TitleWords(phrase).keys
    }
}
