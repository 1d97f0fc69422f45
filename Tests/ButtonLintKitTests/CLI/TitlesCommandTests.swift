import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

@Suite struct TitlesCommandTests {
    private func run(_ arguments: [String], in folder: TemporaryFolder) -> (status: Int32, output: RecordedOutput) {
        let output = RecordedOutput()
        let command = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
        return (command.run(arguments: ["titles"] + arguments), output)
    }

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/B.swift", "import UIKit\nlet a = UIAlertAction(title: \"Delete\", style: .default)\n")
        try folder.write("App/A.swift", "import SwiftUI\nlet b = Button(\"save, then close\") { }\nlet c = Button(title) { }\n")
        try folder.write("App/Model.swift", "struct Model { var name = \"Button\" }\n")
        try folder.write("Generated/Z.swift", "import SwiftUI\nlet d = Button(\"Generated\") { }\n")
        try folder.write(".buttonlint.yml", "excluded: [Generated]\n")
        return folder
    }

    @Test func csvListsEverySiteInReportOrderWithTheConfigurationsExclusions() throws {
        let folder = try project()
        let (status, output) = run(["--format", "csv", "App", "Generated"], in: folder)
        #expect(status == 0)
        #expect(output.output == """
            file,line,column,api,framework,control,role,text,source,table,catalogFile,catalogKey,rules,context\r
            App/A.swift,2,9,Button,SwiftUI,button,unspecified,"save, then close",literal,,,,title-case,app\r
            App/A.swift,3,9,Button,SwiftUI,button,unspecified,,unresolved,,,,,app\r
            App/B.swift,2,9,UIAlertAction,UIKit,alertAction,normal,Delete,literal,,,,,app\r

            """)
        #expect(output.error.isEmpty)
    }

    @Test func jsonIsTheDefaultAndDisableNarrowsTheRulesColumn() throws {
        let folder = try project()
        let (status, output) = run(["--jobs", "1", "--disable", "title-case"], in: folder)
        #expect(status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["file"] as? String } == ["App/A.swift", "App/A.swift", "App/B.swift"])
        #expect(rows.map { $0["rules"] as? [String] } == [[], [], []])
        #expect(rows.map { $0["source"] as? String } == ["literal", "unresolved", "literal"])
    }

    @Test func anExplicitConfigurationAndAnEmptyInventory() throws {
        let folder = try project()
        try folder.write("other.yml", "excluded: [App]\n")
        let (status, output) = run(["--config", "other.yml", "--format=json", "App"], in: folder)
        #expect(status == 0)
        #expect(output.output == "[]\n")
    }

    @Test func anUnreadableFileIsAnIOLineOnStandardErrorAndExitsOne() throws {
        let folder = try project()
        try folder.link("App/Broken.swift", to: "missing.swift")
        let (status, output) = run(["App"], in: folder)
        #expect(status == 1)
        #expect(output.error.hasPrefix("App/Broken.swift:1:1: error: cannot read file"))
        #expect(output.error.hasSuffix("(io)\n"))
        // The other files are still listed.
        #expect(output.output.contains("\"file\":\"App/B.swift\""))
    }

    @Test(arguments: [["--format", "xml"], ["--fix"], ["--jobs", "0"], ["--format"]])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let folder = try project()
        let (status, output) = run(arguments, in: folder)
        #expect(status == 2)
        #expect(output.error.hasPrefix("buttonlint: error: "))
    }

    @Test func parsesTheOptions() throws {
        var expected = TitlesOptions()
        expected.paths = ["Sources", "App"]
        expected.format = .csv
        expected.configFile = "c.yml"
        expected.jobs = 2
        expected.ruleToggles = [RuleToggle(ruleID: "title-verb", isEnabled: false)]
        #expect(try InvocationParser.parse(["titles", "Sources", "--format=csv", "--config", "c.yml", "--jobs", "2",
                                            "--disable", "title-verb", "App"]) == .titles(expected))
        #expect(try InvocationParser.parse(["titles"]) == .titles(TitlesOptions()))
        #expect(try InvocationParser.parse(["titles", "--help"]) == .help)
    }
}
