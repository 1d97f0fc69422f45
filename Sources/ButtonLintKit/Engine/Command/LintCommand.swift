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
            let walk: FileWalker.Walk
            do {
                walk = try FileWalker().walk(options.paths.isEmpty ? ["."] : options.paths,
                                             from: environment.currentDirectory)
            } catch {
                throw UsageError(error.description)
            }
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

/// Where each reporter's text goes as it comes: standard output, or a temporary file beside
/// the `--reporter NAME:FILE` target, renamed over it when the report is complete. Only the first
/// report for standard output streams there; any later one is spooled to a temporary file and
/// copied out after it, so reports on standard output still follow one another whole.
private final class ReportOutput {
    private struct Spool {
        /// The report file to rename the spool to; nil to copy it to standard output.
        var target: String?
        var temporary: String
        var handle: FileHandle
        var requested: String
    }

    private struct Destination {
        var reporter: any Reporter
        var stream: any ReportStream
        /// nil for the report that streams to standard output.
        var spool: Spool?
        var buffer = ""
    }

    /// Text is written out in pieces of about this many bytes.
    private static let flushThreshold = 1 << 16
    private var destinations: [Destination] = []
    private let writeOutput: @Sendable (String) -> Void

    init(_ reporters: [(reporter: any Reporter, file: String?)], fileCount: Int,
         command: LintCommand) throws(UsageError) {
        let environment = command.command.environment
        writeOutput = environment.writeOutput
        let repositoryPaths = RepositoryPaths(currentDirectory: environment.currentDirectory,
                                              repositoryRoot: environment.repositoryRoot())
        var standardOutputTaken = false
        for (index, (reporter, file)) in reporters.enumerated() {
            let context = ReportContext(
                fileCount: fileCount,
                useColor: file == nil && environment.usesColor(onTerminal: environment.outputIsTerminal,
                                                               requested: command.options.color),
                repositoryPaths: repositoryPaths)
            var destination = Destination(reporter: reporter, stream: reporter.makeStream(context: context))
            if file != nil || standardOutputTaken {
                let target = file.map { $0.hasPrefix("/") ? $0 : PathNormalizer.join(environment.currentDirectory, $0) }
                let suffix = ".buttonlint-\(ProcessInfo.processInfo.processIdentifier)-\(index).tmp"
                let temporary = (target ?? NSTemporaryDirectory() + "/stdout") + suffix
                guard FileManager.default.createFile(atPath: temporary, contents: nil),
                      let handle = FileHandle(forWritingAtPath: temporary) else {
                    removeTemporaryFiles()
                    throw UsageError("cannot write the \(reporter.name) report to '\(file ?? "standard output")': "
                        + "cannot create '\(temporary)'")
                }
                destination.spool = Spool(target: target, temporary: temporary, handle: handle,
                                          requested: file ?? "standard output")
            } else {
                standardOutputTaken = true
            }
            destinations.append(destination)
        }
    }

    func write(_ findings: [Finding]) {
        for index in destinations.indices {
            destinations[index].buffer += destinations[index].stream.write(findings)
            if destinations[index].buffer.utf8.count >= Self.flushThreshold { flush(index) }
        }
    }

    func finish() throws(UsageError) {
        defer { removeTemporaryFiles() }
        for index in destinations.indices {
            destinations[index].buffer += destinations[index].stream.finish()
            flush(index)
        }
        for destination in destinations {
            guard let spool = destination.spool else { continue }
            do {
                try spool.handle.close()
                if let target = spool.target {
                    // rename(2) replaces the target in one step: readers see the old report or the new.
                    guard rename(spool.temporary, target) == 0 else {
                        throw CocoaError(.fileWriteUnknown,
                                         userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
                    }
                } else {
                    try copyToStandardOutput(spool.temporary)
                }
            } catch {
                throw UsageError("cannot write the \(destination.reporter.name) report to '\(spool.requested)': "
                    + error.localizedDescription)
            }
        }
    }

    private func flush(_ index: Int) {
        let text = destinations[index].buffer
        destinations[index].buffer = ""
        guard !text.isEmpty else { return }
        if let spool = destinations[index].spool {
            spool.handle.write(Data(text.utf8))
        } else {
            writeOutput(text)
        }
    }

    /// Copies a spooled report out piece by piece, each piece cut after a whole UTF-8 character.
    private func copyToStandardOutput(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadUnknown) }
        defer { try? handle.close() }
        var carried: [UInt8] = []
        while let data = try handle.read(upToCount: Self.flushThreshold), !data.isEmpty {
            var bytes = carried + Array(data)
            var end = bytes.count
            // Step back over continuation bytes and the lead byte they belong to.
            while end > 0 && bytes[end - 1] & 0xC0 == 0x80 { end -= 1 }
            if end > 0 && bytes[end - 1] >= 0xC0 { end -= 1 } else { end = bytes.count }
            carried = Array(bytes[end...])
            bytes.removeSubrange(end...)
            writeOutput(String(decoding: bytes, as: UTF8.self))
        }
        if !carried.isEmpty { writeOutput(String(decoding: carried, as: UTF8.self)) }
    }

    private func removeTemporaryFiles() {
        for destination in destinations {
            if let spool = destination.spool { try? FileManager.default.removeItem(atPath: spool.temporary) }
        }
    }
}
