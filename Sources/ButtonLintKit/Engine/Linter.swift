/// Lints one file: lexing, parsing, title extraction and every enabled rule.
/// Pure: it reads nothing from disk, so the engine can call it from any thread.
public struct Linter: Sendable {
    public let configuration: Configuration
    /// The standard catalogue with the configuration's builders.
    public let catalogue: APICatalogue
    private let prefilter: TriggerPrefilter
    private let rules: [(rule: any Rule, description: RuleDescription)]
    private let casers = Dictionary(uniqueKeysWithValues: CasingProfile.allCases.map { ($0, TitleCaser(profile: $0)) })

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.catalogue = APICatalogue.standard.adding(configuration.builders)
        self.prefilter = configuration.builders.isEmpty ? .standard : TriggerPrefilter(names: catalogue.triggerNames)
        self.rules = RuleRegistry.rules
            .filter { configuration.isEnabled($0.description) }
            .map { ($0.init(configuration: configuration), $0.description) }
    }

    public func lint(_ source: SourceFile) -> [Finding] {
        analyze(source).findings
    }

    /// The findings of one file and how its titles are capitalized.
    public func analyze(_ source: SourceFile) -> FileReport {
        guard prefilter.mayContainTitles(source.bytes) else {
            return FileReport(findings: EncodingCheck.findings(in: source))
        }
        let lexed = Lexer.lex(source)
        let tree = CallParser.parse(lexed)
        let frameworks = Framework.imported(by: tree.imports)
        let file = AnalyzedFile(tree: tree, frameworks: frameworks, catalogue: catalogue)
        var findings = EncodingCheck.findings(in: lexed)
        var reported = Set<ReportKey>()
        for (rule, description) in rules {
            for violation in rule.violations(in: file) {
                // A constant used as a title in several places is one finding at its literal.
                guard reported.insert(ReportKey(rule: description.id, offset: violation.range.lowerBound)).inserted
                else { continue }
                let start = source.location(of: violation.range.lowerBound)
                findings.append(Finding(path: source.path,
                                        start: start,
                                        end: source.location(of: violation.range.upperBound),
                                        ruleID: description.id,
                                        severity: configuration.severity(of: description),
                                        message: violation.message, title: violation.title, fix: violation.fix,
                                        suggestion: violation.suggestion, sourceLine: source.lineText(start.line)))
            }
        }
        return FileReport(findings: findings.sorted(by: Finding.reportOrder), casing: casingTally(of: file))
    }

    /// Titles of files whose profile is chosen for them (Adwaita's GNOME style) say nothing
    /// about the project's own choice, so they are not counted.
    private func casingTally(of file: AnalyzedFile) -> CasingTally {
        var tally = CasingTally(configured: .apple)
        guard !file.frameworks.contains(.adwaita) else { return tally }
        for (_, title) in file.checkableTitles {
            let text = title.text.text
            tally.record(wordCount: TitleMetrics.wordCount(text)) { profile in
                casers[profile]?.correction(for: text) == nil
            }
        }
        return tally
    }

    private struct ReportKey: Hashable {
        var rule: String
        var offset: Int
    }
}

/// What linting one file gives: its findings, and its titles' casing for the run's tally.
public struct FileReport: Sendable {
    public var findings: [Finding]
    public var casing: CasingTally

    public init(findings: [Finding], casing: CasingTally = CasingTally()) {
        self.findings = findings
        self.casing = casing
    }
}
