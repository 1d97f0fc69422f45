import ButtonLintKit

/// `buttonlint titles`: a lint run that lists every title site instead of reporting findings,
/// streamed file by file in report order. Unreadable files, folders and catalogs go to standard
/// error as `io` lines and make the exit status 1.
struct TitlesCommand {
    var options: TitlesOptions
    var command: ButtonLintCommand

    func run() throws(UsageError) -> ExitStatus {
        let lint = LintCommand(options: options.lintOptions, command: command)
        let toggles = try lint.ruleToggles()
        let resolver = try lint.configurationResolver()
        var request = try lint.request(resolver: resolver, toggles: toggles)
        request.listsTitleSites = true
        let run = try LintCommand.start(request)
        let environment = command.environment
        LintCommand.writeNotes(of: resolver, to: environment)
        var writer = TitleInventoryWriter(format: options.format)
        var status = ExitStatus.success
        func reportUnreadable(_ findings: [Finding]) {
            for finding in findings where finding.ruleID == RuleRegistry.ioRuleID {
                environment.writeError(XcodeReporter.line(for: finding))
                status = .findingsFail
            }
        }
        reportUnreadable(run.runFindings)
        run.run { result in
            reportUnreadable(result.findings)
            let text = writer.write(result.titles)
            if !text.isEmpty { environment.writeOutput(text) }
        }
        environment.writeOutput(writer.finish())
        return status
    }
}
