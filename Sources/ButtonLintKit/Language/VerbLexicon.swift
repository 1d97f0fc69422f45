/// The base-form English verbs a button title may start with: WordNet's verb lemmas
/// (generated, `VerbLexicon+Generated.swift`), the hand-kept UI verbs and configured extras.
/// Lookup is case-insensitive. Only base forms are in it: "Deleted", "Deleting" and "Photos"
/// are not, because WordNet's index lists lemmas, never inflections.
public struct VerbLexicon: Sendable {
    /// Parsed once, on first use, as bytes in one pass: splitting on `Character`s costs more than
    /// a small tree's whole lint, and a generic `split` into slices first costs as much again as
    /// the set.
    static let wordNetVerbs: Set<String> = {
        var list = wordNetVerbList
        return list.withUTF8 { bytes in
            var set = Set<String>(minimumCapacity: 9_000)
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ")
                || bytes[index] == UInt8(ascii: "\n") {
                if index > start { set.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            return set
        }
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
