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

    @Test func lineBreaksAreFoundWhereverTheyStandInTheBytes() {
        // Every break at every position of a message longer than the eight-byte steps, and bytes
        // that only look like the start of one (C2 A0, E2 80 94, E2 80 A7, a C2 or E2 at the end).
        let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        let lookalikes = ["\u{A0}", "\u{2014}", "\u{2027}", "\u{2030}", "é", "\u{09}", "\u{0E}", "\u{7F}"]
        let base = "Button title 'Save draft' is not in title case"
        for offset in 0...base.utf8.count {
            let index = base.utf8.index(base.utf8.startIndex, offsetBy: offset)
            for piece in breaks + lookalikes {
                var message = base
                message.insert(contentsOf: piece, at: index)
                #expect(XcodeReporter.holdsLineBreak(message) == message.contains(where: \.isNewline), "\(offset) \(piece.unicodeScalars.map(\.value))")
            }
        }
        #expect(!XcodeReporter.holdsLineBreak("Ends in a lone lead byte of nothing \u{C2}"))
        #expect(!XcodeReporter.holdsLineBreak(""))
        #expect(XcodeReporter.singleLine("twelve bytes\u{2029}then more text") == "twelve bytes then more text")
    }

    @Test func aLineIsWrittenWholeWhateverItsNumbersAndText() {
        let findings = [
            Finding(path: "Sources/Ä/Screen.swift", start: SourceLocation(line: 1, column: 1),
                    end: SourceLocation(line: 1, column: 2), ruleID: "title-case", severity: .note,
                    message: "Button title ‘Café’\nis wrong"),
            Finding(path: "a.swift", start: SourceLocation(line: 1_234_567, column: 90),
                    end: SourceLocation(line: 1_234_567, column: 99), ruleID: "io", severity: .error, message: ""),
            Finding(path: "b.swift", start: SourceLocation(line: -3, column: 0),
                    end: SourceLocation(line: 0, column: 0), ruleID: "title-verb", severity: .warning, message: "x"),
        ]
        let expected = [
            "Sources/Ä/Screen.swift:1:1: note: Button title ‘Café’ is wrong (title-case)\n",
            "a.swift:1234567:90: error:  (io)\n",
            "b.swift:-3:0: warning: x (title-verb)\n",
        ]
        for (finding, line) in zip(findings, expected) {
            #expect(XcodeReporter.line(for: finding) == line)
            #expect(XcodeReporter.line(for: finding, color: true).contains("\u{1B}[0m: "))
        }
        #expect(XcodeReporter().report(findings, context: ReportContext(fileCount: 3)) == expected.joined())
        // Appended to text already there, as the streamed report is.
        var stream = XcodeReporter().makeStream(context: ReportContext(fileCount: 3))
        var text = "before\n"
        stream.write(Array(findings.prefix(2)), into: &text)
        stream.write(Array(findings.suffix(1)), into: &text)
        #expect(text == "before\n" + expected.joined())
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
