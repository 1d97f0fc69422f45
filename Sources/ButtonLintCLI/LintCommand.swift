import ButtonLintKit
import Foundation

/// `buttonlint lint`: configuration from the options, the walk, the run, the reports, the
/// summary line and the exit status.
struct LintCommand {
    var options: LintOptions
    var command: ButtonLintCommand

    private var environment: CommandEnvironment { command.environment }

    func run() throws(UsageError) -> ExitStatus {
        let toggles = try ruleToggles()
        let reporters = try reporters()
        let resolver = try configurationResolver()
        let baseline = try readBaseline()
        var request = try request(resolver: resolver, toggles: toggles)
        request.listsSheets = reporters.contains { $0.reporter.drawsSheets }
        let run = try Self.start(request)
        Self.writeNotes(of: resolver, to: environment)

        var tally = RunTally()
        tally.baseline = baseline
        tally.records = options.writeBaselineFile != nil
        tally.repositoryPaths = baselinePaths
        let output = try ReportOutput(reporters, fileCount: run.fileCount, command: self)
        // A folder or catalog that cannot be read is an `io` finding of its own, slotted in among
        // the streamed findings at its place in report order.
        tally.folderFindings = run.runFindings[...]
        run.run { tally.add($0, to: output) }
        tally.flushFolderFindings(to: output)
        try output.finish()
        try writeBaseline(tally.recorded)

        for refusal in tally.refusedFixes.sorted(by: { Finding.reportOrder($0.finding, $1.finding) }) {
            let finding = refusal.finding
            environment.writeError("\(finding.path):\(finding.start.line):\(finding.start.column): "
                + "fix not applied: \(refusal.reason) (\(finding.ruleID))\n")
        }
        if !options.quiet {
            environment.writeError(summaryLine(tally))
        }
        var status = exitStatus(tally.counts)
        if run.fileCount == 0 && !options.allowsEmpty && !options.readsStandardInput && !options.lintsStagedFiles {
            // Most often a mistyped path or an `included` that matches nothing: say so, as
            // SwiftLint does, rather than pass having checked nothing.
            let place = options.paths.isEmpty ? "the current folder" : options.paths.map { "'\($0)'" }.joined(separator: ", ")
            environment.writeError("buttonlint: no Swift file to lint in \(place) (pass --allow-empty to accept that)\n")
            status = .findingsFail
        }
        try updateBuildStamp(succeeded: status == .success, fileCount: tally.fileCount, findingCount: tally.counts.total)
        return status
    }

    /// The run made ready (walk, first pass, project pass, configurations), its errors as usage errors.
    static func start(_ request: LintRequest) throws(UsageError) -> LintRun {
        do {
            return try LintRun(request)
        } catch {
            switch error {
            case .configuration(let error): throw UsageError(error)
            case .walk(let failure): throw UsageError(failure.description)
            case .stagedFiles(let complaint):
                throw UsageError("'--staged' lints what is staged in a git repository, and git says: \(complaint)")
            }
        }
    }

    /// The configuration files' notes (a key spelled the other way), once the run has read them
    /// all and before any report: standard output carries only the report.
    static func writeNotes(of resolver: ConfigurationResolver, to environment: CommandEnvironment) {
        for note in resolver.notes {
            environment.writeError(note.description + "\n")
        }
    }

    /// `--enable` / `--disable` in order, each rule checked.
    func ruleToggles() throws(UsageError) -> [(RuleDescription, Bool)] {
        var toggles: [(RuleDescription, Bool)] = []
        for toggle in options.ruleToggles {
            guard let rule = RuleRegistry.description(of: toggle.ruleID) else {
                throw RuleCommands.unknownRule(toggle.ruleID)
            }
            toggles.append((rule, toggle.isEnabled))
        }
        return toggles
    }

    /// `--config FILE`, or the search for `.buttonlint.yml` from each file's folder upward.
    func configurationResolver() throws(UsageError) -> ConfigurationResolver {
        // Configuration paths are shown as findings' are: absolute when every path to lint was
        // given absolute (as the build tool plugin gives them), else relative to this folder.
        let absolute = !options.paths.isEmpty && options.paths.allSatisfy { $0.hasPrefix("/") }
        let environment = environment
        let displayPath: (String) -> String = { absolute ? $0 : environment.displayPath($0) }
        do {
            return try ConfigurationResolver(explicitFile: options.configFile.map(environment.absolutePath),
                                             displayPath: displayPath)
        } catch {
            throw UsageError(error)
        }
    }

    private func readBaseline() throws(UsageError) -> Baseline? {
        guard let file = options.baselineFile else { return nil }
        do throws(ConfigurationError) {
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.readBytes(at: environment.absolutePath(file))
            } catch {
                throw ConfigurationError(path: file, line: 1, column: 1, message: "cannot read the baseline: \(error.reason)")
            }
            return try Baseline.decode(bytes, path: file)
        } catch {
            throw UsageError(error)
        }
    }

    /// Baseline paths are relative to the repository root (the current folder outside a repository).
    private var baselinePaths: RepositoryPaths {
        RepositoryPaths(currentDirectory: environment.currentDirectory,
                        repositoryRoot: environment.repositoryRoot() ?? environment.currentDirectory)
    }

    private func writeBaseline(_ findings: [Finding]) throws(UsageError) {
        guard let file = options.writeBaselineFile else { return }
        let paths = baselinePaths
        let baseline = Baseline(findings: findings, relativePath: paths.relative)
        do {
            try FileSystem.replaceAtomically(path: environment.absolutePath(file), with: Array(baseline.encoded().utf8))
        } catch {
            throw UsageError("cannot write the baseline '\(file)': \(error.reason)")
        }
    }

    private func reporters() throws(UsageError) -> [(reporter: any Reporter, file: String?)] {
        try ReportOutput.reporters(for: options.reporters)
    }

    private func summaryLine(_ tally: RunTally) -> String {
        var line = "Done linting: found \(tally.counts.sentence(fileCount: tally.fileCount))."
        if options.fix {
            line += " Fixed \(FindingCounts.count(tally.fixedCount, "finding")) in "
                + "\(FindingCounts.count(tally.fixedFileCount, "file"))."
        }
        if environment.usesColor(onTerminal: environment.errorIsTerminal, requested: options.color) {
            line = "\u{1B}[1m\(line)\u{1B}[0m"
        }
        return line + "\n"
    }

    private func exitStatus(_ counts: FindingCounts) -> ExitStatus {
        if counts.errors > 0 { return .findingsFail }
        if options.strict && counts.total > 0 { return .findingsFail }
        return .success
    }
}

/// What the run needs once the findings are reported: counts and refused fixes.
/// It holds no reported finding, so memory does not grow with the tree.
private struct RunTally {
    var counts = FindingCounts([])
    var fileCount = 0
    var fixedCount = 0
    var fixedFileCount = 0
    var refusedFixes: [FixApplier.Refusal] = []
    /// `io` findings for unreadable folders not yet reported, in report order.
    var folderFindings: ArraySlice<Finding> = []
    /// `--baseline`: findings recorded there are dropped before they are reported.
    var baseline: Baseline?
    var repositoryPaths = RepositoryPaths(currentDirectory: nil, repositoryRoot: nil)
    /// `--write-baseline`: every finding is kept for the file.
    var records = false
    var recorded: [Finding] = []

    mutating func add(_ result: FileResult, to output: ReportOutput) {
        var result = result
        if records { recorded += result.findings }
        if let baseline {
            let paths = repositoryPaths
            result.findings = baseline.filter(result.findings, relativePath: paths.relative)
        }
        fileCount += 1
        fixedCount += result.fixed.count
        if !result.fixed.isEmpty { fixedFileCount += 1 }
        refusedFixes += result.refusedFixes
        if result.hasSheets { output.write(sheetsOf: result) }
        guard !result.findings.isEmpty else { return }
        if let first = result.findings.first, let folder = folderFindings.first,
           Finding.reportOrder(folder, first) {
            var merged = result.findings
            while let folder = folderFindings.first, Finding.reportOrder(folder, merged.last!) {
                folderFindings.removeFirst()
                merged.append(folder)
            }
            report(merged.sorted(by: Finding.reportOrder), to: output)
        } else {
            report(result.findings, to: output)
        }
    }

    mutating func flushFolderFindings(to output: ReportOutput) {
        report(Array(folderFindings), to: output)
        folderFindings = []
    }

    private mutating func report(_ findings: [Finding], to output: ReportOutput) {
        for finding in findings { counts.add(finding.severity) }
        output.write(findings)
    }
}
