/// The project pass of a run: what crosses files is gathered once, before any file is linted.
/// The walk's catalogs are read into the project's `LocalizationIndex` in parallel, and the Swift
/// files the first pass found may declare generated accessors are read for them, in file order.
/// The result is a `ProjectContext`. Only development-language catalogs are read; a malformed one
/// is an `io` finding at its file and line, and the Swift files are linted anyway.
struct ProjectPass: Sendable {
    /// The file extensions a walk keeps: Swift sources, catalogs, and the project files that
    /// tell modules apart and hold `Localized.yml` phrases (`ModuleMap`, `LocalizedYAML`).
    static let walkedExtensions: Set<String> = CatalogFile.fileExtensions.union(["swift", "pbxproj", "yml", "yaml"])

    var context: ProjectContext
    /// Catalogs that could not be read, as `io` findings, in report order.
    var failures: [Finding]
    /// The catalogs found, by the path findings show: where a catalog fix writes.
    var catalogs: CatalogFiles

    /// A walk's files split in two: the ones to lint and the project's other files (localization
    /// catalogs, `Localized.yml`, Xcode and XcodeGen project files). A `.strings` or `.xcstrings`
    /// file is never linted as Swift; a `.strings` file outside an `.lproj` folder is no catalog,
    /// and any other YAML file is nothing to the run: both are dropped.
    static func split(_ files: [WalkedFile]) -> (sources: [WalkedFile], catalogs: [WalkedFile]) {
        // Both lists are made at their size: the run keeps them. Only a catalog's display path
        // is built: a large tree's Swift files cost no string.
        let catalogNamed = files.indices.filter { isCatalogName(files[$0]) }
        var catalogs: [WalkedFile] = []
        catalogs.reserveCapacity(catalogNamed.count)
        for index in catalogNamed where isProjectFile(files[index]) {
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

    /// Whether the file's name is not a Swift source's: a catalog's (`.strings`, `.xcstrings`)
    /// or a project file's (`.pbxproj`, `.yml`, `.yaml`). Such a file is never linted as Swift.
    static func isCatalogName(_ file: WalkedFile) -> Bool {
        catalogSuffixes.contains(where: file.nameEnds(with:))
    }

    private static let catalogSuffixes = [".strings", ".xcstrings", ".pbxproj", ".yml", ".yaml"]

    /// Whether a file `isCatalogName` names is one the project pass reads: a catalog, a
    /// `Localized.yml`, an Xcode project (`project.pbxproj`) or an XcodeGen `project.yml`.
    private static func isProjectFile(_ file: WalkedFile) -> Bool {
        if file.nameEnds(with: ".strings") || file.nameEnds(with: ".xcstrings") {
            return CatalogFile(path: file.displayPath) != nil
        }
        return kind(ofProjectFile: file.displayPath) != nil
    }

    /// What a kept non-catalog file is to the run, by its name.
    enum ProjectFileKind { case localizedPhrases, projectMarker }

    static func kind(ofProjectFile path: String) -> ProjectFileKind? {
        // The file's name: what follows the last `/`, found in the UTF-8 bytes (a `/` is never
        // part of a longer character). A path ending in `/` names a folder, no project file.
        let bytes = path.utf8
        let afterSlash = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        guard afterSlash != bytes.endIndex else { return nil }
        let name = String(path[afterSlash...])
        if LocalizedYAML.fileNames.contains(name) { return .localizedPhrases }
        if name == "project.pbxproj" || name == "project.yml" { return .projectMarker }
        return nil
    }

    /// Reads `catalogs` (with the walk's other project files), and the accessors of `sources`
    /// (every Swift file of the project, also the ones a configuration excludes from linting:
    /// generated code is often excluded). Each module's catalogs make its own index
    /// (`ModuleMap`). `developmentLanguage` chooses among `.lproj` folders (default `en`).
    /// `firstPass`, when it read `sources`, names the files that may declare accessors; without
    /// it every file is read to find out.
    init(sources: [WalkedFile], catalogs: [WalkedFile], provider: SourceProvider,
                developmentLanguage: String?, jobs: Int, firstPass: FirstPass? = nil) {
        var stringCatalogs: [WalkedFile] = []
        var phrases: [WalkedFile] = []
        var markers: [String] = []
        for file in catalogs {
            switch Self.kind(ofProjectFile: file.displayPath) {
            case .localizedPhrases: phrases.append(file)
            case .projectMarker: markers.append(file.displayPath)
            case nil: stringCatalogs.append(file)
            }
        }
        let modules = Self.modules(markers: markers, sources: sources, provider: provider)
        // Each module's catalogs, in path order; a run with no project file has one module.
        var groups: [String: [WalkedFile]] = [:]
        var order: [String] = []
        for file in stringCatalogs {
            let module = modules.module(of: file.displayPath)
            if groups[module] == nil { order.append(module) }
            groups[module, default: []].append(file)
        }
        var buildFailures: [CatalogFailure] = []
        var localizations: [String: ProjectLocalization] = [:]
        for module in order {
            let files = groups[module]!
            // The paths live only while the index is built, except those its entries keep (the
            // development language's catalogs).
            let build = LocalizationIndex.build(catalogPathsReadByPosition: files.map(\.displayPath),
                                                developmentLanguage: developmentLanguage, jobs: jobs) { position in
                try provider.bytes(of: files[position])
            }
            var localization = ProjectLocalization(index: build.index)
            localization.isPackageTarget = modules.isPackageTarget(module)
            localizations[module] = localization
            buildFailures += build.failures
        }
        for file in phrases {
            let module = modules.module(of: file.displayPath)
            var localization = localizations[module] ?? ProjectLocalization()
            localization.isPackageTarget = modules.isPackageTarget(module)
            do {
                let bytes = try provider.bytes(of: file)
                try localization.index.addPhrases(LocalizedYAML.read(bytes, path: file.displayPath))
            } catch let failure as CatalogFailure {
                buildFailures.append(failure)
            } catch {
                buildFailures.append(CatalogFailure(path: file.displayPath, line: 1, column: 1, reason: "cannot read: \(error)"))
            }
            localizations[module] = localization
        }
        let accessors = sources.isEmpty ? nil : Self.accessors(
            of: sources, candidates: firstPass?.accessorCandidates ?? Array(sources.indices), provider: provider, jobs: jobs)
        context = ProjectContext(modules: modules, localizations: localizations, accessors: accessors)
        failures = buildFailures.map { failure in
            let place = SourceLocation(line: failure.line, column: failure.column)
            return Finding(path: failure.path, start: place, end: place, ruleID: RuleRegistry.ioRuleID, severity: .error,
                           message: "cannot read catalog: \(failure.reason)")
        }.sorted(by: Finding.reportOrder)
        self.catalogs = CatalogFiles(stringCatalogs)
    }

    /// The modules of the run: its Xcode and XcodeGen project files, and its `Package.swift` and
    /// Tuist `Project.swift` files that are manifests (they import the description library; a
    /// source file may have the name too).
    static func modules(markers: [String], sources: [WalkedFile], provider: SourceProvider) -> ModuleMap {
        var manifests: [String] = []
        var tuist: [String] = []
        for file in sources {
            guard file.nameEnds(with: "Package.swift") || file.nameEnds(with: "Project.swift") else { continue }
            let name = file.displayPath.split(separator: "/").last ?? ""
            let isPackage = name == "Package.swift"
            guard isPackage || name == "Project.swift", let bytes = try? provider.bytes(of: file) else { continue }
            let library = isPackage ? "PackageDescription" : "ProjectDescription"
            guard String(decoding: bytes, as: UTF8.self).contains(library) else { continue }
            let folder = ModuleMap.parent(of: file.displayPath) ?? ModuleMap.loose
            if isPackage { manifests.append(folder) } else { tuist.append(folder) }
        }
        return ModuleMap(markers: markers, manifestFolders: manifests, tuistFolders: tuist)
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
