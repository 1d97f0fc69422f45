/// The parts of a run that tests replace: how a file is linted, the lexer that checks a fix and
/// dumps literals, and how catalog fixes are written. A frontend passes `.standard`; only tests
/// build another (its initializer is internal).
public struct LintPipeline: Sendable {
    /// The real linter, lexer and catalog writer.
    public static let standard = LintPipeline()

    /// The lint function of one configuration; nil for the real `Linter` with the run's project
    /// context.
    var makeLint: (@Sendable (Configuration) -> FileLint)?
    /// The lexer `--fix` checks its result with; nil for the real one. `dump-literals` uses it
    /// too, or the real lexer in its literals-only mode.
    var lex: FixApplier.LexFunction?
    /// Writes `--fix`'s catalog edits after the run; nil reports catalog findings without fixing
    /// them.
    var catalogFixApplier: CatalogFixApplier? = .standard

    init(makeLint: (@Sendable (Configuration) -> FileLint)? = nil, lex: FixApplier.LexFunction? = nil,
         catalogFixApplier: CatalogFixApplier? = .standard) {
        self.makeLint = makeLint
        self.lex = lex
        self.catalogFixApplier = catalogFixApplier
    }

    /// The fix applier of a run that fixes.
    var fixApplier: FixApplier { FixApplier(lex: lex ?? { Lexer.lex($0) }) }
}
