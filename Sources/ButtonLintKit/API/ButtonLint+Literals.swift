import Foundation

extension ButtonLint {
    /// `dump-literals`: every string literal of the Swift files under `paths` (`.` when empty),
    /// files lexed in parallel and written in path order as soon as each is done. Output is
    /// gathered into writes of about 1 MiB: one write per small file would cost more than
    /// lexing it. Returns whether every file could be read; an unreadable one is reported
    /// through `writeError` as an `io` line.
    public static func dumpLiterals(paths: [String], currentDirectory: String, pipeline: LintPipeline = .standard,
                                    write: ([UInt8]) -> Void,
                                    writeError: (String) -> Void) throws(LintError) -> Bool {
        let files: [WalkedFile]
        do {
            files = try FileWalker().files(in: paths.isEmpty ? ["."] : paths, from: currentDirectory)
        } catch {
            throw .walk(error)
        }
        let lex = pipeline.lex ?? { Lexer.lex($0, options: .literals) }
        var allRead = true
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let flushSize = 1 << 20
        var pending: [UInt8] = []
        pending.reserveCapacity(flushSize * 2)
        func flush() {
            guard !pending.isEmpty else { return }
            write(pending)
            pending.removeAll(keepingCapacity: true)
        }
        OrderedParallelMap.forEach(files, jobs: jobs, window: 8 * jobs, transform: { file -> DumpedFile in
            // Made once: a walked file's display path is put together from its folder's parts.
            let displayPath = file.displayPath
            do throws(FileSystem.Failure) {
                let source = SourceFile(path: displayPath, bytes: try SourceProvider.fileSystem.bytes(of: file))
                return .literals(LiteralDump.renderBlock(lex(source), displayPath: displayPath))
            } catch {
                return .unreadable(path: displayPath, reason: error.reason)
            }
        }, emit: { dumped in
            switch dumped {
            case .literals(let block) where block.count >= flushSize:
                // A huge file's lines go out on their own, not through the batch's buffer.
                flush()
                write(Array(block.bytes))
            case .literals(let block):
                pending.append(contentsOf: block.bytes)
                if pending.count >= flushSize { flush() }
            case .unreadable(let path, let reason):
                flush()
                writeError("\(path):1:1: error: cannot read file: \(reason) (io)\n")
                allRead = false
            }
        })
        flush()
        return allRead
    }
}

/// One file's part of `dump-literals`.
private enum DumpedFile: Sendable {
    case literals(ByteBlock)
    case unreadable(path: String, reason: String)
}

extension ButtonLint {
    /// The names whose presence makes a file worth parsing with the standard catalogue: a file
    /// holding none of them has no title site. Benchmarks hand them to `grep` so that both
    /// search for the same thing.
    public static var standardTriggerNames: [String] { APICatalogue.standard.triggerNames }
}
