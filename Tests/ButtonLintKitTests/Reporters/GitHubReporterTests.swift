import Testing
@testable import ButtonLintKit

/// Reads workflow commands the way the GitHub Actions runner does
/// (`actions/toolkit`, `packages/core/src/command.ts`): split at the first `::` after the
/// command, properties at `,` then the first `=`, and the escapes undone.
struct WorkflowCommand: Equatable {
    var command: String
    var properties: [String: String]
    var message: String

    init?(_ line: Substring) {
        guard line.hasPrefix("::") else { return nil }
        let body = line.dropFirst(2)
        guard let end = body.range(of: "::") else { return nil }
        let head = body[..<end.lowerBound]
        message = Self.unescapeData(String(body[end.upperBound...]))
        let space = head.firstIndex(of: " ") ?? head.endIndex
        command = String(head[..<space])
        properties = [:]
        if space < head.endIndex {
            for pair in head[head.index(after: space)...].split(separator: ",") {
                guard let equals = pair.firstIndex(of: "=") else { return nil }
                properties[String(pair[..<equals])] = Self.unescapeProperty(String(pair[pair.index(after: equals)...]))
            }
        }
    }

    static func unescapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
    }

    static func unescapeProperty(_ text: String) -> String {
        unescapeData(text.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ","))
    }
}

@Suite struct GitHubReporterTests {
    let context = ReportContext(
        fileCount: 2,
        repositoryPaths: RepositoryPaths(currentDirectory: "/repo/Packages/App", repositoryRoot: "/repo"))

    @Test func annotationsReadBackAsTheFindings() throws {
        let output = GitHubReporter().report(sampleFindings, context: context)
        let lines = output.split(separator: "\n")
        #expect(lines.count == sampleFindings.count + 1)
        for (line, finding) in zip(lines, sampleFindings) {
            let command = try #require(WorkflowCommand(line), "line: \(line)")
            #expect(command.command == ["error": "error", "warning": "warning", "note": "notice"][finding.severity.rawValue])
            #expect(command.properties["file"] == "Packages/App/" + finding.path)
            #expect(command.properties["line"] == String(finding.start.line))
            #expect(command.properties["col"] == String(finding.start.column))
            #expect(command.properties["endLine"] == String(finding.end.line))
            #expect(command.properties["endColumn"] == String(finding.end.column))
            #expect(command.properties["title"]?.contains(finding.ruleID) == true)
            #expect(command.message == finding.message)
        }
        #expect(lines.last == "ButtonLint: 3 findings (1 error, 1 warning, 1 note) in 2 files.")
    }

    @Test func propertiesEscapeColonsAndCommas() {
        #expect(GitHubReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        #expect(GitHubReporter.escapeMessage("a:b,c%\r\n") == "a:b,c%25%0D%0A")
    }

    @Test func repositoryRelativePaths() {
        let paths = RepositoryPaths(currentDirectory: "/repo/sub", repositoryRoot: "/repo")
        #expect(paths.relative("A.swift") == "sub/A.swift")
        #expect(paths.relative("../Other/A.swift") == "Other/A.swift")
        #expect(paths.relative("/repo/X/A.swift") == "X/A.swift")
        #expect(paths.relative("/elsewhere/A.swift") == "/elsewhere/A.swift")
        #expect(RepositoryPaths(currentDirectory: nil, repositoryRoot: nil).relative("A.swift") == "A.swift")
    }
}
