import Dispatch
import Foundation

/// Every development-language text of the project's catalogs, by table and key: what a
/// localized title resolves to. Translations (`de.lproj`, a String Catalog's other languages)
/// are never read into it. The index keeps only keys, texts and where they are, not file bytes.
public struct LocalizationIndex: Sendable {
    /// Every entry kept, in path order, stored once: a project holds tens of thousands of keys,
    /// so no array per key, and an entry's texts lie in `texts` rather than in an array of its own
    /// (a `CatalogEntry` is made when a lookup returns it).
    private var storage: [StoredEntry] = []
    /// The texts of every kept entry, each entry's a run of neighbours.
    private var texts: [CatalogText] = []
    /// The first entry of each key, by table then key.
    private var tables: [String: [String: Int32]] = [:]
    /// `tables[defaultTable]`, set when the index is built: most lookups name no table, and
    /// comparing a name costs less than hashing it.
    private var defaultTableKeys: [String: Int32]?
    /// The keys of `defaultTableKeys`, for a "certainly not" before they are hashed; set with it.
    private var defaultTableFilter: KeyFilter?
    /// Later entries of a key that several catalogs of one table name hold and that differ from
    /// the first, by first entry.
    private var differing: [Int32: [Int32]] = [:]

    /// The table a call that names none looks its key up in.
    public static let defaultTable = "Localizable"

    public init() {}

    /// The development-language text of `key` in `table`. A key that several catalogs of the
    /// table name hold is ambiguous even when their texts agree: which catalog the app reads
    /// (two modules' `Localizable.strings`) cannot be told from syntax, and a fix could edit only one.
    public func lookup(table: String = LocalizationIndex.defaultTable, key: String) -> CatalogLookup {
        guard let first = tables[table]?[key] else { return .missing }
        return catalogCount(of: first) == 1 ? .found(entry(first)) : .ambiguous(entries(from: first))
    }

    /// What the catalogs say of `key` in `table`, from one search of the tables: `agreedEntry`'s
    /// answer first, else `lookup`'s; nil when no catalog has the key.
    func resolution(table: String, key: String) -> LocalizedText? {
        let inDefaultTable = table == Self.defaultTable && isBuilt
        // Most keys looked up are in no catalog: the filter says so without hashing them.
        if inDefaultTable, let defaultTableFilter, !defaultTableFilter.mayContain(key) { return nil }
        guard let first = inDefaultTable ? defaultTableKeys?[key] : tables[table]?[key] else {
            return nil
        }
        // The first entry says whether copies agree or differ: no lookup by entry (each was a hash).
        let (agreeing, differs) = (storage[Int(first)].hasAgreeingCopies, storage[Int(first)].hasDifferingCopies)
        if differs { return .ambiguous(entries(from: first)) }
        return agreeing ? .agreed(entry(first)) : .catalog(entry(first))
    }

    /// The first entry of a key several catalogs of `table` hold, when they all say the same (the
    /// text is known, the catalog a fix would edit is not); nil otherwise. Decided once, while
    /// the index is built, since a common key ("Cancel") may sit in hundreds of module catalogs.
    public func agreedEntry(table: String, key: String) -> CatalogEntry? {
        guard let first = tables[table]?[key], storage[Int(first)].hasAgreeingCopies, differing[first] == nil else { return nil }
        return entry(first)
    }

    /// The entries kept for `key` in `table`, in path order: the first catalog's, then those of
    /// later catalogs whose texts differ from it (copies that agree are only counted).
    public func entries(table: String, key: String) -> [CatalogEntry] {
        guard let first = tables[table]?[key] else { return [] }
        return entries(from: first)
    }

    /// How many development-language catalogs of `table` hold `key`.
    public func catalogCount(table: String, key: String) -> Int {
        guard let first = tables[table]?[key] else { return 0 }
        return catalogCount(of: first)
    }

    /// The table names the index holds, sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    private func entries(from first: Int32) -> [CatalogEntry] {
        ([first] + (differing[first] ?? [])).map(entry)
    }

    private func entry(_ index: Int32) -> CatalogEntry {
        let stored = storage[Int(index)]
        return CatalogEntry(catalogPath: stored.catalogPath, table: stored.table, language: stored.language, key: stored.key,
                            texts: Array(texts[stored.texts]), shouldTranslate: stored.shouldTranslate, line: stored.line)
    }

    /// An entry as the index keeps it: its texts are `texts[self.texts]`.
    private struct StoredEntry {
        var catalogPath: String
        var table: String
        var language: String
        var key: String
        var texts: Range<Int>
        var shouldTranslate: Bool
        /// Whether later catalogs hold the key with other texts (`differing`); set on a key's first entry.
        var hasDifferingCopies = false
        /// How many later catalogs hold the key with the first entry's very texts; set on a key's
        /// first entry. Such a copy is counted, not kept: every module of a large app may repeat
        /// "Cancel", and a copy says nothing the first does not (it is never fixed: which catalog
        /// the app reads is unknown). It and the flag fit in the entry's padding (a dictionary by
        /// entry hashed each copy, and grew, rehashing them all).
        var agreeingCopies: Int32 = 0
        var line: Int

        var hasAgreeingCopies: Bool { agreeingCopies > 0 }

        init(_ entry: CatalogEntry, texts: Range<Int>) {
            (catalogPath, table, language, key) = (entry.catalogPath, entry.table, entry.language, entry.key)
            (self.texts, shouldTranslate, line) = (texts, entry.shouldTranslate, entry.line)
        }

        init(_ key: ReadCatalog.Key, of catalog: ReadCatalog, texts: Range<Int>) {
            (catalogPath, table, language, self.key) = (catalog.catalogPath, catalog.table, catalog.language, key.key)
            (self.texts, shouldTranslate, line) = (texts, key.shouldTranslate, key.line)
        }
    }

    /// Gives back the room the storage arrays grew into: the index is kept for the whole run.
    mutating func trimCapacity() {
        storage = storage.withUnsafeBufferPointer { Array($0) }
        texts = texts.withUnsafeBufferPointer { Array($0) }
        defaultTableKeys = tables[Self.defaultTable]
        defaultTableFilter = defaultTableKeys.map { KeyFilter($0.keys) }
        isBuilt = true
    }

    /// Whether `defaultTableKeys` is set; an index built by `add` alone (tests) looks tables up.
    private var isBuilt = false

    private func catalogCount(of first: Int32) -> Int {
        1 + Int(storage[Int(first)].agreeingCopies) + (differing[first]?.count ?? 0)
    }

    mutating func add(_ entry: CatalogEntry) {
        add(contentsOf: [entry])
    }

    /// Added to after it was built: the default table is looked up again (and not copied).
    private mutating func forgetBuiltTable() {
        guard isBuilt else { return }
        isBuilt = false
        defaultTableKeys = nil
        defaultTableFilter = nil
    }

    /// Adds one catalog's keys in file order, looking its table up once.
    mutating func add(_ catalog: ReadCatalog) {
        forgetBuiltTable()
        // Taken out while its keys are added, so they are changed in place.
        var keys = tables.removeValue(forKey: catalog.table) ?? [:]
        for key in catalog.keys {
            let newTexts = catalog.texts[key.texts]
            guard isKept(key.key, texts: newTexts, in: &keys) else { continue }
            storage.append(StoredEntry(key, of: catalog, texts: store(newTexts)))
        }
        tables[catalog.table] = keys
    }

    /// Adds `entries` in order. A run of entries of one table (a catalog's) looks the table up
    /// once, not once per entry.
    mutating func add(contentsOf entries: [CatalogEntry]) {
        forgetBuiltTable()
        var start = 0
        while start < entries.count {
            let table = entries[start].table
            // Taken out while its keys are added, so they are changed in place.
            var keys = tables.removeValue(forKey: table) ?? [:]
            var end = start
            while end < entries.count, entries[end].table == table {
                add(entries[end], to: &keys)
                end += 1
            }
            tables[table] = keys
            start = end
        }
    }

    /// Adds `entry` to its table's `keys`.
    private mutating func add(_ entry: CatalogEntry, to keys: inout [String: Int32]) {
        guard isKept(entry.key, texts: entry.texts[...], in: &keys) else { return }
        storage.append(StoredEntry(entry, texts: store(entry.texts[...])))
    }

    /// Whether a key with `newTexts` is kept as the next entry of the storage (the caller then
    /// appends it): a key new to its table's `keys`, or a copy whose texts differ from the first
    /// entry's. A copy with the same texts is only counted.
    private mutating func isKept(_ key: String, texts newTexts: ArraySlice<CatalogText>, in keys: inout [String: Int32]) -> Bool {
        // The key is hashed once: its slot is read and, for a new key, filled in place.
        guard let first = Self.claim(&keys[key], for: Int32(storage.count)) else { return true }
        let firstTexts = texts[storage[Int(first)].texts]
        // The same texts with the same variations, compared in place (no arrays made per entry).
        if firstTexts.count == newTexts.count
            && zip(firstTexts, newTexts).allSatisfy({ $0.text == $1.text && $0.variation == $1.variation }) {
            storage[Int(first)].agreeingCopies += 1
            return false
        }
        differing[first, default: []].append(Int32(storage.count))
        storage[Int(first)].hasDifferingCopies = true
        return true
    }

    /// Appends an entry's texts to `texts`; where they went. One at a time: nearly every entry
    /// has one text, and appending a slice took the general path (~270 instructions).
    private mutating func store(_ newTexts: ArraySlice<CatalogText>) -> Range<Int> {
        let start = texts.count
        for text in newTexts { texts.append(text) }
        return start..<texts.count
    }

    /// The entry already in `slot`; nil when it was empty, and then it holds `new`.
    private static func claim(_ slot: inout Int32?, for new: Int32) -> Int32? {
        if let first = slot { return first }
        slot = new
        return nil
    }

    /// The index and the catalogs that could not be read.
    public struct Build: Sendable {
        public var index: LocalizationIndex
        public var failures: [CatalogFailure]
    }

    /// Reads the development-language catalogs among `paths` on `jobs` workers. A String
    /// Catalog's development language is its `sourceLanguage`. For `.strings`, it is
    /// `<developmentLanguage>.lproj` (default `en`), else `Base.lproj`, chosen per folder and
    /// table; the other languages are translations and are not read. Paths that are not
    /// catalogs are ignored. The result does not depend on `jobs`.
    public static func build(catalogPaths paths: [String], developmentLanguage: String? = nil, jobs: Int = 1,
                             readBytes: @Sendable (String) throws -> [UInt8] = { try FileSystem.readBytes(at: $0) }) -> Build {
        build(catalogPathsReadByPosition: paths, developmentLanguage: developmentLanguage, jobs: jobs) { try readBytes(paths[$0]) }
    }

    /// `build(catalogPaths:developmentLanguage:jobs:readBytes:)`, reading each catalog by its
    /// position in `paths`, so a caller holding the files in that order needs no table by path.
    public static func build(catalogPathsReadByPosition paths: [String], developmentLanguage: String? = nil, jobs: Int = 1,
                             readBytesAt: @Sendable (Int) throws -> [UInt8]) -> Build {
        var files: [(file: CatalogFile, position: Int)] = []
        for (position, path) in paths.enumerated() {
            if let file = CatalogFile(path: path) { files.append((file, position)) }
        }
        let catalogs = developmentLanguageCatalogs(files, developmentLanguage: developmentLanguage ?? "en")
        var build = Build(index: LocalizationIndex(), failures: [])
        // Added in path order as they are read, so only a few catalogs' entries wait at a time:
        // a large project has thousands of catalogs.
        OrderedParallelMap.forEach(catalogs, jobs: jobs, window: 4 * max(1, jobs),
                                   transform: { catalog in read(catalog.file) { try readBytesAt(catalog.position) } },
                                   emit: { result in
            switch result {
            case .success(let catalog): build.index.add(catalog)
            case .failure(let failure): build.failures.append(failure)
            }
        })
        build.index.trimCapacity()
        return build
    }

    /// The catalogs in the development language, sorted by path. Of a folder's `.lproj`
    /// copies of one `.strings` table, the first language in `[developmentLanguage, "Base"]`
    /// that exists is kept.
    /// Each file comes with its position among the paths the build was given.
    static func developmentLanguageCatalogs(_ files: [(file: CatalogFile, position: Int)],
                                            developmentLanguage: String) -> [(file: CatalogFile, position: Int)] {
        let preference = [developmentLanguage, "Base"]
        var chosen: [String: (rank: Int, file: CatalogFile, position: Int)] = [:]
        var catalogs: [(file: CatalogFile, position: Int)] = []
        for (file, position) in files {
            switch file.format {
            case .xcstrings:
                catalogs.append((file, position))
            case .strings(let language):
                guard let rank = preference.firstIndex(of: language) else { continue }
                let group = file.bundleFolder + "/" + file.table
                if let current = chosen[group], current.rank <= rank { continue }
                chosen[group] = (rank, file, position)
            }
        }
        catalogs += chosen.values.map { ($0.file, $0.position) }
        return catalogs.sorted { $0.file.path < $1.file.path }
    }

    private static func read(_ catalog: CatalogFile, with readBytes: () throws -> [UInt8]) -> Result<ReadCatalog, CatalogFailure> {
        let bytes: [UInt8]
        do {
            bytes = try readBytes()
        } catch {
            return .failure(CatalogFailure(path: catalog.path, line: 1, column: 1, reason: "cannot read: \(error)"))
        }
        do throws(CatalogReadError) {
            return .success(try keys(of: catalog, bytes: bytes))
        } catch {
            return .failure(CatalogFailure(path: catalog.path, line: error.line, column: error.column, reason: error.reason))
        }
    }

    /// The keys and texts of one catalog's bytes, as the index holds them.
    static func keys(of catalog: CatalogFile, bytes: [UInt8]) throws(CatalogReadError) -> ReadCatalog {
        switch catalog.format {
        case .strings(let language):
            let entries = try StringsFile.parse(bytes: bytes).entries
            var read = ReadCatalog(catalogPath: catalog.path, table: catalog.table, language: language, keyCount: entries.count)
            for entry in entries {
                read.appendText(CatalogText(variation: "", text: entry.value, range: entry.valueRange, line: entry.line))
                read.appendKey(entry.key, shouldTranslate: true, line: entry.line)
            }
            return read
        case .xcstrings:
            let file = try XCStringsFile.parse(bytes: bytes)
            var read = ReadCatalog(catalogPath: catalog.path, table: catalog.table, language: file.sourceLanguage,
                                   keyCount: file.entries.count)
            for entry in file.entries {
                if entry.values.isEmpty {
                    read.appendText(CatalogText(variation: "", text: entry.key, range: nil, line: entry.line))
                }
                for value in entry.values {
                    read.appendText(CatalogText(variation: value.variation, text: value.text, range: value.range, line: value.line))
                }
                read.appendKey(entry.key, shouldTranslate: entry.shouldTranslate, line: entry.line)
            }
            return read
        }
    }
}
