/// How long a title is, for `title-length` (SPEC 1.3); the thresholds live in the rule.
public enum TitleMetrics {
    /// What an interpolation or a format specifier counts for: it stands for a value of
    /// unknown length, and the spec sets eight characters.
    public static let opaqueWordCharacterCount = 8

    /// Characters as people see them (grapheme clusters); an interpolation (U+FFFC) or a
    /// format specifier (`%@`, `%lld`) counts as 8.
    public static func characterCount(_ title: String) -> Int {
        characterCounts.value(for: title, compute: workOutCharacterCount)
    }

    private static let characterCounts = TitleMemo<Int>()
    private static let wordCounts = TitleMemo<Int>()

    private static func workOutCharacterCount(_ title: String) -> Int {
        characterCount(of: title, words: TitleWords(title))
    }

    /// The character count of `title`, already cut into `words`.
    static func characterCount(of title: String, words: TitleWords) -> Int {
        var specifierStarts: Set<Int> = []
        var insideSpecifier: Set<Int> = []
        for word in words.words where word.kind == .opaque {
            // The opaque word may carry a glued suffix ("%@'s"): only the specifier itself counts as 8.
            let start = word.range.lowerBound
            guard let length = FormatSpecifier.length(in: words.scalars, at: start) else { continue }
            specifierStarts.insert(start)
            insideSpecifier.formUnion(start + 1..<start + length)
        }
        // Without specifiers (most titles) every character weighs 1, and the sets, which hash
        // every offset they are asked about, are not asked.
        let hasSpecifiers = !specifierStarts.isEmpty
        func weight(ofCharacterAt offset: Int) -> Int {
            guard hasSpecifiers else { return 1 }
            return specifierStarts.contains(offset) ? opaqueWordCharacterCount : insideSpecifier.contains(offset) ? 0 : 1
        }

        var count = 0
        var offset = 0
        if words.isASCII {
            // In ASCII every scalar is a character but for CR LF, which is one: no grapheme breaking.
            let scalars = words.scalars
            while offset < scalars.count {
                count += weight(ofCharacterAt: offset)
                offset += scalars[offset] == "\r" && offset + 1 < scalars.count && scalars[offset + 1] == "\n" ? 2 : 1
            }
            return count
        }
        for character in title {
            if character.unicodeScalars.contains(TitleWords.interpolation) {
                count += opaqueWordCharacterCount
            } else {
                count += weight(ofCharacterAt: offset)
            }
            offset += character.unicodeScalars.count
        }
        return count
    }

    /// Words, counting each interpolation or format specifier as one word and a hyphenated
    /// compound ("Wi-Fi") as one; symbols, emoji and punctuation are not words.
    public static func wordCount(_ title: String) -> Int {
        wordCounts.value(for: title) { TitleWords($0).words.count }
    }
}
