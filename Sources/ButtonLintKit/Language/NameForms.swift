/// A name (a folder, a file without its extension, a type) as the patterns compare it: cut into
/// words as identifiers are written. The one place that says what the words of a name are, for
/// the contexts and for the control forms (a call's, a style's, a flag's name) alike.
struct NameForms {
    let joined: String
    let lowercasedJoined: String
    let lowercasedWords: [String]

    init(_ name: Substring) {
        let characters = Self.classified(name)
        joined = Self.joined(name, characters)
        lowercasedJoined = joined.lowercased()
        lowercasedWords = Self.words(of: name, characters).map { $0.lowercased() }
    }

    static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "-" || character == "_" || character == "."
    }

    static func joined<S: StringProtocol>(_ name: S) -> String {
        String(name.filter { !isSeparator($0) })
    }

    /// `DEBUGMenuView2` → `DEBUG`, `Menu`, `View`, `2`: split at separators, at a lowercase
    /// letter followed by a capital, at the last capital of a run followed by a lowercase letter,
    /// and between letters and digits.
    static func words(of name: Substring) -> [Substring] {
        words(of: name, classified(name))
    }

    /// What the splitting asks of a character, read once per character: a name is read once per
    /// file or type, and Unicode's tables are consulted only for letters outside ASCII.
    private struct CharacterClass {
        var isSeparator = false
        var isLetter = false
        var isNumber = false
        var isLowercase = false
        var isUppercase = false

        init(_ character: Character) {
            if let byte = character.asciiValue {
                self.init(ascii: byte)
            } else {
                self.init(letter: character.isLetter, number: character.isNumber,
                          lowercase: character.isLowercase, uppercase: character.isUppercase)
            }
        }

        private init(letter: Bool, number: Bool, lowercase: Bool, uppercase: Bool) {
            isLetter = letter
            isNumber = number
            isLowercase = lowercase
            isUppercase = uppercase
        }

        /// The class of the ASCII character `byte`, as `Character`'s properties give it.
        init(ascii byte: UInt8) {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): isSeparator = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"): isLetter = true; isLowercase = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): isLetter = true; isUppercase = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): isNumber = true
            default: break
            }
        }

        var isWordCharacter: Bool { !isSeparator && (isLetter || isNumber) }
    }

    /// Each character of `name` with where it starts and its class, in order. In a name of ASCII
    /// but for carriage returns (which join a following line feed), each byte is a character.
    private static func classified(_ name: Substring) -> [(index: String.Index, kind: CharacterClass)] {
        var characters: [(index: String.Index, kind: CharacterClass)] = []
        characters.reserveCapacity(name.utf8.count)
        let utf8 = name.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            var index = utf8.startIndex
            for byte in utf8 {
                characters.append((index, CharacterClass(ascii: byte)))
                index = utf8.index(after: index)
            }
            return characters
        }
        var index = name.startIndex
        for character in name {
            characters.append((index, CharacterClass(character)))
            index = name.index(after: index)
        }
        return characters
    }

    /// `name` without its separators: the runs between them, joined.
    private static func joined(_ name: Substring, _ characters: [(index: String.Index, kind: CharacterClass)]) -> String {
        var joined = ""
        joined.reserveCapacity(name.utf8.count)
        var start: String.Index?
        for character in characters {
            if character.kind.isSeparator {
                if let begun = start { joined += name[begun..<character.index] }
                start = nil
            } else if start == nil {
                start = character.index
            }
        }
        if let begun = start { joined += name[begun...] }
        return joined
    }

    private static func words(of name: Substring, _ characters: [(index: String.Index, kind: CharacterClass)]) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        for (position, character) in characters.enumerated() {
            let kind = character.kind
            guard kind.isWordCharacter else {
                if let begun = start { words.append(name[begun..<character.index]) }
                start = nil
                continue
            }
            if let begun = start, position > 0 {
                let previous = characters[position - 1].kind
                let nextIsLowercase = position + 1 < characters.count && characters[position + 1].kind.isLowercase
                let breaks = (previous.isLowercase && kind.isUppercase)
                    || (previous.isUppercase && kind.isUppercase && nextIsLowercase)
                    || (previous.isLetter != kind.isLetter)
                if breaks {
                    words.append(name[begun..<character.index])
                    start = character.index
                }
            } else if start == nil {
                start = character.index
            }
        }
        if let begun = start { words.append(name[begun...]) }
        return words
    }
}

/// The words of a name (a call's, a style's, a type's, a flag's) as the control forms compare
/// them, and the tests that answer for most names without splitting them.
extension NameForms {
    /// `LinkButtonStyle` → link, button, style; `toggleButtonStyle` → toggle, button, style: the
    /// name's words, in lowercase.
    static func lowercasedWords(of name: String) -> [String] {
        words(of: Substring(name)).map { $0.lowercased() }
    }

    /// Whether `lowercasedWords(of: name)` may hold `word` (lowercase ASCII): a name of ASCII
    /// holds each of its words, so one that holds `word` in no case has no such word, and is
    /// answered without splitting it. A name outside ASCII is left to the split.
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

    /// Whether the first of `lowercasedWords(of: name)` may be one of `candidates` (lowercase
    /// ASCII): the first word of a name of ASCII starts at its first letter or digit, so a name
    /// that does not go on from there with a candidate, in any case, has none of them first. A
    /// name outside ASCII is left to the split.
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
