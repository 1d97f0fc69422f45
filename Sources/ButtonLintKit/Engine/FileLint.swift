/// Lints one file; pure, called from many threads at once.
public typealias LintFunction = @Sendable (SourceFile) -> FileReport

/// How a run lints a file of one configuration: `lint` reads it whole (the file's own byte
/// searches first), and `screened`, when set, analyses a file that the standard byte searches
/// (`Linter.screen`) already let through, so the run's first read of every file can settle the
/// many files that need nothing more without keeping their bytes for a second read.
public struct FileLint: Sendable {
    public var lint: LintFunction
    /// Nil when the configuration's byte searches are not the standard ones (its own builders or
    /// framework aliases): each file is then linted by `lint` alone.
    public var screened: LintFunction?

    public init(lint: @escaping LintFunction, screened: LintFunction? = nil) {
        self.lint = lint
        self.screened = screened
    }
}

extension Linter {
    /// The real pipeline for a run: `analyze`, and after the standard screen the analysis alone.
    public var fileLint: FileLint {
        let screens = configuration.builders.isEmpty && configuration.frameworkAliases.isEmpty
        let linter = self
        let screened: LintFunction = { linter.analyzeScreened($0) }
        return FileLint(lint: { linter.analyze($0) }, screened: screens ? screened : nil)
    }

    /// What `analyze` gives a file of the standard configuration without lexing it, found from
    /// its bytes: nil when the file needs analysis. A file naming no trigger has at most an
    /// encoding finding; one that names no UI framework module, holds no `buttonlint:` comment
    /// and is valid UTF-8 has none. `path` is asked only for a finding.
    static func screen(_ bytes: ArraySlice<UInt8>, path: () -> String) -> FileReport? {
        screen(bytes, triggers: .standard, frameworks: .frameworks, path: path)
    }

    /// What the byte searches alone tell of a file, with a configuration's `triggers` and
    /// `frameworks` searches (`analyze` asks this too, so the decision lives here once). A file
    /// that imports no UI framework gives no finding but an encoding one or a suppression's, so
    /// one that names no framework module, holds no `buttonlint:` comment and is valid UTF-8 is
    /// done without lexing (models and networking code often say `configuration`). A search that
    /// finds nothing has also checked the UTF-8 on its way.
    static func screen(_ bytes: ArraySlice<UInt8>, triggers: TriggerPrefilter, frameworks: TriggerPrefilter,
                       path: () -> String) -> FileReport? {
        switch triggers.search(bytes) {
        case .absent(isValidUTF8: true):
            return FileReport(findings: [])
        case .absent(isValidUTF8: false):
            return FileReport(findings: SourceCheck.findings(in: SourceFile(path: path(), bytes: Array(bytes))))
        case .found:
            return frameworks.search(bytes) == .absent(isValidUTF8: true) ? FileReport(findings: []) : nil
        }
    }

    /// `analyze` of a file `screen` let through (the byte searches are not repeated).
    func analyzeScreened(_ source: SourceFile) -> FileReport {
        if let report = PartedAnalysis(limits: parting).report(of: source, linter: self) { return report }
        return analyze(Lexer.lex(source))!
    }
}
