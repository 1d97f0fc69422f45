/// The project pass of a run: what crosses files is gathered once, before any file is linted.
/// The walk's catalogs are read into the project's `LocalizationIndex` in parallel, and the Swift
/// files the first pass found may declare generated accessors are read for them, in file order.
/// The result is a `ProjectContext`. Only development-language catalogs are read; a malformed one
/// is an `io` finding at its file and line, and the Swift files are linted anyway.
struct ProjectPass: Sendable {
    /// The file extensions a walk keeps: Swift sources and catalogs.
    static let walkedExtensions: Set<String> = CatalogFile.fileExtensions.union(["swift"])

    var context: ProjectContext
    /// Catalogs that could not be read, as `io` findings, in report order.
    var failures: [Finding]
    /// The catalogs found, by the path findings show: where a catalog fix writes.
    var catalogs: CatalogFiles

    /// A walk's files split in two: the ones to lint and the localization catalogs. A `.strings`
    /// or `.xcstrings` file is never linted as Swift; a `.strings` file outside an `.lproj`
    /// folder is no catalog and is dropped.
    static func split(_ files: [WalkedFile]) -> (sources: [WalkedFile], catalogs: [WalkedFile]) {
        // Both lists are made at their size: the run keeps them. Only a catalog's display path
        // is built: a large tree's Swift files cost no string.
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

    /// Reads `catalogs`, and the accessors of `sources` (every Swift file of the project, also the
    /// ones a configuration excludes from linting: generated code is often excluded).
    /// `developmentLanguage` chooses among `.lproj` folders (default `en`). `firstPass`, when it
    /// read `sources`, names the files that may declare accessors; without it every file is
    /// read to find out.
    init(sources: [WalkedFile], catalogs: [WalkedFile], provider: SourceProvider,
                developmentLanguage: String?, jobs: Int, firstPass: FirstPass? = nil) {
        // The paths live only while the index is built, except those its entries keep (the
        // development language's catalogs).
        let build = LocalizationIndex.build(catalogPathsReadByPosition: catalogs.map(\.displayPath),
                                            developmentLanguage: developmentLanguage, jobs: jobs) { position in
            try provider.bytes(of: catalogs[position])
        }
        let accessors = sources.isEmpty ? nil : Self.accessors(
            of: sources, candidates: firstPass?.accessorCandidates ?? Array(sources.indices), provider: provider, jobs: jobs)
        context = ProjectContext(localization: ProjectLocalization(index: build.index, accessors: accessors))
        failures = build.failures.map { failure in
            let place = SourceLocation(line: failure.line, column: failure.column)
            return Finding(path: failure.path, start: place, end: place, ruleID: RuleRegistry.ioRuleID, severity: .error,
                           message: "cannot read catalog: \(failure.reason)")
        }.sorted(by: Finding.reportOrder)
        self.catalogs = CatalogFiles(catalogs)
    }

    /// The accessors of the `candidates` among `sources` (indices, ascending), added in file
    /// order as files are read in parallel. A file that cannot be read declares none.
    static func accessors(of sources: [WalkedFile], candidates: [Int], provider: SourceProvider,
                          jobs: Int) -> GeneratedAccessorDirectory {
        var directory = GeneratedAccessorDirectory()
        OrderedParallelMap.forEach(candidates, jobs: jobs, window: 8 * jobs, transform: { index -> [GeneratedAccessor] in
            let file = sources[index]
            guard let bytes = try? provider.bytes(of: file), DeclaredTypeNames.mayDeclareAccessors(bytes) else { return [] }
            return GeneratedAccessorDirectory.accessors(declaredIn: SourceFile(path: file.displayPath, bytes: bytes))
        }, emit: { directory.add($0) })
        return directory
    }
}
