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

    /// The base of a modifier chain (`SyntaxTree.modifierBase(of:)`), the modified calls found
    /// through the table.
    func modifierBase(of callIndex: Int) -> Int? {
        tokens.tree.modifierBase(of: callIndex) { callEndingAt[$0] }
    }
}
