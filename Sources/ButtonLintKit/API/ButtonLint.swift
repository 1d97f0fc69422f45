/// The library's entry point: lints paths with their configurations and hands each file's result
/// on in report order, as soon as every earlier file is done. The command line's `lint` and
/// `titles`, the Corpus test and any editor frontend go through it.
public enum ButtonLint {
    /// Lints what `request` names and hands each result to `onFile`, on one thread at a time,
    /// in report order: a result per file, and the findings of folders and catalogs that could
    /// not be read (results without a `file`) in their place among them.
    @discardableResult
    static func lint(_ request: LintRequest, onFile: (FileResult) -> Void) throws(LintError) -> RunSummary {
        let run = try LintRun(request)
        var pending = run.runFindings[...]
        let summary = run.run { result in
            if let first = result.findings.first {
                var ahead: [Finding] = []
                while let finding = pending.first, Finding.reportOrder(finding, first) {
                    ahead.append(finding)
                    pending.removeFirst()
                }
                if !ahead.isEmpty { onFile(FileResult(findings: ahead)) }
            }
            onFile(result)
        }
        if !pending.isEmpty { onFile(FileResult(findings: Array(pending))) }
        return summary
    }
}

/// A run made ready: the files walked and screened once, the project pass done, a configuration
/// resolved for every folder. Nothing is reported yet, so a frontend can open its reports with
/// the number of files before the first result comes (`run(onFile:)`).
public struct LintRun: Sendable {
    /// The files to lint, in report order.
    let files: [WalkedFile]
    /// `io` findings of folders that could not be listed and catalogs that could not be read, in
    /// report order.
    public let runFindings: [Finding]
    /// What crosses files, as the linter reads it.
    let context: ProjectContext
    private let runner: LintRunner
    /// For a shard: every Swift file of the walk with its configuration, where a sentence-case
    /// project is counted whole (`SentenceCaseNotes`), so shards decide as the whole run does.
    private let counting: (runner: LintRunner, files: [WalkedFile])?
    private let firstPass: FirstPass?
    private let catalogs: CatalogFiles
    private let catalogFixApplier: CatalogFixApplier?
    private let listsTitleSites: Bool

    public var fileCount: Int { files.count }

    /// Walks (or reads) the sources, reads every Swift file once, gathers the project context and
    /// resolves each folder's configuration. Throws before anything is linted.
    public init(_ request: LintRequest) throws(LintError) {
        // Before the run starts its threads, for the files the first pass leaves open.
        OpenFileBudget.growDescriptorTable()
        let input = try RunInput(request)
        let jobs = request.jobCount
        // Every Swift file is read once (a walk reads them as it finds them); only the files that
        // need analysis, and those that may declare accessors, are read again.
        let firstPass: FirstPass? = input.isStandardInput ? nil
            : input.firstPass ?? FirstPass(files: input.projectSources, screening: input.files, provider: input.provider,
                                           jobs: jobs)
        let language: String?
        do {
            language = try request.resolver.configuration(forFolder: PathNormalizer.normalize(request.currentDirectory))
                .configuration.developmentLanguage
        } catch {
            throw .configuration(error)
        }
        // A context gathered before the run (an editor's workspace) stands for the run's own pass.
        let project = request.projectContext == nil
            ? ProjectPass(sources: input.projectSources, catalogs: input.catalogs, provider: input.provider,
                          developmentLanguage: language, jobs: jobs, firstPass: firstPass)
            : nil
        let context = request.projectContext ?? project?.context ?? .none
        let listsTitleSites = request.listsTitleSites
        let pathRoot = PathNormalizer.normalize(request.currentDirectory)
        let listsSheets = request.listsSheets
        let makeLint = request.pipeline.makeLint ?? { configuration in
            var linter = Linter(configuration: configuration, context: context, listsTitleSites: listsTitleSites)
            linter.pathRoot = pathRoot
            linter.listsSheets = listsSheets
            return linter.fileLint
        }
        let toggles = request.ruleToggles
        let adjust = { (configuration: inout Configuration) in
            for (rule, isEnabled) in toggles { configuration.toggle(rule, isEnabled: isEnabled) }
        }
        var runner: LintRunner
        do {
            if case .standardInput(_, let displayPath) = request.sources {
                // Standard input takes its folder's configuration, but `included` / `excluded`
                // never drop it: the editor that sent it wants an answer.
                files = input.files
                let lint = try ConfiguredLinting.standardInput(displayPath: displayPath, currentDirectory: request.currentDirectory,
                                                               resolver: request.resolver, adjust: adjust,
                                                               makeLint: { makeLint($0).lint })
                runner = LintRunner(jobs: request.jobs, fixApplier: request.fixApplier, provider: input.provider, lint: lint)
            } else {
                let configured = try ConfiguredLinting(files: input.files, currentDirectory: request.currentDirectory,
                                                       resolver: request.resolver, adjust: adjust,
                                                       listedNames: input.listedNames, makeFileLint: makeLint)
                files = configured.files
                runner = LintRunner(jobs: request.jobs, fixApplier: request.fixApplier, provider: input.provider,
                                    lint: configured.lint)
                runner.screened = configured.screened
            }
            if request.shard != nil, !input.isStandardInput {
                let whole = try ConfiguredLinting(files: input.projectSources, currentDirectory: request.currentDirectory,
                                                  resolver: request.resolver, adjust: adjust,
                                                  listedNames: input.listedNames, makeFileLint: makeLint)
                counting = (LintRunner(jobs: request.jobs, provider: input.provider, lint: whole.lint), whole.files)
            } else {
                counting = nil
            }
        } catch {
            throw .configuration(error)
        }
        // Unreadable catalogs are reported at their line, each in one shard only: every shard
        // reads them all.
        var catalogFailures = project?.failures ?? []
        if let shard = request.shard {
            let paths = request.repositoryPaths
            catalogFailures = shard.split(catalogFailures) { paths.relative($0.path) }
        }
        runFindings = (input.unreadableFolders.map {
            LintRunner.ioFinding(displayPath: $0.displayPath, reason: "cannot read folder: \($0.reason)")
        } + catalogFailures).sorted(by: Finding.reportOrder)
        self.context = context
        self.runner = runner
        self.firstPass = firstPass
        self.listsTitleSites = listsTitleSites
        catalogs = project?.catalogs ?? CatalogFiles([])
        catalogFixApplier = request.fixes && !catalogs.isEmpty ? request.pipeline.catalogFixApplier : nil
    }

    /// Lints the files (fixing them when asked) and hands each file's result to `onFile` in
    /// report order, on one thread at a time. The findings of `runFindings` are not among them.
    @discardableResult
    public func run(onFile: (FileResult) -> Void) -> RunSummary {
        var runner = self.runner
        var notes = SentenceCaseNotes()
        // `--fix` must not rewrite the titles a sentence-case project's note stands for, and a
        // shard must decide as the whole run does: the projects are counted first, without fixing.
        var counting = self.counting
        if counting == nil, runner.fixApplier != nil {
            var unfixing = runner
            unfixing.fixApplier = nil
            counting = (unfixing, files)
        }
        if let counting {
            var counted = SentenceCaseNotes.Count()
            counting.runner.run(counting.files) { counted.add($0) }
            notes = SentenceCaseNotes(decided: counted)
            runner.unfixedSentenceCaseProjects = notes.sentenceCaseProjects
        }
        func lint(_ onFile: (FileResult) -> Void) {
            lintFiles { notes.add($0, emit: onFile) }
            notes.finish(emit: onFile)
        }
        func lintFiles(_ onFile: (FileResult) -> Void) {
            // The title inventory lints every file whole, not after the first pass's verdicts.
            if let firstPass, !listsTitleSites {
                runner.run(files, after: firstPass, onFile: onFile)
            } else {
                runner.run(files, onFile: onFile)
                firstPass?.closeKeptFiles()
            }
        }
        if let catalogFixApplier {
            // Catalog fixes are written after the run, so their findings wait for it.
            var results: [FileResult] = []
            lint { results.append($0) }
            catalogFixApplier.apply(to: &results, catalogs: catalogs)
            for result in results { onFile(result) }
        } else {
            lint(onFile)
        }
        return RunSummary(fileCount: files.count, runFindingCount: runFindings.count)
    }
}

/// What a run did, besides the results it handed on.
public struct RunSummary: Sendable, Equatable {
    /// The files linted.
    var fileCount: Int
    /// The findings of folders and catalogs that could not be read.
    var runFindingCount: Int
}

/// Which files a run reads and where their bytes come from: the folders walked on disk,
/// standard input, or the git index. Every one goes through the same runner.
struct RunInput {
    /// The files to lint, in report order.
    var files: [WalkedFile]
    var provider: SourceProvider
    var isStandardInput = false
    /// Folders the walk could not list (each an `io` finding).
    var unreadableFolders: [FileWalker.UnreadableFolder] = []
    /// Localization catalogs the walk found, read before linting.
    var catalogs: [WalkedFile] = []
    /// Every Swift file of the walk, before a shard picks its part: where generated accessors
    /// are looked for.
    var projectSources: [WalkedFile] = []
    /// The walk's one read of every Swift file, done while it walked.
    var firstPass: FirstPass?
    /// What the walk's listings said of the configuration file and `.git` (nil without a walk).
    var listedNames: FileWalker.ListedNames?

    init(files: [WalkedFile], provider: SourceProvider) {
        self.files = files
        self.provider = provider
    }

    init(_ request: LintRequest) throws(LintError) {
        switch request.sources {
        case .standardInput(let bytes, let displayPath):
            let path = displayPath ?? "<stdin>"
            let input = SourceProvider.inMemory([(WalkedFile(path: path, displayPath: path), bytes)])
            self.init(files: input.files, provider: input.provider)
            isStandardInput = true
        case .stagedFiles(let pathspecs):
            do {
                let staged = try GitIndex(git: Git(directory: request.currentDirectory)).stagedSources(pathspecs: pathspecs)
                self.init(files: staged.files, provider: staged.provider)
                projectSources = staged.files
            } catch {
                throw .stagedFiles("\(error)")
            }
        case .paths(let paths):
            try self.init(walking: paths, request)
        }
    }

    /// The walk of `paths`, its Swift files read as the walk finds them, on every core.
    private init(walking paths: [String], _ request: LintRequest) throws(LintError) {
        let stream = FirstPassStream(provider: .fileSystem, jobs: request.jobCount)
        var walker = FileWalker(fileExtensions: ProjectPass.walkedExtensions)
        walker.recordedNames = ConfigurationResolver.probedNames
        var walk: FileWalker.Walk
        do {
            walk = try walker.walk(paths.isEmpty ? ["."] : paths, from: request.currentDirectory, found: stream.add)
        } catch {
            _ = stream.finish(sources: [])
            throw .walk(error)
        }
        // Catalogs are the whole project's in every shard; only the Swift files are split.
        let (sources, catalogs) = ProjectPass.split(walk.files)
        let firstPass = stream.finish(sources: sources)
        walk.files = sources
        if let shard = request.shard {
            let paths = request.repositoryPaths
            walk.files = shard.split(walk.files) { paths.relative($0.displayPath) }
            walk.unreadableFolders = shard.split(walk.unreadableFolders) { paths.relative($0.displayPath) }
        }
        self.init(files: walk.files, provider: .fileSystem)
        unreadableFolders = walk.unreadableFolders
        self.catalogs = catalogs
        projectSources = sources
        self.firstPass = firstPass
        listedNames = walk.listedNames
    }
}
