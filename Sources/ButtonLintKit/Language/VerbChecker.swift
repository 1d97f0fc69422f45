/// What `VerbChecker` found about a title's first word.
public enum VerbVerdict: Equatable, Sendable {
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

/// Checks that a button title starts with a verb (SPEC 1.2 `title-verb`).
public struct VerbChecker: Sendable {
    /// Titles the system itself uses, which pass whatever their first word (SPEC 1.2).
    public static let defaultAllowList: [String] = ["OK", "Done", "Next", "Back", "Not Now", "Later", "Settings…"]
    /// First words that make any title pass: Apple's own "New Window", "About App".
    public static let defaultAllowedFirstWords: [String] = ["New", "About"]

    private let lexicon: VerbLexicon
    private let allowList: Set<String>
    private let allowedFirstWords: Set<String>
    private let memo = TitleMemo<VerbVerdict>()
    /// The lengths of `allowList`'s and `allowedFirstWords`' keys (`KeyLengths`): an ASCII key of
    /// another length is not in the set, and is neither made nor hashed.
    private let allowListLengths: KeyLengths
    private let allowedFirstWordLengths: KeyLengths
    /// The same two sets by packed keys for an ASCII title (`verdict(of: ASCIITitle)`); nil when
    /// one holds a key that does not pack, which is then looked up as a `String`.
    private let packedAllowList: PackedWordTable<Bool>?
    private let packedAllowedFirstWords: PackedWordTable<Bool>?

    /// - Parameters:
    ///   - extraVerbs: configured verbs (`words: verbs:`).
    ///   - allowList: whole titles that pass, compared case-insensitively after leading symbols
    ///     and emoji, with ’/' and …/... alike. The ellipsis counts: "Settings…" passes,
    ///     "Settings" does not.
    ///   - allowedFirstWords: words that make a title pass when it starts with them.
    public init(extraVerbs: [String] = [], allowList: [String] = VerbChecker.defaultAllowList,
                allowedFirstWords: [String] = VerbChecker.defaultAllowedFirstWords) {
        self.lexicon = VerbLexicon(extraVerbs: extraVerbs)
        self.allowList = Set(allowList.map(Self.allowListKey))
        self.allowedFirstWords = Set(allowedFirstWords.map(WordKey.normalized))
        self.allowListLengths = KeyLengths(self.allowList)
        self.allowedFirstWordLengths = KeyLengths(self.allowedFirstWords)
        self.packedAllowList = PackedWordTable(keys: self.allowList)
        self.packedAllowedFirstWords = PackedWordTable(keys: self.allowedFirstWords)
    }

    public func check(_ title: String) -> VerbVerdict {
        memo.value(for: title) { title in
            guard TitleClassifier.skipReason(title) == nil else { return .skipped }
            return verdict(of: TitleWords(title))
        }
    }

    /// The verdict on a title `TitleClassifier` lets through, already cut into words.
    func verdict(of words: TitleWords) -> VerbVerdict {
        verdict(of: words, letterWords: words.letterWordPositions)
    }

    /// The verdict with the title's `letterWordPositions` already found (`TitleFacts` shares them).
    func verdict(of words: TitleWords, letterWords: [Int]) -> VerbVerdict {
        var candidates = letterWords[...]
        guard let first = candidates.first else { return .skipped }

        if isAllowListed(words, from: words.words[first].range.lowerBound)
            || (allowedFirstWordLengths.mayHold(words.words[first].key) && allowedFirstWords.contains(words.words[first].key)) {
            return .allowed
        }

        if let negation = WordLists.negations.first(where: { words.startsWith($0, at: candidates) }) {
            candidates = candidates.dropFirst(negation.count)
            guard !candidates.isEmpty else { return .startsWithVerb }  // "Don't" alone: "do" is a verb
        }
        let position = candidates[candidates.startIndex]
        // The word's fields read in place: a copy of the word was a call to copy it and one to
        // destroy it.
        let range = words.words[position].range
        let firstPart = words.words[position].firstPart
        let key = words.words[position].key
        // A word's key holds "-" exactly where the word has a hyphen (its first part is shorter).
        let isHyphenated = words.words[position].isHyphenated
        let unhyphenated = isHyphenated ? key.filter { $0 != "-" } : key

        if let verbPhrase = WordLists.compoundNoun(unhyphenated, inASCIITitle: words.isASCII) {
            return .compoundNoun(word: words.text(of: range), verbPhrase: verbPhrase)
        }
        // Each lookup only when it differs from the ones before: most first words are one plain word.
        // Keys are normalized already: the lexicon need not normalize them again.
        if lexicon.contains(key: key) { return .startsWithVerb }
        if isHyphenated {
            if lexicon.contains(key: unhyphenated) { return .startsWithVerb }          // "Pre-Order" → "preorder"
            if lexicon.contains(key: words.key(of: firstPart)) { return .startsWithVerb }  // "Double-Tap" → "double"
        }
        // "Let's" → "let" (not "Can't" → "can")
        if key.hasSuffix("'s"), lexicon.contains(key: String(key.dropLast(2))) { return .startsWithVerb }
        return .notAVerb(word: words.text(of: range))
    }

    /// `verdict(of:letterWords:)` of an ASCII title, its words looked up by their bytes.
    func verdict(of title: ASCIITitle) -> VerbVerdict {
        guard let first = title.letterWord(from: 0) else { return .skipped }
        if isAllowListed(title, from: title.words[first].range.lowerBound) || isAllowedFirstWord(title, first) {
            return .allowed
        }
        var position = first
        if let negationLength = title.negationLength(at: first) {
            for _ in 0..<negationLength {
                // "Don't" alone: "do" is a verb
                guard let next = title.letterWord(from: position + 1) else { return .startsWithVerb }
                position = next
            }
        }
        let range = title.words[position].range
        if let verbPhrase = title.compoundNoun(at: position) {
            return .compoundNoun(word: title.text(of: range), verbPhrase: verbPhrase)
        }
        if title.withKey(of: range, lexicon.contains(keyBytes:)) { return .startsWithVerb }
        if title.words[position].isHyphenated {
            if title.withKey(of: range, droppingHyphens: true, lexicon.contains(keyBytes:)) { return .startsWithVerb }
            if title.withKey(of: range.lowerBound..<title.words[position].firstPartEnd, lexicon.contains(keyBytes:)) {
                return .startsWithVerb
            }
        }
        // "Let's" → "let" (not "Can't" → "can")
        if range.count >= 2, title.bytes[range.upperBound - 2] == UInt8(ascii: "'"), title.bytes[range.upperBound - 1] | 0x20 == UInt8(ascii: "s"),
           title.withKey(of: range.dropLast(2), lexicon.contains(keyBytes:)) {
            return .startsWithVerb
        }
        return .notAVerb(word: title.text(of: range))
    }

    /// `isAllowListed` of an ASCII title.
    private func isAllowListed(_ title: ASCIITitle, from start: Int) -> Bool {
        var end = title.bytes.count
        while end > start && ScalarCase.isWhitespace(Unicode.Scalar(title.bytes[end - 1])) { end -= 1 }
        if let packedAllowList { return packedAllowList.contains(PackedWordKey(lowercasing: title.bytes, start..<end)) }
        return allowListLengths.mayHold(length: end - start) && allowList.contains(title.key(of: start..<end))
    }

    private func isAllowedFirstWord(_ title: ASCIITitle, _ position: Int) -> Bool {
        if let packedAllowedFirstWords { return packedAllowedFirstWords.contains(title.words[position].key) }
        let range = title.words[position].range
        return allowedFirstWordLengths.mayHold(length: range.count) && allowedFirstWords.contains(title.key(of: range))
    }

    /// Whether the title from scalar `start` on is on the allow list; its key is made only when
    /// it may be (an ASCII key is as long as the scalars it is made from).
    private func isAllowListed(_ words: TitleWords, from start: Int) -> Bool {
        let scalars = words.scalars
        var end = scalars.count
        while end > start && ScalarCase.isWhitespace(scalars[end - 1]) { end -= 1 }
        if !allowListLengths.mayHold(length: end - start), scalars[start..<end].allSatisfy(\.isASCII) { return false }
        return allowList.contains(words.allowListKey(from: start))
    }

    private static func allowListKey(_ title: String) -> String {
        WordKey.normalized(title).trimmingWhitespace
    }
}

/// The lengths of a set of ASCII keys, as bits (lengths from 63 up share the last): a key of
/// another length is not in the set. Strings outside ASCII may equal one of another length
/// (canonical equivalence), so a set holding any of them lets every key through.
struct KeyLengths: Sendable {
    private let bits: UInt64

    init(_ keys: Set<String>) {
        var bits: UInt64 = 0
        for key in keys {
            guard key.utf8.allSatisfy({ $0 < 0x80 }) else {
                bits = ~0
                break
            }
            bits |= Self.bit(key.utf8.count)
        }
        self.bits = bits
    }

    /// Whether an ASCII key of `length` bytes may be in the set.
    func mayHold(length: Int) -> Bool { bits & Self.bit(length) != 0 }

    /// Whether `key` may be in the set (a key outside ASCII always may).
    func mayHold(_ key: String) -> Bool {
        mayHold(length: key.utf8.count)
            || !(key.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false)
    }

    private static func bit(_ length: Int) -> UInt64 { 1 << UInt64(Swift.min(length, 63)) }
}

extension TitleWords {
    /// Positions of the text words with at least one letter: the words that can be a verb,
    /// after leading symbols, emoji, numbers, interpolations and format specifiers.
    var letterWordPositions: [Int] {
        // A loop over offsets: `filter` with a slice's `contains` per word cost about 800
        // instructions a title.
        var positions: [Int] = []
        positions.reserveCapacity(words.count)
        for position in words.indices where words[position].kind == .text {
            var index = words[position].range.lowerBound
            let end = words[position].range.upperBound
            while index < end {
                if ScalarCase.isLetter(scalars[index]) {
                    positions.append(position)
                    break
                }
                index += 1
            }
        }
        return positions
    }

    /// The allow-list key of the title from scalar `start` on (`VerbChecker.allowListKey`), made
    /// from the scalars in one go.
    func allowListKey(from start: Int) -> String {
        guard let last = scalars[start...].lastIndex(where: { !ScalarCase.isWhitespace($0) }) else { return "" }
        let first = scalars[start...last].firstIndex(where: { !ScalarCase.isWhitespace($0) }) ?? start
        return WordKey.normalized(scalars[first...last])
    }

    /// Whether the keys of the words at `positions` begin with `sequence` (lowercase, normalized).
    func startsWith(_ sequence: [String], at positions: ArraySlice<Int>) -> Bool {
        guard positions.count >= sequence.count else { return false }
        // Indexes, not `zip`: a zip's iterator is made and destroyed on every call, and this runs
        // for every phrase a title's first word might start.
        var position = positions.startIndex
        for word in sequence {
            guard words[positions[position]].key == word else { return false }
            position += 1
        }
        return true
    }
}

fileprivate extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !ScalarCase.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !ScalarCase.isWhitespace($0) }) else { return "" }
        return String(scalars[start...last])
    }
}
