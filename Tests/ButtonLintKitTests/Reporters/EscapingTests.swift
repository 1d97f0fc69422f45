import Foundation
import Testing
@testable import ButtonLintKit

/// Every format carries a path with spaces, `,`, `:` and non-ASCII letters and a message with
/// `%`, `<`, `&`, quotes and a line break, and gives them back unchanged when read by a consumer
/// of that format (formats that are one line per finding give the line break back as a space).
@Suite struct EscapingTests {
    let context = ReportContext(fileCount: 1, repositoryPaths: RepositoryPaths(currentDirectory: "/repo", repositoryRoot: "/repo"))
    let finding = escapingFinding
    var oneLineMessage: String { finding.message.replacingOccurrences(of: "\n", with: " ") }

    func report(_ name: String) throws -> String {
        try #require(ReporterRegistry.reporter(named: name)).report([finding], context: context)
    }

    @Test func everyReporterIsCovered() {
        let covered: Set = ["xcode", "json", "github", "summary", "sarif", "checkstyle", "junit", "gitlab", "sonarqube",
                            "markdown", "html"]
        #expect(Set(ReporterRegistry.names) == covered)
    }

    @Test func xcode() throws {
        let line = try report("xcode")
        #expect(line == "\(finding.path):7:13: warning: \(oneLineMessage) (title-case)\n")
    }

    @Test func json() throws {
        let object = try #require((try parseJSON(try report("json")) as? [[String: Any]])?.first)
        #expect(object["file"] as? String == finding.path)
        #expect(object["message"] as? String == finding.message)
        #expect(object["title"] as? String == finding.title)
    }

    @Test func github() throws {
        let line = try #require(try report("github").split(separator: "\n").first)
        let command = try #require(WorkflowCommand(line))
        #expect(command.properties["file"] == finding.path)
        #expect(command.message == finding.message)
    }

    @Test func summary() throws {
        #expect(try report("summary").contains(finding.path))
    }

    @Test func sarif() throws {
        let log = try #require(try parseJSON(try report("sarif")) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect((result["message"] as? [String: Any])?["text"] as? String == finding.message)
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri == "Sources/%C3%9Cn%C3%AFcode%20Dir%2C%20a%3Ab/T%C3%ABst%20%E2%9C%93.swift")
        #expect(URL(string: uri) != nil)
        #expect(uri.removingPercentEncoding == finding.path)
        let snippet = ((physical["contextRegion"] as? [String: Any])?["snippet"] as? [String: Any])?["text"] as? String
        #expect(snippet == finding.sourceLine)
        #expect(try ReportReader.read(Array(try report("sarif").utf8)).findings == [finding])
    }

    @Test func checkstyle() throws {
        let document = try #require(parseXML(try report("checkstyle")))
        #expect(document.all("file").first?.attributes["name"] == finding.path)
        #expect(document.all("error").first?.attributes["message"] == finding.message)
    }

    @Test func junit() throws {
        let document = try #require(parseXML(try report("junit")))
        #expect(document.all("testcase").first?.attributes["name"] == finding.path)
        let failure = try #require(document.all("failure").first)
        #expect(failure.attributes["message"] == finding.message)
        #expect(failure.text.contains(finding.message))
    }

    @Test func gitlab() throws {
        let issue = try #require((try parseJSON(try report("gitlab")) as? [[String: Any]])?.first)
        #expect(issue["description"] as? String == finding.message)
        #expect((issue["location"] as? [String: Any])?["path"] as? String == finding.path)
    }

    @Test func sonarqube() throws {
        let document = try #require(try parseJSON(try report("sonarqube")) as? [String: Any])
        let location = try #require((document["issues"] as? [[String: Any]])?.first?["primaryLocation"] as? [String: Any])
        #expect(location["message"] as? String == finding.message)
        #expect(location["filePath"] as? String == finding.path)
    }

    @Test func markdown() throws {
        let rows = markdownTableRows(try report("markdown"))
        #expect(rows == [["warning", finding.path, "7", "13", "title-case", oneLineMessage]])
    }

    @Test func html() throws {
        let document = try #require(parseXML(try report("html")))
        let row = try #require(document.all("tr").first { $0.attributes["class"] == "finding" })
        #expect(row.all("td").first { $0.attributes["class"] == "message" }?.allText == finding.message)
        // The code is the line as written, its title marked.
        let code = try #require(row.all("code").first)
        let line = finding.sourceLine!.drop { $0 == "\t" }.description
        let marked = try #require(code.all("mark").first?.allText)
        #expect(line.contains(marked) && !marked.isEmpty)
        #expect(code.text == line.replacingOccurrences(of: marked, with: ""))
        #expect(row.all("q").first?.text == finding.suggestion)
        #expect(document.all("th").contains { $0.text == finding.path })
    }

    @Test func markupDropsWhatXMLCannotCarry() {
        #expect(MarkupText.escaped("a\u{1}b\u{FFFF}c\u{85}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(MarkupText.escaped("<&>\"'\n\r\t") == "&lt;&amp;&gt;&quot;&#39;&#10;&#13;&#9;")
    }
}
