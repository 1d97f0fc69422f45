extension SurroundingRoles {
    /// The role the call at `index` (a button's builder) is given by the call around it or by a
    /// method called on its variable; nil when none of the catalogue's applies.
    func role(ofCallAt index: Int, in tree: SyntaxTree, frameworks: FrameworkSet) -> ActionRole? {
        // Read in place: a copy of a call retains and releases each of its parts.
        let calls = tree.calls
        if let slot = calls[index].parent {
            for container in containers where container.frameworks.intersects(frameworks)
                && calls[slot.call].name == container.call.callee && container.call.matches(calls[slot.call]) {
                guard isContent(slot, of: calls[slot.call], label: container.contentLabel) else { continue }
                guard let argument = calls[slot.call].argument(labeled: container.label) else { return nil }
                let role = container.names.role(of: argument.value, in: tree)
                return role == .unknown ? nil : role
            }
        }
        guard self.calls.contains(where: { $0.frameworks.intersects(frameworks) }),
              let binding = binding(holding: index, in: tree) else { return nil }
        let name = tree.bindings[binding].name
        guard tree.declarationCounts[name] == 1 else { return nil }
        for later in (index + 1)..<calls.count where calls[later].receiver?.first == name {
            for roleCall in self.calls where roleCall.frameworks.intersects(frameworks)
                && calls[later].name == roleCall.method && calls[later].receiver == [name] + roleCall.path {
                guard tree.scope(tree.bindings[binding].scope, encloses: calls[later].scope),
                      let argument = calls[later].argument(labeled: roleCall.label),
                      roleCall.label != nil || calls[later].arguments.first?.label == nil,
                      argument.value.count == 1, tree.tokens[argument.value.lowerBound].kind == .stringLiteral,
                      let role = roleCall.names.roles[Self.plainLiteral(tree.text(argument.value.lowerBound))]
                else { continue }
                return role
            }
        }
        return nil
    }

    /// Whether `slot` of `container` is its content: the labeled argument or closure, or an
    /// unlabeled trailing closure.
    private func isContent(_ slot: CallSlot, of container: Call, label: String) -> Bool {
        switch slot.position {
        case .trailingClosure(let position):
            let closureLabel = container.trailingClosures[position].label
            return closureLabel == nil || closureLabel == label
        case .argument(let position):
            return container.arguments[position].label == label
        }
    }

    /// The `let` whose whole value is the call at `index` (`let quit = Gtk.Button(label: "Quit")`).
    private func binding(holding index: Int, in tree: SyntaxTree) -> Int? {
        let call = tree.calls[index]
        return tree.bindings.indices.last { position in
            let value = tree.bindings[position].value
            return tree.bindings[position].isConstant && value.contains(call.nameToken)
                && call.endToken == value.upperBound - 1
        }
    }

    /// A one-line literal's text between its quotes (`"destructive-action"`); "" for any other form.
    private static func plainLiteral(_ written: String) -> String {
        guard written.count >= 2, written.first == "\"", written.last == "\"", !written.contains("\\") else { return "" }
        return String(written.dropFirst().dropLast())
    }
}

extension RoleNames {
    /// The role a value written with the framework's constants stands for: the one name of the
    /// table it holds (`.cancel`, `ResponseType.cancel.rawValue`, `Int(GTK_RESPONSE_CANCEL.rawValue)`);
    /// unknown when it holds none (a number, a variable) or names of two roles.
    func role(of value: Range<Int>, in tree: SyntaxTree) -> ActionRole {
        var found: ActionRole?
        for index in value where tree.tokens[index].kind == .identifier {
            guard let role = roles[tree.text(index)] else { continue }
            if let found, found != role { return .unknown }
            found = role
        }
        return found ?? .unknown
    }
}
