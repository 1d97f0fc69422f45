import ButtonLintKit
import Foundation

/// The command line as a library: arguments in, output and an exit status out. The executable
/// only calls `ButtonLintCommand().run(arguments:)` and exits with the result.
public struct ButtonLintCommand: Sendable {
    public static let version = ToolInfo.version
    /// What `--version` prints: the version and the commit it was built from.
    static let versionLine = "\(version) (commit \(BuildCommit.value))\n"

    public var environment: CommandEnvironment
    /// The linter, lexer and catalog writer of every run; tests put others in.
    public var pipeline: LintPipeline

    public init(environment: CommandEnvironment = .process, pipeline: LintPipeline = .standard) {
        self.environment = environment
        self.pipeline = pipeline
    }

    /// Parses and runs; usage errors print the message and the usage to standard error.
    public func run(arguments: [String]) -> Int32 {
        do throws(UsageError) {
            if let first = arguments.first, let meant = InvocationParser.likelySubcommand(first),
               !FileManager.default.fileExists(atPath: environment.absolutePath(first)) {
                throw UsageError("unknown command '\(first)'; did you mean '\(meant)'?")
            }
            return try run(InvocationParser.parse(arguments)).rawValue
        } catch {
            return fail(error).rawValue
        }
    }

    public func run(_ invocation: Invocation) throws(UsageError) -> ExitStatus {
        switch invocation {
        case .lint(let options):
            return try LintCommand(options: options, command: self).run()
        case .rules(let configFile):
            let configuration: Configuration
            do {
                let resolver = try ConfigurationResolver(explicitFile: configFile.map(environment.absolutePath),
                                                         displayPath: environment.displayPath)
                configuration = try resolver.configuration(forFolder: PathNormalizer.normalize(environment.currentDirectory))
                    .configuration
                LintCommand.writeNotes(of: resolver, to: environment)
            } catch {
                throw UsageError(error)
            }
            environment.writeOutput(RuleCommands.rulesTable(RuleRegistry.descriptions, configuration: configuration))
            return .success
        case .explain(let ruleID):
            guard let rule = RuleRegistry.explainable.first(where: { $0.id == ruleID }) else {
                throw RuleCommands.unknownRule(ruleID, among: RuleRegistry.explainable)
            }
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
            environment.writeOutput(Self.versionLine)
            return .success
        }
    }

    private func fail(_ error: UsageError) -> ExitStatus {
        guard error.showsUsage else {
            environment.writeError(error.message + "\n")
            return .usageError
        }
        environment.writeError("buttonlint: error: \(error.message) (see 'buttonlint --help')\n")
        return .usageError
    }

    /// `dump-literals`: the library's literal dump, written to standard output.
    private func dumpLiterals(_ paths: [String]) throws(UsageError) -> ExitStatus {
        do {
            let allRead = try ButtonLint.dumpLiterals(paths: paths, currentDirectory: environment.currentDirectory,
                                                      pipeline: pipeline, write: environment.writeOutputBytes,
                                                      writeError: environment.writeError)
            return allRead ? .success : .findingsFail
        } catch {
            throw UsageError(error.description)
        }
    }
}
