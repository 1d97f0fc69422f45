import Testing
@testable import ButtonLintKit

/// Names the parser reads from a file's bytes are exactly the names written there, whatever
/// their length or script, wherever in the file they stand.
@Suite struct ParsedNameTests {
    private static func parse(_ code: String) -> SyntaxTree {
        CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    }

    @Test(arguments: ["f", "Button", "addAction", "abcdefghijklmno", "abcdefghijklmnop", "UIAlertController",
                      "popoverPresentationController", "setTranslatesAutoresizingMaskIntoConstraints",
                      "grüße", "naïveButton", "ボタン", "`default`"])
    func callNamesAndLabelsAreTheBytesAsWritten(name: String) throws {
        let tree = Self.parse("let x = owner.\(name)(\(name): 1) { \(name) in }")
        let call = try #require(tree.calls.first)
        #expect(call.name == name)
        #expect(call.name.hashValue == name.hashValue)
        #expect(Set([call.name]).contains(name))
        #expect(call.receiver == ["owner"])
        #expect(call.arguments.first?.label == name)
        #expect(tree.scopes.last?.parameterNames == [name])
    }

    /// A name that ends the file, with no byte after it.
    @Test func aNameAtTheEndOfTheFileIsReadWhole() {
        for name in ["a", "Button", "UIAlertControllerDelegate"] {
            let tree = Self.parse("import \(name)")
            #expect(tree.imports == [name])
        }
    }

    /// Declarations keep their names: types, functions with their labels, bindings.
    @Test func declaredNamesAreReadExactly() throws {
        let tree = Self.parse("""
        struct ÜberView: View {
            func confirmationDialogPresenter(for item: Int, _ longParameterNameHere: String) {
                let localizedCancelTitle = "Cancel"
            }
        }
        """)
        #expect(tree.scopes.contains { $0.kind == .type(keyword: "struct", name: "ÜberView") })
        #expect(tree.scopes.contains {
            $0.kind == .function(name: "confirmationDialogPresenter", argumentLabels: ["for", "_"])
                && $0.parameterNames == ["item", "longParameterNameHere"]
        })
        #expect(tree.bindings.map(\.name) == ["localizedCancelTitle"])
        #expect(tree.declarationCounts["localizedCancelTitle"] == 1)
    }

    /// A call with no parts shares no list with the file's, and a call's parts stay its own
    /// when the file has many calls.
    @Test func callsWithAndWithoutPartsReadTheirOwn() {
        let code = (0..<200).map { "f\($0)(a\($0): \($0))\ng\($0)()" }.joined(separator: "\n")
        let tree = Self.parse(code)
        for call in tree.calls {
            if call.name.hasPrefix("f") {
                #expect(call.arguments.map(\.label) == ["a" + call.name.dropFirst()])
            } else {
                #expect(call.arguments.isEmpty && call.trailingClosures.isEmpty)
            }
        }
    }
}
