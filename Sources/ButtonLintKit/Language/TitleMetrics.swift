/// How long a title is, for `title-length`; the thresholds live in the rule.
enum TitleMetrics {
    /// What an interpolation or a format specifier counts for: it stands for a value of
    /// unknown length, counted as eight characters.
    static let opaqueWordCharacterCount = 8
    /// What an interpolation known to be a count counts for, as an integer format specifier
    /// (`%d`, `%lld`, `%1$lu`) does: a count is most often a digit or two, and a finding must
    /// hold for the title people usually see.
    static let countCharacterCount = 1

    /// Characters as people see them (grapheme clusters); an interpolation (U+FFFC) or a
    /// format specifier (`%@`, `%.1f`) counts as 8, an integer specifier (`%lld`) as 1 (or its
    /// field width: `%5d` as 5).
    static func characterCount(_ title: String) -> Int {
        characterCount(of: title, words: TitleWords(title))
    }

    /// The characters of a title whose text counts `characterCount`, `countInterpolations` of its
    /// interpolations known to be counts: the text holds every interpolation alike, as an opaque
    /// word; a count is one character.
    static func characterCount(_ characterCount: Int, countInterpolations: Int) -> Int {
        characterCount - countInterpolations * (opaqueWordCharacterCount - countCharacterCount)
    }

    /// The character count of `title`, already cut into `words`.
    static func characterCount(of title: String, words: TitleWords) -> Int {
        // Without opaque words (most titles) every character counts as one.
        guard words.words.contains(where: { $0.kind == .opaque }) else {
            // In ASCII only a carriage return before a line feed joins another scalar's character.
            if words.scalars.allSatisfy({ $0.isASCII && $0 != "\r" }) { return words.scalars.count }
            return title.count
        }
        // What the character starting at each scalar weighs: a specifier's first scalar all of
        // it, its other scalars nothing.
        var weights = [Int](repeating: 1, count: words.scalars.count)
        for word in words.words where word.kind == .opaque {
            // The opaque word may carry a glued suffix ("%@'s"): only the specifier itself counts as 8.
            let start = word.range.lowerBound
            guard let length = FormatSpecifier.length(in: words.scalars, at: start) else { continue }
            // An integer is most often a count of a digit or two ("Delete %lld Selected Folders"),
            // unless a field width pads it.
            weights[start] = FormatSpecifier.integerWidth(in: words.scalars, at: start, length: length)
                ?? opaqueWordCharacterCount
            for inside in start + 1..<start + length { weights[inside] = 0 }
        }
        var count = 0
        var offset = 0
        for character in title {
            count += character.unicodeScalars.contains(TitleWords.interpolation) ? opaqueWordCharacterCount : weights[offset]
            offset += character.unicodeScalars.count
        }
        return count
    }

    /// Words, counting each interpolation or format specifier as one word and a hyphenated
    /// compound ("Wi-Fi") as one; symbols, emoji and punctuation are not words.
    static func wordCount(_ title: String) -> Int {
        TitleWords(title).words.count
    }
}
