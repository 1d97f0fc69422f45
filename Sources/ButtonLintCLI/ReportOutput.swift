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
