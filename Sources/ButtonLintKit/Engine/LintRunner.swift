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
            return result
        }
        var plan = fixApplier.plan(for: source, findings: findings)
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
    public var file: WalkedFile?
    /// The findings left to report, in `Finding.reportOrder`.
    public var findings: [Finding]
    /// Findings fixed in place by `--fix`.
    public var fixed: [Finding] = []
    /// Fixes `--fix` did not apply (their findings stay in `findings`).
    public var refusedFixes: [FixApplier.Refusal] = []
    public var casing = CasingTally()
    /// The file's title inventory rows (`buttonlint titles`; never with fixes).
    public var titles: [TitleInventoryRow] = []

    public init(findings: [Finding], fixed: [Finding] = [], refusedFixes: [FixApplier.Refusal] = [],
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
