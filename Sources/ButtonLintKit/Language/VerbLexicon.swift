/// The base-form English verbs a button title may start with: WordNet's verb lemmas
/// (generated, `VerbLexicon+Generated.swift`), the hand-kept UI verbs and configured extras.
/// Lookup is case-insensitive. Only base forms are in it: "Deleted", "Deleting" and "Photos"
/// are not, because WordNet's index lists lemmas, never inflections.
public struct VerbLexicon: Sendable {
    /// WordNet's verbs, read once, on first use (split by bytes: the list is ASCII).
    static let wordNetVerbs: Set<String> = {
        var verbs = Set<String>(minimumCapacity: wordNetVerbCount)
        for verb in wordNetVerbList.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
            verbs.insert(String(decoding: verb, as: UTF8.self))
        }
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
        Self.wordNetVerbs.contains(key) || Self.uiVerbSet.contains(key) || extraVerbs.contains(key)
    }

    /// How many verbs are built in (WordNet plus UI verbs).
    public static var builtInCount: Int { wordNetVerbs.union(uiVerbSet).count }
}
