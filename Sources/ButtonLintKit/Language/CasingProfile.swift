/// Which capitalization a project writes its button titles in (`title-case` option `style`).
public enum CasingProfile: String, CaseIterable, Sendable {
    /// Apple's title case: every word capitalized except articles, coordinating conjunctions
    /// and prepositions of four or fewer letters; first and last word always capitalized.
    case apple
    /// GNOME header capitalization: like `apple`, but only prepositions of three or fewer
    /// letters stay lowercase ("Import From File").
    case gnome
    /// Sentence case, which the HIG allows when an app uses it consistently: the first word
    /// capitalized, the rest as written unless it is a function word.
    case sentence

    /// Words that stay lowercase inside a title-case title.
    var minorWords: Set<String> {
        switch self {
        case .apple: Self.appleMinorWords
        case .gnome: Self.gnomeMinorWords
        case .sentence: WordLists.sentenceCaseLowercaseWords
        }
    }

    private static let appleMinorWords = WordLists.articles
        .union(WordLists.coordinatingConjunctions)
        .union(WordLists.shortPrepositions)
    private static let gnomeMinorWords = WordLists.articles
        .union(WordLists.coordinatingConjunctions)
        .union(WordLists.gnomeShortPrepositions)
}
