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
