/// An ASCII title read straight from its `String`'s bytes, cut into words kept on the stack:
/// what `TitleFacts` works out of most titles without the scalar array, the per-word key
/// `String`s and the per-title arrays of `TitleWords` and `CasingWork` (about half a title's
/// work-out, made and freed). Words are cut by the same code (`TitleWords.forEachWord`); each
/// word carries its packed key, its shape and its minor-word profiles.
struct ASCIITitle {
    struct Word {
        let range: Range<Int>
        /// Where the part before the first hyphen ends (`range.upperBound` without one).
        let firstPartEnd: Int
        let isOpaque: Bool
        let followsClauseBreak: Bool
        let followsSpaceOnly: Bool
        /// A text word with a letter: one that can be a verb (`TitleWords.letterWordPositions`).
        let isLetterWord: Bool
        /// The word's key; nil when longer than 16 bytes (no word list holds one that long).
        let key: PackedWordKey?
        /// The word's shape when title case may touch it; nil for an opaque word or one a keep
        /// phrase covers (set once the phrases are matched).
        var shape: WordShape?
        /// The profiles (bits by `CasingProfile.index`) that keep the word lowercase.
        let minorIn: UInt8

        var isHyphenated: Bool { firstPartEnd != range.upperBound }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let words: UnsafeMutableBufferPointer<Word>

    /// `body` of the title read as ASCII, or nil when it is not ASCII (or not contiguous).
    static func reading<Result>(_ title: String, _ body: (ASCIITitle) -> Result) -> Result? {
        let result = title.utf8.withContiguousStorageIfAvailable { bytes -> Result? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // At most a word for every two bytes, and one: each word but the last ends before a
            // byte of no word or is a specifier of at least two.
            let capacity = bytes.count / 2 + 1
            return withUnsafeTemporaryAllocation(of: Word.self, capacity: capacity) { buffer -> Result? in
                // Should the bound ever be wrong, the title is read from its scalars instead:
                // a title never stops the run.
                guard let count = cut(bytes, into: buffer) else { return nil }
                return body(ASCIITitle(bytes: bytes, words: UnsafeMutableBufferPointer(rebasing: buffer[..<count])))
            }
        }
        return result ?? nil
    }

    /// Cuts the title into `buffer`'s first elements and tells how many; nil when they do not
    /// fit. `Word` holds no reference, so the buffer needs no deinitializing.
    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<Word>) -> Int? {
        // The table read once: each read of a static is a `swift_once` call.
        let minor = CasingWork.minor.packed
        var count = 0
        var overflows = false
        TitleWords.forEachWord(in: bytes) { kind, range, firstPartEnd, followsClauseBreak, followsSpaceOnly in
            guard count < buffer.count else {
                overflows = true
                return
            }
            let key = PackedWordKey(lowercasing: bytes, range)
            let isOpaque = kind == .opaque
            (buffer.baseAddress! + count).initialize(to: Word(
                range: range, firstPartEnd: firstPartEnd, isOpaque: isOpaque,
                followsClauseBreak: followsClauseBreak, followsSpaceOnly: followsSpaceOnly,
                isLetterWord: !isOpaque && bytes[range].contains { ($0 | 0x20) &- UInt8(ascii: "a") < 26 },
                key: key,
                shape: isOpaque ? nil : WordShape(of: range, firstPartEnd: firstPartEnd, in: bytes),
                minorIn: key.flatMap(minor.value(for:)) ?? 0))
            count += 1
        }
        return overflows ? nil : count
    }

    /// `TitleMetrics.characterCount`: a byte a character but for CR LF, which is one, and a
    /// specifier eight whatever its length.
    var characterCount: Int {
        var count = bytes.count
        var offset = 0
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "\r"), bytes[offset + 1] == UInt8(ascii: "\n") { count -= 1 }
            offset += 1
        }
        for position in words.indices where words[position].isOpaque {
            // The opaque word may carry a glued suffix ("%@'s"): only the specifier itself counts as 8.
            guard let length = FormatSpecifier.length(in: bytes, at: words[position].range.lowerBound) else { continue }
            count += TitleMetrics.opaqueWordCharacterCount - length
        }
        return count
    }

    /// The first letter word at `position` or after it.
    func letterWord(from position: Int) -> Int? {
        var position = position
        while position < words.count {
            if words[position].isLetterWord { return position }
            position += 1
        }
        return nil
    }

    /// How many letter words a negation ("don't", "do not", "never") takes from the letter word
    /// at `first` on, or nil when none starts there (`WordLists.negations`, in their order).
    func negationLength(at first: Int) -> Int? {
        Self.negations.first { startsWith($0, at: first) }?.count
    }

    private static let negations: [[PackedWordKey]] = WordLists.negations.map { words in
        words.map { word in
            guard let key = PackedWordKey(word) else { preconditionFailure("negations are short") }
            return key
        }
    }

    /// Whether the keys of the letter words from the one at `first` on begin with `sequence`.
    func startsWith(_ sequence: [PackedWordKey], at first: Int) -> Bool {
        var position: Int? = first
        for key in sequence {
            guard let current = position, words[current].key == key else { return false }
            position = letterWord(from: current + 1)
        }
        return true
    }

    /// The letter words after the first `count` from `first` on, as keys.
    func letterWordKeys(from first: Int, dropping count: Int) -> [String] {
        var keys: [String] = []
        var position = letterWord(from: first)
        var dropped = 0
        while let current = position {
            if dropped < count { dropped += 1 } else { keys.append(key(of: words[current].range)) }
            position = letterWord(from: current + 1)
        }
        return keys
    }

    /// The text at `range` as written.
    func text(of range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The key at `range` (`WordKey.normalized`: lowercase) as a `String`, for the few lookups
    /// that are not made by bytes.
    func key(of range: Range<Int>) -> String {
        withKey(of: range) { String(decoding: $0, as: UTF8.self) }
    }

    /// `body` of the key at `range` (lowercase bytes on the stack), hyphens left out when asked.
    func withKey<Result>(of range: Range<Int>, droppingHyphens: Bool = false,
                         _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { buffer in
            var length = 0
            for index in range {
                let byte = bytes[index]
                if droppingHyphens, byte == UInt8(ascii: "-") { continue }
                buffer[length] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                length += 1
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<length]))
        }
    }

    /// `WordLists.compoundNoun` of the word at `position` with its hyphens left out.
    func compoundNoun(at position: Int) -> String? {
        let word = words[position]
        let key = word.isHyphenated ? PackedWordKey(lowercasing: bytes, word.range, droppingHyphens: true) : word.key
        guard let key else { return nil }
        return Self.compoundNouns.value(for: key)
    }

    private static let compoundNouns: PackedWordTable<String> = {
        guard let table = PackedWordTable(WordLists.compoundNouns.map { ($0.key, $0.value) }) else {
            preconditionFailure("compound nouns are short")
        }
        return table
    }()
}
