/// The base-form English verbs a button title may start with: WordNet's verb lemmas
/// (generated, `VerbLexicon+Generated.swift`), the hand-kept UI verbs and configured extras.
/// Lookup is case-insensitive. Only base forms are in it: "Deleted", "Deleting" and "Photos"
/// are not, because WordNet's index lists lemmas, never inflections.
public struct VerbLexicon: Sendable {
    /// WordNet's verbs, read once, on first use.
    static let wordNetVerbs = Set(wordNetVerbList.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
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
