import ButtonLintKit
import Foundation

/// The world a command runs in: its streams, folder and environment variables. The process
/// passes the real one; tests pass one that records output and feeds standard input.
public struct CommandEnvironment: Sendable {
    public var writeOutput: @Sendable (String) -> Void
    /// Output already encoded as UTF-8, written as it is (`dump-literals` writes megabytes).
    public var writeOutputBytes: @Sendable ([UInt8]) -> Void
    public var writeError: @Sendable (String) -> Void
    public var readInput: @Sendable () throws -> [UInt8]
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool
    public var variables: [String: String]
    /// Absolute path of the folder the command runs in.
    public var currentDirectory: String

    public init(writeOutput: @escaping @Sendable (String) -> Void,
                writeOutputBytes: (@Sendable ([UInt8]) -> Void)? = nil,
                writeError: @escaping @Sendable (String) -> Void,
                readInput: @escaping @Sendable () throws -> [UInt8] = { [] },
                outputIsTerminal: Bool = false, errorIsTerminal: Bool = false,
                variables: [String: String] = [:],
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.writeOutput = writeOutput
        self.writeOutputBytes = writeOutputBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
        self.writeError = writeError
        self.readInput = readInput
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.variables = variables
        self.currentDirectory = currentDirectory
    }

    /// Standard output, standard error and standard input of this process.
    public static var process: CommandEnvironment {
        CommandEnvironment(
            writeOutput: { try? FileSystem.writeAll(Array($0.utf8), to: 1) },
            writeOutputBytes: { try? FileSystem.writeAll($0, to: 1) },
            writeError: { try? FileSystem.writeAll(Array($0.utf8), to: 2) },
            readInput: { try FileSystem.readAll(from: 0) },
            outputIsTerminal: FileSystem.isTerminal(1),
            errorIsTerminal: FileSystem.isTerminal(2),
            variables: ProcessInfo.processInfo.environment)
    }

    /// Color only on a terminal, and never with `NO_COLOR` set (https://no-color.org).
    func usesColor(onTerminal isTerminal: Bool, requested: Bool) -> Bool {
        requested && isTerminal && (variables["NO_COLOR"] ?? "").isEmpty && variables["TERM"] != "dumb"
    }

    /// The nearest folder at or above the current one that holds `.git`; `GITHUB_WORKSPACE` first.
    func repositoryRoot() -> String? {
        if let workspace = variables["GITHUB_WORKSPACE"], !workspace.isEmpty { return workspace }
        var folder = PathNormalizer.normalize(currentDirectory)
        while true {
            if FileSystem.status(of: folder == "/" ? "/.git" : folder + "/.git", followingLinks: true).kind != .missing {
                return folder
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// An absolute path as messages show it: relative to the current folder when inside it.
    func displayPath(_ absolute: String) -> String {
        let folder = PathNormalizer.normalize(currentDirectory)
        return Glob.relativePath(absolute, inFolder: folder) ?? absolute
    }

    /// A path as typed, made absolute and normalized.
    func absolutePath(_ path: String) -> String {
        PathNormalizer.absolute(path, in: currentDirectory)
    }

    /// The repository-relative paths reports use, seen from the current folder.
    var repositoryPaths: RepositoryPaths {
        RepositoryPaths(currentDirectory: currentDirectory, repositoryRoot: repositoryRoot())
    }
}
