/// A call as the analysis needs it: a callee name, its arguments and trailing closures, and
/// where it sits (the call it is nested in, the scope it runs in). Token positions are indices
/// into `LexedFile.tokens`.
struct Call: Sendable {
    /// The callee's last name component: `Button`, `addAction`, `destructive`, `init`.
    var name: String
    var nameToken: Int
    /// Names before the callee when they form a plain chain: `alert.addAction` → `["alert"]`,
    /// `UIButton.Configuration.filled` → `["UIButton", "Configuration"]`. Empty for a bare name or
    /// an implicit member; nil when the receiver is not a plain chain (`foo().bar()`, a modifier on a view).
    var receiver: [String]?
    /// `.destructive(…)` written without a receiver (an implicit member expression).
    var isImplicitMember: Bool
    /// The `(` of the argument list; nil for a call with only trailing closures (`VStack { … }`).
    var openParen: Int?
    /// The file's arguments and trailing closures, one list object for both: a call holds one
    /// reference to it and its runs as positions.
    private var parts: CallPartsStorage
    private var argumentRun: CallPartRun
    private var closureRun: CallPartRun
    var arguments: CallParts<Argument> { CallParts(parts.arguments, run: argumentRun) }
    var trailingClosures: CallParts<TrailingClosure> { CallParts(parts.trailingClosures, run: closureRun) }
    /// The last token of the call (its `)` or the `}` of its last trailing closure).
    var endToken: Int
    /// The innermost call whose argument or trailing closure contains this call.
    var parent: CallSlot?
    /// The innermost function, closure or type whose body contains this call.
    var scope: Int
    /// The innermost statement block (`if`, `for`, `switch`…) around the call inside its scope;
    /// nil when the call sits directly in the scope's body.
    var block: Int?

    /// A call of the parser's, its parts still empty: the parser places them when the file's
    /// lists are complete.
    static func parsed(name: String, nameToken: Int, receiver: [String]?, isImplicitMember: Bool, openParen: Int?,
                       endToken: Int, parent: CallSlot?, scope: Int, block: Int?) -> Call {
        Call(name: name, nameToken: nameToken, receiver: receiver, isImplicitMember: isImplicitMember,
             openParen: openParen, parts: CallPartsStorage.empty, argumentRun: CallPartRun(), closureRun: CallPartRun(),
             endToken: endToken, parent: parent, scope: scope, block: block)
    }

    /// Points the arguments at `range` of the file's list (the parser, once they are known).
    mutating func placeArguments(_ range: Range<Int>) { argumentRun = CallPartRun(range) }

    /// Points the trailing closures at `range` of the file's list.
    mutating func placeTrailingClosures(_ range: Range<Int>) { closureRun = CallPartRun(range) }

    /// Whether the parser placed any argument or trailing closure on the call.
    var hasParts: Bool { argumentRun.length > 0 || closureRun.length > 0 }

    /// Gives the call the file's finished lists its runs point into.
    mutating func attachParts(_ storage: CallPartsStorage) { parts = storage }

    func argument(labeled label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }

    func trailingClosure(labeled label: String?) -> TrailingClosure? {
        trailingClosures.first { $0.label == label }
    }
}

/// A call's arguments or its trailing closures, in order: a run of the list that every call of
/// the file shares, so a call holds no array of its own (a file of two million buttons would
/// otherwise make four million small arrays). Indexed from 0 like an array.
struct CallParts<Element: Sendable>: RandomAccessCollection, Sendable {
    private let elements: [Element]
    private let run: CallPartRun

    /// The parts `run` of `elements`.
    init(_ elements: [Element], run: CallPartRun) {
        self.elements = elements
        self.run = run
    }

    /// No parts.
    init() {
        self.init([], run: CallPartRun())
    }

    var startIndex: Int { 0 }
    var endIndex: Int { Int(run.length) }
    subscript(position: Int) -> Element { elements[Int(run.start) + position] }
}

/// Where a call's parts lie in the file's list of them.
struct CallPartRun: Sendable {
    var start: Int32 = 0
    var length: Int32 = 0

    init() {}

    init(_ range: Range<Int>) {
        start = Int32(range.lowerBound)
        length = Int32(range.count)
    }
}

/// The lists a file's calls take their arguments and trailing closures from, made once the parse
/// has read the whole file and shared by every call of it.
final class CallPartsStorage: Sendable {
    let arguments: [Argument]
    let trailingClosures: [TrailingClosure]

    /// The lists of a call that has no parts yet (or none at all).
    static let empty = CallPartsStorage(arguments: [], trailingClosures: [])

    init(arguments: [Argument], trailingClosures: [TrailingClosure]) {
        self.arguments = arguments
        self.trailingClosures = trailingClosures
    }
}

/// One argument in parentheses: `title: "Save"` has label `title`; `"Save"` has none.
struct Argument: Sendable {
    var label: String?
    /// The tokens of the value, label and colon excluded (may be empty for `f(a:)` forms).
    var value: Range<Int>
}

/// A closure written after the call's parentheses: the first has no label, later ones do (`label:`).
struct TrailingClosure: Sendable {
    var label: String?
    /// Tokens between the braces.
    var body: Range<Int>
}

/// Where a call sits inside its parent call.
struct CallSlot: Sendable, Hashable {
    enum Position: Sendable, Hashable {
        case argument(Int)
        case trailingClosure(Int)
    }
    var call: Int
    var position: Position
}

/// A body that things are declared and run in.
struct Scope: Sendable {
    enum Kind: Sendable, Equatable {
        case file
        /// `struct`, `class`, `enum`, `extension`, `actor`, `protocol`; `name` is the declared (or extended) type.
        case type(keyword: String, name: String)
        /// `func`, `init`, `deinit`, `subscript`, and accessors (`var body: some View { … }`, `get`, `set`).
        case function(name: String, argumentLabels: [String])
        case closure
    }
    var kind: Kind
    /// The tokens between the braces (the whole file for `.file`).
    var body: Range<Int>
    var parent: Int?
    /// Names the scope's signature introduces: function parameters, closure parameters.
    var parameterNames: [String]
    /// A type's inheritance clause in order (a class's superclass first): `class A<T>: B, C where …`
    /// → `["B", "C"]`. Empty for other scopes.
    var inheritance: [String] = []
}

/// A statement's braces inside a scope: `if … { }`, `for … { }`, `else { }`, `switch … { }`.
struct Block: Sendable {
    /// The keyword that opened it (`if`, `for`, `else`, `catch`…).
    var keyword: String
    var openToken: Int
    /// The enclosing block in the same scope.
    var parent: Int?
    /// How many loops (`for`, `while`, `repeat`) this block and its enclosing blocks in the same scope form.
    var loopDepth: Int
    /// The scope the block is in.
    var scope: Int
}

/// A statement's first and last token (inclusive): a declaration, an expression, a control
/// statement with its blocks, however many lines it spans. Suppressions (`disable:next`) cover one.
struct StatementRange: Sendable, Equatable {
    var first: Int
    var last: Int

    init(first: Int, last: Int) {
        self.first = first
        self.last = last
    }
}

/// `let name = value` or `var name: Type = value` (also inside `if let` / `guard let`).
struct Binding: Sendable {
    var name: String
    var nameToken: Int
    var isConstant: Bool
    /// Tokens of the value after `=`; empty when there is no initializer.
    var value: Range<Int>
    var scope: Int
    /// `static let` / `static var`, or a stored property: true when declared directly in a type body.
    var isTypeMember: Bool
}

/// `target.path = value`: a member assignment (`config.title = "Save"`).
struct MemberAssignment: Sendable {
    /// `alert.popoverPresentationController?.sourceView` → `["alert", "popoverPresentationController", "sourceView"]`.
    var target: [String]
    var targetStart: Int
    var value: Range<Int>
    var scope: Int
}

/// The call parser's output for one file.
struct SyntaxTree: Sendable {
    /// The tree's parts in one object that copies share. A tree is handed to every stage (title
    /// sites, the title resolver, sheets, controls), and a copy holding nine arrays, a dictionary
    /// and the lexed file would retain and release every one of them; a tree is never changed once
    /// built, so a change (no stage makes one) makes new parts.
    private final class Parts: Sendable {
        let lexed: LexedFile
        let calls: [Call]
        let scopes: [Scope]
        let bindings: [Binding]
        let assignments: [MemberAssignment]
        let blocks: [Block]
        /// Given with the tree, or nil: then counted from `declaredNames` when asked.
        let declarationCounts: [String: Int]?
        /// The parser's declared names as token positions, one per declaration.
        let declaredNames: [Int]
        let imports: [String]
        let statements: [StatementRange]
        /// The `#Preview` tokens, as the parser met them; nil when the tree was not made by it.
        let previewMacros: [Int]?
        /// The branches of `#if` chains, as the parser met them (none for a tree made otherwise).
        let conditionalRegions: [ConditionalRegion]

        init(lexed: LexedFile, calls: [Call], scopes: [Scope], bindings: [Binding], assignments: [MemberAssignment],
             blocks: [Block], declarationCounts: [String: Int]?, declaredNames: [Int], imports: [String],
             statements: [StatementRange], previewMacros: [Int]?, conditionalRegions: [ConditionalRegion] = []) {
            self.lexed = lexed
            self.calls = calls
            self.scopes = scopes
            self.bindings = bindings
            self.assignments = assignments
            self.blocks = blocks
            self.declarationCounts = declarationCounts
            self.declaredNames = declaredNames
            self.imports = imports
            self.statements = statements
            self.previewMacros = previewMacros
            self.conditionalRegions = conditionalRegions
        }
    }

    private var parts: Parts

    init(lexed: LexedFile, calls: [Call], scopes: [Scope], bindings: [Binding], assignments: [MemberAssignment],
                blocks: [Block], declarationCounts: [String: Int], imports: [String], statements: [StatementRange] = []) {
        parts = Parts(lexed: lexed, calls: calls, scopes: scopes, bindings: bindings, assignments: assignments,
                      blocks: blocks, declarationCounts: declarationCounts, declaredNames: [], imports: imports,
                      statements: statements, previewMacros: nil)
    }

    /// The parser's tree: its declared names as tokens (counted when asked), the `#Preview`
    /// tokens it met.
    init(lexed: LexedFile, calls: [Call], scopes: [Scope], bindings: [Binding], assignments: [MemberAssignment],
         blocks: [Block], declaredNames: [Int], imports: [String], statements: [StatementRange],
         previewMacros: [Int], conditionalRegions: [ConditionalRegion]) {
        parts = Parts(lexed: lexed, calls: calls, scopes: scopes, bindings: bindings, assignments: assignments,
                      blocks: blocks, declarationCounts: nil, declaredNames: declaredNames, imports: imports,
                      statements: statements, previewMacros: previewMacros, conditionalRegions: conditionalRegions)
    }

    /// The tree with one part changed (the others shared).
    private func changing(calls: [Call]? = nil, scopes: [Scope]? = nil, bindings: [Binding]? = nil,
                          assignments: [MemberAssignment]? = nil, blocks: [Block]? = nil,
                          declarationCounts: [String: Int]? = nil, imports: [String]? = nil,
                          statements: [StatementRange]? = nil) -> Parts {
        Parts(lexed: parts.lexed, calls: calls ?? parts.calls, scopes: scopes ?? parts.scopes,
              bindings: bindings ?? parts.bindings, assignments: assignments ?? parts.assignments,
              blocks: blocks ?? parts.blocks, declarationCounts: declarationCounts ?? parts.declarationCounts,
              declaredNames: parts.declaredNames,
              imports: imports ?? parts.imports, statements: statements ?? parts.statements,
              previewMacros: parts.previewMacros, conditionalRegions: parts.conditionalRegions)
    }

    var lexed: LexedFile { _read { yield parts.lexed } }
    /// Calls ordered by the position of their callee name.
    var calls: [Call] {
        _read { yield parts.calls }
        set { parts = changing(calls: newValue) }
    }
    var scopes: [Scope] {
        _read { yield parts.scopes }
        set { parts = changing(scopes: newValue) }
    }
    /// Bindings in token order: each one's name and value start after the previous one's (sheets
    /// find a binding by its value's start by halving).
    var bindings: [Binding] {
        _read { yield parts.bindings }
        set { parts = changing(bindings: newValue) }
    }
    var assignments: [MemberAssignment] {
        _read { yield parts.assignments }
        set { parts = changing(assignments: newValue) }
    }
    /// Statement blocks, ordered by their opening brace.
    var blocks: [Block] {
        _read { yield parts.blocks }
        set { parts = changing(blocks: newValue) }
    }
    /// How often each name is declared: `let`/`var` (with or without a value), `for` and `case`
    /// pattern variables. Function and closure parameters are in `Scope.parameterNames`.
    ///
    /// The parser keeps the declared names' tokens and they are counted here, each time this is
    /// read (a reader asking often keeps the result): only files with a string constant ask, so
    /// most files hash no declared name.
    var declarationCounts: [String: Int] {
        get {
            if let counts = parts.declarationCounts { return counts }
            var counts: [String: Int] = [:]
            for token in parts.declaredNames { counts[text(token), default: 0] += 1 }
            return counts
        }
        set { parts = changing(declarationCounts: newValue) }
    }
    /// Module names after `import` (`import SwiftUI`, `@testable import UIKit`, `import struct SwiftUI.Button`).
    var imports: [String] {
        _read { yield parts.imports }
        set { parts = changing(imports: newValue) }
    }
    /// Statements of the file and of every brace body, sorted by first token (outermost first).
    var statements: [StatementRange] {
        _read { yield parts.statements }
        set { parts = changing(statements: newValue) }
    }

    /// The `#Preview` macro tokens in order, recorded by the parser as it passed them; nil for a
    /// tree the parser did not make.
    var previewMacros: [Int]? { parts.previewMacros }

    /// The branches of the file's `#if` chains, in the order they close.
    var conditionalRegions: [ConditionalRegion] { parts.conditionalRegions }

    var tokens: TokenList { lexed.tokens }
    var source: SourceFile { lexed.source }

    func text(_ tokenIndex: Int) -> String { lexed.text(of: lexed.tokens[tokenIndex]) }

    /// Whether a token is spelled `name`, compared as bytes (no `String` per token).
    func token(_ tokenIndex: Int, is name: String) -> Bool {
        let range = tokens[tokenIndex].range
        guard range.count == name.utf8.count else { return false }
        let bytes = source.bytes
        var offset = range.lowerBound
        for byte in name.utf8 {
            guard bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// `scope` and the scopes around it, innermost first.
    func scopeChain(from scope: Int) -> some Sequence<Int> {
        sequence(first: scope) { self.scopes[$0].parent }
    }

    /// Whether `outer` is `inner` or one of the scopes around it.
    func scope(_ outer: Int, encloses inner: Int) -> Bool {
        scopeChain(from: inner).contains(outer)
    }

    /// The scope whose body starts right after the brace at `openBrace` (scopes are ordered by their brace).
    func scope(openedAt openBrace: Int) -> Int? {
        var low = 0
        var high = scopes.count
        while low < high {
            let mid = (low + high) / 2
            if scopes[mid].body.lowerBound < openBrace + 1 { low = mid + 1 } else { high = mid }
        }
        return low < scopes.count && scopes[low].body.lowerBound == openBrace + 1 ? low : nil
    }

}

extension SyntaxTree {
    /// The outermost statement that begins at or after `token`, if any.
    func statement(beginningAtOrAfter token: Int) -> StatementRange? {
        var low = 0
        var high = statements.count
        while low < high {
            let mid = (low + high) / 2
            if statements[mid].first < token { low = mid + 1 } else { high = mid }
        }
        return low < statements.count ? statements[low] : nil
    }
}

extension SyntaxTree {
    /// The call whose name is `token`. Calls are ordered by name position, so a binary search
    /// finds it with no table by token.
    func call(namedAt token: Int) -> Int? {
        let index = firstCall(namedFrom: token)
        return index < calls.count && calls[index].nameToken == token ? index : nil
    }

    /// The first call whose name is at `token` or after it.
    func firstCall(namedFrom token: Int) -> Int {
        var low = 0
        var high = calls.count
        while low < high {
            let mid = (low + high) / 2
            if calls[mid].nameToken < token { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The base of the modifier chain the call at `index` is part of: for `.border(…)` in
    /// `Button("Save") { }.padding().border(.red)`, the `Button` call. Nil when the call is not a
    /// modifier chained on a call (it is on a variable, on `self`, or no modifier). Whole `#if`
    /// lines inside the chain are read across (`TokenList.tokenBefore(period:)`). `callEnding`
    /// names the call a `)` or `}` token ends, for a reader asking of many chains (a table made
    /// once); without it the calls before are searched.
    func modifierBase(of index: Int, callEnding: ((Int) -> Int?)? = nil) -> Int? {
        var current = index
        // Chains are as long as the code wrote them; the bound only guards against a cycle.
        for _ in 0..<10_000 {
            let nameToken = calls[current].nameToken
            guard nameToken >= 1, tokens[nameToken - 1].kind == .period,
                  let owner = tokens.tokenBefore(period: nameToken - 1),
                  tokens[owner].kind == .rightParen || tokens[owner].kind == .rightBrace
            else { return current == index ? nil : current }
            let modified = if let callEnding { callEnding(owner) } else {
                calls[..<current].lastIndex { $0.endToken == owner }
            }
            guard let modified, modified != current else { return current == index ? nil : current }
            current = modified
        }
        return nil
    }

    /// The modifiers chained directly on the call at `index`, in order
    /// (`Text("…").font(.caption).bold()`), across whole `#if` lines inside the chain.
    func chainedModifiers(of index: Int) -> [Int] {
        var found: [Int] = []
        var next = calls[index].endToken + 1
        while true {
            next = tokens.firstToken(pastDirectiveLinesFrom: next)
            guard next + 1 < tokens.count, tokens[next].kind == .period, let modifier = call(namedAt: next + 1),
                  calls[modifier].receiver == nil else { return found }
            found.append(modifier)
            next = calls[modifier].endToken + 1
        }
    }

    /// The tokens inside the action closure of the call at `index`: its `action: { … }` argument
    /// or its first unlabeled trailing closure. Nil when it has neither.
    func actionBody(ofCallAt index: Int) -> Range<Int>? {
        if let action = calls[index].argument(labeled: "action") {
            guard let first = action.value.first, tokens[first].kind == .leftBrace else { return nil }
            return (action.value.lowerBound + 1)..<(action.value.upperBound - 1)
        }
        if let closure = calls[index].trailingClosures.first, closure.label == nil { return closure.body }
        return nil
    }

    /// Whether `body` holds an assignment (`=`).
    func assigns(in body: Range<Int>) -> Bool {
        body.contains { tokens[$0].kind == .operatorSymbol && token($0, is: "=") }
    }

    /// The calls made inside `body`, the action closure of the call at `index`, in order.
    func calls(inActionBody body: Range<Int>, ofCallAt index: Int) -> [Int] {
        var inside: [Int] = []
        var callIndex = index + 1
        while callIndex < calls.count, calls[callIndex].nameToken < body.upperBound {
            if calls[callIndex].nameToken >= body.lowerBound { inside.append(callIndex) }
            callIndex += 1
        }
        return inside
    }
}

