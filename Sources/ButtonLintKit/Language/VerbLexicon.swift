/// The base-form English verbs a button title may start with: WordNet's verb lemmas
/// (generated, `VerbLexicon+Generated.swift`), the hand-kept UI verbs and configured extras.
/// Lookup is case-insensitive. Only base forms are in it: "Deleted", "Deleting" and "Photos"
/// are not, because WordNet's index lists lemmas, never inflections.
public struct VerbLexicon: Sendable {
    /// Parsed once, on first use, as bytes: splitting on `Character`s costs more than a small
    /// tree's whole lint.
    static let wordNetVerbs: Set<String> = {
        let words = wordNetVerbList.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
        var set = Set<String>(minimumCapacity: words.count)
        for word in words { set.insert(String(decoding: word, as: UTF8.self)) }
        return set
    }()
    static let builtIn: Set<String> = wordNetVerbs.union(uiVerbs)

    private let extraVerbs: Set<String>

    /// - Parameter extraVerbs: configured verbs (`words: verbs:`), any case.
    public init(extraVerbs: [String] = []) {
        self.extraVerbs = Set(extraVerbs.map(WordKey.normalized))
    }

    /// Whether `word` is a base-form verb.
    public func contains(_ word: String) -> Bool {
        let key = WordKey.normalized(word)
        return Self.builtIn.contains(key) || extraVerbs.contains(key)
    }

    /// How many verbs are built in (WordNet plus UI verbs).
    public static var builtInCount: Int { builtIn.count }
}
