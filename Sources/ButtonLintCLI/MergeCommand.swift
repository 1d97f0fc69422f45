import ButtonLintKit
import Foundation

/// `buttonlint merge FILE...`: the `json` or `sarif` reports of `--shard` runs joined into one
/// report, in report order, in any reporter. The shards split the files, so sorting the union
/// by `Finding.reportOrder` gives the order an unsharded run reports in.
struct MergeCommand {
    var options: MergeOptions
    var environment: CommandEnvironment

    func run() throws(UsageError) -> ExitStatus {
        var format: ReportReader.Format?
        var findings: [Finding] = []
        var fileCount = 0
        for file in options.reports {
            let path = environment.absolutePath(file)
            let report: ReportReader.Report
            do {
                report = try ReportReader.read(try FileSystem.readBytes(at: path))
            } catch let failure as ReportReader.Failure {
                throw UsageError("cannot merge '\(file)': \(failure.description)")
            } catch {
                throw UsageError("cannot read '\(file)': \(error)")
            }
            if let format, format != report.format {
                throw UsageError("cannot merge '\(file)': it is a \(report.format.rawValue) report, the others are \(format.rawValue)")
            }
            format = report.format
            findings += report.findings
            fileCount += report.fileCount ?? 0
        }
        // A stable sort keeps equal findings in the order their shard gave them.
        findings = findings.enumerated().sorted { lhs, rhs in
            Finding.reportOrder(lhs.element, rhs.element)
                || (!Finding.reportOrder(rhs.element, lhs.element) && lhs.offset < rhs.offset)
        }.map(\.element)
        // A json report does not say how many files its run linted: count the files it names.
        if format == .json { fileCount = Set(findings.map(\.path)).count }

        let output = try ReportOutput(try ReportOutput.reporters(for: options.reporters), fileCount: fileCount, environment: environment,
                                      color: options.color, repositoryPaths: repositoryPaths(for: format))
        output.write(findings)
        try output.finish()

        let counts = FindingCounts(findings)
        if !options.quiet {
            environment.writeError("Done merging: found \(counts.sentence(fileCount: fileCount)).\n")
        }
        if counts.errors > 0 || (options.strict && counts.total > 0) { return .findingsFail }
        return .success
    }

    /// SARIF paths are already relative to the repository root; json paths are relative to the
    /// folder the shards ran in, which is this one in a CI job.
    private func repositoryPaths(for format: ReportReader.Format?) -> RepositoryPaths {
        guard format == .sarif else { return environment.repositoryPaths }
        let root = environment.repositoryRoot() ?? environment.currentDirectory
        return RepositoryPaths(currentDirectory: root, repositoryRoot: root)
    }
}
