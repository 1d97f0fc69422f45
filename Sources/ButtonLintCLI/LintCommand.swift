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
        let makeLint = command.makeLint
        let input = try input()
        // Every Swift file is read once (a walk reads them as it finds them; the git index here);
        // only the files that need analysis are read again.
        let firstPass = options.readsStandardInput ? nil
            : input.firstPass ?? FirstPass(files: input.projectSources, screening: input.files,
                                           scansNames: !input.catalogs.isEmpty, provider: input.provider, jobs: jobCount)
        let localization = try localizationPass(input, resolver: resolver, firstPass: firstPass)
        let adjust = Self.adjustment(toggles: toggles, localization: localization)

        var tally = RunTally()
        tally.baseline = baseline
        tally.records = options.writeBaselineFile != nil
        tally.repositoryPaths = baselinePaths
        let files: [WalkedFile]
        let lint: LintRunner.LintFunction
        let screened: LintRunner.LintFunction?
        do {
            if options.readsStandardInput {
                // Standard input takes its folder's configuration, but `included` / `excluded`
                // never drop it: the editor that sent it wants an answer.
                files = input.files
                lint = try ConfiguredLinting.standardInput(displayPath: options.standardInputPath,
                                                           currentDirectory: environment.currentDirectory,
                                                           resolver: resolver, adjust: adjust, makeLint: { makeLint($0).lint })
                screened = nil
            } else {
                let configured = try ConfiguredLinting(files: input.files, currentDirectory: environment.currentDirectory,
                                                       resolver: resolver, adjust: adjust, listedNames: input.listedNames,
                                                       makeFileLint: makeLint)
                files = configured.files
                lint = configured.lint
                screened = configured.screened
            }
        } catch {
            throw UsageError(error)
        }
        let output = try ReportOutput(reporters, fileCount: files.count, command: self)
        // A folder that cannot be listed may hide files: it is an `io` finding of its own,
        // slotted in among the streamed findings at its place in report order.
        // Unreadable catalogs too, at their line (each in one shard only: every shard reads them all).
        var catalogFailures = localization.failures
        if let shard = options.shard {
            let paths = environment.repositoryPaths
            catalogFailures = shard.split(catalogFailures) { paths.relative($0.path) }
        }
        tally.folderFindings = (input.unreadableFolders.map {
            LintRunner.ioFinding(displayPath: $0.displayPath, reason: "cannot read folder: \($0.reason)")
        } + catalogFailures).sorted(by: Finding.reportOrder)[...]
        let fixApplier = options.fix ? FixApplier(lex: command.lex) : nil
        var runner = LintRunner(jobs: options.jobs, fixApplier: fixApplier, provider: input.provider, lint: lint)
        runner.screened = screened
        func run(_ onFile: (FileResult) -> Void) {
            if let firstPass { runner.run(files, after: firstPass, onFile: onFile) } else { runner.run(files, onFile: onFile) }
        }
        if let catalogFixApplier = options.fix && !localization.catalogs.isEmpty ? command.catalogFixApplier : nil {
            // Catalog fixes are written after the run, so their findings wait for it.
            var results: [FileResult] = []
            run { results.append($0) }
            catalogFixApplier.apply(to: &results, catalogs: localization.catalogs)
            for result in results { tally.add(result, to: output) }
        } else {
            run { tally.add($0, to: output) }
        }
        tally.flushFolderFindings(to: output)
        try output.finish()
        try writeBaseline(tally.recorded)

        for refusal in tally.refusedFixes.sorted(by: { Finding.reportOrder($0.finding, $1.finding) }) {
            let finding = refusal.finding
            environment.writeError("\(finding.path):\(finding.start.line):\(finding.start.column): "
                + "fix not applied: \(refusal.reason) (\(finding.ruleID))\n")
        }
        if !options.quiet {
            if let hint = CasingHint.sentence(for: tally.casing) { environment.writeError(hint + "\n") }
            environment.writeError(summaryLine(tally))
        }
        let status = exitStatus(tally.counts)
        try updateBuildStamp(succeeded: status == .success, fileCount: tally.fileCount, findingCount: tally.counts.total)
        return status
    }

    /// What the run sets on every configuration it resolves: the command line's rule toggles, in
    /// order, and the project's catalogs and accessors.
    static func adjustment(toggles: [(RuleDescription, Bool)],
                           localization: LocalizationPass) -> @Sendable (inout Configuration) -> Void {
        { configuration in
            for (rule, isEnabled) in toggles { configuration.toggle(rule, isEnabled: isEnabled) }
            configuration.localization = localization.localization
        }
    }

    /// The catalogs read before linting, in the development language the configuration of the
    /// run's folder names (`development-language`).
    func localizationPass(_ input: Input, resolver: ConfigurationResolver,
                          firstPass: FirstPass? = nil) throws(UsageError) -> LocalizationPass {
        let language: String?
        do {
            language = try resolver.configuration(forFolder: PathNormalizer.normalize(environment.currentDirectory))
                .configuration.developmentLanguage
        } catch {
            throw UsageError(error)
        }
        return LocalizationPass(sources: input.projectSources, catalogs: input.catalogs, provider: input.provider,
                                developmentLanguage: language, jobs: jobCount, firstPass: firstPass)
    }

    /// The workers a run uses: `--jobs`, else every active core.
    private var jobCount: Int { options.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

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
        do {
            return try ConfigurationResolver(explicitFile: options.configFile.map(environment.absolutePath),
                                             displayPath: environment.displayPath)
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

/// What the run needs once the findings are reported: counts, the casing tally, refused fixes.
/// It holds no reported finding, so memory does not grow with the tree.
private struct RunTally {
    var counts = FindingCounts([])
    var fileCount = 0
    var fixedCount = 0
    var fixedFileCount = 0
    var refusedFixes: [FixApplier.Refusal] = []
    var casing = CasingTally()
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
        casing.merge(result.casing)
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
