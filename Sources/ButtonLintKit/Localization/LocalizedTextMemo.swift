/// What keys of the default table resolve to, remembered for a run: SwiftUI looks up every
/// `Button("…")` and `Text("…")` literal in `Localizable`, so the same few hundred keys are
/// resolved at thousands of sites, each costing two catalog lookups (two hashes of table and
/// key each) and, for a key no catalog has, the classifier. The memo answers with one hash of
/// the key. It belongs to one `ProjectLocalization` (one index), so answers never mix catalogs,
/// and it keeps only keys of `Localizable` looked up without a default value: a key of another
/// table, or one with a default value, is resolved each time.
final class LocalizedTextMemo: Sendable {
    private let defaultTableKeys = TitleMemo<LocalizedText>()

    func resolve(key: String, table: String, defaultValue: String?, in index: LocalizationIndex) -> LocalizedText {
        guard table == LocalizationIndex.defaultTable, defaultValue == nil else {
            return LocalizedText.resolve(key: key, table: table, defaultValue: defaultValue, in: index)
        }
        return defaultTableKeys.value(for: key) { key in
            LocalizedText.resolve(key: key, table: LocalizationIndex.defaultTable, in: index)
        }
    }
}
