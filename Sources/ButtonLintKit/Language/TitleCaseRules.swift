/// The case title case expects of each word of a title.
enum ExpectedCase { case capitalized, lowercase, either }

extension CasingWork {
    func expectedCase(at position: Int, profile: CasingProfile) -> ExpectedCase {
        let word = title.words[position]
        let isFirst = position == 0
        let isLast = position == title.words.count - 1

        switch profile {
        case .apple, .gnome:
            if isFirst || isLast || word.followsClauseBreak || word.isHyphenated { return .capitalized }
            if isLetterLabel(at: position, profile: profile) { return .either }
            if isMinor(at: position, in: profile), !isParticle(at: position) {
                return beginsName(at: position) ? .either : .lowercase
            }
            return .capitalized
        case .sentence:
            // Sentence case lowercases function words and the everyday words of button copy
            // (`WordLists.commonWords`); any other capitalized word may be a name we cannot know
            // ("Share With Mark"), and a false finding costs more than a missed one. After a
            // colon or dash either case is accepted, and so is a capitalized word that can begin
            // a name ("Add to Up Next").
            if isFirst { return .capitalized }
            if word.followsClauseBreak || word.isHyphenated || isLetterLabel(at: position, profile: profile) { return .either }
            if beginsName(at: position) || beginsName(at: position - 1) { return .either }
            if isMinor(at: position, in: profile) || WordLists.isCommonWord(word.key) { return .lowercase }
            return .either
        }
    }

    /// Whether the word is a capitalized "Up", "On"… that begins a name ("Add to Up Next", "Play
    /// from On Deck"): right after an article or a preposition, where it cannot be a preposition
    /// itself, and not a verb's particle. Title case leaves it as written, and sentence case the
    /// word after it too. After a verb it is a preposition ("Open In Safari" → "Open in Safari").
    func beginsName(at position: Int) -> Bool {
        guard position > 0, title.words[position].followsSpaceOnly, title.words[position - 1].kind == .text,
              isMinor(at: position - 1, in: .apple),
              WordLists.particleOrNameWords.contains(title.words[position].key), !isParticle(at: position),
              case .plain(_, isCapitalized: true) = WordShape(of: title.words[position].range,
                                                               firstPartEnd: title.words[position].firstPart.upperBound,
                                                               in: title.scalars)
        else { return false }
        return true
    }

    /// Whether a one-letter word is a label ("Plan A or B", "Option A, Then B") rather than the
    /// article "a": an article is followed, after a space, by the noun it introduces.
    func isLetterLabel(at position: Int, profile: CasingProfile) -> Bool {
        guard title.words[position].range.count == 1 else { return false }
        let nextPosition = position + 1
        guard nextPosition < title.words.count else { return true }
        let next = title.words[nextPosition]
        return next.kind == .opaque || !next.followsSpaceOnly || isMinor(at: nextPosition, in: profile)
    }

    /// Whether the word is the particle of a phrasal verb right before it ("Sign In",
    /// "Logged In"), which title case capitalizes.
    func isParticle(at position: Int) -> Bool {
        guard position > 0, title.words[position].followsSpaceOnly, title.words[position - 1].kind == .text else { return false }
        let particle = title.words[position].key
        guard WordLists.particles.contains(particle) else { return false }
        return WordLists.isPhrasalVerb(title.words[position - 1].key, particle: particle)
    }
}

extension WordLists {
    /// Whether `verb` (a word's key, maybe inflected: "logged") and `particle` make a phrasal
    /// verb ("log in").
    static func isPhrasalVerb(_ verb: String, particle: String) -> Bool {
        VerbInflection.baseCandidates(of: verb).contains { phrasalVerbs.contains("\($0) \(particle)") }
    }
}
