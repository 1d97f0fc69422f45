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
        let words = TitleWords(title)
        let opaque = words.words.filter { $0.kind == .opaque }
        var specifierStarts: Set<Int> = []
        var insideSpecifier: Set<Int> = []
        for word in opaque {
            // The opaque word may carry a glued suffix ("%@'s"): only the specifier itself counts as 8.
            let start = word.range.lowerBound
            guard let length = FormatSpecifier.length(in: words.scalars, at: start) else { continue }
            specifierStarts.insert(start)
            insideSpecifier.formUnion(start + 1..<start + length)
        }

        var count = 0
        var offset = 0
        for character in title {
            let scalarCount = character.unicodeScalars.count
            if character.unicodeScalars.contains(TitleWords.interpolation) || specifierStarts.contains(offset) {
                count += opaqueWordCharacterCount
            } else if !insideSpecifier.contains(offset) {
                count += 1
            }
            offset += scalarCount
        }
        return count
    }

    /// Words, counting each interpolation or format specifier as one word and a hyphenated
    /// compound ("Wi-Fi") as one; symbols, emoji and punctuation are not words.
    public static func wordCount(_ title: String) -> Int {
        wordCounts.value(for: title) { TitleWords($0).words.count }
    }
}
