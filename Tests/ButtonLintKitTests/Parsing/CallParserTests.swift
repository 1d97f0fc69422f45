import Testing
@testable import ButtonLintKit

private func parse(_ code: String) -> SyntaxTree {
    CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
}

private func calls(named name: String, in tree: SyntaxTree) -> [Call] {
    tree.calls.filter { $0.name == name }
}

@Suite struct CallParserTests {
    /// Every call's arguments and trailing closures live in two arrays the file shares; nested
    /// calls finish before the calls around them, and each must still get its own, in order.
    @Test func nestedCallsKeepTheirOwnArgumentsAndClosuresInOrder() throws {
        let tree = parse("""
        outer(a: inner(b: 1, c: deep(x)), d: 2) { one(y: 3) } second: { two() } third: { }
        plain()
        """)
        let outer = try #require(calls(named: "outer", in: tree).first)
        #expect(outer.arguments.map(\.label) == ["a", "d"])
        #expect(outer.trailingClosures.map(\.label) == [nil, "second", "third"])
        #expect(outer.trailingClosures.map { tree.text($0.body.lowerBound) } == ["one", "two", "}"])
        #expect(calls(named: "inner", in: tree).first?.arguments.map(\.label) == ["b", "c"])
        #expect(calls(named: "deep", in: tree).first?.arguments.map { tree.text($0.value.lowerBound) } == ["x"])
        #expect(calls(named: "one", in: tree).first?.arguments.map(\.label) == ["y"])
        #expect(calls(named: "two", in: tree).first?.arguments.isEmpty == true)
        let plain = try #require(calls(named: "plain", in: tree).first)
        #expect(plain.arguments.isEmpty && plain.trailingClosures.isEmpty)
        #expect(outer.argument(labeled: "d").map { tree.text($0.value.lowerBound) } == "2")
    }

    /// Trailing closures are kept as they open; a call's labeled closure that follows closures of
    /// calls nested in its first one must still join that call's, in order.
    @Test func laterClosuresJoinTheirCallAfterNestedOnes() throws {
        let tree = parse("""
        outer { inner { deep(1) } } second: { last(label: 2) }
        """)
        let outer = try #require(calls(named: "outer", in: tree).first)
        #expect(outer.trailingClosures.map(\.label) == [nil, "second"])
        #expect(outer.trailingClosures.map { tree.text($0.body.lowerBound) } == ["inner", "last"])
        let inner = try #require(calls(named: "inner", in: tree).first)
        #expect(inner.trailingClosures.map { tree.text($0.body.lowerBound) } == ["deep"])
        #expect(calls(named: "last", in: tree).first?.arguments.map(\.label) == ["label"])
        #expect(calls(named: "deep", in: tree).first?.arguments.map(\.label) == [nil])
    }

    /// A function declared inside another's parameter list (in a default value) keeps its own
    /// labels and names, and the outer function gets the rest of its list.
    @Test func nestedParameterListsKeepTheirOwnNames() throws {
        let tree = parse("""
        func outer(a b: Int = make { func inner(x y: Int) { use(y) } }, c: Int) { body(b) }
        protocol P { func required(label name: Int) }
        """)
        let use = try #require(calls(named: "use", in: tree).first)
        #expect(tree.scopes[use.scope].kind == .function(name: "inner", argumentLabels: ["x"]))
        #expect(tree.scopes[use.scope].parameterNames == ["y"])
        let body = try #require(calls(named: "body", in: tree).first)
        #expect(tree.scopes[body.scope].kind == .function(name: "outer", argumentLabels: ["a", "c"]))
        #expect(tree.scopes[body.scope].parameterNames == ["b", "c"])
        #expect(!tree.scopes.contains { $0.kind == .function(name: "required", argumentLabels: ["label"]) })
    }

    @Test func readsLabeledAndUnlabeledArguments() throws {
        let tree = parse(#"let action = UIAlertAction(title: "Delete", style: .destructive, handler: nil)"#)
        let call = try #require(calls(named: "UIAlertAction", in: tree).first)
        #expect(call.arguments.map(\.label) == ["title", "style", "handler"])
        #expect(tree.text(call.arguments[0].value.lowerBound) == #""Delete""#)
        #expect(call.receiver == [])
        #expect(!call.isImplicitMember)
    }

    @Test func readsReceiversAndImplicitMembers() throws {
        let tree = parse("""
        self.alert.addAction(cancel)
        let sheet = ActionSheet(title: Text("T"), buttons: [.destructive(Text("Delete")), .cancel()])
        foo().bar(1)
        """)
        #expect(calls(named: "addAction", in: tree).first?.receiver == ["self", "alert"])
        let destructive = try #require(calls(named: "destructive", in: tree).first)
        #expect(destructive.isImplicitMember)
        let sheet = try #require(calls(named: "ActionSheet", in: tree).first)
        let sheetIndex = try #require(tree.calls.firstIndex { $0.name == "ActionSheet" })
        #expect(destructive.parent == CallSlot(call: sheetIndex, position: .argument(1)))
        #expect(sheet.arguments.map(\.label) == ["title", "buttons"])
        #expect(calls(named: "bar", in: tree).first?.receiver == nil)
    }

    @Test func readsTrailingAndLabeledTrailingClosures() throws {
        let tree = parse("""
        struct V: View {
            var body: some View {
                Button {
                    delete()
                } label: {
                    Text("Delete")
                }
                Button("Save") { save() }
            }
        }
        """)
        let buttons = calls(named: "Button", in: tree)
        #expect(buttons.count == 2)
        #expect(buttons[0].trailingClosures.map(\.label) == [nil, "label"])
        #expect(buttons[0].openParen == nil)
        #expect(buttons[1].trailingClosures.count == 1)
        #expect(buttons[1].arguments.count == 1)
        let text = try #require(calls(named: "Text", in: tree).first)
        let firstButton = try #require(tree.calls.firstIndex { $0.name == "Button" })
        #expect(text.parent == CallSlot(call: firstButton, position: .trailingClosure(1)))
    }

    @Test func statementBracesAreNotTrailingClosures() {
        let tree = parse("""
        func run(items: [Int]) {
            if items.isEmpty { return }
            for item in items { print(item) }
            guard let first = items.first else { return }
            while check(first) { step() }
            switch first { default: break }
        }
        """)
        #expect(tree.calls.allSatisfy { $0.trailingClosures.isEmpty })
        #expect(Set(tree.calls.map(\.name)) == ["print", "check", "step"])
    }

    @Test func recordsScopesWithNamesAndLabels() throws {
        let tree = parse("""
        final class ListController: UITableViewController {
            override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                show(indexPath)
            }
        }
        """)
        let show = try #require(calls(named: "show", in: tree).first)
        let function = tree.scopes[show.scope]
        #expect(function.kind == .function(name: "tableView", argumentLabels: ["_", "accessoryButtonTappedForRowWith"]))
        #expect(function.parameterNames == ["tableView", "indexPath"])
        let type = try #require(function.parent)
        #expect(tree.scopes[type].kind == .type(keyword: "class", name: "ListController"))
    }

    /// A type is named by its whole dotted path (`extension UIButton.Configuration`); a path cut
    /// short by something other than a name keeps the names before it.
    @Test func namesTypeScopesByTheirDottedPath() throws {
        let tree = parse("""
        extension UIButton.Configuration {
            static func destructive() -> Self { make("Delete") }
        }
        extension L10n.Common. {
            static func cancel() -> String { make("Cancel") }
        }
        enum Sheet {
            func title() -> String { make("Share") }
        }
        """)
        let kinds = try calls(named: "make", in: tree).map { call in
            let function = try #require(tree.scopes[call.scope].parent)
            return tree.scopes[function].kind
        }
        #expect(kinds == [.type(keyword: "extension", name: "UIButton.Configuration"),
                          .type(keyword: "extension", name: "L10n.Common"),
                          .type(keyword: "enum", name: "Sheet")])
    }

    @Test func recordsBindingsAndMemberAssignments() throws {
        let tree = parse("""
        func present() {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            var config = UIButton.Configuration.filled()
            config.title = "Save"
            alert.popoverPresentationController?.sourceView = view
            present(alert, animated: true)
        }
        """)
        #expect(tree.bindings.map(\.name) == ["alert", "config"])
        let alert = tree.bindings[0]
        #expect(tree.text(alert.value.lowerBound) == "UIAlertController")
        #expect(tree.text(alert.value.upperBound - 1) == ")")
        #expect(tree.assignments.map(\.target) == [["config", "title"], ["alert", "popoverPresentationController", "sourceView"]])
        #expect(tree.text(tree.assignments[0].value.lowerBound) == #""Save""#)
        #expect(tree.assignments[0].value.count == 1)
    }

    /// Sheets find a binding by its value's start by halving: the bindings must come out in
    /// token order, names and values alike, nested closures and conditions included.
    @Test func bindingsComeInTokenOrder() {
        let tree = parse("""
        let first = 1
        var declared: Int
        func f() {
            let outer = make { let inner = 2; return inner }
            if let unwrapped = optional { var counter = unwrapped }
            guard let kept = value else { return }
        }
        let last = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        """)
        #expect(tree.bindings.map(\.name) == ["first", "outer", "inner", "unwrapped", "counter", "kept", "last"])
        let names = tree.bindings.map(\.nameToken)
        let values = tree.bindings.map(\.value.lowerBound)
        #expect(zip(names, names.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(tree.bindings.allSatisfy { $0.nameToken < $0.value.lowerBound })
    }

    /// The parser notes `#Preview` tokens as it passes them (in an `#if` condition too); preview
    /// bodies found from its notes equal those of a scan of every token (a tree made otherwise).
    @Test func previewMacrosNotedByTheParserMatchAScan() {
        let tree = parse("""
        import SwiftUI
        #if DEBUG
        #Preview { Button("Sample") { } }
        #endif
        let s = #selector(tap)
        #Preview("Named", traits: .sizeThatFitsLayout) {
            Button("Other") { }
        }
        #if os(iOS) || #Preview
        #endif
        """)
        let noted = tree.previewMacros ?? []
        #expect(noted.count == 3)
        #expect(noted.allSatisfy { tree.token($0, is: "#Preview") })
        let scanned = SyntaxTree(lexed: tree.lexed, calls: tree.calls, scopes: tree.scopes, bindings: tree.bindings,
                                 assignments: tree.assignments, blocks: tree.blocks,
                                 declarationCounts: tree.declarationCounts, imports: tree.imports,
                                 statements: tree.statements)
        #expect(scanned.previewMacros == nil)
        let ranges = PreviewBodies.ranges(in: tree)
        #expect(ranges.count == 2)
        #expect(ranges == PreviewBodies.ranges(in: scanned))
    }

    /// A file's arguments and trailing closures hang off one list object: each kind is read from
    /// its own list, though a call's two runs may start at the same place.
    @Test func argumentsAndTrailingClosuresReadTheirOwnLists() throws {
        let tree = parse("Menu(title: \"A\", role: r) { Button(\"B\") { go() } } primaryAction: { go() }\n")
        let menu = try #require(tree.calls.first { $0.name == "Menu" })
        #expect(menu.arguments.map(\.label) == ["title", "role"])
        #expect(menu.arguments.map { tree.text($0.value.lowerBound) } == ["\"A\"", "r"])
        #expect(menu.trailingClosures.map(\.label) == [nil, "primaryAction"])
        #expect(menu.trailingClosures.map { tree.text($0.body.lowerBound) } == ["Button", "go"])
        let button = try #require(tree.calls.first { $0.name == "Button" })
        #expect(button.arguments.map(\.label) == [nil])
        #expect(button.trailingClosures.map { tree.text($0.body.lowerBound) } == ["go"])
    }

    /// `CallParts()` stands alone: no parts, and its own (empty) storage.
    @Test func partsMadeOutsideTheParserAreEmpty() {
        let arguments = CallParts<Argument>()
        #expect(arguments.isEmpty && arguments.count == 0)
        #expect(Array(CallParts<TrailingClosure>()).isEmpty)
    }

    @Test func readsImports() {
        let tree = parse("import SwiftUI\n@testable import UIKit\nimport struct AppKit.NSButton\n")
        #expect(tree.imports == ["SwiftUI", "UIKit", "AppKit"])
    }

    @Test func modifierChainsAcrossConditionalCompilation() throws {
        let tree = parse("""
        Text("Hi")
        #if os(iOS)
            .confirmationDialog("Title", isPresented: $shown) {
                Button("Delete", role: .destructive) {}
            }
        #endif
        """)
        let dialog = try #require(calls(named: "confirmationDialog", in: tree).first)
        #expect(dialog.receiver == nil)
        #expect(dialog.trailingClosures.count == 1)
        #expect(calls(named: "os", in: tree).isEmpty)
    }

    @Test func deepNestingNeedsNoRecursion() {
        let depth = 50_000
        let code = "f(" + String(repeating: "[(", count: depth) + String(repeating: ")]", count: depth) + ")"
        let tree = parse(code)
        #expect(tree.calls.count == 1)
    }

    @Test func unbalancedBracketsDoNotCrash() {
        let tree = parse("Button(\"A\") { ) ] } } } Button(\"B\"")
        #expect(tree.calls.count == 2)
    }
}

@Suite struct CallParserBlockTests {
    @Test func callsKnowTheirStatementBlockAndLoops() throws {
        let tree = parse("""
        func build(items: [Int]) {
            direct()
            if items.isEmpty { inIf() }
            for item in items {
                if item > 1 { inLoop() }
            }
            let handler = { inClosure() }
        }
        """)
        let byName = Dictionary(uniqueKeysWithValues: tree.calls.map { ($0.name, $0) })
        #expect(byName["direct"]?.block == nil)
        let inIf = try #require(byName["inIf"]?.block)
        #expect(tree.blocks[inIf].keyword == "if")
        #expect(tree.blocks[inIf].loopDepth == 0)
        let inLoop = try #require(byName["inLoop"]?.block)
        #expect(tree.blocks[inLoop].loopDepth == 1)
        #expect(tree.blocks[inLoop].parent.map { tree.blocks[$0].keyword } == "for")
        // A closure is a scope of its own: it starts outside any block.
        #expect(byName["inClosure"]?.block == nil)
    }

    @Test func declarationsCountEveryWayANameIsBound() {
        let tree = parse("""
        let title = "Save"
        struct Row { let title: String }
        func rows(titles: [String]) {
            for title in titles { print(title) }
            for (index, label) in titles.enumerated() { print(index, label) }
            if case let .named(name) = kind { print(name) }
            switch kind { case .other(let other): print(other) }
        }
        """)
        #expect(tree.declarationCounts["title"] == 3)
        #expect(tree.declarationCounts["index"] == 1)
        #expect(tree.declarationCounts["label"] == 1)
        #expect(tree.declarationCounts["name"] == 1)
        #expect(tree.declarationCounts["other"] == 1)
    }

    @Test func closureParameterListsHaveAFixedShape() {
        let tree = parse("""
        let a = items.map { item in item }
        let b = items.map { [weak self] (first: Int, second) -> Int in first }
        let c = run { for item in items { print(item) } }
        let d = run { print(a in b) }
        """)
        let closures = tree.scopes.filter { $0.kind == .closure }
        #expect(closures.map(\.parameterNames) == [["item"], ["first", "second"], [], []])
    }

    @Test func closureParametersWithoutParenthesesAreNamesUpToIn() {
        let tree = parse("""
        let a = pairs.map { key, value in key }
        let b = run { first, second }
        let c = run { value in value }
        let d = run { in 1 }
        let e = run { Text("x") }
        """)
        let closures = tree.scopes.filter { $0.kind == .closure }
        #expect(closures.map(\.parameterNames) == [["key", "value"], [], ["value"], [], []])
    }

    @Test func receiverChainsSkipOptionalMarksAndKeepTheirOrder() {
        let tree = parse("""
        self.sheet?.popover!.present(x)
        $model.items.append(y)
        """)
        #expect(calls(named: "present", in: tree).first?.receiver == ["self", "sheet", "popover"])
        #expect(calls(named: "append", in: tree).first?.receiver == ["$model", "items"])
    }

    /// One-name receivers are shared among recent calls on the same name: each call still reads
    /// its own, past more names than are kept, with optional marks and long or non-ASCII names.
    @Test func oneNameReceiversAreEachCallsOwn() {
        let names = ["alert", "sheet", "a", "b", "c", "d", "e", "f", "g", "h", "alert", "sheet",
                     "aVeryLongReceiverName", "aVeryLongReceiverName", "grüße", "alerts", "alert"]
        let code = names.map { "\($0).add(x)" }.joined(separator: "\n") + "\nalert?.add(y)\n$model.add(z)\nalert!.add(w)"
        let tree = parse(code)
        let receivers = calls(named: "add", in: tree).map(\.receiver)
        #expect(receivers == (names + ["alert", "$model", "alert"]).map { [$0] })
    }

    /// Only a member chain of two names or more that starts its statement is a member assignment.
    @Test func plainNamesAndChainsInsideExpressionsAssignNoMember() {
        let tree = parse("""
        count = 1
        total! = 2
        f(x.y = 3)
        menu.title = "A"
        self.menu?.subtitle = "B"
        """)
        #expect(tree.assignments.map(\.target) == [["menu", "title"], ["self", "menu", "subtitle"]])
        #expect(tree.assignments.map(\.targetStart) == [15, 20])
    }

    @Test func memberAssignmentsAndBindingsEndWhereTheirStatementEnds() throws {
        let tree = parse("""
        func f() {
            let a = 1
            config.title = "Save"
            b()
        }
        """)
        let binding = try #require(tree.bindings.first { $0.name == "a" })
        #expect(binding.value.map { tree.text($0) } == ["1"])
        let assignment = try #require(tree.assignments.first)
        #expect(assignment.target == ["config", "title"])
        #expect(assignment.value.map { tree.text($0) } == [#""Save""#])
    }

    @Test func namesLongerThanFifteenBytesOrNotASCIIAreRead() {
        let tree = parse("""
        UIContextualActionConfiguration(x)
        Grüße(y)
        abcdefghijklmno(z)
        """)
        #expect(tree.calls.map(\.name) == ["UIContextualActionConfiguration", "Grüße", "abcdefghijklmno"])
    }

    @Test func manyStrayClosersStayFast() {
        let code = "Button(\"a\") " + String(repeating: "(", count: 50_000) + String(repeating: "}", count: 50_000)
        let tree = parse(code)
        #expect(tree.calls.count == 1)
    }

    @Test func keepsEachTypeDeclarationsInheritanceClause() {
        let tree = parse("""
        final class ListController<Item: Hashable>: UITableViewController, UIKit.UISearchBarDelegate where Item: Sendable {
            struct Row: @unchecked Sendable, Codable & Hashable {}
        }
        extension ListController: CNContactPickerDelegate {}
        enum Plain { case a }
        func f() { let closure = { } }
        """)
        let types = tree.scopes.compactMap { scope -> [String]? in
            if case .type = scope.kind { return scope.inheritance } else { return nil }
        }
        #expect(types == [["UITableViewController", "UIKit.UISearchBarDelegate"], ["Sendable", "Codable", "Hashable"],
                          ["CNContactPickerDelegate"], []])
        let others = tree.scopes.filter { scope in if case .type = scope.kind { false } else { true } }
        #expect(others.count == 3 && others.allSatisfy { $0.inheritance.isEmpty })
    }
}

/// A tree's parts are shared by its copies: a change to one copy must leave the others as they were.
@Suite struct SyntaxTreeSharingTests {
    @Test func changingACopyLeavesTheOriginalAlone() throws {
        let original = parse("""
        import SwiftUI
        let title = "Save"
        func f(x: Int) { if x > 0 { Button(title) { } } }
        """)
        var copy = original
        copy.calls = []
        copy.statements = []
        copy.imports.append("UIKit")
        copy.declarationCounts["extra"] = 1
        #expect(copy.calls.isEmpty && copy.statements.isEmpty)
        #expect(copy.imports == ["SwiftUI", "UIKit"])
        #expect(copy.declarationCounts["extra"] == 1)
        // The parts not changed are still the parse's.
        #expect(copy.scopes.count == original.scopes.count && copy.blocks.count == 1 && copy.bindings.count == 1)
        #expect(original.calls.contains { $0.name == "Button" })
        #expect(!original.statements.isEmpty)
        #expect(original.imports == ["SwiftUI"])
        #expect(original.declarationCounts["extra"] == nil)
    }

    @Test(arguments: [
        ("Button(\"A\") { _ in save() }", "save"),
        ("Button(\"A\") { [weak self] (item: Item) throws -> Bool in save() }", "save"),
        ("Button(\"A\") { a, b in save() }", "save"),
        ("Button(\"A\") { () in save() }", "save"),
        ("Button(\"A\") { save() }", "save"),
        ("Button(\"A\") { (value) }", "("),
    ])
    func aClosuresStatementsStartAfterItsSignature(code: String, first: String) throws {
        let lexed = Lexer.lex(SourceFile(path: "T.swift", text: code))
        let brace = try #require(lexed.tokens.indices.first { lexed.tokens[$0].kind == .leftBrace })
        let start = TokenReader(tokens: lexed.tokens, bytes: lexed.source.bytes).closureStatementsStart(after: brace)
        #expect(lexed.source.text(lexed.tokens[start].range) == first)
    }
}

/// Whole `#if` lines inside a modifier chain: a `.name` starting a line after them modifies what
/// ends before them; in an argument's place it is still an implicit member.
@Suite struct ConditionalChainTests {
    @Test func aModifierAfterDirectiveLinesIsChained() throws {
        let tree = parse("""
            let v = Button("Save") { }
            #if DEBUG
                .border(.red)
            #elseif os(macOS)
                .controlSize(.small)
            #else
                .font(.footnote)
            #endif
                .buttonStyle(.link)
            """)
        for name in ["border", "controlSize", "font", "buttonStyle"] {
            let call = try #require(calls(named: name, in: tree).first, "\(name)")
            #expect(call.receiver == nil, "\(name)")
            #expect(!call.isImplicitMember, "\(name)")
        }
        let button = try #require(tree.calls.firstIndex { $0.name == "Button" })
        #expect(tree.chainedModifiers(of: button).map { tree.calls[$0].name } == ["border", "controlSize", "font", "buttonStyle"])
    }

    @Test func anArgumentAfterDirectiveLinesIsStillAnImplicitMember() throws {
        let tree = parse("""
            let alert = Alert(title: Text("Delete?"),
                              primaryButton:
            #if os(iOS)
                              .destructive(Text("Delete")),
            #else
                              .default(Text("Delete")),
            #endif
                              secondaryButton: .cancel())
            """)
        for name in ["destructive", "default"] {
            let call = try #require(calls(named: name, in: tree).first, "\(name)")
            #expect(call.isImplicitMember, "\(name)")
            #expect(call.receiver == [], "\(name)")
        }
    }
}

/// A modifier chain read backwards, to the call it starts on: the same base whether the modified
/// calls are searched or looked up in a table, across whole `#if` lines inside the chain.
@Suite struct ModifierBaseTests {
    static let code = """
        var body: some View {
            Toggle("Sync", isOn: $sync)
                .toggleStyle(.switch)
            #if os(macOS)
                .controlSize(.mini)
            #endif
                .tint(.green)
        }
        let w = title.tint(.red)
        """

    @Test func aChainLeadsToTheCallItStartsOn() throws {
        let tree = parse(Self.code)
        let names = tree.calls.map(\.name)
        let toggle = try #require(names.firstIndex(of: "Toggle"))
        var ends: [Int: Int] = [:]
        for (index, call) in tree.calls.enumerated() { ends[call.endToken] = index }
        for name in ["toggleStyle", "controlSize", "tint"] {
            let index = try #require(names.firstIndex(of: name))
            #expect(tree.modifierBase(of: index) == toggle, "\(name)")
            #expect(tree.modifierBase(of: index) { ends[$0] } == toggle, "\(name)")
        }
        // The chain's own start, and a modifier on a variable, have no base.
        #expect(tree.modifierBase(of: toggle) == nil)
        let onVariable = try #require(names.lastIndex(of: "tint"))
        #expect(tree.modifierBase(of: onVariable) == nil)
    }
}
