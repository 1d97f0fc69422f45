/// Token-level questions the control rules ask of a syntax tree (what a token is, what comes
/// before it on a modifier chain, which call ends where), kept apart from the parser so the
/// parser stays the one place that builds the tree.
struct ControlTokens {
    let tree: SyntaxTree
    /// The call each closing `)` or `}` ends, so a modifier can find the view it modifies.
    private let callEndingAt: [Int: Int]

    init(tree: SyntaxTree) {
        self.tree = tree
        var ends: [Int: Int] = [:]
        for (index, call) in tree.calls.enumerated() where call.endToken != call.nameToken {
            ends[call.endToken] = index
        }
        self.callEndingAt = ends
    }

    var count: Int { tree.tokens.count }

    func text(_ index: Int) -> String { tree.text(index) }

    func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < tree.tokens.count && tree.tokens[index].kind == kind
    }

    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        isKind(index, .identifier) && text(index) == name
    }

    func isOperator(_ index: Int, _ symbol: String) -> Bool {
        isKind(index, .operatorSymbol) && text(index) == symbol
    }

    /// The call whose last token (`)` or `}`) is `index`.
    func call(endingAt index: Int) -> Int? { callEndingAt[index] }

    /// The token before `index`, skipping whole `#if …` / `#endif` lines, which sit inside
    /// modifier chains in real code without changing what the chain modifies.
    func previousToken(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            var lineStart = candidate
            while lineStart > 0, !tree.tokens[lineStart].isAtStartOfLine { lineStart -= 1 }
            guard tree.tokens[lineStart].kind == .poundDirective else { return candidate }
            candidate = lineStart - 1
        }
        return nil
    }

    /// The base of a modifier chain: for `.border(…)` in `Button("Save") { }.padding().border(.red)`,
    /// the `Button` call. Nil when the modifier is not applied to a call (a variable, a `self`).
    func modifierBase(of callIndex: Int) -> Int? {
        var current = callIndex
        // Chains are as long as the code wrote them; the bound only guards against a cycle.
        for _ in 0..<10_000 {
            let nameToken = tree.calls[current].nameToken
            guard isKind(nameToken - 1, .period), let owner = previousToken(before: nameToken - 1),
                  isKind(owner, .rightParen) || isKind(owner, .rightBrace),
                  let modified = call(endingAt: owner), modified != current
            else { return current == callIndex ? nil : current }
            current = modified
        }
        return nil
    }

    /// The innermost call whose parenthesized arguments contain `token`.
    func innermostCall(withArgumentContaining token: Int) -> Int? {
        var best: Int?
        for (index, call) in tree.calls.enumerated() {
            if call.nameToken >= token { break }
            guard let open = call.openParen, open < token, token < call.endToken,
                  call.arguments.contains(where: { $0.value.contains(token) })
            else { continue }
            best = index
        }
        return best
    }

    /// The value tokens of an argument spelling `.member` or `Type.member` (`.detailDisclosure`,
    /// `UIButton.ButtonType.detailDisclosure`): the member's name token, else nil.
    func memberName(in value: Range<Int>, qualifiers: [[String]]) -> Int? {
        guard value.count >= 2, let last = value.last, isKind(last, .identifier), isKind(last - 1, .period)
        else { return nil }
        let prefix = value.lowerBound..<(last - 1)
        var names: [String] = []
        for (offset, index) in prefix.enumerated() {
            if offset % 2 == 0 {
                guard isKind(index, .identifier) else { return nil }
                names.append(text(index))
            } else if !isKind(index, .period) {
                return nil
            }
        }
        if !prefix.isEmpty, prefix.count % 2 == 0 { return nil }
        return qualifiers.contains(names) ? last : nil
    }

    /// Bytes from the start of `first` to the end of `last`.
    func byteRange(_ first: Int, through last: Int) -> Range<Int> {
        tree.tokens[first].range.lowerBound..<max(tree.tokens[first].range.upperBound, tree.tokens[last].range.upperBound)
    }

    /// Whether any identifier in `ranges` contains one of `fragments` (compared in lowercase).
    func mentions(anyOf fragments: [String], in ranges: [Range<Int>]) -> Bool {
        for range in ranges {
            for index in range where tree.tokens[index].kind == .identifier {
                let name = text(index).lowercased()
                if fragments.contains(where: { name.contains($0) }) { return true }
            }
        }
        return false
    }

    /// The innermost type body that contains `scope` (or is `scope`); nil for top-level code.
    func enclosingTypeScope(of scope: Int) -> Int? {
        var current: Int? = scope
        while let index = current {
            if case .type = tree.scopes[index].kind { return index }
            current = tree.scopes[index].parent
        }
        return nil
    }

    /// True when the file runs statements at its top level (a script, `main.swift`, a playground),
    /// so a file-level `let` is that script's local rather than a global other files may use.
    var hasTopLevelStatements: Bool {
        if tree.assignments.contains(where: { $0.scope == 0 }) { return true }
        let fileBindings = tree.bindings.filter { $0.scope == 0 }
        return tree.calls.contains { call in
            call.scope == 0 && call.parent == nil
                && !fileBindings.contains { $0.value.contains(call.nameToken) }
        }
    }
}
