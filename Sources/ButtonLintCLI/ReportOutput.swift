import ButtonLintKit
import Foundation

/// Where each reporter's text goes as it comes: standard output, or a temporary file beside
/// the `--reporter NAME:FILE` target, renamed over it when the report is complete. Only the first
/// report for standard output streams there; any later one is spooled to a temporary file and
/// copied out after it, so reports on standard output still follow one another whole.
final class ReportOutput {
    private struct Spool {
        /// The report file to rename the spool to; nil to copy it to standard output.
        var target: String?
        /// Add to the end of `target` instead of replacing it (`GITHUB_STEP_SUMMARY`).
        var appends = false
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

    convenience init(_ reporters: [(reporter: any Reporter, file: String?)], fileCount: Int,
                     command: LintCommand) throws(UsageError) {
        let environment = command.command.environment
        try self.init(reporters, fileCount: fileCount, environment: environment, color: command.options.color,
                      repositoryPaths: environment.repositoryPaths)
    }

    init(_ reporters: [(reporter: any Reporter, file: String?)], fileCount: Int, environment: CommandEnvironment,
         color: Bool, repositoryPaths: RepositoryPaths) throws(UsageError) {
        writeOutput = environment.writeOutput
        var standardOutputTaken = false
        for (index, (reporter, file)) in reporters.enumerated() {
            let context = ReportContext(
                fileCount: fileCount,
                useColor: file == nil && environment.usesColor(onTerminal: environment.outputIsTerminal,
                                                               requested: color),
                repositoryPaths: repositoryPaths)
            var destination = Destination(reporter: reporter, stream: reporter.makeStream(context: context))
            if file != nil || standardOutputTaken {
                let target = file.map(environment.absolutePath)
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
        // GitHub shows only the first annotations of a step: the job summary gets them all.
        if reporters.contains(where: { $0.reporter.name == GitHubReporter().name }),
           let summary = environment.variables[Self.stepSummaryVariable], !summary.isEmpty {
            let temporary = NSTemporaryDirectory() + "/buttonlint-step-summary-\(ProcessInfo.processInfo.processIdentifier).tmp"
            guard FileManager.default.createFile(atPath: temporary, contents: nil),
                  let handle = FileHandle(forWritingAtPath: temporary) else {
                removeTemporaryFiles()
                throw UsageError("cannot write the job summary to '\(summary)': cannot create '\(temporary)'")
            }
            let reporter = MarkdownReporter(rowLimit: MarkdownReporter.jobSummaryRowLimit)
            var destination = Destination(
                reporter: reporter,
                stream: reporter.makeStream(context: ReportContext(fileCount: fileCount, repositoryPaths: repositoryPaths)))
            destination.spool = Spool(target: summary, appends: true, temporary: temporary, handle: handle,
                                      requested: summary)
            destination.buffer = "\n### ButtonLint\n\n"
            destinations.append(destination)
        }
    }

    /// The reporters `--reporter` requests name (the default one when none), each with its file.
    static func reporters(for requests: [ReporterRequest]) throws(UsageError) -> [(reporter: any Reporter, file: String?)] {
        var reporters: [(reporter: any Reporter, file: String?)] = []
        for request in requests.isEmpty ? [ReporterRequest(name: ReporterRegistry.defaultName)] : requests {
            guard let reporter = ReporterRegistry.reporter(named: request.name) else {
                throw UsageError("unknown reporter '\(request.name)'")
            }
            reporters.append((reporter, request.file))
        }
        return reporters
    }

    /// The file GitHub Actions shows as the job summary.
    static let stepSummaryVariable = "GITHUB_STEP_SUMMARY"

    /// Hands a file's sheets to the reports that draw them, before its findings.
    func write(sheetsOf result: FileResult) {
        for index in destinations.indices {
            var buffer = destinations[index].buffer
            destinations[index].buffer = ""
            destinations[index].stream.write(sheetsOf: result, into: &buffer)
            destinations[index].buffer = buffer
        }
    }

    func write(_ findings: [Finding]) {
        for index in destinations.indices {
            // The buffer is taken out while the stream appends to it, so it stays the only reference.
            var buffer = destinations[index].buffer
            destinations[index].buffer = ""
            destinations[index].stream.write(findings, into: &buffer)
            destinations[index].buffer = buffer
            if buffer.utf8.count >= Self.flushThreshold { flush(index) }
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
                if let target = spool.target, spool.appends {
                    try append(spool.temporary, to: target)
                } else if let target = spool.target {
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

    /// Adds a spooled report to the end of `target`, creating it when missing.
    private func append(_ path: String, to target: String) throws {
        if !FileManager.default.fileExists(atPath: target) {
            guard FileManager.default.createFile(atPath: target, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        }
        guard let output = FileHandle(forWritingAtPath: target) else { throw CocoaError(.fileWriteNoPermission) }
        defer { try? output.close() }
        try output.seekToEnd()
        guard let input = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadUnknown) }
        defer { try? input.close() }
        while let data = try input.read(upToCount: Self.flushThreshold), !data.isEmpty {
            try output.write(contentsOf: data)
        }
    }

    private func removeTemporaryFiles() {
        for destination in destinations {
            if let spool = destination.spool { try? FileManager.default.removeItem(atPath: spool.temporary) }
        }
    }
}
