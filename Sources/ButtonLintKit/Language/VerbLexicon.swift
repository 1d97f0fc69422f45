/// The base-form English verbs a button title may start with: WordNet's verb lemmas
/// (generated, `VerbLexicon+Generated.swift`), the hand-kept UI verbs and configured extras.
/// Lookup is case-insensitive. Only base forms are in it: "Deleted", "Deleting" and "Photos"
/// are not, because WordNet's index lists lemmas, never inflections.
public struct VerbLexicon: Sendable {
    /// WordNet's verbs, read once, on first use (cut at separator bytes: the list is ASCII).
    static let wordNetVerbs: Set<String> = {
        let bytes = Array(wordNetVerbList.utf8)
        var verbs = Set<String>(minimumCapacity: wordNetVerbCount)
        var start = 0
        for end in bytes.indices where bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\n") {
            if start < end { verbs.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
            start = end + 1
        }
        if start < bytes.count { verbs.insert(String(decoding: bytes[start...], as: UTF8.self)) }
        return verbs
    }()
    /// The hand-kept verbs WordNet lacks.
    private static let uiVerbSet = Set(uiVerbs)

    private let extraVerbs: Set<String>

    /// - Parameter extraVerbs: configured verbs (`words: verbs:`), any case.
    public init(extraVerbs: [String] = []) {
        self.extraVerbs = Set(extraVerbs.map(WordKey.normalized))
    }

    /// Whether `word` is a base-form verb.
    public func contains(_ word: String) -> Bool {
        contains(key: WordKey.normalized(word))
    }

    /// Whether a word already made a key (`WordKey.normalized`, as `TitleWords.keys` are) is a verb.
    func contains(key: String) -> Bool {
        // An empty set still hashes the key before it says no.
        Self.wordNetVerbs.contains(key) || Self.uiVerbSet.contains(key) || (!extraVerbs.isEmpty && extraVerbs.contains(key))
    }

    /// How many verbs are built in (WordNet plus UI verbs).
    public static var builtInCount: Int { wordNetVerbs.union(uiVerbSet).count }
}
