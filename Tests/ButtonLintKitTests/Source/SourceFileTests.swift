import Testing
@testable import ButtonLintKit

@Suite struct SourceFileTests {
    @Test func locationsCountLinesAndUTF8Columns() {
        let file = SourceFile(path: "a.swift", text: "let a = 1\r\nlet é = \"x\"\rend\n")
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 11) == SourceLocation(line: 2, column: 1))
        // "é" is two bytes, so the quote after it sits at byte column 10.
        #expect(file.location(of: 11 + 9) == SourceLocation(line: 2, column: 10))
        #expect(file.location(of: 24) == SourceLocation(line: 3, column: 1))
        #expect(file.lineStarts.count == 4)
    }
}
