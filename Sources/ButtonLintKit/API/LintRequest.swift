import Foundation

/// What a run lints and how: the files, where their bytes come from, their configurations, and
/// what the run does besides finding (fixes, the title inventory, a shard of the files).
public struct LintRequest {
    /// Where the files to lint come from.
    public enum Sources: Sendable {
        /// Files and folders on disk, walked for Swift files and catalogs; empty means `.`.
        case paths([String])
        /// Bytes read from standard input, linted as the file `displayPath` (`<stdin>` when nil)
        /// with that file's folder's configuration, whatever its `included` / `excluded` say.
        case standardInput(bytes: [UInt8], displayPath: String?)
        /// What is staged in the git repository around `currentDirectory`, limited to pathspecs.
        case stagedFiles(pathspecs: [String])
    }

    var sources: Sources
    /// Absolute path that relative paths are resolved against and displayed from.
    var currentDirectory: String
    /// Finds each folder's `.buttonlint.yml` (or the one file given with `--config`).
    var resolver: ConfigurationResolver
    /// `--enable` / `--disable`, in order, applied to every configuration.
    public var ruleToggles: [(rule: RuleDescription, isEnabled: Bool)] = []
    /// Workers; nil for every active core.
    public var jobs: Int?
    /// When set, only this shard's part of the walked files is linted (catalogs are read whole).
    public var shard: Shard?
    /// What a shard's files are split by: paths relative to the repository root.
    public var repositoryPaths = RepositoryPaths(currentDirectory: nil, repositoryRoot: nil)
    /// Whether `--fix` is applied: title edits written to the files, catalog edits to the
    /// catalogs after the run.
    public var fixes = false
    /// Whether each file's result lists every title site's inventory row (`buttonlint titles`).
    public var listsTitleSites = false
    /// Whether each file's result lists its action sheets, alerts and dialogs (a reporter that
    /// draws them asks); plain runs make none.
    package var listsSheets = false
    /// The linter, lexer and catalog writer; tests put others in.
    public var pipeline: LintPipeline = .standard
    /// What crosses files when it was gathered before the run (an editor's workspace, read once
    /// for many buffers); nil gathers it from the run's own files.
    var projectContext: ProjectContext?

    public init(sources: Sources, currentDirectory: String, resolver: ConfigurationResolver) {
        self.sources = sources
        self.currentDirectory = currentDirectory
        self.resolver = resolver
    }

    /// The fix applier when the run fixes.
    var fixApplier: FixApplier? { fixes ? pipeline.fixApplier : nil }

    /// The workers the passes use.
    var jobCount: Int { max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount) }
}

/// Why a run cannot start. Nothing has been reported when it is thrown.
public enum LintError: Error, CustomStringConvertible {
    /// A `.buttonlint.yml` that cannot be read or makes no sense.
    case configuration(ConfigurationError)
    /// A path that does not exist.
    case walk(FileWalker.Failure)
    /// Git could not tell what is staged; its complaint.
    case stagedFiles(String)

    public var description: String {
        switch self {
        case .configuration(let error): error.description
        case .walk(let failure): failure.description
        case .stagedFiles(let complaint): complaint
        }
    }
}
