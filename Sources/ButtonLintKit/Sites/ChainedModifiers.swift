/// Modifier chains as title sites read them: the modifiers chained on a call
/// (`Button().label("Save").suggested()`) and the call a modifier is chained on.
extension TitleResolver {
    /// The modifiers chained directly on the call at `index`, in order.
    func chainedModifiers(of index: Int) -> [Int] {
        tree.chainedModifiers(of: index)
    }

    /// The call at the start of the chain the modifier at `index` is part of: for `.button(…)` in
    /// `Banner("…", visible: v).padding().button("Reload") { }`, the `Banner` call. Nil when the
    /// modifier is not chained on a call.
    func modifierBase(of index: Int) -> Int? {
        tree.modifierBase(of: index)
    }

    /// The role the modifiers chained on the call at `index` give it: the first one `named` holds
    /// (given no argument, or `true`), or the first style class `styles` holds added by `styledBy`
    /// (a literal, `.style("destructive-action")`, or a member, `.cssClass(.destructiveAction)`).
    func modifierRole(of index: Int, named: [String: ActionRole], styledBy: String?,
                      styles: [String: ActionRole]) -> ActionRole {
        for modifier in chainedModifiers(of: index) {
            let call = tree.calls[modifier]
            if let role = named[call.name] {
                // `.destructive(false)` turns the style off.
                if call.arguments.isEmpty { return role }
                if call.arguments.count == 1, call.arguments[0].value.count == 1,
                   tree.text(call.arguments[0].value.lowerBound) == "true" { return role }
            } else if call.name == styledBy, let style = call.arguments.first, style.label == nil,
                      let name = valueName(style.value, scope: call.scope), let role = styles[name] {
                return role
            }
        }
        return .unspecified
    }

    /// Whether the call at `index` is coloured by `modifier` with one of `colours` (`.tint(.red)`)
    /// and lies in the content of a call named in `containers` (`.swipeActions { … }`).
    func isColoured(_ index: Int, modifier: String, colours: [String], inside containers: [String]) -> Bool {
        let coloured = chainedModifiers(of: index).contains { modifierIndex in
            let call = tree.calls[modifierIndex]
            guard call.name == modifier, call.arguments.count == 1, let value = call.arguments.first?.value else { return false }
            if let name = valueName(value, scope: call.scope), colours.contains(name) { return true }
            return colours.contains(value.map { tree.text($0) }.joined())
        }
        guard coloured else { return false }
        var child = index
        while let slot = tree.calls[child].parent {
            if containers.contains(tree.calls[slot.call].name) { return true }
            child = slot.call
        }
        return false
    }
}
