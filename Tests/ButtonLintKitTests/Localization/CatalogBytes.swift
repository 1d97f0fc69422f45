/// Catalog files as Xcode writes them, made from text in tests.
enum CatalogBytes {
    /// `text` in UTF-16 of either byte order, with that order's byte order mark first.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }
}
