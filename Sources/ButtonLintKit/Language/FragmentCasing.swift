/// Title case for the text of a label that other views continue (`HStack { Text("Continue
/// with"); Image("Logo") }`): the text is not the whole label, so its last word is not the
/// label's last word, and a short minor word there stays lowercase as inside any title.
enum FragmentCasing {
    /// Whether `corrected` differs from `written` only by capitalizing a last word that is an
    /// article, a coordinating conjunction or a short preposition written in lowercase: the
    /// correction title case makes for a last word alone.
    static func onlyCapitalizesFinalMinorWord(_ written: String, _ corrected: String) -> Bool {
        let writtenWords = written.split(separator: " ", omittingEmptySubsequences: false)
        let correctedWords = corrected.split(separator: " ", omittingEmptySubsequences: false)
        guard writtenWords.count > 1, writtenWords.count == correctedWords.count,
              writtenWords.dropLast().elementsEqual(correctedWords.dropLast()),
              let last = writtenWords.last, last == last.lowercased() else { return false }
        return minorWords.contains(String(last))
    }

    private static let minorWords = WordLists.articles.union(WordLists.coordinatingConjunctions)
        .union(WordLists.shortPrepositions)
}
