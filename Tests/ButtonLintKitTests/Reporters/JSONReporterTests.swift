import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct JSONReporterTests {
    func parse(_ output: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(output.utf8))
        return try #require(value as? [[String: Any]])
    }

    @Test func foundationReadsBackEveryFieldWithItsType() throws {
        let output = JSONReporter().report(sampleFindings, context: ReportContext(fileCount: 2))
        let objects = try parse(output)
        #expect(objects.count == sampleFindings.count)
        for (object, finding) in zip(objects, sampleFindings) {
            #expect(Set(object.keys) == ["file", "line", "column", "context", "endLine", "endColumn", "severity",
                                          "rule", "message", "title"])
            #expect(object["context"] as? String == finding.context?.rawValue)
            #expect(object["file"] as? String == finding.path)
            #expect(object["line"] as? Int == finding.start.line)
            #expect(object["column"] as? Int == finding.start.column)
            #expect(object["endLine"] as? Int == finding.end.line)
            #expect(object["endColumn"] as? Int == finding.end.column)
            #expect(object["severity"] as? String == finding.severity.rawValue)
            #expect(object["rule"] as? String == finding.ruleID)
            #expect(object["message"] as? String == finding.message)
            if let title = finding.title {
                #expect(object["title"] as? String == title)
            } else {
                #expect(object["title"] is NSNull)
            }
            // Numbers are numbers, not strings or booleans.
            #expect(!(object["line"] is String))
        }
    }

    @Test func keysAreSortedAndTheOutputIsStable() {
        let output = JSONReporter().report(sampleFindings, context: ReportContext(fileCount: 2))
        #expect(output == JSONReporter().report(sampleFindings, context: ReportContext(fileCount: 2)))
        let firstObject = output.split(separator: "\n")[1]
        let keys = ["column", "context", "endColumn", "endLine", "file", "line", "message", "rule", "severity", "title"]
        let positions = keys.map { firstObject.range(of: "\"\($0)\":")!.lowerBound }
        #expect(positions == positions.sorted())
        #expect(firstObject.hasPrefix(#"  {"column":12,"context":null,"endColumn":20,"endLine":3,"file":"Sources/App/Settings View.swift""#))
    }

    @Test func noFindingsIsAnEmptyArray() throws {
        let output = JSONReporter().report([], context: ReportContext(fileCount: 0))
        #expect(output == "[]\n")
        #expect(try parse(output).isEmpty)
    }

    @Test func stringsEscapeWhatJSONRequires() throws {
        let text = "quote \" backslash \\ newline \n tab \t nul \u{0} del \u{7F} é 🙂 \u{2028}"
        let decoded = try JSONSerialization.jsonObject(with: Data(("[" + JSONWriter.string(text) + "]").utf8))
        #expect((decoded as? [String])?.first == text)
    }
}
