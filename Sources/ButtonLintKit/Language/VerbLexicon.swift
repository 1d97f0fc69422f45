/// The base-form English verbs a button title may start with: WordNet's verb lemmas
/// (generated, `VerbLexicon+Generated.swift`), the hand-kept UI verbs and configured extras.
/// Lookup is case-insensitive. Only base forms are in it: "Deleted", "Deleting" and "Photos"
/// are not, because WordNet's index lists lemmas, never inflections.
public struct VerbLexicon: Sendable {
    /// Read once, on first use, as bytes (`SortedWordList`: the generated list is sorted).
    static let wordNetVerbs = SortedWordList(wordNetVerbList)
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
        // An empty set still hashes the key it is asked about: none are configured, usually.
        Self.wordNetVerbs.contains(key) || Self.uiVerbSet.contains(key) || (!extraVerbs.isEmpty && extraVerbs.contains(key))
    }

    /// Whether the key of an ASCII title's word, as bytes (`ASCIITitle.withKey`), is a verb.
    func contains(keyBytes key: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.wordNetVerbs.contains(bytes: key) || Self.uiVerbList.contains(bytes: key)
            || (!extraVerbs.isEmpty && extraVerbs.contains(String(decoding: key, as: UTF8.self)))
    }

    /// The hand-kept verbs as a sorted list, looked up by bytes like WordNet's.
    private static let uiVerbList = SortedWordList(uiVerbs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: " "))

    /// How many verbs are built in (WordNet plus UI verbs).
    public static var builtInCount: Int { builtInCountOnce }
    private static let builtInCountOnce = wordNetVerbs.count + uiVerbSet.filter { !wordNetVerbs.contains($0) }.count
}
