import Foundation
import Testing
@testable import ButtonLintKit

/// The HTML page people open: errors first, titles marked, and sheets drawn as people see them.
@Suite struct HTMLSheetTests {
    static let code = """
        import UIKit

        final class PhotoViewController: UIViewController {
            func showOptions(from button: UIBarButtonItem) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                sheet.addAction(UIAlertAction(title: "Share Photo", style: .default) { _ in })
                sheet.addAction(UIAlertAction(title: "delete photo", style: .destructive) { _ in })
                sheet.popoverPresentationController?.barButtonItem = button
                present(sheet, animated: true)
            }
        }
        """

    func report() -> (page: String, sheets: [SheetSummary], findings: [Finding]) {
        var linter = Linter()
        linter.listsSheets = true
        let report = linter.analyze(SourceFile(path: "Photos.swift", text: Self.code))
        var stream = HTMLReporter().makeStream(context: ReportContext(fileCount: 1)) as! HTMLReporter.Stream
        let page = stream.write(sheets: report.sheets, ofFile: "Photos.swift") + stream.write(report.findings) + stream.finish()
        return (page, report.sheets, report.findings)
    }

    @Test func theAnalysisSummarizesTheSheetOnlyWhenAsked() {
        #expect(Linter().analyze(SourceFile(path: "Photos.swift", text: Self.code)).sheets.isEmpty)
        let sheets = report().sheets
        #expect(sheets.count == 1)
        #expect(sheets.first?.actions.map(\.title) == ["Cancel", "Share Photo", "delete photo"])
        #expect(sheets.first?.actions.map(\.role) == [.cancel, .normal, .destructive])
        #expect(sheets.first?.popoverAnchor == .set)
    }

    @Test func theSheetIsDrawnWithCancelApartAtTheBottomAndItsFindingsBesideIt() throws {
        let (page, _, findings) = report()
        let document = try #require(parseXML(page))
        let sheet = try #require(document.all("tr").first { $0.attributes["class"] == "sheet" })
        let groups = sheet.all("div").filter { $0.attributes["class"]?.hasPrefix("sheet-group") == true }
        #expect(groups.count == 2)
        #expect(groups[0].all("div").map(\.allText) == ["Share Photo", "delete photo"])
        #expect(groups[0].all("div").last?.attributes["data-role"] == "destructive")
        #expect(groups[1].attributes["class"] == "sheet-group cancel-group")
        #expect(groups[1].all("div").map(\.allText) == ["Cancel"])
        #expect(!findings.isEmpty)
        let beside = try #require(sheet.all("ul").first)
        #expect(beside.all("li").count == findings.count)
        #expect(sheet.allText.contains("anchor is set"))
    }

    @Test func errorsComeFirstAndTheTitleIsMarked() throws {
        let (page, _, findings) = report()
        let document = try #require(parseXML(page))
        let row = try #require(document.all("tr").first { $0.attributes["data-rule"] == "title-case" && $0.attributes["class"] == "finding" })
        #expect(row.all("mark").first?.allText == "\"delete photo\"")
        #expect(row.all("a").first?.attributes["href"] == "#rule-title-case")
        #expect(document.all("article").contains { $0.attributes["id"] == "rule-title-case" })
        let errorOrder = HTMLGroups.order(of: .init(severity: .error, rule: "title-case"), rules: RuleRegistry.descriptions)
        let warningOrder = HTMLGroups.order(of: .init(severity: .warning, rule: "cancel-role"), rules: RuleRegistry.descriptions)
        #expect(errorOrder < warningOrder)
        #expect(findings.contains { $0.ruleID == "title-case" })
    }

    @Test func aPlainRunMakesNoSheetsAndOnlyTheHTMLReporterDrawsThem() throws {
        #expect(HTMLReporter().drawsSheets)
        #expect(ReporterRegistry.all.filter(\.drawsSheets).map(\.name) == ["html"])
        #expect(!LintRequest(sources: .paths([]), currentDirectory: "/", resolver: try ConfigurationResolver()).listsSheets)
    }
}
