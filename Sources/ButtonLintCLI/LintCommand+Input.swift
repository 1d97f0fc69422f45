import ButtonLintKit
import Foundation

/// What a `lint` run asks of the library, and the build stamp it leaves.
extension LintCommand {
    /// The request of these options: standard input, what is staged, or the paths to walk.
    func request(resolver: ConfigurationResolver, toggles: [(RuleDescription, Bool)]) throws(UsageError) -> LintRequest {
        let sources: LintRequest.Sources
        if options.readsStandardInput {
            let bytes: [UInt8]
            do {
                bytes = try command.environment.readInput()
            } catch {
                throw UsageError("cannot read standard input: \(error)")
            }
            sources = .standardInput(bytes: bytes, displayPath: options.standardInputPath)
        } else if options.lintsStagedFiles {
            sources = .stagedFiles(pathspecs: options.paths)
        } else {
            sources = .paths(options.paths)
        }
        var request = LintRequest(sources: sources, currentDirectory: command.environment.currentDirectory, resolver: resolver)
        request.ruleToggles = toggles.map { (rule: $0.0, isEnabled: $0.1) }
        request.jobs = options.jobs
        if let shard = options.shard {
            request.shard = shard
            request.repositoryPaths = command.environment.repositoryPaths
        }
        request.fixes = options.fix
        request.pipeline = command.pipeline
        return request
    }

    /// `--build-stamp FILE`: written (atomically) when the run fails nothing, so a build system
    /// skips the next run until an input changes; removed when it fails, so the next build
    /// runs it again.
    func updateBuildStamp(succeeded: Bool, fileCount: Int, findingCount: Int) throws(UsageError) {
        guard let stamp = options.buildStamp else { return }
        let path = command.environment.absolutePath(stamp)
        guard succeeded else {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        // A comment, so the stamp is harmless whatever a build system does with its output.
        let text = "// buttonlint \(ButtonLintCommand.version): \(FindingCounts.count(findingCount, "finding")) "
            + "in \(FindingCounts.count(fileCount, "file")), none failing.\n"
        do {
            try FileSystem.replaceAtomically(path: path, with: Array(text.utf8))
        } catch {
            throw UsageError("cannot write the build stamp '\(stamp)': \(error.reason)")
        }
    }
}
