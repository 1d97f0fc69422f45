import Dispatch
import Foundation

/// Lints many files in parallel and hands their findings on in report order, whatever the
/// number of workers. Each worker reads one file, lints it, fixes it when asked, and keeps only
/// the findings, so memory holds at most one file's bytes per worker; results wait only inside a
/// bounded window until every earlier file is done, so memory does not grow with the tree.
struct LintRunner: Sendable {
    typealias LintFunction = ButtonLintKit.LintFunction

    var jobs: Int
    /// Applies fixes when set (`--fix`) and the source writes back; nil lints only.
    var fixApplier: FixApplier?
    /// Where each file's bytes come from: the file system unless told otherwise.
    var provider: SourceProvider
    /// Lints a file the standard screen let through (`FileLint.screened`): with it, a run after
    /// a `FirstPass` reads again only the files that need analysis.
    var screened: LintFunction?
    /// Projects (`CasingTally.project`) that write sentence case: `--fix` leaves their
    /// `title-case` findings of sentence-case titles alone, since the run folds them into the
    /// project's note (`SentenceCaseNotes`).
    var unfixedSentenceCaseProjects: Set<[String]> = []
    private let lint: LintFunction

    /// `jobs` defaults to every active core.
    init(jobs: Int? = nil, fixApplier: FixApplier? = nil, provider: SourceProvider = .fileSystem,
                lint: @escaping LintFunction) {
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.fixApplier = fixApplier
        self.provider = provider
        self.lint = lint
    }

    /// A runner over a configuration's lint and its screened form.
    init(jobs: Int? = nil, fixApplier: FixApplier? = nil, provider: SourceProvider = .fileSystem,
                fileLint: FileLint) {
        self.init(jobs: jobs, fixApplier: fixApplier, provider: provider, lint: fileLint.lint)
        screened = fileLint.screened
    }

    /// A runner over the real pipeline.
    init(linter: Linter, jobs: Int? = nil, fix: Bool = false) {
        self.init(jobs: jobs, fixApplier: fix ? FixApplier() : nil, fileLint: linter.fileLint)
    }

    /// How many files a worker may run ahead of the oldest unfinished one, per worker: results
    /// wait in memory only inside this window, so memory does not grow with the tree.
    static let windowPerWorker = 16

    /// Lints every file (fixing them when asked) and returns everything at once. A convenience
    /// for code and tests; the command line streams with `run(_:onFile:)`.
    func run(_ files: [WalkedFile]) -> LintResult {
        var results: [FileResult] = []
        run(files) { results.append($0) }
        return LintResult(merging: results, fileCount: files.count)
    }

    /// Lints every file (fixing them when asked) and hands each file's result to `onFile` in
    /// file order (the walker's order, which is report order), as soon as every earlier file is
    /// done. `onFile` is called on one thread at a time, never concurrently, and the result is
    /// dropped once it returns.
    func run(_ files: [WalkedFile], onFile: (FileResult) -> Void) {
        OrderedParallelMap.forEach(files, jobs: jobs, window: jobs * Self.windowPerWorker,
                                   transform: { process($0, with: lint) }, emit: onFile)
    }

    /// `run(_:onFile:)` after `firstPass` read every file once: a file its screen settled is
    /// handed on as it said, unread, and only the others are read and linted (by `screened`
    /// when the screen let them through), through the descriptor the first pass left open when
    /// it did. `files` must be among the first pass's files, in their order; when they are not,
    /// or without `screened`, every file is linted whole. Files left open and not linted here
    /// are closed at the end.
    func run(_ files: [WalkedFile], after firstPass: FirstPass, onFile: (FileResult) -> Void) {
        defer { firstPass.closeKeptFiles() }
        guard let screened, let positions = firstPass.positions(of: files) else {
            run(files, onFile: onFile)
            return
        }
        var analysed: [Int32] = []
        for (index, position) in positions.enumerated() where firstPass.verdict(of: position) != .settled {
            analysed.append(Int32(index))
        }
        // Settled files come out in their place among the analysed ones, in file order.
        var handedOn = 0
        func handOnSettled(before end: Int) {
            while handedOn < end {
                let report = firstPass.report(of: positions[handedOn])
                var result = FileResult(findings: report.findings, casing: report.casing)
                result.file = files[handedOn]
                onFile(result)
                handedOn += 1
            }
        }
        OrderedParallelMap.forEach(analysed, jobs: jobs, window: jobs * Self.windowPerWorker, transform: { item in
            let index = Int(item)
            let position = positions[index]
            let needsAnalysis = firstPass.verdict(of: position) == .needsAnalysis
            return (index, process(files[index], with: needsAnalysis ? screened : lint) { () throws(FileSystem.Failure) in
                try firstPass.bytesKeptOpen(ofFile: position)
            })
        }, emit: { (index: Int, result: FileResult) in
            handOnSettled(before: index)
            onFile(result)
            handedOn = index + 1
        })
        handOnSettled(before: files.count)
    }

    /// Lints bytes that are not on disk (standard input) as if they were the file `displayPath`.
    /// Fixes are never applied: there is no file to write.
    func run(bytes: [UInt8], displayPath: String) -> LintResult {
        var results: [FileResult] = []
        run(bytes: bytes, displayPath: displayPath) { results.append($0) }
        return LintResult(merging: results, fileCount: 1)
    }

    /// Lints standard input's bytes and hands the one result to `onFile`, like `run(_:onFile:)`:
    /// one more source of bytes, so the same path through the runner.
    func run(bytes: [UInt8], displayPath: String, onFile: (FileResult) -> Void) {
        let input = SourceProvider.inMemory([(WalkedFile(path: displayPath, displayPath: displayPath), bytes)])
        var runner = self
        runner.provider = input.provider
        runner.run(input.files, onFile: onFile)
    }

    /// Reads, lints and fixes one file; its bytes come from `keptOpen` when it has them (a file
    /// the first pass left open), else from the provider.
    private func process(_ file: WalkedFile, with lint: LintFunction,
                         keptOpen: () throws(FileSystem.Failure) -> [UInt8]? = { nil }) -> FileResult {
        var result = lintAndFix(file, with: lint, keptOpen: keptOpen)
        result.file = file
        return result
    }

    private func lintAndFix(_ file: WalkedFile, with lint: LintFunction,
                            keptOpen: () throws(FileSystem.Failure) -> [UInt8]?) -> FileResult {
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            if let kept = try keptOpen() { bytes = kept } else { bytes = try provider.bytes(of: file) }
        } catch {
            return FileResult(findings: [Self.ioFinding(displayPath: file.displayPath,
                                                        reason: "cannot read file: \(error.reason)")])
        }
        let source = SourceFile(path: file.displayPath, bytes: bytes)
        let report = lint(source)
        // Streaming hands files on as they are, so each file's findings must already be in
        // report order (the linter's are: checked, then handed on without a copy).
        let findings = Finding.inReportOrder(report.findings)
        guard let fixApplier, provider.writesBack, findings.contains(where: { !$0.fix.isEmpty }) else {
            var result = FileResult(findings: findings, casing: report.casing)
            result.titles = report.titles
            result.sheets = report.sheets
            return result
        }
        let unfixed = unfixedSentenceCaseProjects.contains(report.casing.project)
        var plan = fixApplier.plan(for: source, findings: unfixed ? findings.filter { !$0.followsSentenceCase } : findings)
        if file.isThroughLink {
            plan.refuseAll(because: "the file was reached through a symbolic link; --fix writes only inside the paths given")
        }
        do {
            guard try fixApplier.write(plan, to: file.path) else {
                return FileResult(findings: findings, refusedFixes: plan.refused, casing: report.casing)
            }
        } catch {
            let failure = Self.ioFinding(displayPath: file.displayPath, reason: "\(error)")
            return FileResult(findings: (findings + [failure]).sorted(by: Finding.reportOrder),
                              refusedFixes: plan.refused, casing: report.casing)
        }
        let fixed = Set(plan.fixed)
        return FileResult(findings: findings.filter { !fixed.contains($0) }, fixed: plan.fixed,
                          refusedFixes: plan.refused, casing: report.casing)
    }

    static func ioFinding(displayPath: String, reason: String) -> Finding {
        let start = SourceLocation(line: 1, column: 1)
        return Finding(path: displayPath, start: start, end: start, ruleID: RuleRegistry.ioRuleID, severity: .error,
                       message: reason)
    }
}

/// What one file gave.
public struct FileResult: Sendable {
    /// The file; nil for the findings of a folder or catalog that could not be read.
    var file: WalkedFile?
    /// The findings left to report, in `Finding.reportOrder`.
    public var findings: [Finding]
    /// Findings fixed in place by `--fix`.
    public var fixed: [Finding] = []
    /// Fixes `--fix` did not apply (their findings stay in `findings`).
    public var refusedFixes: [FixApplier.Refusal] = []
    var casing = CasingTally()
    /// The file's title inventory rows (`buttonlint titles`; never with fixes).
    public var titles: [TitleInventoryRow] = []
    /// The file's action sheets, alerts and dialogs, for reporters that draw them (`Reporter.drawsSheets`).
    var sheets: [SheetSummary] = []

    /// Whether the file has sheets for a report that draws them.
    package var hasSheets: Bool { !sheets.isEmpty }

    init(findings: [Finding], fixed: [Finding] = [], refusedFixes: [FixApplier.Refusal] = [],
                casing: CasingTally = CasingTally()) {
        self.findings = findings
        self.fixed = fixed
        self.refusedFixes = refusedFixes
        self.casing = casing
    }
}

/// The outcome of a run: what reporters print and what decides the exit status.
struct LintResult: Sendable {
    /// Every finding left to report, in `Finding.reportOrder`. Findings fixed by `--fix` are not here.
    var findings: [Finding]
    /// Findings fixed in place by `--fix`, in report order.
    var fixed: [Finding]
    /// Fixes `--fix` did not apply (their findings stay in `findings`).
    var refusedFixes: [FixApplier.Refusal]
    var fileCount: Int
    /// How the run's titles are capitalized, for the house-style hint.
    var casing: CasingTally

    init(findings: [Finding], fixed: [Finding] = [], refusedFixes: [FixApplier.Refusal] = [],
                fileCount: Int, casing: CasingTally = CasingTally()) {
        self.findings = findings
        self.fixed = fixed
        self.refusedFixes = refusedFixes
        self.fileCount = fileCount
        self.casing = casing
    }

    init(merging results: [FileResult], fileCount: Int) {
        self.init(findings: results.flatMap(\.findings).sorted(by: Finding.reportOrder),
                  fixed: results.flatMap(\.fixed).sorted(by: Finding.reportOrder),
                  refusedFixes: results.flatMap(\.refusedFixes)
                      .sorted { Finding.reportOrder($0.finding, $1.finding) },
                  fileCount: fileCount,
                  casing: results.reduce(into: CasingTally()) { $0.merge($1.casing) })
    }

    /// Number of files changed by `--fix`.
    var fixedFileCount: Int { Set(fixed.map(\.path)).count }
}

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
