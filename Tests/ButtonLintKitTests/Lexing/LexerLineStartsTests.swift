import Foundation
import Testing
@testable import ButtonLintKit

/// A full lex returns the file's line starts, and a source made without them finds them itself
/// (`ByteScan.lineStarts`): both must be exactly those a byte-by-byte scan finds, whatever the
/// line breaks sit in (comments, literals, interpolations, regexes).
@Suite struct LexerLineStartsTests {
    /// A line starts after every `\n` and after every `\r` not followed by `\n`.
    static func scannedByteByByte(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for index in bytes.indices {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
        }
        return starts
    }

    static func expectScanned(_ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = scannedByteByByte(bytes)
        let source = SourceFile(path: "t.swift", bytes: bytes)
        let lexed = Lexer.lex(source)
        #expect(lexed.lineStarts == expected, "\(name)", sourceLocation: sourceLocation)
        #expect(lexed.source.lineStarts == expected, "\(name)", sourceLocation: sourceLocation)
        #expect(source.lineStarts == expected, "\(name)", sourceLocation: sourceLocation)
        #expect(ByteScan.lineStarts(in: bytes) == expected, "\(name)", sourceLocation: sourceLocation)
    }

    @Test func everyCorpusFileGetsTheScannedLineStarts() throws {
        let files = CorpusTests.corpusFiles()
        #expect(!files.isEmpty)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            Self.expectScanned(bytes, file.lastPathComponent)
            let crlf = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
            Self.expectScanned(crlf, "\(file.lastPathComponent) with CR LF")
        }
    }

    @Test func lineStartsGivenWithTheSourceAreKept() {
        let source = SourceFile(path: "a.swift", bytes: Array("let a = 1\nlet b = 2\r\n".utf8), lineStarts: [0, 10, 21])
        #expect(source.lineStarts == [0, 10, 21])
        #expect(source.location(of: 12) == SourceLocation(line: 2, column: 3))
        #expect(Lexer.lex(source).source.lineStarts == [0, 10, 21])
    }

    /// Random mixes of line breaks with every construct that can hold or end at one.
    @Test func randomMixesGetTheScannedLineStarts() {
        let pieces: [String] = [
            "\n", "\r", "\r\n", "\n\r", " ", "    ", "\t", "name", "if", "x.y", "(", ")", "{", "}", "[", "]", ",", ":",
            " = ", "=", "\"text\"", "\"", "\"\"\"\n", "\"\"\"", "#\"raw\n\"#", "\"a\\(b\n)c\"", "\\(", "// comment",
            "/* block\n */", "/*", "*/", "#/re\ngex/#", "/x/", "1.5", "-", "->", "?", "!", "@main", "$0", "`n`",
            "é", "日本", "\0", "<<<<<<< HEAD\n", "=======\n", ">>>>>>> b\n", "#if", "<#p#>", "\u{FEFF}",
        ]
        for (index, text) in LexerTestSupport.randomMixes(of: pieces, count: 3000, seed: 11).enumerated() {
            var bytes = Array(text.utf8)
            // Broken UTF-8 in the middle and a lone `\r` after a truncated sequence at the end.
            if index % 2 == 0 { bytes.insert(0xFF, at: bytes.count / 2); bytes += [0xC3, 0x0D] }
            Self.expectScanned(bytes, "\(bytes)")
        }
    }
}
