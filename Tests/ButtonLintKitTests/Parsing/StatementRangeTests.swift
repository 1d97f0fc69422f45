import Testing
@testable import ButtonLintKit

/// The parser records where statements begin and end, for `disable:next`.
@Suite struct StatementRangeTests {
    /// Each statement's text from its first to its last token, outermost first.
    static func statements(_ code: String) -> [String] {
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "T.swift", text: code)))
        return tree.statements.map { statement in
            tree.source.text(tree.tokens[statement.first].range.lowerBound..<tree.tokens[statement.last].range.upperBound)
        }
    }

    @Test func aMultiLineCallIsOneStatement() {
        let code = "let a = f(\n  x,\n  y\n)\nlet b = 2"
        #expect(Self.statements(code) == ["let a = f(\n  x,\n  y\n)", "let b = 2"])
    }

    @Test func modifierChainsAndOperatorsContinueAStatement() {
        let code = "Button(\"A\") { }\n    .padding()\n    .border(.red)\nlet c = 1 +\n  2"
        #expect(Self.statements(code) == ["Button(\"A\") { }\n    .padding()\n    .border(.red)", "let c = 1 +\n  2"])
    }

    @Test func bracesHoldTheirOwnStatements() {
        let code = "func f() {\n  a()\n  b(); c()\n}"
        #expect(Self.statements(code) == ["func f() {\n  a()\n  b(); c()\n}", "a()", "b()", "c()"])
    }

    @Test func statementsAreOrderedByTheirFirstTokenAndNoneIsEmpty() {
        let code = "struct S {\n  var x = g(\n    1)\n  ;\n  func f() { a(); { b() }() }\n}\n;\nlet y = 2"
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "T.swift", text: code)))
        #expect(tree.statements.map(\.first) == tree.statements.map(\.first).sorted())
        #expect(Set(tree.statements.map(\.first)).count == tree.statements.count)
        #expect(tree.statements.allSatisfy { $0.first <= $0.last })
        #expect(Self.statements(code).contains("let y = 2"))
        #expect(Self.statements(code).contains("b()"))
    }

    @Test func statementLookupFindsTheOutermostAtAToken() {
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "T.swift", text: "x()\nMenu {\n  y()\n}")))
        let menu = tree.statement(beginningAtOrAfter: 3)
        #expect(menu.map { tree.text($0.first) } == "Menu")
        #expect(menu.map { tree.text($0.last) } == "}")
        #expect(tree.statement(beginningAtOrAfter: tree.tokens.count) == nil)
    }
}
