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
    /// The label of the argument naming the bundle whose catalogs answer (`bundle:`).
    var bundle: String?
    /// Whether the key is a `LocalizedStringKey` or `String.LocalizationValue`, whose
    /// interpolations the compiler turns into format specifiers (`"Delete \(n)"` is the key
    /// `Delete %lld`); false for a `String` key (`NSLocalizedString`), looked up as it is built.
    var formatsInterpolations = false

    init(key: String? = nil, table: String? = nil, defaultValue: String? = nil, onlyIn: Framework? = nil) {
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        self.onlyIn = onlyIn
    }

    init(key: String? = nil, table: String? = nil, defaultValue: String? = nil, onlyIn: Framework? = nil,
         bundle: String?, formatsInterpolations: Bool) {
        self.init(key: key, table: table, defaultValue: defaultValue, onlyIn: onlyIn)
        self.bundle = bundle
        self.formatsInterpolations = formatsInterpolations
    }

    /// The wrappers that look their literal up, by callee. `Text(verbatim:)` is not a key: its
    /// label is not the key's.
    static let standardWrappers: [String: KeyLookup] = [
        "NSLocalizedString": KeyLookup(table: "tableName", defaultValue: "value", bundle: "bundle", formatsInterpolations: false),
        "String": KeyLookup(key: "localized", table: "table", defaultValue: "defaultValue", bundle: "bundle",
                            formatsInterpolations: true),
        "LocalizedStringKey": KeyLookup(bundle: nil, formatsInterpolations: true),
        "LocalizedStringResource": KeyLookup(table: "table", defaultValue: "defaultValue", bundle: "bundle",
                                             formatsInterpolations: true),
        "Text": KeyLookup(table: "tableName", onlyIn: "SwiftUI", bundle: "bundle", formatsInterpolations: true),
        "Label": KeyLookup(onlyIn: "SwiftUI", bundle: nil, formatsInterpolations: true),
    ]

    /// Builders whose first unlabeled literal SwiftUI takes as a `LocalizedStringKey` into
    /// `Localizable` (`Button("…")`, `Menu("…")`).
    static let standardBuilders: [String: KeyLookup] = [
        "Button": KeyLookup(onlyIn: "SwiftUI", bundle: nil, formatsInterpolations: true),
        "Menu": KeyLookup(onlyIn: "SwiftUI", bundle: nil, formatsInterpolations: true),
    ]
}
