/// Token-level questions the control rules ask of a syntax tree (what a token is, which call
/// holds it, which type encloses it), kept apart from the parser so the parser stays the one
/// place that builds the tree.
struct ControlTokens {
    let tree: SyntaxTree

    init(tree: SyntaxTree) {
        self.tree = tree
    }

    var count: Int { tree.tokens.count }

    func text(_ index: Int) -> String { tree.text(index) }

    func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < tree.tokens.count && tree.tokens[index].kind == kind
    }

    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        isKind(index, .identifier) && tree.token(index, is: name)
    }

    func isOperator(_ index: Int, _ symbol: String) -> Bool {
        isKind(index, .operatorSymbol) && tree.token(index, is: symbol)
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

    /// True when the file runs statements at its top level (a script, `main.swift`, a playground),
    /// so a file-level `let` is that script's local rather than a global other files may use.
    var hasTopLevelStatements: Bool {
        if tree.assignments.contains(where: { $0.scope == 0 }) { return true }
        // File-level bindings and calls are both in source order: one sweep tells the calls that
        // make a binding's value from the ones that are statements of their own.
        let values = tree.bindings.filter { $0.scope == 0 }.map(\.value)
        var next = 0
        for call in tree.calls where call.scope == 0 && call.parent == nil {
            while next < values.count, values[next].upperBound <= call.nameToken { next += 1 }
            if next < values.count, values[next].contains(call.nameToken) { continue }
            return true
        }
        return false
    }
}
