import Foundation
import Testing
@testable import ButtonLintKit

/// The library's entry point: one call lints paths and hands results on in report order, the
/// findings of unreadable catalogs among them at their place.
@Suite struct ButtonLintTests {
    @Test func resultsComeInReportOrderWithUnreadableCatalogsAmongThem() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/A.swift", "import SwiftUI\nstruct A: View { var body: some View { Button(\"delete all\") {} } }\n")
        try folder.write("App/en.lproj/Localizable.strings", "\"remove\" = \"Remove\"\n\"broken\n")
        try folder.write("App/z.swift", "import SwiftUI\nstruct Z: View { var body: some View { Button(\"save draft\") {} } }\n")
        try folder.write("App/Model.swift", "struct Model {}\n")
        let request = LintRequest(sources: .paths(["App"]), currentDirectory: folder.path, resolver: try ConfigurationResolver())
        var results: [FileResult] = []
        let summary = try ButtonLint.lint(request) { results.append($0) }
        #expect(summary.fileCount == 3)
        #expect(results.compactMap { $0.file?.displayPath } == ["App/A.swift", "App/Model.swift", "App/z.swift"])
        let findings = results.flatMap(\.findings)
        #expect(findings == findings.sorted(by: Finding.reportOrder))
        let unreadable = results.filter { $0.file == nil }.flatMap(\.findings)
        #expect(unreadable.map(\.path) == ["App/en.lproj/Localizable.strings"])
        #expect(unreadable.first?.ruleID == RuleRegistry.ioRuleID)
        #expect(findings.contains { $0.path == "App/A.swift" && $0.ruleID == "title-case" })
    }

    @Test func aRunListsTitlesAndLintsStandardInputWithItsFoldersConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/.buttonlint.yml", "disabled_rules: [title-case]\n")
        let code = Array("import SwiftUI\nstruct A: View { var body: some View { Button(\"delete all\") {} } }\n".utf8)
        var request = LintRequest(sources: .standardInput(bytes: code, displayPath: "Sources/A.swift"),
                                  currentDirectory: folder.path, resolver: try ConfigurationResolver())
        request.listsTitleSites = true
        let run = try LintRun(request)
        #expect(run.fileCount == 1)
        var results: [FileResult] = []
        run.run { results.append($0) }
        #expect(results.first?.titles.count == 1)
        #expect(results.first?.findings.contains { $0.ruleID == "title-case" } == false)
    }

    @Test func aMissingPathStopsTheRunBeforeAnyResult() throws {
        let folder = try TemporaryFolder()
        let request = LintRequest(sources: .paths(["Nowhere"]), currentDirectory: folder.path, resolver: try ConfigurationResolver())
        #expect(throws: LintError.self) { try ButtonLint.lint(request) { _ in Issue.record("a result") } }
    }
}
