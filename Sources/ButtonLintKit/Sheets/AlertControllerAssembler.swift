extension SheetExtractor.Context {
    /// `let sheet = UIAlertController(…, preferredStyle: .actionSheet)` and the actions added to
    /// it with `sheet.addAction(…)` in the same body, in source order.
    func alertController(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, names: AlertControllerAPI) -> Sheet? {
        guard let style = call.argument(labeled: names.styleLabel) else { return nil }
        let kind = kind(ofStyle: style.value, names: names) ?? api.kind
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
        var presented: [Int] = []  // tokens where it is the argument of `present` (one or two)
        // The calls in the body after the binding, walked in place: calls are ordered by name.
        let calls = tree.calls
        var calleeIndex = firstCall(namedAfter: range.lowerBound - 1)
        while calleeIndex < calls.count, calls[calleeIndex].nameToken < range.upperBound {
            defer { calleeIndex += 1 }
            // Most calls in the body are neither: their name is read in place, the call not copied,
            // and told apart by its length before its text.
            let calleeName = calls[calleeIndex].name
            let calleeLength = calleeName.utf8.count
            if calleeLength == names.presentMethod.utf8.count, calleeName == names.presentMethod,
               let first = calls[calleeIndex].arguments.first, first.label == nil,
               first.value.count == 1, tree.token(first.value.lowerBound, is: name) {
                sheet.isPresented = true
                presented.append(first.value.lowerBound)
                continue
            }
            guard calleeLength == names.addMethod.utf8.count, calleeName == names.addMethod,
                  let receiver = calls[calleeIndex].receiver else { continue }
            // The receiver's names compared in place, with no list literal to compare with.
            if receiver.count == 2, receiver[0] == "self", receiver[1] == name {
                // A property of the same name may or may not be this controller.
                sheet.isComplete = false
                continue
            }
            guard receiver.count == 1, receiver[0] == name else { continue }
            let added = calleeIndex
            lastAdd = calls[added].nameToken
            guard calls[added].scope == binding.scope,
                  loopDepth(ofBlock: calls[added].block) <= loopDepth(ofBlock: call.block),
                  let argument = calls[added].arguments.first,
                  let actionCall = alertAction(names.action, in: argument.value, scope: calls[added].scope,
                                               before: calls[added].nameToken)
            else {
                sheet.isComplete = false
                continue
            }
            // A constant added by name points at where it is added.
            let location = calls[actionCall].nameToken != argument.value.lowerBound
                ? tree.tokens[argument.value.lowerBound].range.lowerBound : anchor(calls[actionCall]).lowerBound
            sheet.actions.append(siteByCall.action(of: actionCall, location: location, hasRoles: true,
                                                   isConditional: calls[added].block != call.block))
        }
        // Where else the name appears: passed on, returned, stored, popover anchors. Only whether
        // it does, and whether before the last action is added, matter.
        var escapes = false
        var escapesBeforeLastAdd = false
        let tokens = tree.tokens
        let source = tree.source.bytes
        let nameBytes = Array(name.utf8)
        var index = range.lowerBound + 1
        while index < range.upperBound {
            defer { index += 1 }
            // Most identifiers differ from the name in length: their bytes are not read; the
            // others' are compared in the file's list, not through the tree per token.
            let token = tokens[index]
            guard token.kind == .identifier, token.range.count == nameBytes.count,
                  source[token.range].elementsEqual(nameBytes) else { continue }
            let previous = tokens[index - 1]
            if previous.kind == .period { continue }  // `self.sheet` is handled as the name itself; `x.sheet` is another
            let next = index + 1 < tokens.count ? tokens[index + 1].kind : .semicolon
            if next == .period { continue }  // `sheet.addAction`, `sheet.popoverPresentationController`
            if next == .colon { continue }  // an argument label `f(sheet: …)`, not the controller
            if presented.contains(index) { continue }
            escapes = true
            if index < lastAdd { escapesBeforeLastAdd = true }
        }
        if escapesBeforeLastAdd { sheet.isComplete = false }
        sheet.escapes = escapes
        sheet.isAnchored = isAnchored(name, range: range, names: names)
        return sheet
    }

    /// The kind a literal style member names (`.actionSheet`, `UIAlertController.Style.actionSheet`):
    /// its last name compared in place with each style's; nil for anything else.
    func kind(ofStyle value: Range<Int>, names: AlertControllerAPI) -> SheetKind? {
        let tokens = tree.tokens
        var last: Int?
        for index in value {
            switch tokens[index].kind {
            case .identifier: last = index
            case .period: continue
            default: return nil
            }
        }
        guard let last, tokens[value.upperBound - 2].kind == .period else { return nil }
        for (style, kind) in names.kindsByStyle where tree.token(last, is: style) { return kind }
        return nil
    }

    /// The binding whose value starts at `token`, found by halving: the parser makes bindings in
    /// token order, so their names and values start ever later (no dictionary of every binding
    /// for one lookup per controller).
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

    /// Loops around a call (in `block`, nil: directly in its scope's body) inside its scope: an
    /// action added in a loop the controller is not in may be added any number of times.
    func loopDepth(ofBlock block: Int?) -> Int {
        block.map { tree.blocks[$0].loopDepth } ?? 0
    }

    /// Whether a value reads `name.popoverPresentationController` (`self.`, `?` and `!` aside),
    /// its tokens compared in place.
    func holdsPopover(_ value: Range<Int>, of name: String, names: AlertControllerAPI) -> Bool {
        // The two tokens kept, without a list of them; the punctuation and `self` told by their
        // bytes in the file's list.
        let tokens = tree.tokens
        let source = tree.source.bytes
        var kept = 0
        var first = 0
        var second = 0
        for index in value {
            let range = tokens[index].range
            if range.count == 1, Self.skippedInPopoverPaths.contains(source[range.lowerBound]) { continue }
            if range.count == 4, source[range].elementsEqual("self".utf8) { continue }
            kept += 1
            if kept > 2 { return false }
            if kept == 1 { first = index } else { second = index }
        }
        return kept == 2 && tree.token(first, is: name) && tree.token(second, is: names.popoverController)
    }

    /// `.`, `?` and `!`: what a path to the popover may hold besides names.
    private static let skippedInPopoverPaths: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!")]

    /// `sheet.popoverPresentationController?.sourceView = …`, or through `if let popover = sheet.popoverPresentationController`.
    func isAnchored(_ name: String, range: Range<Int>, names: AlertControllerAPI) -> Bool {
        // Read in place (a loop over the list would copy each binding and assignment); the holders
        // besides `name` are few and mostly none: a list made only when one is found.
        let bindings = tree.bindings
        var holders: [String] = []
        for index in bindings.indices
        where range.contains(bindings[index].nameToken) && holdsPopover(bindings[index].value, of: name, names: names) {
            holders.append(bindings[index].name)
        }
        let assignments = tree.assignments
        for index in assignments.indices where range.contains(assignments[index].targetStart) {
            // The target's names other than `self`, read in place rather than filtered into a list.
            let target = assignments[index].target
            var pathCount = 0
            var first: String?
            var holdsController = false
            for part in target where part != "self" {
                pathCount += 1
                if first == nil { first = part }
                if part == names.popoverController { holdsController = true }
            }
            guard let first, let last = target.last, names.popoverAnchors.contains(last) else { continue }
            if first == name ? holdsController : (pathCount == 2 && holders.contains(first)) { return true }
        }
        return false
    }
}
