import ButtonLintKit
import Foundation

/// The command line as a library: arguments in, output and an exit status out. The executable
/// only calls `ButtonLintCommand().run(arguments:)` and exits with the result.
public struct ButtonLintCommand: Sendable {
    public static let version = ToolInfo.version

    public var environment: CommandEnvironment
    /// Builds the per-file lint functions from the configuration; nil for the real `Linter`.
    public var makeLint: (@Sendable (Configuration) -> FileLint)?
    /// The lexer the fix check uses.
    public var lex: FixApplier.LexFunction
    /// The lexer `dump-literals` uses: literals only (no tokens), or the `lex` given.
    public var lexLiterals: FixApplier.LexFunction
    /// Writes `--fix`'s catalog edits after the run (`CatalogRewriter`); nil reports catalog
    /// findings without fixing them.
    public var catalogFixApplier: CatalogFixApplier? = .standard

    public init(environment: CommandEnvironment = .process, lex: FixApplier.LexFunction? = nil) {
        self.environment = environment
        self.lex = lex ?? { Lexer.lex($0) }
        self.lexLiterals = lex ?? { Lexer.lex($0, options: .literals) }
    }

    /// A command whose files are linted by `makeLint`'s function alone (tests).
    public init(environment: CommandEnvironment = .process,
                makeLint: @escaping @Sendable (Configuration) -> LintFunction,
                lex: FixApplier.LexFunction? = nil) {
        self.init(environment: environment, lex: lex)
        self.makeLint = { FileLint(lint: makeLint($0)) }
    }

    /// Parses and runs; usage errors print the message and the usage to standard error.
    public func run(arguments: [String]) -> Int32 {
        // Before the run starts its threads, for the files the first pass leaves open.
        OpenFileBudget.growDescriptorTable()
        do {
            return try run(InvocationParser.parse(arguments)).rawValue
        } catch {
            return fail(error).rawValue
        }
    }

    public func run(_ invocation: Invocation) throws(UsageError) -> ExitStatus {
        switch invocation {
        case .lint(let options):
            return try LintCommand(options: options, command: self).run()
        case .rules:
            let configuration: Configuration
            do {
                configuration = try ConfigurationResolver(displayPath: environment.displayPath)
                    .configuration(forFolder: PathNormalizer.normalize(environment.currentDirectory)).configuration
            } catch {
                throw UsageError(error)
            }
            environment.writeOutput(RuleCommands.rulesTable(RuleRegistry.descriptions, configuration: configuration))
            return .success
        case .explain(let ruleID):
            guard let rule = RuleRegistry.description(of: ruleID) else { throw RuleCommands.unknownRule(ruleID) }
            environment.writeOutput(RuleCommands.explanation(of: rule))
            return .success
        case .dumpLiterals(let paths):
            return try dumpLiterals(paths)
        case .titles(let options):
            return try TitlesCommand(options: options, command: self).run()
        case .installHook(let uninstall):
            let installer = HookInstaller(hooksFolder: try HookInstaller.hooksFolder(from: environment.currentDirectory),
                                          executable: HookInstaller.currentExecutable)
            environment.writeOutput(uninstall ? try installer.uninstall() : try installer.install())
            return .success
        case .merge(let options):
            return try MergeCommand(options: options, environment: environment).run()
        case .help:
            environment.writeOutput(UsageText.help)
            return .success
        case .version:
            environment.writeOutput(Self.version + "\n")
            return .success
        }
    }

    private func fail(_ error: UsageError) -> ExitStatus {
        guard error.showsUsage else {
            environment.writeError(error.message + "\n")
            return .usageError
        }
        environment.writeError("buttonlint: error: \(error.message)\n\n\(UsageText.usage)"
            + "Run 'buttonlint --help' for the options.\n")
        return .usageError
    }

    /// `dump-literals`: files lexed in parallel, printed in sorted order as soon as each is done.
    /// Output is gathered into writes of about 1 MiB: one system call per small file would
    /// cost more than lexing it.
    private func dumpLiterals(_ paths: [String]) throws(UsageError) -> ExitStatus {
        let files: [WalkedFile]
        do {
            files = try FileWalker().files(in: paths.isEmpty ? ["."] : paths, from: environment.currentDirectory)
        } catch {
            throw UsageError(error.description)
        }
        let lex = self.lexLiterals
        var status = ExitStatus.success
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let flushSize = 1 << 20
        var pending: [UInt8] = []
        pending.reserveCapacity(flushSize * 2)
        func flush() {
            guard !pending.isEmpty else { return }
            environment.writeOutputBytes(pending)
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
                environment.writeOutputBytes(Array(block.bytes))
            case .literals(let block):
                pending.append(contentsOf: block.bytes)
                if pending.count >= flushSize { flush() }
            case .unreadable(let path, let reason):
                flush()
                environment.writeError("\(path):1:1: error: cannot read file: \(reason) (io)\n")
                status = .findingsFail
            }
        })
        flush()
        return status
    }
}

/// One file's part of `dump-literals`.
private enum DumpedFile: Sendable {
    case literals(ByteBlock)
    case unreadable(path: String, reason: String)
}
