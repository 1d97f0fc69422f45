import Foundation
import Testing
@testable import ButtonLintKit

/// `dump-literals` counts lines itself (`LineFeedCounter`): at every offset, in steps of every
/// size, it must give the line and column `SourceFile.location(of:)` gives from the line starts.
@Suite struct LineFeedCounterTests {
    static func expectSameAsLineStarts(_ bytes: [UInt8], step: Int, _ name: String,
                                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = SourceFile(path: "t.swift", bytes: bytes)
        var counter = LineFeedCounter(bytes)
        var offset = 0
        while offset < bytes.count {
            let counted = counter.location(of: offset)
            guard counted == source.location(of: offset) else {
                Issue.record("\(name), step \(step), offset \(offset): \(counted) != \(source.location(of: offset))",
                             sourceLocation: sourceLocation)
                return
            }
            offset += step
        }
    }

    @Test func randomLinesWithEveryLineBreak() {
        let pieces = ["a", " ", "\n", "\n", "\r", "\r\n", "\n\n", "abcdefghijklmnopqrstuvwxyz0123456789", "\"x\"", "é", "\t"]
        for (index, text) in LexerTestSupport.randomMixes(of: pieces, count: 1500, seed: 29).enumerated() {
            for step in [1, 3, 17, 40] { Self.expectSameAsLineStarts(Array(text.utf8), step: step, "mix \(index)") }
        }
    }

    @Test func filesWithoutCarriageReturnsAndLongLines() {
        let pieces = ["a", " ", "\n", "\n\n", String(repeating: "x", count: 15), String(repeating: "y", count: 16),
                      String(repeating: "z", count: 33)]
        for (index, text) in LexerTestSupport.randomMixes(of: pieces, count: 1500, seed: 31).enumerated() {
            for step in [1, 5, 16, 64] { Self.expectSameAsLineStarts(Array(text.utf8), step: step, "long \(index)") }
        }
    }

    /// Gaps of thousands of bytes, nearly all line feeds: more than 255 in a byte's counter
    /// would wrap if the counters were not summed often enough.
    @Test func longGapsFullOfLineFeeds() {
        let texts = [String(repeating: "\n", count: 20_000), String(repeating: "a\n", count: 10_000) + "tail",
                     String(repeating: "\n\n\nxyz", count: 4_001)]
        for (index, text) in texts.enumerated() {
            for step in [4_079, 4_080, 4_096, 9_999, 19_999] {
                Self.expectSameAsLineStarts(Array(text.utf8), step: step, "gap \(index)")
            }
        }
    }

    @Test func everyCorpusFile() throws {
        for file in CorpusTests.corpusFiles() {
            let bytes = Array(try Data(contentsOf: file))
            for step in [1, 29] { Self.expectSameAsLineStarts(bytes, step: step, file.lastPathComponent) }
        }
    }
}
