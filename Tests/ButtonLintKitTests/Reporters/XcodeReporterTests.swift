import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct XcodeReporterTests {
    /// The pattern editors match compiler diagnostics with.
    static let diagnostic = try! NSRegularExpression(
        pattern: #"^(.+):(\d+):(\d+): (error|warning|note): (.*) \(([a-z-]+)\)$"#)

    @Test func eachFindingIsOneCompilerStyleLine() {
        let output = XcodeReporter().report(sampleFindings, context: ReportContext(fileCount: 2))
        #expect(output.hasSuffix("\n"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == sampleFindings.count)
        for (line, finding) in zip(lines, sampleFindings) {
            let text = String(line)
            let match = Self.diagnostic.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(match != nil, "line: \(text)")
            guard let match else { continue }
            func group(_ index: Int) -> String { String(text[Range(match.range(at: index), in: text)!]) }
            #expect(group(1) == finding.path)
            #expect(Int(group(2)) == finding.start.line)
            #expect(Int(group(3)) == finding.start.column)
            #expect(group(4) == finding.severity.rawValue)
            #expect(group(6) == finding.ruleID)
        }
        #expect(lines[0] == #"Sources/App/Settings View.swift:3:12: warning: Write the title in title case: "Sign In". (title-case)"#)
    }

    @Test func colorOnlyWhenAsked() {
        let plain = XcodeReporter().report(sampleFindings, context: ReportContext(fileCount: 2))
        let colored = XcodeReporter().report(sampleFindings, context: ReportContext(fileCount: 2, useColor: true))
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func noFindingsIsNoOutput() {
        #expect(XcodeReporter().report([], context: ReportContext(fileCount: 3)) == "")
    }

    @Test func theRegistryFindsEveryReporterByName() {
        #expect(ReporterRegistry.names == ["xcode", "json", "github", "summary", "sarif", "checkstyle", "junit", "gitlab",
                                           "sonarqube", "markdown", "html"])
        for name in ReporterRegistry.names { #expect(ReporterRegistry.reporter(named: name)?.name == name) }
        #expect(ReporterRegistry.reporter(named: "nope") == nil)
        #expect(ReporterRegistry.reporter(named: ReporterRegistry.defaultName) != nil)
    }
}
