import Testing
@testable import ButtonLintKit

/// Findings on one line share that line's text instead of a copy each: a generated one-line
/// file with thousands of findings held the whole file once per finding.
@Suite struct LineTextsTests {
    static let oneLine = "import SwiftUI\nstruct Wall: View { var body: some View { VStack { "
        + (0..<40).map { "Button(\"open item \($0)\") { print(\($0)) }; " }.joined() + "} } }\n"

    /// Where a string's UTF-8 bytes live: equal for copies of one `String`, different for two
    /// strings made separately from the same bytes.
    static func storage(of text: String?) -> UnsafeRawPointer? {
        var text = text
        return text?.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func findingsOnOneLineShareItsText() throws {
        let source = SourceFile(path: "Wall.swift", text: Self.oneLine)
        let findings = Linter().lint(source).filter { $0.start.line == 2 }
        #expect(findings.count >= 40)
        let first = try #require(findings.first?.sourceLine)
        #expect(first.hasPrefix("struct Wall: View"))
        #expect(Set(findings.map { Self.storage(of: $0.sourceLine) }).count == 1)
    }

    @Test func partsOfOneFileShareALineText() throws {
        let source = SourceFile(path: "Wall.swift", text: Self.oneLine)
        let (report, starts) = try #require(PartedAnalysisTests.parted(source, Linter()))
        #expect(starts.count > 10)
        #expect(report.findings == PartedAnalysisTests.whole(source, Linter()).findings)
        #expect(Set(report.findings.filter { $0.start.line == 2 }.map { Self.storage(of: $0.sourceLine) }).count == 1)
    }

    @Test func eachLineKeepsItsOwnText() {
        let texts = LineTexts(source: SourceFile(path: "A.swift", text: "first line\nsecond line\n"))
        #expect(texts.text(ofLine: 2) == "second line")
        #expect(texts.text(ofLine: 1) == "first line")
        #expect(texts.text(ofLine: 2) == "second line")
    }

    /// Past the few lines a file usually has findings on, the texts are kept by line number:
    /// a line asked for before and after still gets its one text.
    @Test func manyLinesKeepTheirTextsAndShareThem() {
        let lines = (1...40).map { "let line\($0) = \"Button number \($0) with a title long enough\"" }
        let texts = LineTexts(source: SourceFile(path: "Many.swift", text: lines.joined(separator: "\n") + "\n"))
        let early = texts.text(ofLine: 3)
        for line in 1...40 { #expect(texts.text(ofLine: line) == lines[line - 1]) }
        #expect(Self.storage(of: texts.text(ofLine: 3)) == Self.storage(of: early))
        let late = texts.text(ofLine: 39)
        #expect(Self.storage(of: texts.text(ofLine: 39)) == Self.storage(of: late))
        #expect(texts.text(ofLine: 40) == lines[39])
    }
}
