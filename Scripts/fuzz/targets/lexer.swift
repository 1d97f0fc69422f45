// fuzz-seeds: *.swift
// The lexer alone, on any bytes: it must return, and every token, comment and literal it gives
// must lie inside the file, in order.
@testable import ButtonLintKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "Fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let lexed = Lexer.lex(source)
    var end = 0
    for token in lexed.tokens {
        FuzzCheck.require(token.range.lowerBound >= end && token.range.upperBound <= size, "token out of order or bounds")
        end = token.range.upperBound
    }
    for comment in lexed.comments {
        FuzzCheck.require(comment.range.lowerBound >= 0 && comment.range.upperBound <= size, "comment out of bounds")
    }
    for literal in lexed.literals {
        FuzzCheck.require(literal.range.lowerBound >= 0 && literal.range.upperBound <= size, "literal out of bounds")
    }
    _ = LiteralDump.render(lexed, displayPath: "Fuzz.swift")
    return 0
}
