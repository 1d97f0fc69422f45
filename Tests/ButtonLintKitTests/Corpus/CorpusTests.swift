import Foundation
import Testing
@testable import ButtonLintKit

/// The acceptance test: linting `Corpus/` must produce exactly the findings its files annotate
/// with `// expect: rule-id` (same line) and `// expect-next: rule-id` (next line).
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    static func corpusFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyAnnotatedFindingAndNothingElse() throws {
        let files = Self.corpusFiles()
        #expect(!files.isEmpty, "no Corpus files found at \(Self.corpus.path)")
        var mismatches: [String] = []
        // The whole Corpus is one run, as the command line makes it: each folder's
        // `.buttonlint.yml` applies (Corpus/Configured/ has one), and its catalogs and generated
        // accessors are read first.
        let request = LintRequest(sources: .paths(["."]), currentDirectory: Self.corpus.path, resolver: try ConfigurationResolver())
        var findingsByPath: [String: [Finding]] = [:]
        var runFindings: [Finding] = []
        try ButtonLint.lint(request) { result in
            if let file = result.file {
                findingsByPath[file.displayPath, default: []] += result.findings
            } else {
                runFindings += result.findings
            }
        }
        #expect(runFindings.isEmpty, "\(runFindings)")
        let catalogs = (FileManager.default.enumerator(atPath: Self.corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings") }
        #expect(catalogs.count >= 5)
        for file in files {
            let relative = String(file.path.dropFirst(Self.corpus.path.count + 1))
            let source = SourceFile(path: relative, bytes: Array(try Data(contentsOf: file)))
            let expected = CorpusAnnotations.expectedFindings(in: source)
            let actual = findingsByPath[relative] ?? []
            var remaining = expected
            for finding in actual {
                let key = CorpusAnnotations.Key(line: finding.start.line, rule: finding.ruleID)
                if let count = remaining[key], count > 0 {
                    remaining[key] = count - 1
                } else {
                    mismatches.append("\(relative):\(finding.start): unexpected \(finding.ruleID): \(finding.message)")
                }
            }
            for (key, count) in remaining where count > 0 {
                mismatches.append("\(relative):\(key.line): missing \(key.rule) ×\(count)")
            }
        }
        let report = mismatches.sorted().joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(report)")
    }

    @Test func corpusAnnotatesEnoughTitles() throws {
        var titleAnnotations = 0
        for file in Self.corpusFiles() {
            let source = SourceFile(path: file.path, bytes: Array(try Data(contentsOf: file)))
            for (key, count) in CorpusAnnotations.expectedFindings(in: source) where key.rule.hasPrefix("title-") {
                titleAnnotations += count
            }
        }
        #expect(titleAnnotations >= 150)
    }

    @Test func annotationsNameKnownRules() throws {
        let known = Set(RuleRegistry.descriptions.map(\.id) + [RuleRegistry.ioRuleID])
        for file in Self.corpusFiles() {
            let source = SourceFile(path: file.path, bytes: Array(try Data(contentsOf: file)))
            for key in CorpusAnnotations.expectedFindings(in: source).keys {
                #expect(known.contains(key.rule), "\(file.lastPathComponent):\(key.line) names unknown rule \(key.rule)")
            }
        }
    }
}

/// Reads `expect` annotations from a file's comments (never from strings, which the lexer tells apart).
enum CorpusAnnotations {
    struct Key: Hashable {
        var line: Int
        var rule: String
    }

    static func expectedFindings(in source: SourceFile) -> [Key: Int] {
        var expected: [Key: Int] = [:]
        for comment in Lexer.lex(source).comments where comment.kind == .line {
            let text = source.text(comment.range).dropFirst(2).drop { $0 == " " }
            let line = source.location(of: comment.range.lowerBound).line
            let rules: Substring
            let target: Int
            if text.hasPrefix("expect-next:") {
                rules = text.dropFirst("expect-next:".count)
                target = line + 1
            } else if text.hasPrefix("expect:") {
                rules = text.dropFirst("expect:".count)
                target = line
            } else {
                continue
            }
            for rule in rules.split(whereSeparator: { $0 == "," || $0 == " " }) {
                expected[Key(line: target, rule: String(rule)), default: 0] += 1
            }
        }
        return expected
    }
}
