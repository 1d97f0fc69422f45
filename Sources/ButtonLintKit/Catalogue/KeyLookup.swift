/// How a call looks a literal up in a strings table: which argument is the key,
/// which names the table and which holds the text shown when no catalog has the key. Data, so the
/// resolver names no localization API.
struct KeyLookup: Sendable, Equatable {
    /// The key's argument label; nil is the first unlabeled argument.
    var key: String?
    /// The label of the argument naming the table; without it the table is `Localizable`.
    var table: String?
    /// The label of the default value (`value:`, `defaultValue:`).
    var defaultValue: String?
    /// Set for SwiftUI's own lookup of a view's literal: only files importing that framework look
    /// the literal up (SwiftCrossUI's `Text("…")` shows it as written).
    var onlyIn: Framework?

    init(key: String? = nil, table: String? = nil, defaultValue: String? = nil, onlyIn: Framework? = nil) {
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        self.onlyIn = onlyIn
    }

    /// The wrappers that look their literal up, by callee. `Text(verbatim:)` is not a key: its
    /// label is not the key's.
    static let standardWrappers: [String: KeyLookup] = [
        "NSLocalizedString": KeyLookup(table: "tableName", defaultValue: "value"),
        "String": KeyLookup(key: "localized", table: "table", defaultValue: "defaultValue"),
        "LocalizedStringKey": KeyLookup(),
        "LocalizedStringResource": KeyLookup(table: "table", defaultValue: "defaultValue"),
        "Text": KeyLookup(table: "tableName", onlyIn: "SwiftUI"),
        "Label": KeyLookup(onlyIn: "SwiftUI"),
    ]

    /// Builders whose first unlabeled literal SwiftUI takes as a `LocalizedStringKey` into
    /// `Localizable` (`Button("…")`, `Menu("…")`).
    static let standardBuilders: [String: KeyLookup] = [
        "Button": KeyLookup(onlyIn: "SwiftUI"),
        "Menu": KeyLookup(onlyIn: "SwiftUI"),
    ]
}
