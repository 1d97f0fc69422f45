/// The entries a `LocalizationIndex` keeps for the whole run, packed: a large project keeps tens
/// of thousands, and a `CatalogEntry`-like record of four strings, a range and an array of
/// 64-byte `CatalogText`s takes ~160 bytes each. An entry here holds its catalog's number (a
/// catalog's keys share its path, table and language) and its one text inline, with Int32 lines,
/// offsets and variation number: 48 bytes. Its key is not kept: the index's table holds it.
/// An entry that does not pack (several texts or none, a number past Int32, a variation name that
/// is not ASCII) keeps its texts and line aside, exactly as given.
struct IndexedEntries: Sendable {
    private var entries: [PackedEntry] = []
    private var catalogs: [IndexedCatalog] = []
    /// The variation names of packed texts, by number; 0 is a plain value's empty name.
    private var variations: [String] = [""]
    /// The numbers of `variations`. Only ASCII names are numbered: equal ASCII strings have equal
    /// bytes, so a name is given back spelled as it was read (String equality is canonical).
    private var variationNumbers: [String: Int32] = [:]
    private var unpacked: [UnpackedEntry] = []

    var count: Int { entries.count }

    /// Starts a catalog whose entries are appended next; its number for `append`.
    mutating func addCatalog(path: String, table: String, language: String) -> Int32 {
        catalogs.append(IndexedCatalog(path: path, table: table, language: language))
        return Int32(catalogs.count - 1)
    }

    /// The number for `append` of the catalog of an entry added on its own (a `CatalogEntry`):
    /// the last catalog's when it has the same path, table and language, since such entries come
    /// in runs of one catalog; compared as bytes, so each is given back spelled as added. A read
    /// catalog, added whole, is numbered by `addCatalog` without the comparison.
    mutating func catalogOfEntry(path: String, table: String, language: String) -> Int32 {
        if let last = catalogs.last, last.path.utf8.elementsEqual(path.utf8), last.table.utf8.elementsEqual(table.utf8),
           last.language.utf8.elementsEqual(language.utf8) {
            return Int32(catalogs.count - 1)
        }
        return addCatalog(path: path, table: table, language: language)
    }

    /// Appends an entry of catalog `catalog` as the entry numbered `count`.
    mutating func append(texts: ArraySlice<CatalogText>, shouldTranslate: Bool, line: Int, catalog: Int32) {
        if let packed = pack(texts, shouldTranslate: shouldTranslate, line: line, catalog: catalog) {
            entries.append(packed)
            return
        }
        unpacked.append(UnpackedEntry(texts: Array(texts), line: line))
        entries.append(PackedEntry(text: "", catalog: catalog, line: 0, variation: -Int32(unpacked.count), textLine: 0,
                                   rangeStart: 0, rangeEnd: 0, shouldTranslate: shouldTranslate))
    }

    /// The entry numbered `number`, as a lookup gives it; `key` is its key.
    func entry(_ number: Int32, key: String) -> CatalogEntry {
        let packed = entries[Int(number)]
        let catalog = catalogs[Int(packed.catalog)]
        let texts: [CatalogText], line: Int
        if let aside = packed.unpackedNumber {
            (texts, line) = (unpacked[aside].texts, unpacked[aside].line)
        } else {
            let range = packed.rangeStart < 0 ? nil : Int(packed.rangeStart)..<Int(packed.rangeEnd)
            texts = [CatalogText(variation: variations[Int(packed.variation)], text: packed.text, range: range, line: Int(packed.textLine))]
            line = Int(packed.line)
        }
        return CatalogEntry(catalogPath: catalog.path, table: catalog.table, language: catalog.language, key: key,
                            texts: texts, shouldTranslate: packed.shouldTranslate, line: line)
    }

    /// Whether entry `number` has `newTexts`' texts with their variations, in order (where they
    /// are in the catalog aside), compared in place: no arrays are made per copy.
    func hasTexts(_ number: Int32, equalTo newTexts: ArraySlice<CatalogText>) -> Bool {
        let packed = entries[Int(number)]
        if let aside = packed.unpackedNumber {
            let texts = unpacked[aside].texts
            return texts.count == newTexts.count
                && zip(texts, newTexts).allSatisfy { $0.text == $1.text && $0.variation == $1.variation }
        }
        guard newTexts.count == 1, let new = newTexts.first else { return false }
        return new.text == packed.text && new.variation == variations[Int(packed.variation)]
    }

    /// How many later catalogs hold entry `number`'s key with its very texts, and whether later
    /// ones hold it with other texts: what the index counts on a key's first entry.
    func copies(of number: Int32) -> (agreeing: Int32, differ: Bool) {
        (entries[Int(number)].agreeingCopies, entries[Int(number)].hasDifferingCopies)
    }

    mutating func countAgreeingCopy(of number: Int32) {
        entries[Int(number)].agreeingCopies += 1
    }

    mutating func markDifferingCopies(of number: Int32) {
        entries[Int(number)].hasDifferingCopies = true
    }

    /// Gives back the room the arrays grew into: they are kept for the whole run.
    mutating func trimCapacity() {
        entries = Self.trimmed(entries)
        catalogs = Self.trimmed(catalogs)
        unpacked = Self.trimmed(unpacked)
    }

    /// A copy of `array` in storage made for exactly its elements.
    private static func trimmed<Element>(_ array: [Element]) -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(array.count)
        copy.append(contentsOf: array)
        return copy
    }

    /// The entry packed, or nil when it does not pack.
    private mutating func pack(_ texts: ArraySlice<CatalogText>, shouldTranslate: Bool, line: Int, catalog: Int32) -> PackedEntry? {
        guard texts.count == 1, let text = texts.first,
              let line = Int32(exactly: line), let textLine = Int32(exactly: text.line) else { return nil }
        var (rangeStart, rangeEnd): (Int32, Int32) = (-1, -1)
        if let range = text.range {
            guard range.lowerBound >= 0, let start = Int32(exactly: range.lowerBound),
                  let end = Int32(exactly: range.upperBound) else { return nil }
            (rangeStart, rangeEnd) = (start, end)
        }
        guard let variation = variationNumber(text.variation) else { return nil }
        return PackedEntry(text: text.text, catalog: catalog, line: line, variation: variation, textLine: textLine,
                           rangeStart: rangeStart, rangeEnd: rangeEnd, shouldTranslate: shouldTranslate)
    }

    /// The number of variation name `name`, numbered now if it is new; nil when it is not ASCII.
    private mutating func variationNumber(_ name: String) -> Int32? {
        if name.isEmpty { return 0 }
        // Checked first: a name that is not ASCII may equal an ASCII one ("\u{212A}" is "K").
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        if let number = variationNumbers[name] { return number }
        variations.append(name)
        let number = Int32(variations.count - 1)
        variationNumbers[name] = number
        return number
    }

    /// An entry with one text that fits in Int32 numbers.
    private struct PackedEntry {
        /// The entry's text; empty when it did not pack.
        var text: String
        /// Its number in `catalogs`.
        var catalog: Int32
        /// 1-based line of the key in the catalog.
        var line: Int32
        /// The text's variation name's number in `variations`; -n when the entry did not pack, and
        /// its texts and line are `unpacked[n - 1]`.
        var variation: Int32
        /// 1-based line of the text in the catalog.
        var textLine: Int32
        /// The text's range in the catalog; `rangeStart` is -1 when it has none.
        var rangeStart: Int32
        var rangeEnd: Int32
        /// How many later catalogs hold the key with this entry's very texts; set on a key's first
        /// entry. Such a copy is counted, not kept: every module of a large app may repeat
        /// "Cancel", and a copy says nothing the first does not (it is never fixed: which catalog
        /// the app reads is unknown). It and the flag fit in the entry's padding, where a
        /// dictionary by entry would hash each copy and grow with them.
        var agreeingCopies: Int32 = 0
        var shouldTranslate: Bool
        /// Whether later catalogs hold the key with other texts; set on a key's first entry.
        var hasDifferingCopies = false

        var unpackedNumber: Int? { variation < 0 ? Int(-variation) - 1 : nil }
    }

    /// What a catalog's entries share.
    private struct IndexedCatalog {
        var path: String
        var table: String
        var language: String
    }

    /// The texts and line of an entry that did not pack.
    private struct UnpackedEntry {
        var texts: [CatalogText]
        var line: Int
    }
}
