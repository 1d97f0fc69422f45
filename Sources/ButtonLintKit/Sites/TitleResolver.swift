/// Reads the title an argument or label closure holds, when syntax alone can tell it: a string
/// literal, a `let` constant with a literal value in the same file, or a literal wrapped in
/// `Text`, `NSLocalizedString`, `String(localized:)` and the other catalogued wrappers.
/// Anything else (variables, parameters, calls the catalogue does not know) stays unread.
struct TitleResolver {
    let tree: SyntaxTree
    private let callByNameToken: [Int: Int]
    private let constants: ConstantTable

    init(tree: SyntaxTree) {
        self.tree = tree
        var index: [Int: Int] = [:]
        for (callIndex, call) in tree.calls.enumerated() { index[call.nameToken] = callIndex }
        self.callByNameToken = index
        self.constants = ConstantTable(tree: tree)
    }

    func call(namedAt token: Int) -> Int? { callByNameToken[token] }

    /// The title held by the tokens of an argument's value.
    func title(in value: Range<Int>, wrapperDepth: Int = 0) -> ResolvedTitle? {
        // Wrappers nest a few levels in real code (`Text(NSLocalizedString(…))`); input that nests
        // deeper is not a title, and stopping keeps the recursion shallow.
        guard let first = value.first, wrapperDepth < 4 else { return nil }
        let tokens = tree.tokens
        switch tokens[first].kind {
        case .stringLiteral where value.count == 1:
            return literalTitle(at: first, origin: .literal)
        case .identifier:
            if let callIndex = callByNameToken[first] {
                return wrappedTitle(callIndex, in: value, wrapperDepth: wrapperDepth)
            }
            if let literalToken = constants.literalToken(for: value) {
                return literalTitle(at: literalToken, origin: .constant)
            }
            return nil
        default:
            return nil
        }
    }

    /// The single `Text` or `Label` inside a label closure; nil when there are none or several.
    func labelTitle(in body: Range<Int>) -> ResolvedTitle? {
        let labels = calls(in: body).filter { index in
            let name = tree.calls[index].name
            return (name == "Text" || name == "Label") && tree.calls[index].receiver == []
        }
        guard labels.count == 1, let only = labels.first else { return nil }
        return wrappedTitle(only, in: nil, wrapperDepth: 0)
    }

    /// Indices of the calls whose names lie inside `range` (calls are ordered by name position).
    func calls(in range: Range<Int>) -> [Int] {
        let calls = tree.calls
        var low = 0
        var high = calls.count
        while low < high {
            let mid = (low + high) / 2
            if calls[mid].nameToken < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var result: [Int] = []
        while low < calls.count, calls[low].nameToken < range.upperBound {
            result.append(low)
            low += 1
        }
        return result
    }

    /// `Text("Save")`, `NSLocalizedString("key", value: "Save", comment: "")`, `String(localized: "Save")`.
    /// With a `value` range, the wrapper must fill it, modifiers aside (`Text("Save").bold()`).
    private func wrappedTitle(_ callIndex: Int, in value: Range<Int>?, wrapperDepth: Int) -> ResolvedTitle? {
        let call = tree.calls[callIndex]
        guard call.receiver == [], let labels = APICatalogue.titleWrappers[call.name] else { return nil }
        if let value, call.endToken + 1 < value.upperBound, tree.tokens[call.endToken + 1].kind != .period {
            return nil
        }
        for label in labels {
            guard let argument = call.argument(labeled: label) else { continue }
            if label == nil, call.arguments.first?.label != nil { continue }
            guard argument.value.count == 1, tree.tokens[argument.value.lowerBound].kind == .stringLiteral else {
                return title(in: argument.value, wrapperDepth: wrapperDepth + 1)
            }
            let origin: TitleOrigin = call.name == "Text" || call.name == "Label" ? .literal : .localized
            return literalTitle(at: argument.value.lowerBound, origin: origin)
        }
        return nil
    }

    private func literalTitle(at token: Int, origin: TitleOrigin) -> ResolvedTitle? {
        let start = tree.tokens[token].range.lowerBound
        guard let literal = tree.lexed.literal(startingAt: start), literal.isTerminated else { return nil }
        return ResolvedTitle(text: LiteralText(literal, in: tree.source), literal: literal, origin: origin)
    }
}

/// `let` constants with a literal value, found by name (`deleteTitle`) or by type and name
/// (`Strings.delete`). A name bound more than once, or also used as a parameter, is not resolved.
struct ConstantTable {
    private let tree: SyntaxTree
    private var literalByName: [String: Int] = [:]
    private var literalByMember: [String: Int] = [:]

    init(tree: SyntaxTree) {
        self.tree = tree
        var declarations: [String: Int] = [:]
        for scope in tree.scopes {
            for name in scope.parameterNames { declarations[name, default: 0] += 2 }
        }
        for binding in tree.bindings { declarations[binding.name, default: 0] += 1 }
        for binding in tree.bindings where binding.isConstant && binding.value.count == 1 {
            let token = binding.value.lowerBound
            guard tree.tokens[token].kind == .stringLiteral, declarations[binding.name] == 1 else { continue }
            if binding.isTypeMember, case .type(_, let typeName) = tree.scopes[binding.scope].kind {
                literalByMember[typeName + "." + binding.name] = token
            }
            literalByName[binding.name] = token
        }
    }

    /// The literal token of the constant `value` names: `name` or `Type.name`.
    func literalToken(for value: Range<Int>) -> Int? {
        let tokens = tree.tokens
        let first = value.lowerBound
        if value.count == 1 {
            return literalByName[tree.text(first)]
        }
        if value.count == 3, tokens[first + 1].kind == .period, tokens[first + 2].kind == .identifier {
            return literalByMember[tree.text(first) + "." + tree.text(first + 2)]
        }
        return nil
    }
}
