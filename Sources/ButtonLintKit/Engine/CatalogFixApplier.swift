/// Writes the catalog half of `--fix`: a finding about a catalog title carries the
/// development-language values to rewrite (`CatalogFix`); after the run, the edits are merged
/// per catalog, each value checked to change nothing but the case of letters, each catalog read
/// again, rewritten by `rewrite` (its own encoding, byte order mark and escaping kept, checked by
/// reading it back) and written through the same atomic, re-verified `FixWriter` as Swift files.
/// Translations are never in a fix: the index holds only development-language values.
struct CatalogFixApplier: Sendable {
    /// The catalog's bytes with the values replaced, or nil when a value no longer holds its
    /// expected text or the result does not read back as the same catalog but for them.
    typealias Rewrite = @Sendable (_ bytes: [UInt8], _ format: CatalogFile.Format,
                                          _ values: [CatalogValueEdit]) -> [UInt8]?

    private let rewrite: Rewrite
    private let writer: FixWriter

    /// The applier of a real run: `CatalogRewriter.rewrite`.
    static let standard = CatalogFixApplier { bytes, format, values in
        CatalogRewriter.rewrite(bytes, format: format, edits: values)
    }

    init(rewrite: @escaping Rewrite) {
        self.init(rewrite: rewrite, writer: FixWriter())
    }

    init(rewrite: @escaping Rewrite, writer: FixWriter) {
        self.rewrite = rewrite
        self.writer = writer
    }

    /// Applies every catalog fix in `results` (one per linted file, in report order): a fixed
    /// finding moves to its file's `fixed`, a refused one stays with a refusal saying why.
    /// `catalogs` are the run's catalogs.
    func apply(to results: inout [FileResult], catalogs: CatalogFiles) {
        var byCatalog: [String: [(result: Int, finding: Int)]] = [:]
        for (resultIndex, result) in results.enumerated() {
            for (findingIndex, finding) in result.findings.enumerated() {
                guard let fix = finding.catalogFix else { continue }
                byCatalog[fix.catalogPath, default: []].append((resultIndex, findingIndex))
            }
        }
        guard !byCatalog.isEmpty else { return }
        var fixed: Set<[Int]> = []
        var refusals: [[Int]: String] = [:]
        for (path, places) in byCatalog.sorted(by: { $0.key < $1.key }) {
            let fixes = places.map { results[$0.result].findings[$0.finding].catalogFix! }
            switch write(fixes, to: path, catalogs: catalogs) {
            case nil:
                for place in places { fixed.insert([place.result, place.finding]) }
            case let reason?:
                for place in places { refusals[[place.result, place.finding]] = reason }
            }
        }
        for resultIndex in results.indices {
            var result = results[resultIndex]
            var kept: [Finding] = []
            for (findingIndex, finding) in result.findings.enumerated() {
                if fixed.contains([resultIndex, findingIndex]) {
                    result.fixed.append(finding)
                    continue
                }
                if let reason = refusals[[resultIndex, findingIndex]] {
                    result.refusedFixes.append(FixApplier.Refusal(finding: finding, reason: reason))
                }
                kept.append(finding)
            }
            result.findings = kept
            result.fixed.sort(by: Finding.reportOrder)
            result.refusedFixes.sort { Finding.reportOrder($0.finding, $1.finding) }
            results[resultIndex] = result
        }
    }

    /// Rewrites one catalog with the values of `fixes`; nil when written, else why not.
    private func write(_ fixes: [CatalogFix], to path: String, catalogs: CatalogFiles) -> String? {
        var values: [Range<Int>: CatalogValueEdit] = [:]
        for value in fixes.flatMap(\.values) {
            guard value.replacement.lowercased() == value.expected.lowercased() else {
                return "a fix changes more than the case of letters in \(path)"
            }
            if let other = values[value.range], other != value { return "two fixes disagree on one value of \(path)" }
            values[value.range] = value
        }
        guard let file = catalogs.file(atDisplayPath: path), let catalog = CatalogFile(path: path) else {
            return "the catalog \(path) is not among the files walked"
        }
        if file.isThroughLink {
            return "the catalog \(path) was reached through a symbolic link; --fix writes only inside the paths given"
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: file.path)
        } catch {
            return "cannot read the catalog \(path): \(error.reason)"
        }
        let ordered = values.values.sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard let rewritten = rewrite(bytes, catalog.format, ordered) else {
            return "the catalog \(path) no longer holds the text that was read, or would change beyond it"
        }
        do {
            try writer.replace(path: file.path, original: bytes, with: rewritten)
        } catch {
            return "cannot write fix to '\(path)': \(error.reason)"
        }
        return nil
    }
}
