import Foundation
import Testing
@testable import ButtonLintKit

/// The lexer records a file's line starts as it goes (the common-token loop the line breaks it
/// steps over, a scan the bytes any other step took): they must be exactly those a byte-by-byte
/// scan finds, whatever the line breaks sit in (comments, literals, interpolations, regexes).
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

    static func recordedByLexer(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var core = LexerCore(Cursor(buffer))
            core.startRecordingLineStarts()
            core.run()
            return core.finishLineStarts()
        }
    }

    @Test func everyCorpusFileGetsTheScannedLineStarts() throws {
        let files = CorpusTests.corpusFiles()
        #expect(!files.isEmpty)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            #expect(Self.recordedByLexer(bytes) == Self.scannedByteByByte(bytes), "\(file.lastPathComponent)")
            // Through `Lexer.lex`, which hands them to the source, and with CR LF line breaks.
            let source = SourceFile(path: file.lastPathComponent, bytes: bytes)
            #expect(!source.hasLineStarts)
            let lexed = Lexer.lex(source)
            #expect(source.hasLineStarts)
            #expect(lexed.source.lineStarts == Self.scannedByteByByte(bytes), "\(file.lastPathComponent)")
            let crlf = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
            #expect(Self.recordedByLexer(crlf) == Self.scannedByteByByte(crlf), "\(file.lastPathComponent) with CR LF")
        }
    }

    @Test func lineStartsAlreadyWorkedOutAreKept() {
        let source = SourceFile(path: "a.swift", text: "let a = 1\nlet b = 2\r\n")
        #expect(source.lineStarts == [0, 10, 21])
        #expect(source.hasLineStarts)
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
            #expect(Self.recordedByLexer(bytes) == Self.scannedByteByByte(bytes), "\(bytes)")
        }
    }
}
