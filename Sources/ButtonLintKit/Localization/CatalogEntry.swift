/// One development-language text of a catalog key (a plural or device variation has several).
struct CatalogText: Sendable, Equatable {
    /// Empty for a plain value; `plural.one`, `device.mac.plural.other`… for a variation.
    var variation: String
    var text: String
    /// Where a fix rewrites the text: the value's bytes in the catalog (inside the quotes for
    /// `.strings`, the whole JSON string token for `.xcstrings`). Nil when the text is the key
    /// itself (a String Catalog key with no source-language value).
    var range: Range<Int>?
    /// 1-based line of the value in the catalog.
    var line: Int
}

/// A key of one development-language catalog, with where its texts came from.
struct CatalogEntry: Sendable, Equatable {
    var catalogPath: String
    var table: String
    /// The development language the texts are in.
    var language: String
    var key: String
    var texts: [CatalogText]
    /// False for a String Catalog key marked `shouldTranslate: false`.
    var shouldTranslate: Bool
    /// 1-based line of the key in the catalog.
    var line: Int
}

/// What a lookup of a table and key finds.
enum CatalogLookup: Sendable, Equatable {
    /// The development-language entry: exactly one catalog of the table has the key.
    case found(CatalogEntry)
    /// No development-language catalog of that table has the key.
    case missing
    /// Several catalogs of that table have the key (two modules' `Localizable.strings`), whether
    /// or not their texts agree: which one the app shows cannot be told from syntax.
    case ambiguous([CatalogEntry])
}

/// A catalog that could not be read, with the place to report it at.
struct CatalogFailure: Sendable, Equatable, Error {
    var path: String
    var line: Int
    var column: Int
    var reason: String
}
