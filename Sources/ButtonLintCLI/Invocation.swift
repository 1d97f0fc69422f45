import ButtonLintKit
/// What the user asked for on the command line, parsed but not yet run.
public enum Invocation: Sendable, Equatable {
    case lint(LintOptions)
    /// `rules [--config FILE]`.
    case rules(configFile: String?)
    case explain(ruleID: String)
    case dumpLiterals(paths: [String])
    case titles(TitlesOptions)
    /// `install-hook`, or `install-hook --uninstall`.
    case installHook(uninstall: Bool)
    case merge(MergeOptions)
    case help
    case version
}

/// The options of `buttonlint lint`.
public struct LintOptions: Sendable, Equatable {
    /// Files and folders to lint; empty means the current folder.
    public var paths: [String] = []
    /// Where each report goes; empty means the default reporter to standard output.
    public var reporters: [ReporterRequest] = []
    public var fix = false
    /// Any finding fails the run, not only errors.
    public var strict = false
    /// No summary line on standard error.
    public var quiet = false
    /// Worker count; nil means every core.
    public var jobs: Int?
    /// `--allow-empty`: a run that finds no Swift file passes instead of failing.
    public var allowsEmpty = false
    /// `--enable` / `--disable` in the order given: a later one wins.
    public var ruleToggles: [RuleToggle] = []
    public var color = true
    /// Lint standard input instead of files.
    public var readsStandardInput = false
    /// The path standard input is linted as (`--stdin-path`).
    public var standardInputPath: String?
    /// `--config FILE`: this configuration everywhere instead of the `.buttonlint.yml` search.
    public var configFile: String?
    /// `--baseline FILE`: findings recorded there are not reported.
    public var baselineFile: String?
    /// `--write-baseline FILE`: record this run's findings there.
    public var writeBaselineFile: String?
    /// Lint the staged content of the files staged in git (`--staged`); PATHs narrow it.
    public var lintsStagedFiles = false
    /// A file written when the run fails nothing and removed when it fails (`--build-stamp`):
    /// the declared output a build system needs to skip the run until the inputs change.
    public var buildStamp: String?
    /// Lint only this shard's part of the files (`--shard K/N`).
    public var shard: Shard?

    public init() {}
}

/// The options of `buttonlint titles`: the files as `lint` finds and configures them, and the format.
public struct TitlesOptions: Sendable, Equatable {
    /// Files and folders; empty means the current folder.
    public var paths: [String] = []
    public var format: TitleInventoryFormat = .json
    public var configFile: String?
    public var jobs: Int?
    /// `--enable` / `--disable`: which rules' findings the `rules` column lists.
    public var ruleToggles: [RuleToggle] = []

    public init() {}

    /// The `lint` options that find and configure the same files.
    var lintOptions: LintOptions {
        var options = LintOptions()
        options.paths = paths
        options.configFile = configFile
        options.jobs = jobs
        options.ruleToggles = ruleToggles
        return options
    }
}

/// The options of `buttonlint merge FILE...`.
public struct MergeOptions: Sendable, Equatable {
    /// The `json` or `sarif` reports of the shards.
    public var reports: [String] = []
    /// Where each merged report goes; empty means the default reporter to standard output.
    public var reporters: [ReporterRequest] = []
    public var strict = false
    public var quiet = false
    public var color = true

    public init() {}
}

/// One `--reporter NAME` or `--reporter NAME:FILE`.
public struct ReporterRequest: Sendable, Equatable {
    public var name: String
    /// Nil for standard output.
    public var file: String?

    public init(name: String, file: String? = nil) {
        self.name = name
        self.file = file
    }
}

/// One `--enable RULE` or `--disable RULE`.
public struct RuleToggle: Sendable, Equatable {
    public var ruleID: String
    public var isEnabled: Bool

    public init(ruleID: String, isEnabled: Bool) {
        self.ruleID = ruleID
        self.isEnabled = isEnabled
    }
}

/// A command line that cannot run: exit status 2, the message, and the usage.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// False for a configuration error: it is printed as `file:line:column: error: …` alone.
    public var showsUsage = true

    public init(_ message: String) {
        self.message = message
    }

    /// A `.buttonlint.yml` or baseline mistake, printed with its file, line and column.
    public init(_ error: ConfigurationError) {
        self.message = error.description
        self.showsUsage = false
    }

    public var description: String { message }
}

/// What the process exits with: whether the run failed, and why.
public enum ExitStatus: Int32, Sendable {
    /// Nothing fails.
    case success = 0
    /// A finding of severity error (with `--strict`, any finding).
    case findingsFail = 1
    /// A usage or configuration error.
    case usageError = 2
}
