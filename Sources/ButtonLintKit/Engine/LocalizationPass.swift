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
    public var catalogs: CatalogFiles

    /// A walk's files split in two: the ones to lint and the localization catalogs. A `.strings`
    /// or `.xcstrings` file is never linted as Swift; a `.strings` file outside an `.lproj`
    /// folder is no catalog and is dropped.
    public static func split(_ files: [WalkedFile]) -> (sources: [WalkedFile], catalogs: [WalkedFile]) {
        // The catalog-named files are found first, so both lists are made at their size: the
        // run keeps them, and room for every walked file in the sources' list left the 500 MB
        // tree's 7,500 catalogs' room unused (and the catalogs' list grew to twice its length).
        // Only a catalog's display path is built: a large tree's Swift files cost no string.
        let catalogNamed = files.indices.filter { isCatalogName(files[$0]) }
        var catalogs: [WalkedFile] = []
        catalogs.reserveCapacity(catalogNamed.count)
        for index in catalogNamed where CatalogFile(path: files[index].displayPath) != nil {
            catalogs.append(files[index])
        }
        var sources: [WalkedFile] = []
        sources.reserveCapacity(files.count - catalogNamed.count)
        // The runs of files between catalogs, each copied at once.
        var runStart = 0
        for catalog in catalogNamed {
            sources.append(contentsOf: files[runStart..<catalog])
            runStart = catalog + 1
        }
        sources.append(contentsOf: files[runStart...])
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
        // The paths live only while the index is built, except those its entries keep (the
        // development language's catalogs).
        let build = LocalizationIndex.build(catalogPathsReadByPosition: catalogs.map(\.displayPath),
                                            developmentLanguage: developmentLanguage, jobs: jobs) { position in
            try provider.bytes(of: catalogs[position])
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
        self.catalogs = CatalogFiles(catalogs)
    }
}
