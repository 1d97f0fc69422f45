/// The words of a name (a call's, a style's, a type's, a flag's) as the control forms compare
/// them, and the tests that answer for most names without splitting them.
extension TitleControls {
    /// `LinkButtonStyle` → link, button, style; `toggleButtonStyle` → toggle, button, style: a
    /// name's words as a path's or a type's are split (`NameForms`), in lowercase.
    static func words(of name: String) -> [String] {
        NameForms.words(of: Substring(name)).map { $0.lowercased() }
    }

    /// Whether `words(of: name)` may hold `word` (lowercase ASCII): a name of ASCII holds each of
    /// its words, so one that holds `word` in no case has no such word, and is answered without
    /// splitting it. A name outside ASCII is left to the split.
    static func mayHaveWord(_ word: String, in name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        let target = Array(word.utf8)
        guard !target.isEmpty else { return true }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(where: { $0 | 0x20 == target[0] }) {
            if bytes[found...].count >= target.count,
               zip(bytes[found...], target).allSatisfy({ $0 | 0x20 == $1 || $0 == $1 }) { return true }
            start = bytes.index(after: found)
        }
        return false
    }

    /// Whether the first of `words(of: name)` may be one of `candidates` (lowercase ASCII): the
    /// first word of a name of ASCII starts at its first letter or digit, so a name that does not
    /// go on from there with a candidate, in any case, has none of them first. A name outside
    /// ASCII is left to the split.
    static func firstWord<Candidates: Sequence<String>>(of name: String, mayBeOneOf candidates: Candidates) -> Bool {
        let bytes = name.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        guard let first = bytes.firstIndex(where: { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }) else { return false }
        let rest = bytes[first...]
        return candidates.contains { candidate in
            rest.count >= candidate.utf8.count && zip(rest, candidate.utf8).allSatisfy { $0 == $1 || $0 | 0x20 == $1 }
        }
    }
}
