extension SheetExtractor.Context {
    /// A dialog's own buttons and the buttons added to the `let` it is bound to, later in the
    /// body it is declared in (`let dialog = Dialog()` then `dialog.addButton(…)`), in order.
    /// Nil when it has none that can be seen.
    func addedButtons(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, methods: [String]) -> Sheet? {
        let siteByCall = siteByCall
        var actions = siteByCall.actions(of: index, location: anchor(call).lowerBound, hasRoles: true)
        // Buttons added to it may also be added elsewhere (another function): not all seen.
        var addsMore = false
        let bindings = tree.bindings
        if let bound = bindings.indices.last(where: { position in
            bindings[position].isConstant && !bindings[position].isTypeMember
                && bindings[position].value.contains(call.nameToken) && bindings[position].value.upperBound - 1 == call.endToken
        }) {
            let name = bindings[bound].name
            let scope = bindings[bound].scope
            let calls = tree.calls
            for added in (index + 1)..<calls.count where calls[added].receiver?.count == 1 {
                guard calls[added].receiver?.first == name, methods.contains(calls[added].name),
                      tree.scope(scope, encloses: calls[added].scope) else { continue }
                addsMore = true
                guard siteByCall.hasSite(added) else { continue }
                actions.append(siteByCall.action(of: added, location: anchor(calls[added]).lowerBound, hasRoles: true,
                                                 isConditional: calls[added].block != call.block))
            }
        }
        guard !actions.isEmpty else { return nil }
        // A dialog button's role is its response type, whatever else the file imports.
        return Sheet(api, kind: api.kind, anchor: anchor(call), actions: actions, isComplete: !addsMore,
                     hasRoles: true)
    }
}
