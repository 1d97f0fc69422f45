import Testing
@testable import ButtonLintKit

/// Every string-literal form, checked through its segments (what rules read and `--fix`
/// rewrites) and through the `dump-literals` text.
@Suite struct LexerStringTests {
    typealias S = LexerTestSupport

    @Test func singleLineSegmentsAndEscapeScalars() {
        let lexed = S.lex(#"x = "a\tb\u{E9}\(x)c\"\\\0\'\r\n""#)
        let literal = lexed.literals[0]
        #expect(literal.kind == .single && !literal.isMultiline && literal.poundCount == 0 && literal.isTerminated)
        #expect(S.segmentTexts(literal, in: lexed) == [
            "T:a", #"E:\t"#, "T:b", #"E:\u{E9}"#, #"I:\(x)"#, "T:c", #"E:\""#, #"E:\\"#, #"E:\0"#, #"E:\'"#,
            #"E:\r"#, #"E:\n"#,
        ])
        let scalars = literal.segments.compactMap { if case .escape(_, let s) = $0 { s } else { nil } }
        #expect(scalars == ["\t", "é", "\"", "\\", "\0", "'", "\r", "\n"])
        #expect(S.dumpTexts(#"x = "a\tb\u{E9}\(x)c""#) == [#""a\\tb\\u{E9}\\(…)c""#])
    }

    @Test func invalidEscapesKeepTheirText() {
        let lexed = S.lex(#""a\qb\u{110000}c\u{}d\$""#)
        let escapes = lexed.literals[0].segments.compactMap { segment -> String? in
            if case .escape(let r, let s) = segment { return lexed.source.text(r) + (s == nil ? "!" : "") }
            return nil
        }
        #expect(escapes == [#"\q!"#, #"\u{110000}!"#, #"\u{}!"#, #"\!"#])
        #expect(S.dumpTexts(#""a\qb\$""#) == [#""a\\qb\\$""#])
    }

    @Test func rawStringsTreatBackslashAsTextUnlessItCarriesThePounds() {
        let lexed = S.lex(##"let r = #"a\#tb\tc\#(x)d\(y)e"#"##)
        let literal = lexed.literals[0]
        #expect(literal.kind == .raw && literal.poundCount == 1)
        #expect(S.segmentTexts(literal, in: lexed) == ["T:a", ##"E:\#t"##, #"T:b\tc"#, ##"I:\#(x)"##, #"T:d\(y)e"#])
        #expect(S.dumpTexts(##"let r = #"a\#tb\tc\#(x)d\(y)e"#"##) == [##""a\\#tb\\tc\\(…)d\\(y)e""##])
        #expect(lexed.source.text(lexed.tokens[3].range) == ##"#"a\#tb\tc\#(x)d\(y)e"#"##)
    }

    @Test func rawStringsWithSeveralPounds() {
        let source = ###"let r = ##"x"#y \#(z) "##; let s = 1"###
        let lexed = S.lex(source)
        #expect(S.segmentTexts(lexed.literals[0], in: lexed) == [##"T:x"#y \#(z) "##])
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .operatorSymbol, .stringLiteral, .semicolon,
                                             .identifier, .identifier, .operatorSymbol, .integerLiteral])
    }

    @Test func rawStringThatLooksMultiLineButClosesOnItsLine() {
        let lexed = S.lex(##"a = #"""#; b = #""" x "#"##)
        #expect(lexed.literals.map(\.isMultiline) == [false, false])
        #expect(lexed.literals.map(\.kind) == [.raw, .raw])
        #expect(S.dumpTexts(##"a = #"""#; b = #""" x "#"##) == [#""\"""#, #""\"\" x ""#])
    }

    @Test func multiLineIndentationIsOutsideTheTextRanges() {
        let source = "let m = \"\"\"\n    Hello \\(name),\n      indented\n\n    end\n    \"\"\"\nlet n = 1"
        let lexed = S.lex(source)
        let literal = lexed.literals[0]
        #expect(literal.kind == .multiline && literal.isMultiline)
        #expect(S.segmentTexts(literal, in: lexed) == [
            "T:Hello ", #"I:\(name)"#, "T:,", "T:\n", "T:  indented", "T:\n", "T:\n", "T:end",
        ])
        #expect(S.dumpTexts(source) == [#""Hello \\(…),\n  indented\n\nend""#])
        #expect(lexed.tokens.last.map { lexed.text(of: $0) } == "1")
    }

    @Test func multiLineKeepsCRLFAndLoneCR() {
        let source = "m = \"\"\"\r\n  a\r\n  b\r  c\r\n  \"\"\""
        let lexed = S.lex(source)
        #expect(S.segmentTexts(lexed.literals[0], in: lexed) == ["T:a", "T:\r\n", "T:b", "T:\r", "T:c"])
        #expect(S.dumpTexts(source) == [#""a\r\nb\rc""#])
    }

    @Test func multiLineLineContinuationAndEscapedQuotes() {
        let source = "m = \"\"\"\n    one \\\n    two\\  \n    three \\\"\"\"\n    \"\"\""
        let lexed = S.lex(source)
        #expect(S.segmentTexts(lexed.literals[0], in: lexed) == ["T:one ", "T:two", "T:three ", #"E:\""#, #"T:"""#])
        #expect(S.dumpTexts(source) == [#""one twothree \\\"\"\"""#])
    }

    @Test func multiLineEmptyAndWhitespaceOnlyLines() {
        #expect(S.dumpTexts("a = \"\"\"\n    \"\"\"") == [#""""#])
        #expect(S.dumpTexts("a = \"\"\"\n\"\"\"") == [#""""#])
        #expect(S.dumpTexts("a = \"\"\"\n\n\"\"\"") == [#""""#])
        #expect(S.dumpTexts("a = \"\"\"\n    x\n\n  \n      \n    y\n    \"\"\"") == [#""x\n\n\n  \ny""#])
        // A line indented less than the delimiter loses the whitespace it has.
        #expect(S.dumpTexts("a = \"\"\"\n    x\n  y\n\ty\n    \"\"\"") == [#""x\ny\ny""#])
    }

    /// Broken multi-line literals, as swift-syntax's parser post-processes them (checked
    /// against it): what a rule reads must be what the compiler's tooling reads.
    @Test func malformedMultiLineLiteralsMatchTheCompiler() {
        // Text before the closing delimiter: its leading whitespace is the indentation.
        #expect(S.dumpTexts("x = \"\"\"\n\tabc\"\"\"") == [#""abc""#])
        #expect(S.dumpTexts("x = \"\"\"\n  a\n  b\"\"\"") == [#""ab""#])
        // Text after the opening delimiter: that line is kept as it is.
        #expect(S.dumpTexts("x = \"\"\"  \n  a\n  \"\"\"") == [#""  \na""#])
        // The closing delimiter right after an interpolation: nothing is stripped.
        #expect(S.dumpTexts("x = \"\"\"\n  a \\(b)\"\"\"") == [#""  a \\(…)""#])
        // A line continuation before the closing line.
        #expect(S.dumpTexts("x = \"\"\"\n  a\\\n  \"\"\"") == [#""a""#])
        #expect(S.dumpTexts("x = #\"\"\"\n  a\\#\n  \"\"\"#") == [#""a""#])
        // A written `\n` escape ends the compiler's run: the closing line then has text before it.
        #expect(S.dumpTexts("x = \"\"\"\n  a\n\\n  \"\"\"") == [#""  a\n\\n  ""#])
    }

    @Test func rawMultiLine() {
        let source = "r = #\"\"\"\n    a \"\"\" \\(b) \\#(c)\n    \"\"\"#"
        let lexed = S.lex(source)
        #expect(lexed.literals[0].kind == .raw && lexed.literals[0].isMultiline)
        #expect(S.dumpTexts(source) == [#""a \"\"\" \\(b) \\(…)""#])
    }

    @Test func interpolationsNestWithClosuresParensAndComments() {
        let source = #"""
        s = "a \(items.map { "<\($0)>" }.joined(separator: ", ")) \((1 + (2))) \(x /* ) " */ + y) e"
        """#
        let lexed = S.lex(source)
        #expect(lexed.tokens.map(\.kind) == [.identifier, .operatorSymbol, .stringLiteral])
        #expect(lexed.literals.count == 3)
        #expect(S.dumpTexts(source) == [#""a \\(…) \\(…) \\(…) e""#, #""<\\(…)>""#, #"", ""#])
        let interpolations = lexed.literals[0].segments.compactMap { if case .interpolation(let r) = $0 { lexed.source.text(r) } else { nil } }
        #expect(interpolations == [#"\(items.map { "<\($0)>" }.joined(separator: ", "))"#, #"\((1 + (2)))"#,
                                   #"\(x /* ) " */ + y)"#])
    }

    @Test func interpolationInMultiLineMaySpanLines() {
        let source = "m = \"\"\"\n  a \\(f(\n    \"x\", // )\n    y)) b\n  \"\"\"\nz"
        let lexed = S.lex(source)
        #expect(lexed.literals.count == 2)
        #expect(S.dumpTexts(source) == [#""a \\(…) b""#, #""x""#])
        #expect(lexed.tokens.map(\.kind) == [.identifier, .operatorSymbol, .stringLiteral, .identifier])
    }

    @Test func backslashParenInRawStringIsText() {
        let lexed = S.lex(##"#"\(x)"#"##)
        #expect(!lexed.literals[0].hasInterpolation)
        #expect(S.segmentTexts(lexed.literals[0], in: lexed) == [#"T:\(x)"#])
    }

    @Test func escapedBackslashBeforeParenIsNotInterpolation() {
        #expect(S.dumpTexts(#""a \\(b) c""#) == [#""a \\\\(b) c""#])
    }

    @Test func literalColumnsPointAtTheFirstDelimiter() {
        let lexed = S.lex("let é = ##\"x\"##; let b = \"y\"")
        let rendered = LiteralDump.render(lexed, displayPath: "f.swift")
        #expect(rendered == "f.swift\t1\t10\traw\t\"x\"\nf.swift\t1\t27\tsingle\t\"y\"\n")
    }

    @Test func jsonEscapingFollowsTheOracle() {
        // Tab, NUL and other control characters are escaped; `/`, DEL and non-ASCII are not.
        let source = "a = \"\"\"\n\tx/\u{7F}\u{1}\u{0}é\u{2028}\n\"\"\""
        #expect(S.dumpTexts(source) == ["\"\\tx/\u{7F}\\u0001\\u0000é\u{2028}\""])
    }

    @Test func unterminatedSingleLineEndsAtTheLineBreak() {
        let lexed = S.lex("let a = \"abc\nlet b = 1")
        #expect(lexed.literals.count == 1)
        #expect(!lexed.literals[0].isTerminated)
        #expect(lexed.source.text(lexed.literals[0].range) == "\"abc")
        #expect(lexed.diagnostics == [LexerDiagnostic(kind: .unterminatedString, offset: 8)])
        #expect(S.tokens("let a = \"abc\nlet b = 1").suffix(4) == ["identifier:let", "identifier:b", "operatorSymbol:=", "integerLiteral:1"])
        #expect(lexed.tokens[4].isAtStartOfLine)
    }

    @Test func lineBreakInsideSingleLineInterpolationEndsTheLiteral() {
        let lexed = S.lex("let a = \"x \\(f(\ny)\nlet b = \"ok\"")
        #expect(lexed.literals.count == 2)
        #expect(!lexed.literals[0].isTerminated)
        #expect(lexed.literals[1].isTerminated)
        #expect(S.dumpTexts("let a = \"x \\(f(\ny)\nlet b = \"ok\"") == [#""x \\(…)""#, #""ok""#])
    }

    @Test func unterminatedLiteralsAtEndOfFile() {
        for source in ["\"abc", "\"\"\"\nabc", "#\"abc", "\"a \\(b", "\"a \\(\"b \\(", "\"\\", "\"\"\"\nx\\", "#\"\"\"\n"] {
            let lexed = S.lex(source)
            #expect(lexed.literals.allSatisfy { !$0.isTerminated }, "\(source)")
            #expect(lexed.diagnostics.contains { $0.kind == .unterminatedString }, "\(source)")
            #expect(lexed.tokens.count == 1 && lexed.tokens[0].kind == .stringLiteral, "\(source)")
            #expect(lexed.tokens[0].range == 0..<source.utf8.count, "\(source)")
        }
    }

    @Test func literalsAreOrderedByStartOffset() {
        let lexed = S.lex(#"f("a \("b \("c")") d", "e")"#)
        let starts = lexed.literals.map(\.range.lowerBound)
        #expect(starts == starts.sorted())
        #expect(lexed.literals.count == 4)
        #expect(lexed.literal(startingAt: starts[2])?.range == starts[2]..<(starts[2] + 3))
    }
}
