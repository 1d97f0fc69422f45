import Dispatch
import Foundation

/// The `git` command line, run as a child process in one folder. Reading the index goes through
/// git itself (never through `.git` files), so worktrees, `core.hooksPath`, `GIT_INDEX_FILE` in a
/// hook and every repository format git knows work as git decides.
public struct Git: Sendable {
    /// The folder git runs in: pathspecs and the paths git prints relative to it are relative here.
    var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// A git command that could not run or failed, with what git said.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Runs `git arguments`, feeding `input` to its standard input, and returns its standard
    /// output. Standard error is collected for the failure message.
    func run(_ arguments: [String], input: [UInt8] = []) throws(Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let inputPipe = Pipe(), outputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        if !input.isEmpty {
            // git may exit before reading everything (a broken repository): a write to its closed
            // pipe must fail, not kill this process.
            signal(SIGPIPE, SIG_IGN)
        }
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        // Input is written and standard error read on their own threads while standard output
        // is read here, so no pipe fills up and blocks the other side.
        let writer = inputPipe.fileHandleForWriting
        let errorReader = errorPipe.fileHandleForReading
        let errorText = CollectedBytes()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            if !input.isEmpty { try? writer.write(contentsOf: Data(input)) }
            try? writer.close()
        }
        DispatchQueue.global().async(group: group) {
            errorText.bytes = [UInt8](errorReader.readDataToEndOfFile())
        }
        let output = [UInt8](outputPipe.fileHandleForReading.readDataToEndOfFile())
        group.wait()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = String(decoding: errorText.bytes, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: message.isEmpty ? "git \(arguments.first ?? "") failed with status \(process.terminationStatus)"
                                                       : message)
        }
        return output
    }

    /// `run` for a command that prints one line: the line without its line break.
    public func line(_ arguments: [String]) throws(Failure) -> String {
        var text = String(decoding: try run(arguments), as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}

/// Bytes filled in by one thread and read by another after it is done (ordered by a DispatchGroup).
private final class CollectedBytes: @unchecked Sendable {
    var bytes: [UInt8] = []
}
