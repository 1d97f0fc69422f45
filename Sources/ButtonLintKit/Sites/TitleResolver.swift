/// Reads the title an argument or label closure holds, when syntax alone can tell it: a string
/// literal, a `let` constant with a literal value in the same file, a literal wrapped in
/// `Text`, `NSLocalizedString`, `String(localized:)` and the other catalogued wrappers (a key
/// looked up in the project's catalogs), or a generated accessor's use (`L10n.Common.cancel`).
/// Anything else (variables, parameters, calls the catalogue does not know) stays unread.
struct TitleResolver {
    let tree: SyntaxTree
    /// Where the title wrappers and label views are named.
    let catalogue: APICatalogue
    /// The project's catalogs and accessors.
    let localization: ProjectLocalization
    /// The frameworks the file imports: SwiftUI's own key lookup happens only in its files.
    let frameworks: FrameworkSet
    private let constants: ConstantTable

    init(tree: SyntaxTree, catalogue: APICatalogue = .standard, localization: ProjectLocalization = .none,
         frameworks: FrameworkSet = []) {
        self.tree = tree
        self.catalogue = catalogue
        self.localization = localization
        self.frameworks = frameworks
        self.constants = ConstantTable(tree: tree)
    }

    /// The call whose name is `token`. Calls are ordered by name position, so a binary search
    /// finds it with no table by token.
    func call(namedAt token: Int) -> Int? {
        let index = firstCall(namedFrom: token)
        return index < tree.calls.count && tree.calls[index].nameToken == token ? index : nil
    }

    /// The first call whose name is at `token` or after it.
    private func firstCall(namedFrom token: Int) -> Int {
        let calls = tree.calls
        var low = 0
        var high = calls.count
        while low < high {
            let mid = (low + high) / 2
            if calls[mid].nameToken < token { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The title held by the tokens of an argument's value.
    /// `scope` is where the value is written: a constant must be visible from there.
    /// `literalIsKey`: a literal there is a key this file looks up (SwiftUI's `Button("…")`).
    func title(in value: Range<Int>, scope: Int, literalIsKey: Bool = false, wrapperDepth: Int = 0) -> ResolvedTitle? {
        // Wrappers nest a few levels in real code (`Text(NSLocalizedString(…))`); input that nests
        // deeper is not a title, and stopping keeps the recursion shallow.
        guard let first = value.first, wrapperDepth < 4 else { return nil }
        let tokens = tree.tokens
        switch tokens[first].kind {
        case .stringLiteral where value.count == 1:
            if literalIsKey { return implicitKeyTitle(at: first) }
            return literalTitle(at: first, origin: .literal)
        case .identifier:
            if let callIndex = call(namedAt: first) {
                return wrappedTitle(callIndex, in: value, wrapperDepth: wrapperDepth)
            }
            if let literalToken = constants.literalToken(for: value, from: scope) {
                return literalTitle(at: literalToken, origin: .constant)
            }
            return accessorTitle(in: value)
        default:
            return nil
        }
    }

    /// The single `Text` or `Label` inside a label closure; nil when there are none or several.
    /// The calls are walked in place (no arrays of indices), a call on a receiver is turned away
    /// before its name is hashed, and a second label ends the walk.
    func labelTitle(in body: Range<Int>) -> ResolvedTitle? {
        let calls = tree.calls
        var only: Int?
        var index = firstCall(namedFrom: body.lowerBound)
        while index < calls.count, calls[index].nameToken < body.upperBound {
            if calls[index].receiver == [], catalogue.labelViews.contains(calls[index].name) {
                guard only == nil else { return nil }
                only = index
            }
            index += 1
        }
        guard let only else { return nil }
        return wrappedTitle(only, in: nil, wrapperDepth: 0)
    }

    /// Indices of the calls whose names lie inside `range` (calls are ordered by name position).
    func calls(in range: Range<Int>) -> [Int] {
        let calls = tree.calls
        var low = firstCall(namedFrom: range.lowerBound)
        var result: [Int] = []
        while low < calls.count, calls[low].nameToken < range.upperBound {
            result.append(low)
            low += 1
        }
        return result
    }

    /// `Text("Save")`, `NSLocalizedString("key", value: "Save", comment: "")`, `String(localized: "Save")`.
    /// With a `value` range, the wrapper must fill it, modifiers aside (`Text("Save").bold()`).
    /// The call is read in place: a copy retained and released each of its parts.
    private func wrappedTitle(_ callIndex: Int, in value: Range<Int>?, wrapperDepth: Int) -> ResolvedTitle? {
        let calls = tree.calls
        guard calls[callIndex].receiver == [], let wrapper = catalogue.wrappersByCallee[calls[callIndex].name] else { return nil }
        let endToken = calls[callIndex].endToken
        if let value, endToken + 1 < value.upperBound, tree.tokens[endToken + 1].kind != .period {
            return nil
        }
        // The lookup is read where the wrapper holds it, not bound by `if let` (a copy of it and
        // its labels).
        switch wrapper.keyLookup {
        case .some(let lookup) where appliesHere(lookup):
            if let looked = lookedUpTitle(ofCallAt: callIndex, in: calls, lookup) { return looked.title }
        default:
            break
        }
        for label in wrapper.labels {
            guard let argument = calls[callIndex].argument(labeled: label) else { continue }
            if label == nil, calls[callIndex].arguments.first?.label != nil { continue }
            guard argument.value.count == 1, tree.tokens[argument.value.lowerBound].kind == .stringLiteral else {
                return title(in: argument.value, scope: calls[callIndex].scope, wrapperDepth: wrapperDepth + 1)
            }
            return literalTitle(at: argument.value.lowerBound, origin: .literal)
        }
        return nil
    }

    func literalTitle(at token: Int, origin: TitleOrigin, catalogKey: CatalogKeyReference? = nil) -> ResolvedTitle? {
        let start = tree.tokens[token].range.lowerBound
        guard let literal = tree.lexed.literal(startingAt: start), literal.isTerminated else { return nil }
        return ResolvedTitle(text: LiteralText(literal, in: tree.lexed.source), origin: origin, catalogKey: catalogKey,
                             anchor: literal.range)
    }
}

/// `let` constants with a literal value, found by name (`deleteTitle`) where the constant is
/// visible, or by type and name (`Strings.delete`). A name declared more than once in the file in
/// any way (another `let` or `var`, a parameter, a `for` or `case` variable) is not resolved.
struct ConstantTable {
    private let tree: SyntaxTree
    private var constantByName: [String: Binding] = [:]
    private var constantByMember: [String: Binding] = [:]

    init(tree: SyntaxTree) {
        self.tree = tree
        var candidates: [Binding] = []
        var declarationCounts: [String: Int]?  // counted by the tree when read: once, at the first literal constant
        for binding in tree.bindings where binding.isConstant && binding.value.count == 1 {
            guard tree.tokens[binding.value.lowerBound].kind == .stringLiteral else { continue }
            if declarationCounts == nil { declarationCounts = tree.declarationCounts }
            guard declarationCounts?[binding.name] == 1 else { continue }
            candidates.append(binding)
        }
        guard !candidates.isEmpty else { return }
        // A file has few such constants and many parameters: each parameter name is compared
        // with the constants' names instead of every one being put in a set, and a file without
        // such a constant reads no parameter name at all.
        let names = candidates.map(\.name)
        let nameSet = names.count > 16 ? Set(names) : nil
        var shadowed: Set<String> = []
        for scope in tree.scopes {
            for name in scope.parameterNames where nameSet?.contains(name) ?? names.contains(name) {
                shadowed.insert(name)
            }
        }
        for binding in candidates where !shadowed.contains(binding.name) {
            if binding.isTypeMember, case .type(_, let typeName) = tree.scopes[binding.scope].kind {
                constantByMember[typeName + "." + binding.name] = binding
            }
            constantByName[binding.name] = binding
        }
    }

    /// The literal token of the constant `value` names (`name` or `Type.name`), seen from `scope`:
    /// a constant is visible in the scope it is declared in and every scope inside it.
    func literalToken(for value: Range<Int>, from scope: Int) -> Int? {
        let tokens = tree.tokens
        let first = value.lowerBound
        if value.count == 1 {
            guard let binding = constantByName[tree.text(first)], tree.scope(binding.scope, encloses: scope) else { return nil }
            return binding.value.lowerBound
        }
        if value.count == 3, tokens[first + 1].kind == .period, tokens[first + 2].kind == .identifier {
            return constantByMember[tree.text(first) + "." + tree.text(first + 2)]?.value.lowerBound
        }
        return nil
    }
}
