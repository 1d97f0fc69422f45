import Dispatch
import Foundation

/// Every development-language text of the project's catalogs, by table and key: what a
/// localized title resolves to. Translations (`de.lproj`, a String Catalog's other languages)
/// are never read into it. The index keeps only keys, texts and where they are, not file bytes.
struct LocalizationIndex: Sendable {
    /// Every entry kept, in path order, stored once: a project holds tens of thousands of keys,
    /// so no array per key (a `CatalogEntry` is made when a lookup returns it).
    private var storage = IndexedEntries()
    /// The first entry of each key, by table then key. The key is kept here only: an entry
    /// found by it is given the key as this table holds it.
    private var tables: [String: [String: Int32]] = [:]
    /// `tables[defaultTable]`, set when the index is built: most lookups name no table, and
    /// comparing a name costs less than hashing it.
    private var defaultTableKeys: [String: Int32]?
    /// The keys of `defaultTableKeys`, for a "certainly not" before they are hashed; set with it.
    private var defaultTableFilter: KeyFilter?
    /// Later entries of a key that several catalogs of one table name hold and that differ from
    /// the first, by first entry.
    private var differing: [Int32: [DifferingCopy]] = [:]

    /// The table a call that names none looks its key up in.
    static let defaultTable = "Localizable"

    init() {}

    /// The development-language text of `key` in `table`. A key that several catalogs of the
    /// table name hold is ambiguous even when their texts agree: which catalog the app reads
    /// (two modules' `Localizable.strings`) cannot be told from syntax, and a fix could edit only one.
    func lookup(table: String = LocalizationIndex.defaultTable, key: String) -> CatalogLookup {
        guard let found = Self.first(of: key, in: tables[table]) else { return .missing }
        return catalogCount(of: found.entry) == 1 ? .found(storage.entry(found.entry, key: found.key)) : .ambiguous(entries(from: found))
    }

    /// What the catalogs say of `key` in `table`, from one search of the tables: `agreedEntry`'s
    /// answer first, else `lookup`'s; nil when no catalog has the key.
    func resolution(table: String, key: String) -> LocalizedText? {
        let inDefaultTable = table == Self.defaultTable && isBuilt
        // Most keys looked up are in no catalog: the filter says so without hashing them.
        if inDefaultTable, let defaultTableFilter, !defaultTableFilter.mayContain(key) { return nil }
        guard let found = Self.first(of: key, in: inDefaultTable ? defaultTableKeys : tables[table]) else { return nil }
        // The first entry says whether copies agree or differ, so no lookup by entry hashes it.
        let copies = storage.copies(of: found.entry)
        if copies.differ { return .ambiguous(entries(from: found)) }
        let entry = storage.entry(found.entry, key: found.key)
        return copies.agreeing > 0 ? .agreed(entry) : .catalog(entry)
    }

    /// The first entry of a key several catalogs of `table` hold, when they all say the same (the
    /// text is known, the catalog a fix would edit is not); nil otherwise. Decided once, while
    /// the index is built, since a common key ("Cancel") may sit in hundreds of module catalogs.
    func agreedEntry(table: String, key: String) -> CatalogEntry? {
        guard let found = Self.first(of: key, in: tables[table]), storage.copies(of: found.entry).agreeing > 0,
              differing[found.entry] == nil else { return nil }
        return storage.entry(found.entry, key: found.key)
    }

    /// The entries kept for `key` in `table`, in path order: the first catalog's, then those of
    /// later catalogs whose texts differ from it (copies that agree are only counted).
    func entries(table: String, key: String) -> [CatalogEntry] {
        guard let found = Self.first(of: key, in: tables[table]) else { return [] }
        return entries(from: found)
    }

    /// How many development-language catalogs of `table` hold `key`.
    func catalogCount(table: String, key: String) -> Int {
        guard let first = tables[table]?[key] else { return 0 }
        return catalogCount(of: first)
    }

    /// The table names the index holds, sorted.
    var tableNames: [String] { tables.keys.sorted() }

    /// `key`'s first entry in `keys`, with the key spelled as `keys` holds it: as the first
    /// catalog wrote it, which a canonically equivalent `key` (equal as a String) may not be.
    private static func first(of key: String, in keys: [String: Int32]?) -> (key: String, entry: Int32)? {
        guard let keys, let slot = keys.index(forKey: key) else { return nil }
        let (heldKey, entry) = keys[slot]
        return (heldKey, entry)
    }

    private func entries(from first: (key: String, entry: Int32)) -> [CatalogEntry] {
        [storage.entry(first.entry, key: first.key)] + (differing[first.entry] ?? []).map { storage.entry($0.entry, key: $0.key) }
    }

    /// A later entry of a key whose texts differ from the first entry's, with the key as its own
    /// catalog spells it.
    private struct DifferingCopy {
        var entry: Int32
        var key: String
    }

    /// Gives back the room the storage grew into: the index is kept for the whole run.
    mutating func trimCapacity() {
        storage.trimCapacity()
        defaultTableKeys = tables[Self.defaultTable]
        defaultTableFilter = defaultTableKeys.map { KeyFilter($0.keys) }
        isBuilt = true
    }

    /// Whether `defaultTableKeys` is set; an index built by `add` alone (tests) looks tables up.
    private var isBuilt = false

    private func catalogCount(of first: Int32) -> Int {
        1 + Int(storage.copies(of: first).agreeing) + (differing[first]?.count ?? 0)
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
        // Numbered at its first kept key: a catalog whose keys all agree with earlier ones keeps nothing.
        var number: Int32?
        for key in catalog.keys {
            let newTexts = catalog.texts[key.texts]
            guard isKept(key.key, texts: newTexts, in: &keys) else { continue }
            let catalogNumber = number ?? storage.addCatalog(path: catalog.catalogPath, table: catalog.table, language: catalog.language)
            number = catalogNumber
            storage.append(texts: newTexts, shouldTranslate: key.shouldTranslate, line: key.line, catalog: catalogNumber)
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

    /// Adds `entry` to its table's `keys`, under the catalog of the entry before it when they
    /// name the same one.
    private mutating func add(_ entry: CatalogEntry, to keys: inout [String: Int32]) {
        guard isKept(entry.key, texts: entry.texts[...], in: &keys) else { return }
        let catalog = storage.catalogOfEntry(path: entry.catalogPath, table: entry.table, language: entry.language)
        storage.append(texts: entry.texts[...], shouldTranslate: entry.shouldTranslate, line: entry.line, catalog: catalog)
    }

    /// Whether a key with `newTexts` is kept as the next entry of the storage (the caller then
    /// appends it): a key new to its table's `keys`, or a copy whose texts differ from the first
    /// entry's. A copy with the same texts is only counted.
    private mutating func isKept(_ key: String, texts newTexts: ArraySlice<CatalogText>, in keys: inout [String: Int32]) -> Bool {
        let next = Int32(storage.count)
        // The key is hashed once: its slot is read and, for a new key, filled in place.
        guard let first = Self.claim(&keys[key], for: next) else { return true }
        if storage.hasTexts(first, equalTo: newTexts) {
            storage.countAgreeingCopy(of: first)
            return false
        }
        differing[first, default: []].append(DifferingCopy(entry: next, key: key))
        storage.markDifferingCopies(of: first)
        return true
    }

    /// The entry already in `slot`; nil when it was empty, and then it holds `new`.
    private static func claim(_ slot: inout Int32?, for new: Int32) -> Int32? {
        if let first = slot { return first }
        slot = new
        return nil
    }

    /// The index and the catalogs that could not be read.
    struct Build: Sendable {
        var index: LocalizationIndex
        var failures: [CatalogFailure]
    }

    /// Reads the development-language catalogs among `paths` on `jobs` workers. A String
    /// Catalog's development language is its `sourceLanguage`. For `.strings`, it is
    /// `<developmentLanguage>.lproj` (default `en`), else `Base.lproj`, chosen per folder and
    /// table; the other languages are translations and are not read. Paths that are not
    /// catalogs are ignored. The result does not depend on `jobs`.
    static func build(catalogPaths paths: [String], developmentLanguage: String? = nil, jobs: Int = 1,
                             readBytes: @Sendable (String) throws -> [UInt8] = { try FileSystem.readBytes(at: $0) }) -> Build {
        build(catalogPathsReadByPosition: paths, developmentLanguage: developmentLanguage, jobs: jobs) { try readBytes(paths[$0]) }
    }

    /// `build(catalogPaths:developmentLanguage:jobs:readBytes:)`, reading each catalog by its
    /// position in `paths`, so a caller holding the files in that order needs no table by path.
    static func build(catalogPathsReadByPosition paths: [String], developmentLanguage: String? = nil, jobs: Int = 1,
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
