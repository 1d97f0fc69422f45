/// A replacement of a byte range of the file; fixes are lists of these.
struct TextEdit: Sendable, Hashable {
    var range: Range<Int>
    var replacement: [UInt8]

    init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }
}

/// One catalog value to rewrite: where it is, what it must say now, and what it says after.
struct CatalogValueEdit: Sendable, Hashable {
    /// `CatalogText.range`: the value's bytes as read (inside the quotes for `.strings`, the
    /// whole JSON string token for `.xcstrings`).
    var range: Range<Int>
    /// `CatalogText.text` as read: the edit is refused when the range no longer holds it.
    var expected: String
    /// The corrected text (a fix changes letter case only, but any text is written correctly).
    var replacement: String

    init(range: Range<Int>, expected: String, replacement: String) {
        self.range = range
        self.expected = expected
        self.replacement = replacement
    }
}

/// A fix that rewrites development-language values of a localization catalog rather than the
/// Swift file the finding is in: it names the catalog it edits. Gathered per catalog and written
/// after the run.
struct CatalogFix: Sendable, Hashable {
    /// The catalog as the run names it (its display path).
    var catalogPath: String
    var values: [CatalogValueEdit]

    init(catalogPath: String, values: [CatalogValueEdit]) {
        self.catalogPath = catalogPath
        self.values = values
    }
}
