/// What `VerbChecker` found about a title's first word.
enum VerbVerdict: Equatable, Sendable {
    /// The first word is a base-form verb (or a negated one: "Don't Allow").
    case startsWithVerb
    /// The title is on the allow-list (OK, Done, Not Now, New Window…).
    case allowed
    /// The title is not checked (see `TitleClassifier`).
    case skipped
    /// The first word is not a verb in its base form: "Photos", "Deleted", "Yes".
    case notAVerb(word: String)
    /// The first word is a noun spelled as one word where the verb is two: "Login" → "Log In".
    case compoundNoun(word: String, verbPhrase: String)
}

/// Checks that a button title starts with a verb (the `title-verb` rule).
struct VerbChecker: Sendable {
    /// Titles the system and Apple's own apps put on buttons, which pass whatever their first
    /// word: answers (OK, Not Now) and the nouns that name a place or panel (Settings, Info).
    static let defaultAllowList: [String] = [
        "OK", "Done", "Next", "Back", "Not Now", "Later", "Settings", "Settings…", "Preferences", "Preferences…",
        "Details", "Info", "More", "More…", "Options", "Options…", "Help", "Filters", "Actual Size",
    ]
    /// First words that make any title pass: Apple's own "New Window", "About App".
    static let defaultAllowedFirstWords: [String] = ["New", "About"]
    /// Last words that make any title pass: a panel of settings named by what it sets
    /// ("Notification Settings", "Privacy Preferences…").
    static let defaultAllowedLastWords: [String] = ["Settings", "Preferences"]

    private let lexicon: VerbLexicon
    private let allowList: Set<String>
    private let allowedFirstWords: WordKeySet
    private let allowedLastWords: WordKeySet
    /// Scalars in the longest allow-list entry.
    private let longestAllowListed: Int

    /// - Parameters:
    ///   - extraVerbs: configured verbs (`words: verbs:`).
    ///   - allowList: whole titles that pass, compared case-insensitively after leading symbols
    ///     and emoji, with ’/' and …/... alike. The ellipsis counts: "Settings…" passes,
    ///     "Settings" does not.
    ///   - allowedFirstWords: words that make a title pass when it starts with them.
    ///   - allowedLastWords: words that make a title pass when it ends with them (an ellipsis
    ///     after the word aside); nil for the defaults.
    init(extraVerbs: [String] = [], allowList: [String] = VerbChecker.defaultAllowList,
                allowedFirstWords: [String] = VerbChecker.defaultAllowedFirstWords,
                allowedLastWords: [String]? = nil) {
        self.lexicon = VerbLexicon(extraVerbs: extraVerbs)
        self.allowList = Set(allowList.map { WordKey.normalized($0).trimmingWhitespace })
        self.allowedFirstWords = WordKeySet(allowedFirstWords.map(WordKey.normalized))
        self.allowedLastWords = WordKeySet((allowedLastWords ?? Self.defaultAllowedLastWords).map(WordKey.normalized))
        longestAllowListed = self.allowList.map(\.unicodeScalars.count).max() ?? 0
    }

    /// Whether the title from scalar `start` (a word's first) on, without the white space after
    /// it, is on the allow-list. Normalizing makes no text shorter and keeps white space as it
    /// is, so a title longer than every entry is not worth normalizing.
    private func isAllowListed(_ words: TitleWords, from start: Int) -> Bool {
        guard let last = words.scalars[start...].lastIndex(where: { !ScalarCase.isWhitespace($0) }),
              last - start < longestAllowListed else { return false }
        return allowList.contains(WordKey.normalized(words.scalars[start...last]))
    }

    func check(_ title: String) -> VerbVerdict {
        guard TitleClassifier.skipReason(title) == nil else { return .skipped }
        return verdict(of: TitleWords(title))
    }

    /// The verdict on a title `TitleClassifier` lets through, already cut into words.
    func verdict(of words: TitleWords) -> VerbVerdict {
        var candidates = words.letterWordPositions[...]
        guard let first = candidates.first else { return .skipped }

        if isAllowListed(words, from: words.words[first].range.lowerBound)
            || allowedFirstWords.contains(words.words[first].key)
            || (candidates.count > 1 && candidates.last.map { allowedLastWords.contains(words.words[$0].key) } == true) {
            return .allowed
        }

        if let negation = WordLists.negations.first(where: { words.startsWith($0, at: candidates) }) {
            candidates = candidates.dropFirst(negation.count)
        }
        // "Always Allow": the verb follows the adverb.
        if candidates.count > 1, WordLists.leadingAdverbs.contains(words.words[candidates.first!].key) {
            candidates = candidates.dropFirst()
        }
        // "I'll Do It!": an answer in the first person states the action with the verb after it.
        if candidates.count > 1, let pronoun = candidates.first, WordLists.firstPersonLeads.contains(words.words[pronoun].key) {
            // "We Photos" names no action: the word after the pronoun must be a verb itself.
            let next = candidates[candidates.index(after: candidates.startIndex)]
            return lexicon.contains(key: words.words[next].key)
                ? .startsWithVerb : .notAVerb(word: words.text(of: words.words[pronoun].range))
        }
        // "Don't" alone: "do" is a verb.
        guard let position = candidates.first else { return .startsWithVerb }
        let word = words.words[position]
        let unhyphenated = word.isHyphenated ? word.key.filter { $0 != "-" } : word.key

        if let verbPhrase = WordLists.compoundNouns[unhyphenated] {
            return .compoundNoun(word: words.text(of: word.range), verbPhrase: verbPhrase)
        }
        if lexicon.contains(key: word.key) { return .startsWithVerb }
        if word.isHyphenated {
            if lexicon.contains(key: unhyphenated) { return .startsWithVerb }                // "Pre-Order" → "preorder"
            if lexicon.contains(key: words.key(of: word.firstPart)) { return .startsWithVerb }  // "Double-Tap" → "double"
        }
        if isPrefixedVerb(unhyphenated) { return .startsWithVerb }                          // "Unstage", "Re-enable"
        // "Let's" → "let" (not "Can't" → "can")
        if word.key.utf8.count > 2, word.key.utf8.suffix(2).elementsEqual("'s".utf8),
           lexicon.contains(key: String(decoding: word.key.utf8.dropLast(2), as: UTF8.self)) { return .startsWithVerb }
        return .notAVerb(word: words.text(of: word.range))
    }
}

extension VerbChecker {
    /// A verb prefix ("un", "re") before a verb of three letters or more: "unstage", "reenable".
    private func isPrefixedVerb(_ key: String) -> Bool {
        guard !WordLists.prefixedNonVerbs.contains(key) else { return false }
        return WordLists.verbPrefixes.contains { prefix in
            guard key.utf8.count >= prefix.utf8.count + 3, key.hasPrefix(prefix) else { return false }
            return lexicon.contains(key: String(key.dropFirst(prefix.count)))
        }
    }
}

private extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !ScalarCase.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !ScalarCase.isWhitespace($0) }) else { return "" }
        return String(scalars[start...last])
    }
}
