/// Assembles sheets, alerts, menus and swipe actions from a file's calls and title sites.
enum SheetExtractor {
    static func sheets(in tree: SyntaxTree, frameworks: FrameworkSet, sites: [TitleSite],
                              catalogue: APICatalogue = .standard) -> [Sheet] {
        sheets(in: tree, frameworks: frameworks, sites: sites, catalogue: catalogue, resolver: TitleResolver(tree: tree, catalogue: catalogue, frameworks: frameworks))
    }

    /// `resolver` is made with `tree` and `catalogue`: the sheets read them through it.
    /// `scanBudget` (tests) caps the calls read by scanning the calls inside builders (see
    /// `calls(inside:)`); nil: as many as the file has.
    static func sheets(in tree: SyntaxTree, frameworks: FrameworkSet, sites: [TitleSite],
                       catalogue: APICatalogue, resolver: consuming TitleResolver, scanBudget: Int? = nil) -> [Sheet] {
        guard !frameworks.isEmpty else { return [] }
        let builders = catalogue.sheetBuildersByCallee
        let filter = catalogue.sheetBuilderNames
        // Most calls build no sheet: their name is looked up in place, without a copy of the call,
        // and most are turned away by the filter without hashing the name.
        func candidates(_ index: Int) -> [SheetBuilderAPI]? {
            filter.mayContain(tree.calls[index].name) ? builders[tree.calls[index].name] : nil
        }
        // The context is made at the first call that may build a sheet: many files have none.
        guard let first = tree.calls.indices.first(where: { candidates($0) != nil }) else { return [] }
        let context = Context(frameworks: frameworks, sites: sites, resolver: resolver, scanBudget: scanBudget)
        var sheets: [Sheet] = []
        // A file that builds sheets mostly builds a few: room for them at once.
        sheets.reserveCapacity(4)
        for index in first..<tree.calls.count {
            guard let candidates = candidates(index) else { continue }
            if let sheet = context.sheet(for: index, tree.calls[index], candidates: candidates) { sheets.append(sheet) }
        }
        return sheets
    }

    struct Context {
        /// The file's tree and catalogue are read through the resolver's (the same ones), not
        /// copied into the context.
        let resolver: TitleResolver
        let frameworks: FrameworkSet
        /// SwiftCrossUI has no roles; a file that imports only it gets no role rules, and neither
        /// does a sheet whose entry says its actions take none.
        var hasRoles: Bool
        private let indexes: Indexes
        /// The names a sheet's closure holds as actions (`Button`, system buttons, configured
        /// actions) and as views that are no action: most children are turned away unhashed.
        private let actionFilter: NameFilter
        private let nonActionFilter: NameFilter

        var tree: SyntaxTree { resolver.tree }
        var siteByCall: SiteByCall { indexes.siteByCall }
        /// Each call's direct children, in order: made once, so nested builders cost no rescans
        /// (a scan of the calls inside each builder would be quadratic in nested menus).
        var childrenByCall: ChildrenByCall { indexes.childrenByCall }
        /// The calls each menu (or swipe-action set) owns, through sections and groups.
        var buttonsByOwner: ButtonsByOwner { indexes.buttonsByOwner }
        var scopesWithBlocks: Set<Int> { indexes.scopesWithBlocks }
        var ownershipNames: OwnershipNames { indexes.ownershipNames }
        func spendScan(_ count: Int) -> Bool { indexes.spendScan(count) }

        /// `resolver` is the file's, made with its tree and catalogue; the context takes it over
        /// (its last use in the caller), so it is moved in, not copied and released twice.
        init(frameworks: FrameworkSet, sites: [TitleSite], resolver: consuming TitleResolver, scanBudget: Int?) {
            self.frameworks = frameworks
            hasRoles = frameworks.hasButtonRoles
            // Read in place: a local copy of the catalogue would retain all of it.
            indexes = Indexes(tree: resolver.tree, sites: sites,
                              menuContainers: resolver.catalogue.menuContainers,
                              actionButtons: resolver.catalogue.actionButtons,
                              configuredActions: resolver.catalogue.configuredActions, scanBudget: scanBudget)
            actionFilter = resolver.catalogue.sheetActionNames
            nonActionFilter = resolver.catalogue.sheetNonActionNames
            self.resolver = resolver
        }

        /// Menus and swipe-action sets own the buttons in their content, not in their label: whether
        /// the slot of a menu container (`slot.call` in `calls`) is its content.
        static func ownsItsContent(_ container: Call, slot: CallSlot) -> Bool {
            switch slot.position {
            case .trailingClosure(let index): return container.trailingClosures[index].label != "label"
            case .argument(let index): return container.arguments[index].label != "label"
            }
        }

        func anchor(_ call: Call) -> Range<Int> { tree.tokens[call.nameToken].range }

        /// The sheet `call` builds with the builder named like it (`candidates`) that fits it most
        /// closely, the first of equally close ones.
        func sheet(for index: Int, _ call: Call, candidates: [SheetBuilderAPI]) -> Sheet? {
            guard let found = CallPattern.closest(candidates, specificity: { $0.call.specificity },
                                                  matches: { $0.matches(call, in: frameworks) }),
                  var sheet = sheet(for: index, call, api: found) else { return nil }
            // The action the platform answers Escape with is the sheet's cancel, however it is picked.
            if found.cancelAction != .byRole {
                sheet.actions = found.cancelAction.applied(to: sheet.actions)
            }
            if sheet.kind != .menu, sheet.kind != .swipeActions { sheet.title = title(of: call) }
            return sheet
        }

        /// The title an alert's or a sheet's builder is given: its `title:` argument or its first
        /// argument when unlabeled (SwiftUI's `confirmationDialog("…", isPresented:)`, whose
        /// literal is a key).
        func title(of call: Call) -> ResolvedTitle? {
            if let argument = call.argument(labeled: "title") {
                return resolver.title(in: argument.value, scope: call.scope)
            }
            guard let first = call.arguments.first, first.label == nil, let token = first.value.first,
                  tree.tokens[token].kind != .leftBrace else { return nil }
            return resolver.title(in: first.value, scope: call.scope, literalIsKey: true)
        }

        private func sheet(for index: Int, _ call: Call, api: SheetBuilderAPI) -> Sheet? {
            // A framework whose every dialog button dismisses (SwiftCrossUI) has no roles there.
            guard !api.behaviour.contains(.actionsHaveNoRoles) || !hasRoles else {
                var context = self
                context.hasRoles = false
                return context.sheet(for: index, call, api: api)
            }
            switch api.actions {
            case .addedActions(let names):
                return alertController(index, call, api, names: names)
            case .closure(let label, let nested, let yieldsTo, let needsActions):
                return closureSheet(index, call, api, closureLabel: label, nested: nested, yieldsTo: yieldsTo,
                                    needsActions: needsActions)
            case .legacyButtons(let labels, let defaultsToCancel):
                return legacySheet(index, call, api, labels: labels, defaultsToCancel: defaultsToCancel)
            case .chainedResponses(let method, let requiredLabels):
                return chainedResponses(index, call, api, method: method, requiredLabels: requiredLabels)
            case .ownerCalls(let method):
                return ownerCalls(index, call, api, method: method)
            case .children(let label, let action):
                return children(index, call, api, label: label, action: action)
            case .addedButtons(let methods):
                return addedButtons(index, call, api, methods: methods)
            case .itself:
                let siteByCall = siteByCall
                guard siteByCall.hasSite(index) else { return nil }
                return Sheet(api, kind: api.kind, anchor: anchor(call),
                             actions: siteByCall.actions(of: index, location: anchor(call).lowerBound, hasRoles: true),
                             isComplete: true, hasRoles: true)
            }
        }

        /// Calls whose innermost enclosing call slot is exactly `slot`.
        func children(of slot: CallSlot) -> [Int] {
            childrenByCall.children(of: slot, in: tree.calls)
        }

        // MARK: SwiftUI builders with an actions closure


        func closureSheet(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, closureLabel: String, nested: Bool,
                          yieldsTo: String?, needsActions: Bool) -> Sheet? {
            // The actions: the `actions:` (or `menuItems:`/`content:`) closure, else the first trailing closure.
            var slot: CallSlot?
            var body: Range<Int>?
            if let position = call.arguments.firstIndex(where: { $0.label == closureLabel }),
               let first = call.arguments[position].value.first, tree.tokens[first].kind == .leftBrace {
                slot = CallSlot(call: index, position: .argument(position))
                body = call.arguments[position].value
            } else if let position = call.trailingClosures.firstIndex(where: { $0.label == nil || $0.label == closureLabel }) {
                slot = CallSlot(call: index, position: .trailingClosure(position))
                body = call.trailingClosures[position].body
            }
            guard let slot, let body else { return nil }
            var actions: [SheetAction] = []
            var isComplete = true
            // Taken from the resolver's catalogue field by field: a copy of the catalogue retains all of it.
            let swiftUIButton = resolver.catalogue.controls.swiftUIButton
            let systemButtons = resolver.catalogue.systemButtons
            let configuredActions = resolver.catalogue.configuredActions
            let nonActionViews = resolver.catalogue.nonActionViews
            let siteByCall = siteByCall
            var children = calls(in: slot)
            // A nested menu's actions are its owned buttons (below): its direct ones are not made.
            // Room for a dialog's few at once, not for every call inside it.
            if !nested { actions.reserveCapacity(min(children.bound, 8)) }
            while let child = children.next() {
                // Read in place: a copy of the call retains and releases each of its parts.
                let name = tree.calls[child].name
                if actionFilter.mayContain(name),
                   name == swiftUIButton || systemButtons.contains(name) || configuredActions.contains(name) {
                    if nested { continue }
                    // Made in place in the list: a copy of the action retains and releases its title.
                    actions.append(siteByCall.action(of: child, location: tree.tokens[tree.calls[child].nameToken].range.lowerBound,
                                                     hasRoles: hasRoles, isConditional: tree.calls[child].block != nil))
                } else if let yieldsTo, name == yieldsTo {
                    return nil  // `.alert(isPresented:) { Alert(…) }`: the `Alert` is the sheet.
                } else if nonActionFilter.mayContain(name) && nonActionViews.contains(name)
                            || tree.calls[child].receiver == nil {
                    // A divider, an alert's text field, or a modifier on the previous button.
                    continue
                } else {
                    // `ForEach`, `Section`, a custom view, a helper function: actions we cannot see.
                    isComplete = false
                }
            }
            if nested {
                // Buttons nested in sections and groups belong to the menu too.
                actions = nestedButtons(of: index, hasRoles: hasRoles)
            }
            if needsActions, actions.isEmpty { return nil }
            // An `if` or `switch` among the actions shows some of them only sometimes.
            let bodyScope = tree.scope(openedAt: body.lowerBound - 1)
            if actions.contains(where: \.isConditional) || bodyScope.map(scopesWithBlocks.contains) ?? true {
                isComplete = false
            }
            return Sheet(api, kind: api.kind, anchor: anchor(call), actions: actions,
                         isComplete: isComplete, hasRoles: hasRoles)
        }

        /// The titled buttons a menu owns, however deep in sections and groups.
        func nestedButtons(of menu: Int, hasRoles: Bool) -> [SheetAction] {
            let siteByCall = siteByCall
            var buttons = ownedButtons(of: menu)
            var actions: [SheetAction] = []
            // Room for a menu's usual few at once, not for every call inside it.
            actions.reserveCapacity(min(buttons.bound, 8))
            while let button = buttons.next() {
                guard siteByCall.hasSite(button) else { continue }
                actions.append(siteByCall.action(of: button, location: tree.tokens[tree.calls[button].nameToken].range.lowerBound,
                                                 hasRoles: hasRoles))
            }
            return actions
        }

        // MARK: Legacy SwiftUI ActionSheet and Alert

        func legacyButtons(_ index: Int, _ call: Call, labels: [String]) -> (actions: [SheetAction], complete: Bool) {
            var actions: [SheetAction] = []
            var complete = true
            for (position, argument) in call.arguments.enumerated() where labels.contains(argument.label ?? "") {
                let slot = CallSlot(call: index, position: .argument(position))
                let children = children(of: slot)
                    .filter { tree.calls[$0].isImplicitMember || tree.calls[$0].receiver != nil }
                let expected = argument.label == "buttons" ? elementCount(argument.value) : 1
                if children.count != expected { complete = false }
                for child in children {
                    let childCall = tree.calls[child]
                    guard resolver.catalogue.legacyAlertButtons.contains(childCall.name) else {
                        complete = false
                        continue
                    }
                    var role = ActionRole(memberName: childCall.name)
                    let site = siteByCall[child]
                    if childCall.name == "default", site == nil { role = .normal }
                    // An implicit member `.destructive(…)` is pointed at from its period.
                    let start = childCall.isImplicitMember && childCall.nameToken > 0
                        ? childCall.nameToken - 1 : childCall.nameToken
                    actions.append(SheetAction(title: site?.title, role: site?.role ?? role,
                                               location: tree.tokens[start].range.lowerBound,
                                               hasRoles: true, isConditional: false))
                }
            }
            return (actions, complete)
        }

        /// Elements of an array literal `[a, b(c, d), e]`; -1 when the value is not one
        /// (`[a] + extra` is not: `extra` may hold any button).
        func elementCount(_ value: Range<Int>) -> Int {
            guard let first = value.first, tree.tokens[first].kind == .leftBracket,
                  tree.tokens[value.upperBound - 1].kind == .rightBracket else { return -1 }
            var depth = 0
            var commas = 0
            var sawElement = false
            for index in value {
                switch tree.tokens[index].kind {
                case .leftBracket, .leftParen, .leftBrace: depth += 1
                case .rightBracket, .rightParen, .rightBrace:
                    depth -= 1
                    // The bracket that opened the value closed before its end.
                    if depth == 0, index != value.upperBound - 1 { return -1 }
                case .comma where depth == 1: commas += 1
                default: if depth == 1 { sawElement = true }
                }
            }
            guard sawElement else { return 0 }
            // A trailing comma adds no element.
            let beforeClose = value.upperBound - 2
            let trailing = beforeClose >= value.lowerBound && tree.tokens[beforeClose].kind == .comma
            return commas + (trailing ? 0 : 1)
        }

        /// `ActionSheet(title:buttons:)` and `Alert(title:primaryButton:secondaryButton:)`.
        func legacySheet(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, labels: [String],
                         defaultsToCancel: Bool) -> Sheet? {
            guard call.argument(labeled: "title") != nil else { return nil }
            if defaultsToCancel, !call.arguments.contains(where: { labels.contains($0.label ?? "") }) {
                // The default buttons are `[.cancel()]`.
                let cancel = SheetAction(title: nil, role: .cancel, location: anchor(call).lowerBound,
                                         hasRoles: true, isConditional: false)
                return Sheet(api, kind: api.kind, anchor: anchor(call), actions: [cancel], isComplete: true, hasRoles: true)
            }
            let (actions, complete) = legacyButtons(index, call, labels: labels)
            return Sheet(api, kind: api.kind, anchor: anchor(call), actions: actions, isComplete: complete, hasRoles: true)
        }

        // MARK: Adwaita

        /// `.alertDialog(visible:heading:body:)` and its chained `.response("…", appearance:, role:)`:
        /// each response is a title site, whose role its catalogue entry reads.
        func chainedResponses(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, method: String,
                              requiredLabels: [String]) -> Sheet? {
            guard requiredLabels.contains(where: { call.argument(labeled: $0) != nil }) else { return nil }
            var actions: [SheetAction] = []
            let siteByCall = siteByCall
            var next = call.endToken + 1
            while next + 1 < tree.tokens.count, tree.tokens[next].kind == .period,
                  let responseIndex = resolver.call(namedAt: next + 1) {
                guard tree.calls[responseIndex].name == method else { break }
                actions.append(siteByCall.action(of: responseIndex,
                                                 location: tree.tokens[tree.calls[responseIndex].nameToken].range.lowerBound,
                                                 hasRoles: true))
                next = tree.calls[responseIndex].endToken + 1
            }
            return Sheet(api, kind: api.kind, anchor: anchor(call), actions: actions, isComplete: true, hasRoles: true)
        }

        /// swift-adwaita's `let dialog = AlertDialog(heading:body:)` and the `dialog.addResponse(…)`
        /// calls after it in the body that declares `dialog`, in order. A response added in another
        /// block or closure is added only sometimes: the dialog is not seen whole.
        func ownerCalls(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, method: String) -> Sheet? {
            guard let owner = resolver.owner(ofCallAt: index) else { return nil }
            var actions: [SheetAction] = []
            var isComplete = true
            let siteByCall = siteByCall
            let body = tree.scopes[owner.scope].body
            guard call.endToken + 1 < body.upperBound else { return nil }
            for other in resolver.calls(in: (call.endToken + 1)..<body.upperBound) where tree.calls[other].name == method {
                guard tree.calls[other].receiver == [owner.name],
                      tree.scope(owner.scope, encloses: tree.calls[other].scope) else { continue }
                if tree.calls[other].scope != call.scope || tree.calls[other].block != call.block { isComplete = false }
                actions.append(siteByCall.action(of: other, location: anchor(tree.calls[other]).lowerBound, hasRoles: true))
            }
            guard !actions.isEmpty else { return nil }
            return Sheet(api, kind: api.kind, anchor: anchor(call), actions: actions, isComplete: isComplete, hasRoles: true)
        }

        // MARK: UIKit

        func children(_ index: Int, _ call: Call, _ api: SheetBuilderAPI, label: String, action callee: String) -> Sheet? {
            guard let position = call.arguments.firstIndex(where: { $0.label == label }) else { return nil }
            let value = call.arguments[position].value
            var actions: [SheetAction] = []
            let siteByCall = siteByCall
            var buttons = ownedButtons(of: index)
            while let button = buttons.next() {
                guard tree.calls[button].name == callee, siteByCall.hasSite(button) else { continue }
                actions.append(siteByCall.action(of: button, location: anchor(tree.calls[button]).lowerBound, hasRoles: true))
            }
            // `UIMenu(children: [delete, share])` with local constants holding `UIAction(…)`.
            for token in value where tree.tokens[token].kind == .identifier {
                let previous = token > value.lowerBound ? tree.tokens[token - 1].kind : .comma
                guard previous == .comma || previous == .leftBracket,
                      let actionCall = localBuilder(named: tree.text(token), callee: callee, scope: call.scope, before: token),
                      siteByCall.hasSite(actionCall) else { continue }
                actions.append(siteByCall.action(of: actionCall, location: anchor(tree.calls[actionCall]).lowerBound,
                                                 hasRoles: true))
            }
            return Sheet(api, kind: api.kind, anchor: anchor(call), actions: actions, isComplete: false, hasRoles: true)
        }

        /// A local `let name = Callee(…)` visible from `scope`, declared before `token`.
        func localBuilder(named name: String, callee: String, scope: Int, before token: Int) -> Int? {
            // Whether a binding's scope is one of the closures around `scope` or the function they
            // are in: a short chain, walked per candidate with no array of it. It reads only the
            // scopes (capturing the context would copy it).
            let scopes = tree.scopes
            func isVisible(from declared: Int) -> Bool {
                var current: Int? = scope
                while let index = current, case .closure = scopes[index].kind {
                    if index == declared { return true }
                    current = scopes[index].parent
                }
                if let index = current, case .function = scopes[index].kind { return index == declared }
                return false
            }
            // The last visible constant of that name, read in place. A file has few bindings: they
            // are searched from the last, not through a dictionary of them all by name.
            let bindings = tree.bindings
            guard let found = bindings.indices.last(where: {
                bindings[$0].name == name && bindings[$0].isConstant && !bindings[$0].isTypeMember
                    && isVisible(from: bindings[$0].scope) && bindings[$0].nameToken < token
            }), case let binding = bindings[found], let first = binding.value.first, let callIndex = resolver.call(namedAt: first),
            tree.calls[callIndex].name == callee, tree.calls[callIndex].endToken == binding.value.upperBound - 1
            else { return nil }
            return callIndex
        }
    }
}
