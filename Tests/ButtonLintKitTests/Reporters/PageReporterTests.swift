import Foundation
import Testing
@testable import ButtonLintKit

/// The reports people look at: the HTML page and the markdown table.
@Suite struct PageReporterTests {
    let context = ReportContext(fileCount: 150, repositoryPaths: RepositoryPaths(currentDirectory: "/repo", repositoryRoot: "/repo"))

    /// 10,000 findings over 500 files, every rule and severity.
    static let tenThousandFindings: [Finding] = (0..<10_000).map { index in
        let rules = RuleRegistry.descriptions
        let rule = rules[index % rules.count]
        return Finding(path: "Sources/Feature\(index % 500 / 50)/Screen\(index % 500).swift",
                       start: SourceLocation(line: index / 500 + 1, column: 9), end: SourceLocation(line: index / 500 + 1, column: 20),
                       ruleID: rule.id, severity: Severity.allCases[index % 3], message: "Finding \(index) <of> 10,000 & more",
                       title: "title \(index)", suggestion: index.isMultiple(of: 2) ? "Title \(index)" : nil,
                       sourceLine: "        Button(\"title \(index)\") { }")
    }.sorted(by: Finding.reportOrder)

    @Test func thePageShowsEveryFindingWithItsSourceAndSuggestion() throws {
        let document = try #require(parseXML(HTMLReporter().report(sampleFindings, context: context)))
        let rows = document.all("tr").filter { $0.attributes["class"] == "finding" }
        #expect(rows.count == sampleFindings.count)
        for (row, finding) in zip(rows, sampleFindings) {
            #expect(row.attributes["data-rule"] == finding.ruleID)
            #expect(row.attributes["data-severity"] == finding.severity.rawValue)
            let cells = row.all("td")
            #expect(cells[2].text == "\(finding.start.line):\(finding.start.column)")
            #expect(cells[3].text == finding.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}"))
            #expect(cells[5].allText == (finding.suggestion ?? ""))
        }
    }

    @Test func countsAndFiltersNameEveryRuleAndSeverity() throws {
        let document = try #require(parseXML(HTMLReporter().report(manyFilesFindings, context: context)))
        let ruleCounts = try #require(document.all("table").first { $0.attributes["id"] == "rule-counts" })
        var expected: [String: Int] = [:]
        for finding in manyFilesFindings { expected[finding.ruleID, default: 0] += 1 }
        let rows = ruleCounts.all("tr").dropFirst().map { $0.all("td").map(\.allText) }
        #expect(Dictionary(uniqueKeysWithValues: rows.map { ($0[0], Int($0[4])!) }) == expected)
        let ruleOptions = try #require(document.all("select").first { $0.attributes["id"] == "rule-filter" })
            .all("option").compactMap { $0.attributes["value"] }.filter { !$0.isEmpty }
        #expect(ruleOptions == expected.keys.sorted())
        let severityOptions = try #require(document.all("select").first { $0.attributes["id"] == "severity-filter" })
            .all("option").compactMap { $0.attributes["value"] }.filter { !$0.isEmpty }
        #expect(severityOptions == ["error", "warning", "note"])
        #expect(document.all("p").first { $0.attributes["id"] == "total" }?.text
                == FindingCounts(manyFilesFindings).sentence(fileCount: 150) + ".")
    }

    @Test func thePageIsSelfContained() {
        let page = HTMLReporter().report(manyFilesFindings, context: context)
        for external in ["src=", "url(", "@import", "@font-face", "<link"] {
            #expect(!page.contains(external), "\(external)")
        }
        // Links only lead within the page: to the rules' explanations.
        #expect(page.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("#rule-") })
        #expect(page.contains("href=\"#rule-"))
        #expect(page.contains("<style>") && page.contains("<script>"))
    }

    @Test func tenThousandFindingsMakeAPageThatParsesAndStaysSmall() throws {
        let page = HTMLReporter().report(Self.tenThousandFindings, context: context)
        let document = try #require(parseXML(page))
        #expect(document.all("tr").filter { $0.attributes["class"] == "finding" }.count == 10_000)
        #expect(document.all("tbody").count == 500 + 2)  // a group per file, plus the two count tables
        // Each finding costs a table row (with its file, the link to its rule's explanation and
        // the marked title), not a copy of the page's scaffolding.
        #expect(page.utf8.count < 10_000 * 420, "\(page.utf8.count) bytes")
    }

    @Test func noFindingsIsAPageThatSaysSo() throws {
        let document = try #require(parseXML(HTMLReporter().report([], context: context)))
        #expect(document.all("p").first?.text == "0 findings in 150 files.")
        #expect(document.all("tr").isEmpty)
    }

    @Test func markdownTableHasARowPerFinding() {
        let output = MarkdownReporter().report(manyFilesFindings, context: context)
        let rows = markdownTableRows(output)
        #expect(rows.count == manyFilesFindings.count)
        for (row, finding) in zip(rows, manyFilesFindings) {
            #expect(row == [finding.severity.rawValue, finding.path, String(finding.start.line), String(finding.start.column),
                            finding.ruleID, finding.message.replacingOccurrences(of: "\n", with: " ")])
        }
        #expect(output.hasSuffix("\n**ButtonLint**: \(FindingCounts(manyFilesFindings).sentence(fileCount: 150)).\n"))
    }

    @Test func markdownCanStopAfterSomeRows() {
        let whole = MarkdownReporter().report(manyFilesFindings, context: context)
        let limited = MarkdownReporter(rowLimit: 10).report(manyFilesFindings, context: context)
        #expect(markdownTableRows(limited) == Array(markdownTableRows(whole).prefix(10)))
        #expect(limited.contains("\n\(manyFilesFindings.count - 10) more findings not shown here.\n"))
        #expect(limited.hasSuffix(whole.split(separator: "\n").last! + "\n"))
        #expect(MarkdownReporter(rowLimit: manyFilesFindings.count).report(manyFilesFindings, context: context) == whole)
    }

    @Test func markdownEscapesWhatWouldBecomeMarkup() {
        #expect(MarkdownReporter.escaped("a|b *c* `d` <e> @f #1 $x$ [g](h)" + "\n" + "next")
                == ##"a\|b \*c\* \`d\` \<e\> \@f \#1 \$x\$ \[g\]\(h\) next"##)
        #expect(MarkdownReporter().report([], context: context) == "**ButtonLint**: 0 findings in 150 files.\n")
    }
}
