/// Whether a button that code creates is ever given an action, read from what the code does
/// with it: `addTarget`/`addAction`/`menu`/`primaryAction` give it one; placing it in a view,
/// a cell's accessory or a bar button item does not; anything the analysis cannot follow
/// (passed to an unknown function, stored elsewhere, returned, visible to other files) is
/// unknown, and rules stay silent on unknown.
enum ButtonActions {
    enum Evidence: Sendable, Equatable {
        /// Something gives the button an action.
        case handled
        /// Every use of the button is seen, and none gives it an action.
        case none
        /// The button escapes where the analysis cannot follow.
        case unknown
    }

    static func evidence(for button: SystemButton, tokens: ControlTokens, types: DeclaredTypes,
                         names: ControlNames) -> Evidence {
        let tree = tokens.tree
        let call = tree.calls[button.call]
        if call.argument(labeled: names.primaryActionLabel) != nil { return .handled }
        let first = button.startToken
        let last = call.endToken
        if let binding = tree.bindings.first(where: { $0.value == first..<last + 1 }) {
            guard let ranges = searchRanges(for: binding, tokens: tokens, types: types) else { return .unknown }
            return uses(of: binding.name, declaredAt: binding.nameToken, in: ranges, tokens: tokens, names: names)
        }
        if let assignment = tree.assignments.first(where: { $0.value == first..<last + 1 }) {
            return names.placingProperties.contains(assignment.target.last ?? "") ? .none : .unknown
        }
        if let slot = call.parent, case .argument(let position) = slot.position {
            let parent = tree.calls[slot.call]
            guard position < parent.arguments.count, parent.arguments[position].value == first..<last + 1,
                  names.placingCalls.contains(parent.name)
            else { return .unknown }
            return .none
        }
        return .unknown
    }

    /// Where a binding can be used: a local's scope; a private stored property's type (its
    /// declaration and extensions in this file); a fileprivate one's file; a top-level script's
    /// file. Nil when other files may use it.
    private static func searchRanges(for binding: Binding, tokens: ControlTokens,
                                     types: DeclaredTypes) -> [Range<Int>]? {
        let tree = tokens.tree
        if binding.isTypeMember {
            switch accessLevel(ofBindingAt: binding.nameToken, tokens: tokens) {
            case "private":
                guard let group = types.enclosingType(of: binding.scope), group.declaration != nil else { return nil }
                return types.bodies(of: [group])
            case "fileprivate":
                return [tree.scopes[0].body]
            default:
                return nil
            }
        }
        if binding.scope == 0 {
            return tokens.hasTopLevelStatements ? [tree.scopes[0].body] : nil
        }
        let body = tree.scopes[binding.scope].body
        return [binding.nameToken + 1..<max(binding.nameToken + 1, body.upperBound)]
    }

    /// `private`, `fileprivate`, … written before `let`/`var`; nil for the default access, and for
    /// `private(set)`, which leaves the property readable elsewhere.
    private static func accessLevel(ofBindingAt nameToken: Int, tokens: ControlTokens) -> String? {
        var index = nameToken - 2
        while index >= 0 {
            if tokens.isKind(index, .identifier) {
                let word = tokens.text(index)
                if ["private", "fileprivate", "internal", "public", "open", "package"].contains(word) {
                    return tokens.isKind(index + 1, .leftParen) ? nil : word
                }
            } else if tokens.isKind(index, .rightParen) {
                return nil
            }
            if tokens.tree.tokens[index].isAtStartOfLine { return nil }
            index -= 1
        }
        return nil
    }

    /// Reads every mention of `name` in `ranges`.
    private static func uses(of name: String, declaredAt declaration: Int, in ranges: [Range<Int>],
                             tokens: ControlTokens, names: ControlNames) -> Evidence {
        for range in ranges {
            for index in range where index != declaration && tokens.isIdentifier(index, name) {
                switch use(at: index, tokens: tokens, names: names) {
                case .handled: return .handled
                case .unknown: return .unknown
                case .none: continue
                }
            }
        }
        return .none
    }

    private static func use(at index: Int, tokens: ControlTokens, names: ControlNames) -> Evidence {
        var start = index
        if tokens.isKind(index - 1, .period) {
            // `self.button` is the button; `other.button` is something else's property.
            guard tokens.isIdentifier(index - 2, "self"), !tokens.isKind(index - 3, .period) else { return .none }
            start = index - 2
        }
        // Another declaration of the same name (a shadowing local, a parameter) hides the button.
        if tokens.isIdentifier(start - 1, "let") || tokens.isIdentifier(start - 1, "var") { return .unknown }
        if tokens.isKind(index + 1, .colon) {
            // An argument label (`f(button: x)`) names no variable; a parameter `button: UIButton` shadows it.
            return tokens.isKind(start - 1, .leftParen) || tokens.isKind(start - 1, .comma) ? .none : .unknown
        }
        let members = memberChain(after: index, tokens: tokens)
        if members.names.contains(where: names.actionMembers.contains) { return .handled }
        if let lastMember = members.names.last {
            guard tokens.isKind(members.end, .leftParen), !tokens.tree.tokens[members.end].isAtStartOfLine else {
                return .none  // a property read or set: `info.tag = row`, `info.frame`
            }
            if names.layoutMethods.contains(lastMember) || lastMember.hasPrefix("set")
                || members.names.contains(where: { $0.hasSuffix("Anchor") }) {
                return .none
            }
            return .unknown
        }
        // The bare button, as a value.
        if tokens.isOperator(start - 1, "=") {
            let assigned = tokens.tree.assignments.first { $0.value == start..<index + 1 }
            return names.placingProperties.contains(assigned?.target.last ?? "") ? .none : .unknown
        }
        if let call = tokens.innermostCall(withArgumentContaining: index),
           names.placingCalls.contains(tokens.tree.calls[call].name) {
            return .none
        }
        return .unknown
    }

    /// `.a?.b!.c` after a name: the member names and the token after the chain.
    private static func memberChain(after index: Int, tokens: ControlTokens) -> (names: [String], end: Int) {
        var names: [String] = []
        var next = index + 1
        while next < tokens.count {
            if tokens.isOperator(next, "?") || tokens.isOperator(next, "!") {
                next += 1
            } else if tokens.isKind(next, .period), tokens.isKind(next + 1, .identifier) {
                names.append(tokens.text(next + 1))
                next += 2
            } else {
                break
            }
        }
        return (names, next)
    }
}
