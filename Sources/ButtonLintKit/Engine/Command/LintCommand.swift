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

        let result: LintResult
        if options.readsStandardInput {
            let bytes: [UInt8]
            do {
                bytes = try environment.readInput()
            } catch {
                throw UsageError("cannot read standard input: \(error)")
            }
            result = LintRunner(jobs: 1, lint: lint)
                .run(bytes: bytes, displayPath: options.standardInputPath ?? "<stdin>")
        } else {
            let walk: FileWalker.Walk
            do {
                walk = try FileWalker().walk(options.paths.isEmpty ? ["."] : options.paths,
                                             from: environment.currentDirectory)
            } catch {
                throw UsageError(error.description)
            }
            let fixApplier = options.fix ? FixApplier(lex: command.lex) : nil
            var run = LintRunner(jobs: options.jobs, fixApplier: fixApplier, lint: lint).run(walk.files)
            // A folder that cannot be listed may hide files: it is an `io` finding of its own.
            run.findings = (run.findings + walk.unreadableFolders.map {
                LintRunner.ioFinding(displayPath: $0.displayPath, reason: "cannot read folder: \($0.reason)")
            }).sorted(by: Finding.reportOrder)
            result = run
        }

        try report(result, with: reporters)
        for refusal in result.refusedFixes {
            let finding = refusal.finding
            environment.writeError("\(finding.path):\(finding.start.line):\(finding.start.column): "
                + "fix not applied: \(refusal.reason) (\(finding.ruleID))\n")
        }
        if !options.quiet {
            if let hint = CasingHint.sentence(for: result.casing) { environment.writeError(hint + "\n") }
            environment.writeError(summaryLine(result))
        }
        return exitStatus(result.findings)
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
        let requests = options.reporters.isEmpty ? [ReporterRequest(name: ReporterRegistry.defaultName)] : options.reporters
        var reporters: [(reporter: any Reporter, file: String?)] = []
        for request in requests {
            guard let reporter = ReporterRegistry.reporter(named: request.name) else {
                throw UsageError("unknown reporter '\(request.name)'")
            }
            reporters.append((reporter, request.file))
        }
        return reporters
    }

    private func report(_ result: LintResult, with reporters: [(reporter: any Reporter, file: String?)]) throws(UsageError) {
        let repositoryPaths = RepositoryPaths(currentDirectory: environment.currentDirectory,
                                              repositoryRoot: environment.repositoryRoot())
        for (reporter, file) in reporters {
            let context = ReportContext(
                fileCount: result.fileCount,
                useColor: file == nil && environment.usesColor(onTerminal: environment.outputIsTerminal,
                                                               requested: options.color),
                repositoryPaths: repositoryPaths)
            let text = reporter.report(result.findings, context: context)
            guard let file else {
                environment.writeOutput(text)
                continue
            }
            do {
                let path = file.hasPrefix("/") ? file : PathNormalizer.join(environment.currentDirectory, file)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw UsageError("cannot write the \(reporter.name) report to '\(file)': \(error.localizedDescription)")
            }
        }
    }

    private func summaryLine(_ result: LintResult) -> String {
        var line = "Done linting: found \(FindingCounts(result.findings).sentence(fileCount: result.fileCount))."
        if options.fix {
            line += " Fixed \(FindingCounts.count(result.fixed.count, "finding")) in "
                + "\(FindingCounts.count(result.fixedFileCount, "file"))."
        }
        if environment.usesColor(onTerminal: environment.errorIsTerminal, requested: options.color) {
            line = "\u{1B}[1m\(line)\u{1B}[0m"
        }
        return line + "\n"
    }

    private func exitStatus(_ findings: [Finding]) -> ExitStatus {
        if findings.contains(where: { $0.severity == .error }) { return .findingsFail }
        if options.strict && !findings.isEmpty { return .findingsFail }
        return .success
    }
}
