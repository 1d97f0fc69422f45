/// Where the text of a localized title comes from once the catalogs have been read: the
/// decision the title rules need for `NSLocalizedString`, `String(localized:)`, a generated
/// accessor or SwiftUI's own lookup of a `Button("…")` literal.
enum LocalizedText: Sendable, Equatable {
    /// The development-language catalog entry: its texts are what people see.
    case catalog(CatalogEntry)
    /// No catalog has the key: the text written in code is what people see, the default value
    /// (`value:`, `defaultValue:`, `fallback:`) when there is one, else the key itself.
    case written(String)
    /// The key is in several catalogs of the table and they all say the same: the first entry's
    /// texts are what people see, but which catalog a fix would edit cannot be told.
    case agreed(CatalogEntry)
    /// Not checked: the key is in several catalogs of the table that do not all say the same.
    case ambiguous([CatalogEntry])
    /// Not checked: no catalog has the key and it reads as a key (`delete_button`,
    /// `settings.delete.title`), not as English copy.
    case keyWithoutEntry

    /// The text of `key` in `table`. A key no catalog has is checked as written when it reads
    /// as English copy and skipped when it reads as a key, by the classifier the title rules use.
    static func resolve(key: String, table: String = LocalizationIndex.defaultTable,
                               defaultValue: String? = nil, in index: LocalizationIndex) -> LocalizedText {
        // The common case of a key in many agreeing catalogs builds no list of them.
        if let found = index.resolution(table: table, key: key) { return found }
        if let defaultValue { return .written(defaultValue) }
        return TitleClassifier.skipReason(key) == .localizationKey ? .keyWithoutEntry : .written(key)
    }
}
