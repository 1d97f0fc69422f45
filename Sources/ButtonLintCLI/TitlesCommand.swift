import ButtonLintKit

/// `buttonlint titles`: the lint pipeline (walk, configurations, prefilter, parallel runner)
/// with every title site listed instead of reported, streamed file by file in report order.
/// Unreadable files and folders go to standard error as `io` lines and make the exit status 1.
struct TitlesCommand {
    var options: TitlesOptions
    var command: ButtonLintCommand

    func run() throws(UsageError) -> ExitStatus {
        let lint = LintCommand(options: options.lintOptions, command: command)
        let toggles = try lint.ruleToggles()
        let resolver = try lint.configurationResolver()
        let input = try lint.input()
        let localization = try lint.localizationPass(input, resolver: resolver, firstPass: input.firstPass)
        let adjust = LintCommand.adjustment(toggles: toggles, localization: localization)
        let configured: ConfiguredLinting
        do {
            configured = try ConfiguredLinting(files: input.files, currentDirectory: command.environment.currentDirectory,
                                               resolver: resolver, adjust: { configuration in
                adjust(&configuration)
                configuration.listsTitleSites = true
            }, listedNames: input.listedNames, makeFileLint: command.makeLint)
        } catch {
            throw UsageError(error)
        }
        let environment = command.environment
        var writer = TitleInventoryWriter(format: options.format)
        var status = ExitStatus.success
        func reportUnreadable(_ findings: [Finding]) {
            for finding in findings where finding.ruleID == RuleRegistry.ioRuleID {
                environment.writeError(XcodeReporter.line(for: finding))
                status = .findingsFail
            }
        }
        reportUnreadable(input.unreadableFolders.map {
            LintRunner.ioFinding(displayPath: $0.displayPath, reason: "cannot read folder: \($0.reason)")
        } + localization.failures)
        LintRunner(jobs: options.jobs, provider: input.provider, lint: configured.lint).run(configured.files) { result in
            reportUnreadable(result.findings)
            let text = writer.write(result.titles)
            if !text.isEmpty { environment.writeOutput(text) }
        }
        environment.writeOutput(writer.finish())
        return status
    }
}
