import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct SARIFReporterTests {
    let context = ReportContext(fileCount: 4, repositoryPaths: RepositoryPaths(currentDirectory: "/repo/App", repositoryRoot: "/repo"))

    func log(_ findings: [Finding], context: ReportContext? = nil) throws -> [String: Any] {
        try #require(try parseJSON(SARIFReporter().report(findings, context: context ?? self.context)) as? [String: Any])
    }

    func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    func results(_ findings: [Finding]) throws -> [[String: Any]] {
        try #require(try run(try log(findings))["results"] as? [[String: Any]])
    }

    @Test func theLogHasWhatCodeScanningRequires() throws {
        let log = try log(sampleFindings)
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        #expect(log["version"] as? String == "2.1.0")
        let run = try run(log)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "ButtonLint")
        #expect(driver["version"] as? String == ToolInfo.version)
        #expect(driver["informationUri"] as? String == ToolInfo.informationURI)
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect(base?["uri"] as? String == "file:///repo/")
        #expect((run["properties"] as? [String: Any])?["fileCount"] as? Int == 4)
    }

    @Test func rulesComeFromTheRuleDescriptions() throws {
        let driver = try #require((try run(try log([]))["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id) + ["io"])
        for (rule, description) in zip(rules, RuleRegistry.descriptions) {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == description.summary)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String == description.rationale)
            let help = try #require(rule["help"] as? [String: Any])
            let markdown = try #require(help["markdown"] as? String)
            // Every example appears as code, without the test marker.
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                #expect(markdown.contains("```swift\n" + example.filter { $0 != "↓" } + "\n```"))
            }
            #expect((help["text"] as? String)?.contains(description.rationale) == true)
            #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == description.defaultSeverity.rawValue)
        }
    }

    @Test func resultsPointAtTheirRuleAndRepositoryRelativeFiles() throws {
        let results = try results(sampleFindings)
        #expect(results.count == sampleFindings.count)
        let ids = RuleRegistry.descriptions.map(\.id) + ["io"]
        for (result, finding) in zip(results, sampleFindings) {
            #expect(result["ruleId"] as? String == finding.ruleID)
            #expect((result["ruleIndex"] as? Int).map { ids[$0] } == finding.ruleID)
            #expect(result["level"] as? String == finding.severity.rawValue)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect((artifact["uri"] as? String)?.removingPercentEncoding == "App/" + finding.path)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == finding.start.line)
            #expect(region["endLine"] as? Int == finding.end.line)
            #expect(region["startColumn"] as? Int == finding.start.column)
            #expect(region["endColumn"] as? Int == finding.end.column)
        }
    }

    @Test func columnsCountCharactersNotBytes() throws {
        var finding = sampleFindings[0]
        finding.sourceLine = "let é = Button(\"sign in\")"   // `é` is two bytes: byte column 16 is character 15
        finding.start = SourceLocation(line: 3, column: 16)
        finding.end = SourceLocation(line: 3, column: 25)
        let region = try #require(((((try results([finding]).first?["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
            as? [String: Any])?["region"]) as? [String: Any])
        #expect(region["startColumn"] as? Int == 15)
        #expect(region["endColumn"] as? Int == 24)
        #expect(CharacterColumns.byteColumn(ofScalarColumn: 15, in: finding.sourceLine) == 16)
    }

    @Test func titleCaseCarriesItsFix() throws {
        let result = try #require(try results(sampleFindings).first)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let deleted = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(deleted["byteOffset"] as? Int == 1)
        #expect(deleted["byteLength"] as? Int == 1)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "A")
        #expect(try results(sampleFindings).dropFirst().allSatisfy { $0["fixes"] == nil })
    }

    /// Fingerprints name a finding without its line: moving code keeps them; equal findings differ.
    @Test func fingerprintsSurviveLinesMovingAndAreUnique() throws {
        func fingerprints(_ findings: [Finding]) throws -> [String] {
            try results(findings).map { try #require(($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]) }
        }
        let moved = manyFilesFindings.map { finding -> Finding in
            var finding = finding
            finding.start.line += 40
            finding.end.line += 40
            return finding
        }
        let original = try fingerprints(manyFilesFindings)
        #expect(try fingerprints(moved) == original)
        #expect(Set(original).count == original.count)
        #expect(original.allSatisfy { $0.count == 32 })
    }

    @Test func readingTheLogBackGivesTheFindings() throws {
        let root = ReportContext(fileCount: 4, repositoryPaths: RepositoryPaths(currentDirectory: "/repo", repositoryRoot: "/repo"))
        let report = try ReportReader.read(Array(SARIFReporter().report(manyFilesFindings, context: root).utf8))
        #expect(report.format == .sarif)
        #expect(report.findings == manyFilesFindings)
        #expect(report.fileCount == 4)
    }

    @Test func numbersOutOfRangeAreAFailureNotATrap() throws {
        // Found by the fuzzer: a replacement of byte length -1 made an inverted range. Lines and
        // columns start at 1, offsets and lengths at 0, and none is so large that a sum overflows.
        let log = SARIFReporter().report(sampleFindings, context: context)
        for (from, to) in [("\"byteLength\":1", "\"byteLength\":-1"), ("\"byteOffset\":", "\"byteOffset\":-"),
                           ("\"byteLength\":1", "\"byteLength\":\(Int.max)"), ("\"startLine\":", "\"startLine\":0,\"next\":"),
                           ("\"startColumn\":", "\"startColumn\":\(Int.max / 10)"), ("\"fileCount\":4", "\"fileCount\":\(Int.max)")] {
            let broken = log.replacingOccurrences(of: from, with: to)
            #expect(broken != log, "\(from) is not in the log")
            do {
                _ = try ReportReader.read(Array(broken.utf8))
                Issue.record("\(to) was read")
            } catch {
                #expect(error.description.contains("it must be a whole number from"), "\(to): \(error)")
            }
        }
        let json = JSONReporter().report(sampleFindings, context: context)
        let negativeLine = json.replacingOccurrences(of: "\"line\":", with: "\"line\":-")
        #expect(negativeLine != json)
        #expect(throws: ReportReader.Failure.self) { try ReportReader.read(Array(negativeLine.utf8)) }
        #expect(try ReportReader.read(Array(log.utf8)).findings.count == sampleFindings.count)
    }

    @Test func readerNamesWhatIsWrong() {
        for (text, words) in [("{", "not JSON"), ("{}", "neither"), ("[{\"file\":1}]", "'file'"),
                              ("{\"runs\":[{\"results\":[{\"ruleId\":\"x\"}]}]}", "'message'")] {
            #expect(throws: ReportReader.Failure.self) { try ReportReader.read(Array(text.utf8)) }
            do { _ = try ReportReader.read(Array(text.utf8)) } catch { #expect(error.description.contains(words), "\(error)") }
        }
    }
}
