import ButtonLintKit
/// Parses command-line arguments (without the program name) into an `Invocation`.
///
/// `lint` is the default subcommand when the first argument is not one. Options take their
/// value as the next argument or after `=` (`--jobs 4`, `--jobs=4`); `--` ends the options.
public enum InvocationParser {
    public static let subcommands = ["lint", "rules", "explain", "dump-literals", "titles", "install-hook", "merge", "lsp", "help"]

    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .lint(LintOptions()) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "lint": return try parseLint(rest)
        case "rules":
            return try parseRules(rest)
        case "explain":
            if let help = try helpOrVersion(in: rest, allowingPaths: true) { return help }
            let operands = try operandsOnly(rest)
            guard operands.count == 1 else {
                throw UsageError(operands.isEmpty ? "'explain' needs a rule id"
                                                  : "'explain' takes one rule id, not \(operands.count)")
            }
            return .explain(ruleID: operands[0])
        case "dump-literals":
            if let help = try helpOrVersion(in: rest, allowingPaths: true) { return help }
            return .dumpLiterals(paths: try operandsOnly(rest))
        case "titles":
            return try parseTitles(rest)
        case "install-hook":
            return try parseInstallHook(rest)
        case "merge":
            return try parseMerge(rest)
        case "lsp":
            // The executable hands `lsp` alone to the language server; anything after it is a mistake.
            throw UsageError("'lsp' takes no argument: run 'buttonlint lsp' alone")
        case "help":
            return .help
        default:
            return try parseLint(arguments)
        }
    }

    private static func parseLint(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = LintOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            guard let option = cursor.option(argument) else {
                options.paths.append(argument)
                continue
            }
            switch option.name {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--reporter":
                options.reporters.append(try reporterRequest(try cursor.value(for: option)))
            case "--fix": try cursor.flag(option); options.fix = true
            case "--strict": try cursor.flag(option); options.strict = true
            case "--quiet": try cursor.flag(option); options.quiet = true
            case "--no-color": try cursor.flag(option); options.color = false
            case "--stdin": try cursor.flag(option); options.readsStandardInput = true
            case "--stdin-path": options.standardInputPath = try cursor.value(for: option)
            case "--config": options.configFile = try cursor.value(for: option)
            case "--baseline": options.baselineFile = try cursor.value(for: option)
            case "--write-baseline": options.writeBaselineFile = try cursor.value(for: option)
            case "--staged": try cursor.flag(option); options.lintsStagedFiles = true
            case "--build-stamp": options.buildStamp = try cursor.value(for: option)
            case "--jobs": options.jobs = try jobs(try cursor.value(for: option))
            case "--allow-empty": try cursor.flag(option); options.allowsEmpty = true
            case "--enable", "--disable":
                options.ruleToggles.append(RuleToggle(ruleID: try cursor.value(for: option),
                                                      isEnabled: option.name == "--enable"))
            case "--shard":
                let value = try cursor.value(for: option)
                guard let shard = Shard(value) else {
                    throw UsageError("'--shard' needs K/N with 1 <= K <= N (e.g. 2/4), not '\(value)'")
                }
                options.shard = shard
            default:
                throw unknownOption(option, among: lintOptions)
            }
        }
        if options.standardInputPath != nil && !options.readsStandardInput {
            throw UsageError("'--stdin-path' needs '--stdin'")
        }
        if options.readsStandardInput {
            if !options.paths.isEmpty { throw UsageError("'--stdin' lints standard input; give no PATH with it") }
            if options.fix { throw UsageError("'--fix' cannot rewrite standard input; lint a file instead") }
            if options.shard != nil { throw UsageError("'--shard' splits a file list; not with '--stdin'") }
        }
        if options.lintsStagedFiles {
            if options.readsStandardInput { throw UsageError("'--staged' and '--stdin' name different inputs; give one") }
            if options.fix {
                throw UsageError("'--fix' cannot rewrite the staged content; fix the files, then stage them")
            }
            if options.shard != nil { throw UsageError("'--shard' splits the walked files; not with '--staged'") }
        }
        return .lint(options)
    }

    /// `titles [--format json|csv] [--config FILE] [--jobs N] [--enable RULE] [--disable RULE] [PATH...]`
    private static func parseTitles(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = TitlesOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            guard let option = cursor.option(argument) else {
                options.paths.append(argument)
                continue
            }
            switch option.name {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--format":
                let value = try cursor.value(for: option)
                guard let format = TitleInventoryFormat(rawValue: value) else {
                    let hint = NearestWord.hint(for: value, among: ["json", "csv"])
                throw UsageError("unknown format '\(value)' for 'titles'" + (hint.isEmpty ? " (known: json, csv)" : hint))
                }
                options.format = format
            case "--config": options.configFile = try cursor.value(for: option)
            case "--jobs": options.jobs = try jobs(try cursor.value(for: option))
            case "--enable", "--disable":
                options.ruleToggles.append(RuleToggle(ruleID: try cursor.value(for: option),
                                                      isEnabled: option.name == "--enable"))
            default: throw unknownOption(option, among: titlesOptions, of: "titles")
            }
        }
        return .titles(options)
    }

    private static let helpOptions = ["--help", "--version"]
    private static let lintOptions = ["--reporter", "--fix", "--strict", "--quiet", "--no-color", "--stdin", "--stdin-path",
                                      "--config", "--baseline", "--write-baseline", "--staged", "--build-stamp", "--jobs",
                                      "--enable", "--disable", "--shard", "--allow-empty"] + helpOptions
    private static let titlesOptions = ["--format", "--config", "--jobs", "--enable", "--disable"] + helpOptions
    private static let mergeOptions = ["--reporter", "--strict", "--quiet", "--no-color"] + helpOptions

    /// An unknown option, with the nearest one the subcommand has.
    private static func unknownOption(_ option: ArgumentCursor.Option, among known: [String],
                                      of subcommand: String? = nil) -> UsageError {
        UsageError("unknown option '\(option.name)'" + (subcommand.map { " for '\($0)'" } ?? "")
            + NearestWord.hint(for: option.name, among: known))
    }

    /// The subcommand a mistyped first argument most likely meant (`lnt` for `lint`), when it
    /// reads as a word rather than a path: the command checks that no such file exists.
    public static func likelySubcommand(_ argument: String) -> String? {
        guard !argument.hasPrefix("-"), !argument.contains("/"), !argument.contains("."),
              !subcommands.contains(argument) else { return nil }
        return NearestWord.suggestion(for: argument, among: subcommands)
    }

    /// `rules [--config FILE]`
    private static func parseRules(_ arguments: [String]) throws(UsageError) -> Invocation {
        var configFile: String?
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            guard let option = cursor.option(argument) else { throw UsageError("unexpected argument '\(argument)'") }
            switch option.name {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--config": configFile = try cursor.value(for: option)
            default: throw unknownOption(option, among: ["--config"] + helpOptions, of: "rules")
            }
        }
        return .rules(configFile: configFile)
    }

    private static func jobs(_ value: String) throws(UsageError) -> Int {
        guard let jobs = Int(value), jobs >= 1 else {
            throw UsageError("'--jobs' needs a whole number of at least 1, not '\(value)'")
        }
        return jobs
    }

    private static func parseInstallHook(_ arguments: [String]) throws(UsageError) -> Invocation {
        var uninstall = false
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            guard let option = cursor.option(argument) else {
                throw UsageError("'install-hook' takes no PATH, not '\(argument)'")
            }
            switch option.name {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--uninstall": try cursor.flag(option); uninstall = true
            default: throw unknownOption(option, among: ["--uninstall"] + helpOptions, of: "install-hook")
            }
        }
        return .installHook(uninstall: uninstall)
    }

    /// `merge [--reporter NAME[:FILE]]... [--strict] [--quiet] [--no-color] FILE...`
    private static func parseMerge(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = MergeOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            guard let option = cursor.option(argument) else {
                options.reports.append(argument)
                continue
            }
            switch option.name {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--reporter": options.reporters.append(try reporterRequest(try cursor.value(for: option)))
            case "--strict": try cursor.flag(option); options.strict = true
            case "--quiet": try cursor.flag(option); options.quiet = true
            case "--no-color": try cursor.flag(option); options.color = false
            default: throw unknownOption(option, among: mergeOptions, of: "merge")
            }
        }
        if options.reports.isEmpty { throw UsageError("'merge' needs the json or sarif reports of the shards") }
        return .merge(options)
    }

    /// `NAME` or `NAME:FILE`, with a known reporter name.
    private static func reporterRequest(_ value: String) throws(UsageError) -> ReporterRequest {
        let name: String
        var file: String?
        if let colon = value.firstIndex(of: ":") {
            name = String(value[..<colon])
            file = String(value[value.index(after: colon)...])
            if file!.isEmpty { throw UsageError("'--reporter \(value)' names no file after ':'") }
        } else {
            name = value
        }
        guard ReporterRegistry.reporter(named: name) != nil else {
            let hint = NearestWord.hint(for: name, among: ReporterRegistry.names)
            throw UsageError("unknown reporter '\(name)'"
                + (hint.isEmpty ? " (known: \(ReporterRegistry.names.joined(separator: ", ")))" : hint))
        }
        return ReporterRequest(name: name, file: file)
    }

    /// `.help` or `.version` when asked for; an error for any other option.
    private static func helpOrVersion(in arguments: [String], allowingPaths: Bool) throws(UsageError) -> Invocation? {
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            guard let option = cursor.option(argument) else {
                if !allowingPaths { throw UsageError("unexpected argument '\(argument)'") }
                continue
            }
            switch option.name {
            case "--help", "-h": return .help
            case "--version": return .version
            default: throw unknownOption(option, among: helpOptions)
            }
        }
        return nil
    }

    private static func operandsOnly(_ arguments: [String]) throws(UsageError) -> [String] {
        var cursor = ArgumentCursor(arguments)
        var operands: [String] = []
        while let argument = cursor.next() {
            if let option = cursor.option(argument) { throw unknownOption(option, among: helpOptions) }
            operands.append(argument)
        }
        return operands
    }
}

/// Walks the arguments, splitting `--name=value` and honouring `--`.
struct ArgumentCursor {
    struct Option {
        var name: String
        var inlineValue: String?
    }

    private let arguments: [String]
    private var index = 0
    private var optionsEnded = false

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next argument, skipping the `--` that ends the options.
    mutating func next() -> String? {
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" && !optionsEnded {
                optionsEnded = true
                continue
            }
            return argument
        }
        return nil
    }

    /// The option `argument` spells, or nil for an operand (`-` alone is an operand).
    func option(_ argument: String) -> Option? {
        guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else { return nil }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return Option(name: String(argument[..<equals]),
                          inlineValue: String(argument[argument.index(after: equals)...]))
        }
        return Option(name: argument, inlineValue: nil)
    }

    /// The option's value: after `=`, or the next argument when that is not an option.
    mutating func value(for option: Option) throws(UsageError) -> String {
        if let inline = option.inlineValue {
            guard !inline.isEmpty else { throw UsageError("'\(option.name)' needs a value") }
            return inline
        }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw UsageError("'\(option.name)' needs a value")
        }
        index += 1
        return arguments[index - 1]
    }

    /// Checks that a flag was not given a value.
    func flag(_ option: Option) throws(UsageError) {
        if option.inlineValue != nil { throw UsageError("'\(option.name)' takes no value") }
    }
}
