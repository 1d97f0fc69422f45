/// Turns findings into one output format. A reporter is a pure function of the findings and
/// the context: it never reads files or tokens, and the engine decides where its text goes
/// (standard output or a `--reporter NAME:FILE` file). Reports stream: the engine feeds a
/// `ReportStream` the findings file by file, in report order, and writes out each piece of text
/// as it comes, so no reporter holds every finding of a large tree. Adding a format is one file
/// with a type conforming to this protocol, plus one line in `ReporterRegistry`.
public protocol Reporter: Sendable {
    /// The name users pass to `--reporter`.
    var name: String { get }
    /// A fresh report for one run.
    func makeStream(context: ReportContext) -> any ReportStream
}

/// One report being written: findings go in, in report order, text comes out.
public protocol ReportStream {
    /// The text for the next findings (often one file's); may be empty.
    mutating func write(_ findings: [Finding]) -> String
    /// The text that ends the report, after the last finding.
    mutating func finish() -> String
    /// `write(_:)`'s text added to the end of `text` (a stream may write it there in place).
    mutating func write(_ findings: [Finding], into text: inout String)
}

extension ReportStream {
    mutating func write(_ findings: [Finding], into text: inout String) {
        text += write(findings)
    }
}

extension Reporter {
    /// The whole report at once, ending in a line break when it is not empty: the same text the
    /// stream gives, for code and tests that hold every finding anyway.
    func report(_ findings: [Finding], context: ReportContext) -> String {
        var stream = makeStream(context: context)
        return stream.write(findings) + stream.finish()
    }
}

/// What a reporter may need besides the findings.
public struct ReportContext: Sendable {
    /// How many files were linted.
    var fileCount: Int
    /// True when the report goes to a terminal and color was not turned off.
    var useColor: Bool
    /// Every rule, for formats that describe them (SARIF).
    var rules: [RuleDescription]
    /// Turns a finding's path into a path relative to the repository root (GitHub, SARIF).
    var repositoryPaths: RepositoryPaths

    public init(fileCount: Int, useColor: Bool = false, rules: [RuleDescription] = RuleRegistry.descriptions,
                repositoryPaths: RepositoryPaths = RepositoryPaths(currentDirectory: nil, repositoryRoot: nil)) {
        self.fileCount = fileCount
        self.useColor = useColor
        self.rules = rules
        self.repositoryPaths = repositoryPaths
    }
}

/// Every reporter by name: the table `--reporter` looks names up in.
public enum ReporterRegistry {
    static let all: [any Reporter] = [
        XcodeReporter(),
        JSONReporter(),
        GitHubReporter(),
        SummaryReporter(),
        SARIFReporter(),
        CheckstyleReporter(),
        JUnitReporter(),
        GitLabReporter(),
        SonarQubeReporter(),
        MarkdownReporter(),
        HTMLReporter(),
    ]

    public static let defaultName = "xcode"

    public static var names: [String] { all.map(\.name) }

    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { $0.name == name }
    }
}
