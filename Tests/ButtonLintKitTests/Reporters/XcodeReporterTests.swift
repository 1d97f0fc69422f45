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

    @Test func aMessageKeepsToOneLineWhateverItsLineBreaks() {
        #expect(XcodeReporter.singleLine("Use “Save” — café") == "Use “Save” — café")
        #expect(XcodeReporter.singleLine("a\nb\r\nc\rd") == "a b c d")
        #expect(XcodeReporter.singleLine("a\u{85}b\u{2028}c\u{2029}d\u{0B}e\u{0C}f") == "a b c d e f")
        #expect(XcodeReporter.singleLine("\u{A0}non-breaking\u{2014}dash") == "\u{A0}non-breaking\u{2014}dash")
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
