extension SheetExtractor.Context {
    /// `let sheet = UIAlertController(…, preferredStyle: .actionSheet)` and the actions added to
    /// it with `sheet.addAction(…)` in the same body, in source order.
    func alertController(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, names: AlertControllerAPI) -> Sheet? {
        guard let style = call.argument(labeled: names.styleLabel) else { return nil }
        let kind = ActionRole.styleName(style.value, tree).flatMap { names.kindsByStyle[$0] } ?? api.kind
        // Only a controller bound to a local name can be followed.
        guard let bindingIndex = binding(valueStartingAt: call.nameToken) else { return nil }
        let binding = tree.bindings[bindingIndex]
        guard !binding.isTypeMember, binding.value.upperBound - 1 == call.endToken else { return nil }
        let name = binding.name
        let body = tree.scopes[binding.scope].body
        // Up to a later controller bound to the same name in this body: the bindings after this
        // one, in token order, up to the body's end (no index of the file's bindings by name).
        var end = body.upperBound
        var later = bindingIndex + 1
        while later < tree.bindings.count, tree.bindings[later].nameToken < body.upperBound {
            if tree.bindings[later].name == name, body.contains(tree.bindings[later].nameToken) {
                end = tree.bindings[later].nameToken
                break
            }
            later += 1
        }
        let range = binding.nameToken..<end
        var sheet = Sheet(api, kind: kind, anchor: anchor(call), actions: [],
                          isComplete: kind != .alertOrSheet, hasRoles: true)
        // A controller followed this far usually gets a few actions: room for them at once.
        sheet.actions.reserveCapacity(4)
        var lastAdd = binding.nameToken
        var uses: [Int] = []  // tokens where the controller is handed over whole
        var presented: Set<Int> = []  // tokens where it is the argument of `present`
        for calleeIndex in resolver.calls(in: range) {
            // Most calls in the body are neither: their name is read in place, the call not copied.
            let calleeName = tree.calls[calleeIndex].name
            guard calleeName == names.presentMethod || calleeName == names.addMethod else { continue }
            let added = tree.calls[calleeIndex]
            if added.name == names.presentMethod, let first = added.arguments.first, first.label == nil,
               first.value.count == 1, tree.token(first.value.lowerBound, is: name) {
                sheet.isPresented = true
                presented.insert(first.value.lowerBound)
                continue
            }
            guard added.name == names.addMethod else { continue }
            if added.receiver == ["self", name] {
                // A property of the same name may or may not be this controller.
                sheet.isComplete = false
                continue
            }
            guard added.receiver == [name] else { continue }
            lastAdd = added.nameToken
            guard added.scope == binding.scope, loopDepth(of: added) <= loopDepth(of: call),
                  let argument = added.arguments.first, let actionCall = alertAction(names.action, in: argument.value, scope: added.scope,
                                                  before: added.nameToken)
            else {
                sheet.isComplete = false
                continue
            }
            var action = siteByCall.action(of: actionCall, location: anchor(tree.calls[actionCall]).lowerBound, hasRoles: true)
            if tree.calls[actionCall].nameToken != argument.value.lowerBound {
                action.location = tree.tokens[argument.value.lowerBound].range.lowerBound
            }
            action.isConditional = added.block != call.block
            sheet.actions.append(action)
        }
        // Where else the name appears: passed on, returned, stored, popover anchors.
        var index = range.lowerBound + 1
        while index < range.upperBound {
            defer { index += 1 }
            guard tree.tokens[index].kind == .identifier, tree.token(index, is: name) else { continue }
            let previous = tree.tokens[index - 1]
            if previous.kind == .period { continue }  // `self.sheet` is handled as the name itself; `x.sheet` is another
            let next = index + 1 < tree.tokens.count ? tree.tokens[index + 1].kind : .semicolon
            if next == .period { continue }  // `sheet.addAction`, `sheet.popoverPresentationController`
            if next == .colon { continue }  // an argument label `f(sheet: …)`, not the controller
            if presented.contains(index) { continue }
            uses.append(index)
        }
        if uses.contains(where: { $0 < lastAdd }) { sheet.isComplete = false }
        sheet.escapes = !uses.isEmpty
        sheet.isAnchored = isAnchored(name, range: range, names: names)
        return sheet
    }


    /// The binding whose value starts at `token`, found by halving: the parser makes bindings in
    /// token order, so their names and values start ever later (a dictionary of every binding
    /// by its value was made per file for one lookup per controller).
    func binding(valueStartingAt token: Int) -> Int? {
        let bindings = tree.bindings
        var low = 0
        var high = bindings.count
        while low < high {
            let mid = (low + high) / 2
            if bindings[mid].value.lowerBound < token { low = mid + 1 } else { high = mid }
        }
        guard low < bindings.count, bindings[low].value.lowerBound == token, !bindings[low].value.isEmpty else { return nil }
        return low
    }

    /// The `UIAlertAction(…)` an `addAction` argument adds: inline, or a local constant holding one.
    func alertAction(_ callee: String, in value: Range<Int>, scope: Int, before token: Int) -> Int? {
        guard let first = value.first else { return nil }
        if let inline = resolver.call(namedAt: first), tree.calls[inline].name == callee,
           tree.calls[inline].endToken == value.upperBound - 1 {
            return inline
        }
        guard value.count == 1, tree.tokens[first].kind == .identifier else { return nil }
        return localBuilder(named: tree.text(first), callee: callee, scope: scope, before: token)
    }

    /// Loops around a call inside its scope: an action added in a loop the controller is not in
    /// may be added any number of times.
    func loopDepth(of call: Call) -> Int {
        call.block.map { tree.blocks[$0].loopDepth } ?? 0
    }

    /// Whether a value reads `name.popoverPresentationController` (`self.`, `?` and `!` aside),
    /// its tokens compared in place.
    func holdsPopover(_ value: Range<Int>, of name: String, names: AlertControllerAPI) -> Bool {
        var kept: [Int] = []
        for index in value {
            if tree.token(index, is: ".") || tree.token(index, is: "?") || tree.token(index, is: "!")
                || tree.token(index, is: "self") { continue }
            kept.append(index)
            if kept.count > 2 { return false }
        }
        return kept.count == 2 && tree.token(kept[0], is: name) && tree.token(kept[1], is: names.popoverController)
    }

    /// `sheet.popoverPresentationController?.sourceView = …`, or through `if let popover = sheet.popoverPresentationController`.
    func isAnchored(_ name: String, range: Range<Int>, names: AlertControllerAPI) -> Bool {
        var holders: Set<String> = [name]
        for binding in tree.bindings
        where range.contains(binding.nameToken) && holdsPopover(binding.value, of: name, names: names) {
            holders.insert(binding.name)
        }
        return tree.assignments.contains { assignment in
            guard range.contains(assignment.targetStart), let last = assignment.target.last, names.popoverAnchors.contains(last) else { return false }
            let path = assignment.target.filter { $0 != "self" }
            guard let first = path.first else { return false }
            if first == name { return path.contains(names.popoverController) }
            return holders.contains(first) && path.count == 2
        }
    }
}

extension ActionRole {
    /// `.actionSheet`, `UIAlertController.Style.actionSheet`; nil for anything else.
    static func styleName(_ value: Range<Int>, _ tree: SyntaxTree) -> String? {
        var names: [String] = []
        for index in value {
            switch tree.tokens[index].kind {
            case .identifier: names.append(tree.text(index))
            case .period: continue
            default: return nil
            }
        }
        guard let last = names.last, tree.tokens[value.upperBound - 2].kind == .period else { return nil }
        return last
    }
}
