/// Lints one file: lexing, parsing, title extraction and every enabled rule.
/// Pure: it reads nothing from disk, so the engine can call it from any thread.
public struct Linter: Sendable {
    public let configuration: Configuration
    private let rules: [(rule: any Rule, description: RuleDescription)]

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.rules = RuleRegistry.rules
            .filter { configuration.isEnabled($0.description) }
            .map { ($0.init(configuration: configuration), $0.description) }
    }

    public func lint(_ source: SourceFile) -> [Finding] {
        guard TriggerPrefilter.mayContainTitles(source.bytes) else {
            return EncodingCheck.findings(in: source)
        }
        let lexed = Lexer.lex(source)
        let tree = CallParser.parse(lexed)
        let frameworks = Framework.imported(by: tree.imports)
        let file = AnalyzedFile(tree: tree, frameworks: frameworks,
                                sites: SiteExtractor.sites(in: tree, frameworks: frameworks))
        var findings = EncodingCheck.findings(in: lexed)
        var reported = Set<ReportKey>()
        for (rule, description) in rules {
            for violation in rule.violations(in: file) {
                // A constant used as a title in several places is one finding at its literal.
                guard reported.insert(ReportKey(rule: description.id, offset: violation.range.lowerBound)).inserted
                else { continue }
                findings.append(Finding(path: source.path,
                                        start: source.location(of: violation.range.lowerBound),
                                        end: source.location(of: violation.range.upperBound),
                                        ruleID: description.id,
                                        severity: configuration.severity(of: description),
                                        message: violation.message, title: violation.title, fix: violation.fix))
            }
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    private struct ReportKey: Hashable {
        var rule: String
        var offset: Int
    }
}
