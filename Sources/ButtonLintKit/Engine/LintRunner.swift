import Dispatch
import Foundation

/// Lints many files in parallel and returns their findings in report order, whatever the
/// number of workers. Each worker reads one file, lints it, fixes it when asked, and keeps only
/// the findings, so memory holds at most one file's bytes per worker.
public struct LintRunner: Sendable {
    /// Lints one file; pure, called from many threads at once.
    public typealias LintFunction = @Sendable (SourceFile) -> FileReport

    public var jobs: Int
    /// Applies fixes when set (`--fix`); nil lints only.
    public var fixApplier: FixApplier?
    private let lint: LintFunction

    /// `jobs` defaults to every active core.
    public init(jobs: Int? = nil, fixApplier: FixApplier? = nil, lint: @escaping LintFunction) {
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.fixApplier = fixApplier
        self.lint = lint
    }

    /// A runner over the real pipeline.
    public init(linter: Linter, jobs: Int? = nil, fix: Bool = false) {
        self.init(jobs: jobs, fixApplier: fix ? FixApplier() : nil) { linter.analyze($0) }
    }

    /// Lints every file (fixing them when asked).
    public func run(_ files: [WalkedFile]) -> LintResult {
        let slots = ResultSlots(count: files.count)
        let workers = min(jobs, max(files.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claimNext() {
                slots.store(process(files[index]), at: index)
            }
        }
        return LintResult(merging: slots.results, fileCount: files.count)
    }

    /// Lints bytes that are not on disk (standard input) as if they were the file `displayPath`.
    /// Fixes are never applied: there is no file to write.
    public func run(bytes: [UInt8], displayPath: String) -> LintResult {
        let source = SourceFile(path: displayPath, bytes: bytes)
        let report = lint(source)
        return LintResult(merging: [FileResult(findings: report.findings, casing: report.casing)], fileCount: 1)
    }

    private func process(_ file: WalkedFile) -> FileResult {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: file.path)
        } catch {
            return FileResult(findings: [Self.ioFinding(displayPath: file.displayPath,
                                                        reason: "cannot read file: \(error.reason)")])
        }
        let source = SourceFile(path: file.displayPath, bytes: bytes)
        let report = lint(source)
        let findings = report.findings
        guard let fixApplier, findings.contains(where: { !$0.fix.isEmpty }) else {
            return FileResult(findings: findings, casing: report.casing)
        }
        let plan = fixApplier.plan(for: source, findings: findings)
        do {
            guard try fixApplier.write(plan, to: file.path) else {
                return FileResult(findings: findings, refusedFixes: plan.refused, casing: report.casing)
            }
        } catch {
            let failure = Self.ioFinding(displayPath: file.displayPath, reason: "\(error)")
            return FileResult(findings: findings + [failure], refusedFixes: plan.refused, casing: report.casing)
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
struct FileResult: Sendable {
    var findings: [Finding]
    var fixed: [Finding] = []
    var refusedFixes: [FixApplier.Refusal] = []
    var casing = CasingTally()
}

/// The outcome of a run: what reporters print and what decides the exit status.
public struct LintResult: Sendable {
    /// Every finding left to report, in `Finding.reportOrder`. Findings fixed by `--fix` are not here.
    public var findings: [Finding]
    /// Findings fixed in place by `--fix`, in report order.
    public var fixed: [Finding]
    /// Fixes `--fix` did not apply (their findings stay in `findings`).
    public var refusedFixes: [FixApplier.Refusal]
    public var fileCount: Int
    /// How the run's titles are capitalized, for the house-style hint.
    public var casing: CasingTally

    public init(findings: [Finding], fixed: [Finding] = [], refusedFixes: [FixApplier.Refusal] = [],
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
    public var fixedFileCount: Int { Set(fixed.map(\.path)).count }
}

/// Per-file results filled in by the workers, and the next file to take.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileResult?]
    private var next = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: FileResult, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var results: [FileResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
