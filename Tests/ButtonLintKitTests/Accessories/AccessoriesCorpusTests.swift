import Foundation
import Testing
@testable import ButtonLintKit

/// `Corpus/Accessories/` on its own: its annotations and nothing else, with the default
/// configuration, so the accessory rules are checked even while other folders' rules are in progress.
@Suite struct AccessoriesCorpusTests {
    @Test func accessoriesFolderMatchesItsAnnotations() throws {
        let folder = CorpusTests.corpus.appendingPathComponent("Accessories")
        let files = CorpusTests.corpusFiles().filter { $0.path.hasPrefix(folder.path + "/") }
        #expect(files.count >= 3)
        var mismatches: [String] = []
        for file in files {
            let source = SourceFile(path: file.lastPathComponent, bytes: Array(try Data(contentsOf: file)))
            var remaining = CorpusAnnotations.expectedFindings(in: source)
            for finding in Linter().lint(source) {
                let key = CorpusAnnotations.Key(line: finding.start.line, rule: finding.ruleID)
                if let count = remaining[key], count > 0 {
                    remaining[key] = count - 1
                } else {
                    mismatches.append("\(source.path):\(finding.start): unexpected \(finding.ruleID)")
                }
            }
            for (key, count) in remaining where count > 0 {
                mismatches.append("\(source.path):\(key.line): missing \(key.rule) ×\(count)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.sorted().joined(separator: "\n"))")
    }
}
