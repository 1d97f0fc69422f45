import Foundation
import Testing
@testable import ButtonLintKit

/// Checkstyle, JUnit, GitLab Code Quality and SonarQube read back by the platform's XML and
/// JSON parsers: every finding, where it is, with its rule and severity in the format's words.
@Suite struct CIFormatTests {
    let context = ReportContext(fileCount: 150, repositoryPaths: RepositoryPaths(currentDirectory: "/repo/App", repositoryRoot: "/repo"))
    var findings: [Finding] { manyFilesFindings }

    /// XML 1.0 cannot carry most control characters, even as references: they come back as U+FFFD.
    func inXML(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) ? "\u{FFFD}" : $0
        }))
    }

    @Test func checkstyleHasAFileElementPerFileAndAnErrorPerFinding() throws {
        let document = try #require(parseXML(CheckstyleReporter().report(findings, context: context)))
        let root = try #require(document.children.first)
        #expect(root.name == "checkstyle")
        let files = root.children
        var paths: [String] = []
        for finding in findings where paths.last != "App/" + finding.path { paths.append("App/" + finding.path) }
        #expect(files.map { $0.attributes["name"] ?? "" } == paths)
        let errors = files.flatMap { file in file.children.map { (file.attributes["name"]!, $0) } }
        #expect(errors.count == findings.count)
        for ((file, error), finding) in zip(errors, findings) {
            #expect(file == "App/" + finding.path)
            #expect(error.attributes["line"] == String(finding.start.line))
            #expect(error.attributes["column"] == String(finding.start.column))
            #expect(error.attributes["message"] == inXML(finding.message))
            #expect(error.attributes["source"] == "buttonlint." + finding.ruleID)
            #expect(error.attributes["severity"] == ["error": "error", "warning": "warning", "note": "info"][finding.severity.rawValue])
        }
    }

    @Test func junitHasATestCasePerFileAndAFailurePerFinding() throws {
        let document = try #require(parseXML(JUnitReporter().report(findings, context: context)))
        let cases = document.all("testcase")
        #expect(cases.count == Set(findings.map(\.path)).count)
        let failures = cases.flatMap { testCase in testCase.all("failure").map { (testCase.attributes["name"]!, $0) } }
        #expect(failures.count == findings.count)
        for ((name, failure), finding) in zip(failures, findings) {
            #expect(name == "App/" + finding.path)
            #expect(failure.attributes["message"] == inXML(finding.message))
            #expect(failure.attributes["type"] == finding.ruleID)
        }
        // No findings: one passing test case, since test views reject an empty report.
        let empty = try #require(parseXML(JUnitReporter().report([], context: context)))
        #expect(empty.all("testcase").count == 1)
        #expect(empty.all("failure").isEmpty)
    }

    @Test func gitlabIssuesHaveTheRequiredFieldsAndUniqueFingerprints() throws {
        let issues = try #require(try parseJSON(GitLabReporter().report(findings, context: context)) as? [[String: Any]])
        #expect(issues.count == findings.count)
        for (issue, finding) in zip(issues, findings) {
            #expect(issue["description"] as? String == finding.message)
            #expect(issue["check_name"] as? String == finding.ruleID)
            #expect(issue["severity"] as? String == ["error": "major", "warning": "minor", "note": "info"][finding.severity.rawValue])
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == "App/" + finding.path)
            #expect((location["lines"] as? [String: Any])?["begin"] as? Int == finding.start.line)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == findings.count)
        // Moving every finding down keeps every fingerprint.
        let moved = findings.map { finding -> Finding in
            var finding = finding
            finding.start.line += 7
            return finding
        }
        let movedIssues = try #require(try parseJSON(GitLabReporter().report(moved, context: context)) as? [[String: Any]])
        #expect(movedIssues.compactMap { $0["fingerprint"] as? String } == fingerprints)
    }

    @Test func sonarQubeHasRulesAndIssuesWithTheRequiredFields() throws {
        let document = try #require(try parseJSON(SonarQubeReporter().report(findings, context: context)) as? [String: Any])
        let rules = try #require(document["rules"] as? [[String: Any]])
        let ruleIDs = Set(rules.compactMap { $0["id"] as? String })
        for rule in rules {
            for key in ["id", "name", "description", "engineId", "cleanCodeAttribute"] {
                #expect(rule[key] is String, "rule field \(key)")
            }
            #expect((rule["impacts"] as? [[String: Any]])?.first?["softwareQuality"] as? String == "MAINTAINABILITY")
        }
        let issues = try #require(document["issues"] as? [[String: Any]])
        #expect(issues.count == findings.count)
        for (issue, finding) in zip(issues, findings) {
            #expect(ruleIDs.contains(issue["ruleId"] as? String ?? ""))
            let location = try #require(issue["primaryLocation"] as? [String: Any])
            #expect(location["message"] as? String == finding.message)
            #expect(location["filePath"] as? String == "App/" + finding.path)
            #expect((location["textRange"] as? [String: Any])?["startLine"] as? Int == finding.start.line)
        }
    }

    /// SonarQube rejects a range that does not fit the line: columns only when the line is known.
    @Test func sonarQubeColumnsAreZeroBasedUTF16OnTheKnownLine() throws {
        var finding = sampleFindings[0]
        finding.sourceLine = "😀 Button(\"sign in\")"   // 4 bytes, 2 UTF-16 units, before the title
        finding.start = SourceLocation(line: 3, column: 13)
        finding.end = SourceLocation(line: 3, column: 22)
        #expect(SonarQubeReporter.textRange(finding) == #"{"startLine":3,"endLine":3,"startColumn":10,"endColumn":19}"#)
        finding.sourceLine = nil
        #expect(SonarQubeReporter.textRange(finding) == #"{"startLine":3}"#)
    }
}
