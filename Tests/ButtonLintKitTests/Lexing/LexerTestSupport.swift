@testable import ButtonLintKit

/// Small helpers so lexer tests read as "this source gives these tokens".
enum LexerTestSupport {
    static func lex(_ text: String) -> LexedFile {
        Lexer.lex(SourceFile(path: "test.swift", text: text))
    }

    static func lex(bytes: [UInt8]) -> LexedFile {
        Lexer.lex(SourceFile(path: "test.swift", bytes: bytes))
    }

    /// `count` texts, each a run of up to 63 pieces picked at random (from a fixed seed, so every
    /// test run sees the same texts).
    static func randomMixes(of pieces: [String], count: Int, seed: UInt64) -> [String] {
        var state = seed
        var texts: [String] = []
        for _ in 0..<count {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 58) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            texts.append(text)
        }
        return texts
    }

    /// Each token as `kind:text`.
    static func tokens(_ text: String) -> [String] {
        let lexed = lex(text)
        return lexed.tokens.map { "\($0.kind):\(lexed.text(of: $0))" }
    }

    static func kinds(_ text: String) -> [TokenKind] {
        lex(text).tokens.map(\.kind)
    }

    /// `dump-literals` text column for each literal (the JSON string, quotes included).
    static func dumpTexts(_ text: String) -> [String] {
        let lexed = lex(text)
        return LiteralDump.render(lexed, displayPath: "t")
            .split(separator: "\n")
            .map { line in String(line.split(separator: "\t", omittingEmptySubsequences: false)[4]) }
    }

    static func segmentTexts(_ literal: StringLiteral, in lexed: LexedFile) -> [String] {
        literal.segments.map { segment in
            switch segment {
            case .text(let r): return "T:" + lexed.source.text(r)
            case .escape(let r, _): return "E:" + lexed.source.text(r)
            case .interpolation(let r): return "I:" + lexed.source.text(r)
            }
        }
    }
}
