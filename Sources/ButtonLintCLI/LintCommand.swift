import ButtonLintKit
import Foundation

/// `buttonlint lint`: configuration from the options, the walk, the run, the reports, the
/// summary line and the exit status.
struct LintCommand {
    var options: LintOptions
    var command: ButtonLintCommand

    private var environment: CommandEnvironment { command.environment }

    func run() throws(UsageError) -> ExitStatus {
        let configuration = try configuration()
        let reporters = try reporters()
        let lint = command.makeLint(configuration)

        var tally = RunTally()
        if options.readsStandardInput {
            let bytes: [UInt8]
            do {
                bytes = try environment.readInput()
            } catch {
                throw UsageError("cannot read standard input: \(error)")
            }
            let output = try ReportOutput(reporters, fileCount: 1, command: self)
            LintRunner(jobs: 1, lint: lint).run(bytes: bytes, displayPath: options.standardInputPath ?? "<stdin>") {
                tally.add($0, to: output)
            }
            try output.finish()
        } else {
            var walk: FileWalker.Walk
            do {
                walk = try FileWalker().walk(options.paths.isEmpty ? ["."] : options.paths,
                                             from: environment.currentDirectory)
            } catch {
                throw UsageError(error.description)
            }
            if let shard = options.shard { walk = environment.shardPart(of: walk, shard) }
            let output = try ReportOutput(reporters, fileCount: walk.files.count, command: self)
            // A folder that cannot be listed may hide files: it is an `io` finding of its own,
            // slotted in among the streamed findings at its place in report order.
            tally.folderFindings = walk.unreadableFolders.map {
                LintRunner.ioFinding(displayPath: $0.displayPath, reason: "cannot read folder: \($0.reason)")
            }.sorted(by: Finding.reportOrder)[...]
            let fixApplier = options.fix ? FixApplier(lex: command.lex) : nil
            LintRunner(jobs: options.jobs, fixApplier: fixApplier, lint: lint).run(walk.files) {
                tally.add($0, to: output)
            }
            tally.flushFolderFindings(to: output)
            try output.finish()
        }

        for refusal in tally.refusedFixes.sorted(by: { Finding.reportOrder($0.finding, $1.finding) }) {
            let finding = refusal.finding
            environment.writeError("\(finding.path):\(finding.start.line):\(finding.start.column): "
                + "fix not applied: \(refusal.reason) (\(finding.ruleID))\n")
        }
        if !options.quiet {
            if let hint = CasingHint.sentence(for: tally.casing) { environment.writeError(hint + "\n") }
            environment.writeError(summaryLine(tally))
        }
        return exitStatus(tally.counts)
    }

    /// The default configuration with `--enable` / `--disable` applied in order.
    private func configuration() throws(UsageError) -> Configuration {
        var configuration = Configuration()
        for toggle in options.ruleToggles {
            guard let rule = RuleRegistry.description(of: toggle.ruleID) else {
                throw RuleCommands.unknownRule(toggle.ruleID)
            }
            if toggle.isEnabled {
                configuration.disabledRules.remove(rule.id)
                if rule.isOptIn { configuration.enabledOptInRules.insert(rule.id) }
            } else {
                configuration.disabledRules.insert(rule.id)
                configuration.enabledOptInRules.remove(rule.id)
            }
        }
        return configuration
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

    mutating func add(_ result: FileResult, to output: ReportOutput) {
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
