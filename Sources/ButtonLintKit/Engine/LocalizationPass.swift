/// The first pass of a run (issue 8): the walk's catalogs are read into the project's
/// `LocalizationIndex` in parallel, and the walk's Swift files back a directory of generated
/// accessors, scanned for declared names here when the project has catalogs and else on the
/// first title that names an accessor. The linting pass then reads both
/// through `Configuration.localization`. Only development-language catalogs are read; a
/// malformed one is an `io` finding at its file and line, and the Swift files are linted anyway.
public struct LocalizationPass: Sendable {
    /// The file extensions a walk keeps: Swift sources and catalogs.
    public static let walkedExtensions: Set<String> = CatalogFile.fileExtensions.union(["swift"])

    public var localization: ProjectLocalization
    /// Catalogs that could not be read, as `io` findings, in report order.
    public var failures: [Finding]
    /// The catalogs found, by the path findings show: where a catalog fix writes.
    public var catalogs: [String: WalkedFile]

    /// A walk's files split in two: the ones to lint and the localization catalogs. A `.strings`
    /// or `.xcstrings` file is never linted as Swift; a `.strings` file outside an `.lproj`
    /// folder is no catalog and is dropped.
    public static func split(_ files: [WalkedFile]) -> (sources: [WalkedFile], catalogs: [WalkedFile]) {
        var sources: [WalkedFile] = []
        var catalogs: [WalkedFile] = []
        sources.reserveCapacity(files.count)
        for file in files {
            // Only a catalog's display path is built: a large tree's Swift files cost no string.
            if isCatalogName(file) {
                if CatalogFile(path: file.displayPath) != nil { catalogs.append(file) }
            } else {
                sources.append(file)
            }
        }
        return (sources, catalogs)
    }

    /// Whether the file's name is a catalog's (`.strings`, `.xcstrings`): never linted as Swift.
    static func isCatalogName(_ file: WalkedFile) -> Bool {
        file.nameEnds(with: ".strings") || file.nameEnds(with: ".xcstrings")
    }

    /// Reads `catalogs` and sets up the accessor directory over `sources` (every Swift file of
    /// the project, also the ones a configuration excludes from linting: generated code is often
    /// excluded). `developmentLanguage` chooses among `.lproj` folders (default `en`).
    /// `firstPass`, when it read `sources` for their declared names, spares the directory its scan.
    public init(sources: [WalkedFile], catalogs: [WalkedFile], provider: SourceProvider,
                developmentLanguage: String?, jobs: Int, firstPass: FirstPass? = nil) {
        // One string per catalog path, shared by the table of catalogs and the index's entries
        // (made twice, the 500 MB tree's 7,320 paths were held twice: about 1 MB).
        let catalogPaths = catalogs.map(\.displayPath)
        let byDisplayPath = Dictionary(zip(catalogPaths, catalogs), uniquingKeysWith: { first, _ in first })
        let build = LocalizationIndex.build(catalogPaths: catalogPaths, developmentLanguage: developmentLanguage,
                                            jobs: jobs) { (path: String) throws -> [UInt8] in
            guard let file = byDisplayPath[path] else { throw FileSystem.Failure(reason: "no such catalog") }
            return try provider.bytes(of: file)
        }
        let directory = sources.isEmpty ? nil : GeneratedAccessorDirectory(sourceCount: sources.count, jobs: jobs,
                                                                           readBytes: { try? provider.bytes(of: sources[$0]) }) { index in
            let file = sources[index]
            guard let bytes = try? provider.bytes(of: file) else { return nil }
            return SourceFile(path: file.displayPath, bytes: bytes)
        }
        // A project with catalogs is one whose titles may come through generated accessors:
        // its Swift files are scanned for declared names here, on every core, before linting.
        if let firstPass, firstPass.scannedNames {
            directory?.useDeclaredNames(firstPass.declaringFiles)
        } else if !catalogs.isEmpty {
            directory?.scanDeclaredNames()
        }
        localization = ProjectLocalization(index: build.index, accessors: directory)
        failures = build.failures.map { failure in
            let place = SourceLocation(line: failure.line, column: failure.column)
            return Finding(path: failure.path, start: place, end: place, ruleID: RuleRegistry.ioRuleID, severity: .error,
                           message: "cannot read catalog: \(failure.reason)")
        }.sorted(by: Finding.reportOrder)
        self.catalogs = byDisplayPath
    }
}
