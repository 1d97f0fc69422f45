/// One `key = value;` pair of a `.strings` catalog.
struct StringsEntry: Sendable, Equatable {
    var key: String
    var value: String
    /// The value's bytes in the file, without its quotes: what a later `--fix` rewrites in place
    /// (in the file's own encoding, so two bytes a character in a UTF-16 file).
    var valueRange: Range<Int>
    /// 1-based line of the key.
    var line: Int
}

/// A `.strings` catalog as read: its entries in file order and how it was encoded.
struct StringsFile: Sendable, Equatable {
    var encoding: CatalogEncoding
    /// Length in bytes of the byte order mark the file starts with (0 when none).
    var byteOrderMarkLength: Int
    var entries: [StringsEntry]

    /// Reads the old-style property list syntax Xcode writes for `.strings` files:
    /// `"key" = "value";`, unquoted keys and values, `"key";` (the value is the key), `/* */`
    /// and `//` comments, escapes `\"` `\\` `\n` `\t` `\r` `\U1234` (two `\U` for a surrogate
    /// pair), octal `\101`. The file is UTF-8, or UTF-16 with a byte order mark of either order.
    /// A malformed file is an error with its line and column; the reader never recurses.
    static func parse(bytes: [UInt8]) throws(CatalogReadError) -> StringsFile {
        let text = try DecodedCatalogText.decode(bytes)
        var reader = StringsReader(text: text)
        let entries = try reader.readEntries()
        return StringsFile(encoding: text.encoding, byteOrderMarkLength: text.byteOrderMarkLength, entries: entries)
    }
}
