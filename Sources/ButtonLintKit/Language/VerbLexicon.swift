/// The base-form English verbs a button title may start with: WordNet's verb lemmas
/// (generated, `VerbLexicon+Generated.swift`), the hand-kept UI verbs and configured extras.
/// Lookup is case-insensitive. Only base forms are in it: "Deleted", "Deleting" and "Photos"
/// are not, because WordNet's index lists lemmas, never inflections.
struct VerbLexicon: Sendable {
    /// WordNet's verbs, read once, on first use. The generated list is sorted, so it is kept as
    /// it is and searched by halving: making a set of it would hash every verb at start-up.
    static let wordNetVerbs = SortedWordList(wordNetVerbList)
    /// The hand-kept verbs WordNet lacks.
    private static let uiVerbSet = Set(uiVerbs + developerToolVerbs)

    private let extraVerbs: Set<String>

    /// - Parameter extraVerbs: configured verbs (`words: verbs:`), any case.
    init(extraVerbs: [String] = []) {
        self.extraVerbs = Set(extraVerbs.map(WordKey.normalized))
    }

    /// Whether `word` is a base-form verb.
    func contains(_ word: String) -> Bool {
        contains(key: WordKey.normalized(word))
    }

    /// Whether a word already made a key (`WordKey.normalized`, as `TitleWords.keys` are) is a verb.
    func contains(key: String) -> Bool {
        // An empty set still hashes the key before it says no.
        Self.wordNetVerbs.contains(key) || Self.uiVerbSet.contains(key) || (!extraVerbs.isEmpty && extraVerbs.contains(key))
    }

    /// How many verbs are built in (WordNet plus UI verbs).
    static var builtInCount: Int { wordNetVerbs.count + uiVerbSet.filter { !wordNetVerbs.contains($0) }.count }
}

/// An ASCII word list, sorted by bytes and separated by spaces or line feeds, kept as its bytes
/// and searched by halving. Its elements are the words, in order.
struct SortedWordList: RandomAccessCollection, Sendable {
    private let bytes: [UInt8]
    /// Where each word lies in `bytes`.
    private let ranges: [Range<Int>]

    init(_ list: String) {
        let bytes = Array(list.utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        for end in bytes.indices where bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\n") {
            if start < end { ranges.append(start..<end) }
            start = end + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        self.bytes = bytes
        self.ranges = ranges
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ranges.count }

    subscript(position: Int) -> String {
        String(decoding: bytes[ranges[position]], as: UTF8.self)
    }

    /// Whether `word` is in the list, found by halving; its bytes are compared where they lie.
    func contains(_ word: String) -> Bool {
        let key = word.utf8.span
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(ranges[middle], key) { low = middle + 1 } else { high = middle }
        }
        // The first word not before the key is the key itself when its length is the key's and
        // no byte of the two differs.
        return low < ranges.count && ranges[low].count == key.count && !differs(ranges[low], key)
    }

    /// Whether the word at `range` comes before `key` in byte order.
    private func precedes(_ range: Range<Int>, _ key: Span<UInt8>) -> Bool {
        var index = range.lowerBound
        for offset in key.indices {
            // A word that is a prefix of another comes first.
            guard index < range.upperBound else { return true }
            if bytes[index] != key[offset] { return bytes[index] < key[offset] }
            index += 1
        }
        return false
    }

    /// Whether the word at `range` differs from `key` within the key's length.
    private func differs(_ range: Range<Int>, _ key: Span<UInt8>) -> Bool {
        var index = range.lowerBound
        for offset in key.indices {
            if bytes[index] != key[offset] { return true }
            index += 1
        }
        return false
    }
}
