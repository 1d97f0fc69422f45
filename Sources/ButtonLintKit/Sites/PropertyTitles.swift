/// Titles written to a control's property after it was made (`button.label = "Press Me"`), for
/// the catalogue's `TitleProperty` entries: the variable must be bound to a call of the
/// control's type in the same body or one around it, or be a parameter declared with the type.
enum PropertyTitles {
    static func sites(in tree: SyntaxTree, properties: [TitleProperty], frameworks: FrameworkSet,
                      resolver: TitleResolver) -> [TitleSite] {
        let applicable = properties.filter { $0.frameworks.intersects(frameworks) }
        guard !applicable.isEmpty else { return [] }
        var sites: [TitleSite] = []
        for assignment in tree.assignments where assignment.target.count == 2 {
            let owner = assignment.target[0]
            for property in applicable where assignment.target[1] == property.property {
                guard isControl(named: owner, before: assignment.targetStart, scope: assignment.scope, property, tree)
                else { continue }
                sites.append(TitleSite(kind: property.kind, builder: property.property,
                                       frameworks: property.frameworks.intersection(frameworks), call: nil,
                                       location: tree.tokens[assignment.targetStart].range.lowerBound,
                                       title: resolver.title(in: assignment.value, scope: assignment.scope),
                                       role: .unspecified))
                break
            }
        }
        return sites
    }

    /// Whether `name`, seen from `scope` at `token`, is a control of `property`'s types.
    private static func isControl(named name: String, before token: Int, scope: Int, _ property: TitleProperty,
                                  _ tree: SyntaxTree) -> Bool {
        // The nearest binding of that name in the same body or one around it.
        if let binding = tree.bindings.last(where: { binding in
            binding.name == name && binding.nameToken < token && tree.scope(binding.scope, encloses: scope)
        }) {
            return madeByType(binding.value, property, tree)
        }
        // A parameter of a function around it: `_ button: Gtk.Button`.
        var current: Int? = scope
        while let index = current {
            if tree.scopes[index].parameterNames.contains(name) {
                return declaredAsType(name, inSignatureBefore: tree.scopes[index].body.lowerBound, property, tree)
            }
            current = tree.scopes[index].parent
        }
        return false
    }

    /// `Button(label: "Press")` or `Gtk.Button()`: the whole value is a call of one of the types.
    private static func madeByType(_ value: Range<Int>, _ property: TitleProperty, _ tree: SyntaxTree) -> Bool {
        guard !value.isEmpty else { return false }
        return tree.calls.contains { call in
            value.contains(call.nameToken) && call.endToken == value.upperBound - 1
                && property.types.contains(call.name) && call.receiver.map(property.receivers.contains) ?? false
        }
    }

    /// Whether the signature ending at `bodyStart` (the `{` after it) declares `name: Type` or
    /// `name: Module.Type` with one of the types.
    private static func declaredAsType(_ name: String, inSignatureBefore bodyStart: Int, _ property: TitleProperty,
                                       _ tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var index = bodyStart - 1
        // A signature is short: the tokens back to the previous brace.
        while index > 0, bodyStart - index < 200, tokens[index].kind != .rightBrace {
            defer { index -= 1 }
            guard tokens[index].kind == .identifier, tree.text(index) == name, index + 2 < bodyStart,
                  tokens[index + 1].kind == .colon else { continue }
            var typeToken = index + 2
            var receiver: [String] = []
            if typeToken + 2 < bodyStart, tokens[typeToken + 1].kind == .period {
                receiver = [tree.text(typeToken)]
                typeToken += 2
            }
            return tokens[typeToken].kind == .identifier && property.types.contains(tree.text(typeToken))
                && property.receivers.contains(receiver)
        }
        return false
    }
}
