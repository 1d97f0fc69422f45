import ButtonLintKit
import Foundation

/// Which files a `lint` run reads and where their bytes come from: the folders walked on disk,
/// standard input, or the git index. Every one goes through the same runner.
extension LintCommand {
    struct Input {
        var files: [WalkedFile]
        var provider: SourceProvider
        /// Folders the walk could not list (each an `io` finding).
        var unreadableFolders: [FileWalker.UnreadableFolder] = []
        /// Localization catalogs the walk found, read before linting.
        var catalogs: [WalkedFile] = []
        /// Every Swift file of the walk, before `--shard` picks its part: where generated
        /// accessors are looked for.
        var projectSources: [WalkedFile] = []
        /// The walk's one read of every Swift file, done while it walked.
        var firstPass: FirstPass?
        /// What the walk's listings said of the configuration file and `.git` (nil without a walk).
        var listedNames: FileWalker.ListedNames?
    }

    func input() throws(UsageError) -> Input {
        if options.readsStandardInput {
            let bytes: [UInt8]
            do {
                bytes = try command.environment.readInput()
            } catch {
                throw UsageError("cannot read standard input: \(error)")
            }
            let path = options.standardInputPath ?? "<stdin>"
            let input = SourceProvider.inMemory([(WalkedFile(path: path, displayPath: path), bytes)])
            return Input(files: input.files, provider: input.provider)
        }
        if options.lintsStagedFiles {
            do {
                let staged = try GitIndex(git: Git(directory: command.environment.currentDirectory))
                    .stagedSources(pathspecs: options.paths)
                return Input(files: staged.files, provider: staged.provider, projectSources: staged.files)
            } catch {
                throw UsageError("'--staged' lints what is staged in a git repository, and git says: \(error)")
            }
        }
        var walk: FileWalker.Walk
        // The files are read as the walk finds them, on every core.
        let stream = FirstPassStream(provider: .fileSystem, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        var walker = FileWalker(fileExtensions: LocalizationPass.walkedExtensions)
        walker.recordedNames = ConfigurationResolver.probedNames
        do {
            walk = try walker.walk(options.paths.isEmpty ? ["."] : options.paths, from: command.environment.currentDirectory,
                                   found: stream.add)
        } catch {
            _ = stream.finish(sources: [])
            throw UsageError(error.description)
        }
        // Catalogs are the whole project's in every shard; only the Swift files are split.
        let (sources, catalogs) = LocalizationPass.split(walk.files)
        let firstPass = stream.finish(sources: sources)
        walk.files = sources
        if let shard = options.shard { walk = command.environment.shardPart(of: walk, shard) }
        return Input(files: walk.files, provider: .fileSystem, unreadableFolders: walk.unreadableFolders,
                     catalogs: catalogs, projectSources: sources, firstPass: firstPass, listedNames: walk.listedNames)
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
