/// One development-language text of a String Catalog key: the plain value, or one case of its
/// plural or device variations.
struct XCStringsValue: Sendable, Equatable {
    /// Empty for a plain `stringUnit`; otherwise the variation path, such as `plural.one` or
    /// `device.iphone.plural.other`.
    var variation: String
    var text: String
    /// The bytes of the JSON string token, quotes included, so a fix can rewrite this one value
    /// and leave Xcode's formatting of the rest of the file alone.
    var range: Range<Int>
    /// 1-based line of the value.
    var line: Int
}

/// One key of a String Catalog with its development-language texts.
struct XCStringsEntry: Sendable, Equatable {
    var key: String
    /// The development-language texts; empty when the catalog has no value in that language,
    /// in which case the key itself is the text people see.
    var values: [XCStringsValue]
    /// False when the catalog marks the key `shouldTranslate: false`.
    var shouldTranslate: Bool
    /// 1-based line of the key's object.
    var line: Int
}

/// A String Catalog (`.xcstrings`) as read: its source language and its keys in file order.
struct XCStringsFile: Sendable, Equatable {
    var sourceLanguage: String
    var entries: [XCStringsEntry]

    /// Reads the JSON Xcode writes for String Catalogs: `sourceLanguage`, and `strings` → key →
    /// `localizations` → language → `stringUnit.value`, with `variations` (plural, device,
    /// nested) in place of a plain `stringUnit`. Only the source language's values are kept;
    /// substitutions are parts of a formatted text, not a text of their own, and are skipped.
    /// Malformed JSON, or a catalog without `sourceLanguage`, is an error with its line.
    static func parse(bytes: [UInt8]) throws(CatalogReadError) -> XCStringsFile {
        var collector = try collect(bytes, skippingTranslations: true)
        // A later `sourceLanguage` named another language than the one translations were
        // skipped for (a catalog can name it twice): read again, keeping every language.
        if collector.skippedForAnotherLanguage { collector = try collect(bytes, skippingTranslations: false) }
        guard collector.rootIsObject else {
            throw CatalogReadError(line: 1, column: 1, reason: "a String Catalog must be a JSON object")
        }
        guard let sourceLanguage = collector.sourceLanguage else {
            throw CatalogReadError(line: 1, column: 1, reason: "a String Catalog without 'sourceLanguage'")
        }
        return XCStringsFile(sourceLanguage: sourceLanguage, entries: collector.entries(in: sourceLanguage))
    }

    private static func collect(_ bytes: [UInt8], skippingTranslations: Bool) throws(CatalogReadError) -> XCStringsCollector {
        var scanner = JSONEventScanner(bytes: bytes)
        var collector = XCStringsCollector(bytes: bytes, skipsTranslations: skippingTranslations)
        try scanner.walk(&collector)
        return collector
    }
}
