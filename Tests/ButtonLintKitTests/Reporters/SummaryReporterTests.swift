import Testing
@testable import ButtonLintKit

@Suite struct SummaryReporterTests {
    /// Reads the tables back: rows of whitespace-separated cells (paths here have no spaces).
    func rows(_ block: Substring) -> [[String]] {
        block.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    }

    @Test func countsPerRuleAndPerFile() {
        var findings = sampleFindings
        findings[0].path = "Sources/App/Settings.swift"
        findings.append(findings[0])
        let output = SummaryReporter().report(findings, context: ReportContext(fileCount: 5))
        let blocks = output.components(separatedBy: "\n\n").map { Substring($0) }
        #expect(blocks.count == 3)
        #expect(rows(blocks[0]) == [
            ["rule", "errors", "warnings", "notes", "total"],
            ["button-border", "0", "0", "1", "1"],
            ["cancel-single", "1", "0", "0", "1"],
            ["title-case", "0", "2", "0", "2"],
        ])
        #expect(rows(blocks[1]) == [
            ["file", "findings"],
            ["Sources/App/Settings.swift", "2"],
            ["Sources/App/Sheet.swift", "2"],
        ])
        #expect(blocks[2] == "4 findings (1 error, 2 warnings, 1 note) in 5 files\n")
    }

    @Test func noFindingsIsOneLine() {
        #expect(SummaryReporter().report([], context: ReportContext(fileCount: 1)) == "0 findings in 1 file\n")
    }
}
