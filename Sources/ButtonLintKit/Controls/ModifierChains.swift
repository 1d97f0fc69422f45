/// SwiftUI modifier chains read backwards: `Button("Save") { }.padding().border(.red)` is a
/// `border` applied to a `padding` applied to a `Button`.
struct ModifierChains {
    private let tokens: ControlTokens
    /// The call each closing `)` or `}` ends, so a modifier can find the view it modifies.
    private let callEndingAt: [Int: Int]

    init(tokens: ControlTokens) {
        self.tokens = tokens
        var ends: [Int: Int] = [:]
        for (index, call) in tokens.tree.calls.enumerated() where call.endToken != call.nameToken {
            ends[call.endToken] = index
        }
        self.callEndingAt = ends
    }

    /// The token before `index`, skipping whole `#if …` / `#endif` lines, which sit inside
    /// modifier chains in real code without changing what the chain modifies.
    private func previousToken(before index: Int) -> Int? {
        let tree = tokens.tree
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
            let nameToken = tokens.tree.calls[current].nameToken
            guard tokens.isKind(nameToken - 1, .period), let owner = previousToken(before: nameToken - 1),
                  tokens.isKind(owner, .rightParen) || tokens.isKind(owner, .rightBrace),
                  let modified = callEndingAt[owner], modified != current
            else { return current == callIndex ? nil : current }
            current = modified
        }
        return nil
    }
}
