/// Files to lint with the configuration of each one's folder: resolves every folder before the
/// run (so a broken nested configuration stops it before any output), drops the files a
/// configuration's `included` / `excluded` leave out, and keeps one lint function per distinct
/// configuration, chosen per file by its folder.
struct ConfiguredLinting: Sendable {
    /// The walked files that every applicable configuration admits, in walk order.
    let files: [WalkedFile]
    let lint: LintRunner.LintFunction
    /// Lints a file the standard screen let through; nil unless every configuration in use
    /// screens files the standard way (`FileLint.screened`).
    let screened: LintRunner.LintFunction?
    /// How many different configurations the files use.
    let configurationCount: Int

    /// - Parameters:
    ///   - currentDirectory: what relative display paths are relative to.
    ///   - adjust: applied to every resolved configuration (the command line's `--enable` / `--disable`).
    ///   - makeLint: the lint function for one configuration.
    init(files: [WalkedFile], currentDirectory: String, resolver: ConfigurationResolver,
                adjust: (inout Configuration) -> Void = { _ in },
                makeLint: (Configuration) -> LintRunner.LintFunction) throws(ConfigurationError) {
        try self.init(files: files, currentDirectory: currentDirectory, resolver: resolver, adjust: adjust,
                      makeFileLint: { FileLint(lint: makeLint($0)) })
    }

    /// The same, with each configuration's screened lint as well (`FileLint`). `listedNames`,
    /// what the walk that found `files` saw of `ConfigurationResolver.probedNames`, spares the
    /// resolver a `stat` per folder and name for the folders it listed.
    init(files: [WalkedFile], currentDirectory: String, resolver: ConfigurationResolver,
                adjust: (inout Configuration) -> Void = { _ in },
                listedNames: FileWalker.ListedNames? = nil,
                makeFileLint makeLint: (Configuration) -> FileLint) throws(ConfigurationError) {
        let root = PathNormalizer.normalize(currentDirectory)
        let listings = listedNames.map { Self.listings($0, currentDirectory: currentDirectory) }
        var functions: [Int: FileLint] = [:]
        // A walked file's folder is its place (shared by the folder's files): keyed by the place,
        // a large tree's tens of thousands of folders cost no path string each. Files named on
        // their own have a place each and share their folder by its display path, as written.
        var folderByPlace: [ObjectIdentifier: ResolvedFolder] = [:]
        var folderByDisplayFolder: [Substring: ResolvedFolder] = [:]
        // The few distinct configurations, by identity: a folder keeps only the identity.
        var configurations: [Int: Configuration] = [:]
        // Made only when a file is left out: usually every file is kept, and a second list of a
        // large tree's files would double what the run holds per file.
        var kept: [WalkedFile]?
        // The walker's files of one folder share their place and come together: once one of
        // them is kept under a configuration that admits every path, so is the next one of the
        // same place, without building its path or looking its folder up.
        var admittedPlace: FilePlace?
        for (index, file) in files.enumerated() {
            let isWalked = !file.nameRange.isEmpty
            if let admittedPlace, file.place === admittedPlace, isWalked {
                kept?.append(file)
                continue
            }
            admittedPlace = nil
            let place = ObjectIdentifier(file.place)
            func remember(_ folder: ResolvedFolder) {
                if isWalked {
                    folderByPlace[place] = folder
                } else {
                    folderByDisplayFolder[Self.displayFolder(of: file.displayPath)] = folder
                }
            }
            var resolvedFolder: ResolvedFolder
            if isWalked, let known = folderByPlace[place] {
                resolvedFolder = known
            } else if !isWalked, let known = folderByDisplayFolder[Self.displayFolder(of: file.displayPath)] {
                resolvedFolder = known
            } else {
                let folder = Self.absolute(String(Self.displayFolder(of: file.displayPath)), in: root)
                // Only a walked file's folder and those above it were listed on the way down.
                let listing = isWalked ? listings?.listing(for: folder) : nil
                let resolved = try resolver.configuration(forFolder: folder, listing: listing)
                if configurations[resolved.identity] == nil { configurations[resolved.identity] = resolved.configuration }
                // The folder's path is kept only where globs need it.
                resolvedFolder = ResolvedFolder(folder: resolved.configuration.fileScopes.isEmpty ? nil : folder,
                                                identity: resolved.identity)
            }
            let identity = resolvedFolder.identity
            let configuration = configurations[identity]!
            if let folder = resolvedFolder.folder {
                let displayPath = file.displayPath
                let name = displayPath[Self.displayFolder(of: displayPath).endIndex...]
                let path = folder == "/" ? "/" + name.drop { $0 == "/" } : folder + "/" + name.drop { $0 == "/" }
                guard configuration.admits(path: path) else {
                    if kept == nil { kept = Array(files[..<index]) }
                    remember(resolvedFolder)
                    continue
                }
            }
            kept?.append(file)
            if configuration.fileScopes.isEmpty { admittedPlace = file.place }
            if !resolvedFolder.hasKeptFiles {
                resolvedFolder.hasKeptFiles = true
                if functions[identity] == nil {
                    var adjusted = configuration
                    adjust(&adjusted)
                    functions[identity] = makeLint(adjusted)
                }
            }
            remember(resolvedFolder)
        }
        self.files = kept ?? files
        configurationCount = functions.count
        if functions.count <= 1 {
            let only = functions.values.first
                ?? makeLint({ var configuration = Configuration(); adjust(&configuration); return configuration }())
            lint = only.lint
            screened = only.screened
        } else {
            // Several configurations: a file is matched to its folder's by the display folder of
            // the path the linter sees.
            var identityByDisplayFolder: [Substring: Int] = [:]
            var lastPlace: FilePlace?
            for file in self.files where file.place !== lastPlace {
                lastPlace = file.place
                let known = !file.nameRange.isEmpty ? folderByPlace[ObjectIdentifier(file.place)]
                    : folderByDisplayFolder[Self.displayFolder(of: file.displayPath)]
                if let known { identityByDisplayFolder[Self.displayFolder(of: file.displayPath)] = known.identity }
            }
            let fallback = identityByDisplayFolder.values.min()!
            func dispatch(_ function: (FileLint) -> LintRunner.LintFunction?) -> LintRunner.LintFunction? {
                let table = identityByDisplayFolder.compactMapValues { function(functions[$0]!) }
                guard table.count == identityByDisplayFolder.count, let other = function(functions[fallback]!) else { return nil }
                return { source in (table[Self.displayFolder(of: source.path)] ?? other)(source) }
            }
            lint = dispatch { $0.lint }!
            screened = dispatch { $0.screened }
        }
    }

    /// A walk's `ListedNames` made absolute, as the resolver is asked.
    struct Listings {
        /// Longest first, so the first root holding a folder is the one it was walked down from.
        var roots: [String]
        var holders: [String: Set<String>]

        /// The listing for a walked file's `folder`: from the longest listed root holding it.
        func listing(for folder: String) -> ConfigurationResolver.Listing? {
            guard let root = roots.first(where: { $0 == folder || ConfigurationResolver.isFolder($0, above: folder) }) else {
                return nil
            }
            return ConfigurationResolver.Listing(root: root, holders: holders)
        }
    }

    /// `listedNames` with absolute paths; none when the current folder (which the walk joined
    /// relative arguments to) is not absolute and normalized already, as a listed path and the
    /// path the resolver asks about (normalized) could then be different folders.
    static func listings(_ listedNames: FileWalker.ListedNames, currentDirectory: String) -> Listings {
        let root = PathNormalizer.normalize(currentDirectory)
        guard root.hasPrefix("/"), root == currentDirectory || root + "/" == currentDirectory else {
            return Listings(roots: [], holders: [:])
        }
        let roots = listedNames.roots.map { absolute($0, in: root) }.sorted { $0.utf8.count > $1.utf8.count }
        let holders = listedNames.holders.mapValues { Set($0.map { absolute($0, in: root) }) }
        return Listings(roots: roots, holders: holders)
    }

    /// What the files of one folder share: the folder's absolute path when its configuration
    /// has globs, and its configuration's identity, looked up once per folder rather than once per file.
    private struct ResolvedFolder {
        var folder: String?
        var identity: Int
        /// Whether a file of the folder is linted (only such folders get a lint function).
        var hasKeptFiles = false
    }

    /// The lint function for standard input linted as `displayPath` (its folder's configuration).
    static func standardInput(displayPath: String?, currentDirectory: String, resolver: ConfigurationResolver,
                                     adjust: (inout Configuration) -> Void = { _ in },
                                     makeLint: (Configuration) -> LintRunner.LintFunction) throws(ConfigurationError)
        -> LintRunner.LintFunction {
        let root = PathNormalizer.normalize(currentDirectory)
        let folder = displayPath.map { Self.folder(of: $0, in: root) } ?? root
        var configuration = try resolver.configuration(forFolder: folder).configuration
        adjust(&configuration)
        return makeLint(configuration)
    }

    static func absolute(_ path: String, in root: String) -> String {
        if path.isEmpty { return root }
        // A walk's display folders are clean already: joining one to an absolute root needs no
        // normalizing (which splits and compares every part, once per folder of a large tree).
        if root.hasPrefix("/"), isCleanRelative(path) { return root == "/" ? "/" + path : root + "/" + path }
        return PathNormalizer.absolute(path, in: root)
    }

    /// Whether `path` is relative and has no empty, `.` or `..` part, so normalizing leaves it.
    static func isCleanRelative(_ path: String) -> Bool {
        PathNormalizer.isCleanRelative(path.utf8)
    }

    static func folder(of path: String, in root: String) -> String {
        ConfigurationResolver.parent(of: absolute(path, in: root)) ?? "/"
    }

    /// The part of a display path before its last `/` (empty for a bare name, `/` for a file at the root).
    static func displayFolder(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[path.startIndex..<path.startIndex] }
        return slash == path.startIndex ? path[...slash] : path[..<slash]
    }
}
