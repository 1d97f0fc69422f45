/// Roles imperative code gives an object after making it, read from the statements on the same
/// name: `button.addCSSClass("destructive-action")` after `let button = Button(label: "Delete")`,
/// `dialog.closeResponse = "cancel"` after `dialog.addResponse("cancel", label: "Cancel")`.
extension TitleResolver {
    /// The object the call at `index` is about, and the scope its statements are read in: the
    /// receiver of a method call on one name (`dialog` of `dialog.addResponse(…)`), or the name the
    /// call's value is bound to (`button` of `let button = Button(…)`), in the body that declares
    /// it (a stored property's type, a local's function or closure).
    func owner(ofCallAt index: Int) -> (name: String, scope: Int)? {
        let call = tree.calls[index]
        let bindings = tree.bindings
        if let receiver = call.receiver, receiver.count == 1, let name = receiver.first {
            let declared = bindings.last { binding in
                binding.name == name && binding.nameToken < call.nameToken && tree.scope(binding.scope, encloses: call.scope)
            }
            return (name, declared?.scope ?? call.scope)
        }
        guard call.receiver == [], let bound = bindings.first(where: {
            $0.value.lowerBound == call.nameToken && $0.value.upperBound == call.endToken + 1
        }) else { return nil }
        return (bound.name, bound.scope)
    }

    /// The role the last matching `owner.method(…)` call gives the call at `index`.
    func ownerCallRole(of index: Int, method: String, keyed: Bool, values: [String: ActionRole]) -> ActionRole {
        guard let owner = owner(ofCallAt: index) else { return .unspecified }
        let key = keyed ? firstArgumentText(of: index) : nil
        if keyed, key == nil { return .unspecified }
        var role = ActionRole.unspecified
        // Only the calls inside the owner's body can be about it: they are found by position.
        for other in calls(in: tree.scopes[owner.scope].body) where tree.calls[other].name == method {
            let call = tree.calls[other]
            guard call.receiver == [owner.name], tree.scope(owner.scope, encloses: call.scope),
                  let last = call.arguments.last else { continue }
            if keyed, firstArgumentText(of: other) != key { continue }
            if let name = valueName(last.value, scope: call.scope), let found = values[name] { role = found }
        }
        return role
    }

    /// `role` when the owner's `property` is assigned the call's first argument, or, when it is
    /// never assigned, when that argument is `defaultKey`.
    func ownerAssignmentRole(of index: Int, property: String, role: ActionRole, defaultKey: String?) -> ActionRole {
        guard let owner = owner(ofCallAt: index), let key = firstArgumentText(of: index) else { return .unspecified }
        var assigned: String??
        for assignment in tree.assignments where assignment.target == [owner.name, property]
            && tree.scope(owner.scope, encloses: assignment.scope) {
            assigned = .some(valueName(assignment.value, scope: assignment.scope))
        }
        switch assigned {
        case .none: return key == defaultKey ? role : .unspecified
        case .some(let value): return value == key ? role : .unspecified
        }
    }

    /// The text of the call's first unlabeled argument, when it is a literal or a constant.
    private func firstArgumentText(of index: Int) -> String? {
        guard let first = tree.calls[index].arguments.first, first.label == nil else { return nil }
        return title(in: first.value, scope: tree.calls[index].scope)?.text.plainText
    }

    /// A literal's text, a constant's, or an implicit member's name (`.destructive`).
    func valueName(_ value: Range<Int>, scope: Int) -> String? {
        if value.count == 2, tree.tokens[value.lowerBound].kind == .period,
           tree.tokens[value.lowerBound + 1].kind == .identifier {
            return tree.text(value.lowerBound + 1)
        }
        return title(in: value, scope: scope)?.text.plainText
    }
}
