/// One development-language catalog as read, before the index takes its keys: the path, table
/// and language once rather than per key, and every key's texts in one array. A `CatalogEntry`
/// per key gave each key an array of its own, which the index then copied into its storage.
struct ReadCatalog {
    /// A key of the catalog; its texts are `texts[self.texts]`.
    struct Key {
        var key: String
        var texts: Range<Int>
        var shouldTranslate: Bool
        /// 1-based line of the key in the catalog.
        var line: Int
    }

    var catalogPath: String
    var table: String
    var language: String
    /// The keys in file order.
    private(set) var keys: [Key] = []
    private(set) var texts: [CatalogText] = []

    init(catalogPath: String, table: String, language: String, keyCount: Int) {
        (self.catalogPath, self.table, self.language) = (catalogPath, table, language)
        keys.reserveCapacity(keyCount)
        texts.reserveCapacity(keyCount)
    }

    /// Adds a key whose texts were appended with `appendText` since the last key.
    mutating func appendKey(_ key: String, shouldTranslate: Bool, line: Int) {
        let start = keys.last?.texts.upperBound ?? 0
        keys.append(Key(key: key, texts: start..<texts.count, shouldTranslate: shouldTranslate, line: line))
    }

    mutating func appendText(_ text: CatalogText) {
        texts.append(text)
    }
}
