/// Reads the `TitleControl` of each title site from the syntax around its call: the containers
/// it sits in, the styles applied to it or to a container of it, what its label holds besides the
/// title, and what its action does. Nothing here guesses from the title's words.
struct TitleControls {
    private let tree: SyntaxTree
    private let names: ControlFormNames
    /// The views a label closure's title is read from (`Text`, `Label`).
    private let labelViews: Set<String>
    /// Each style modifier's reach (the tokens of the view it is applied to) and the form it
    /// gives, nil for a style that makes no form (`.plain`, `.bordered`).
    private var styles: [(reach: ClosedRange<Int>, form: ControlForm?)] = []
    /// `setTitle(_:for:)` sites whose receiver sets titles for several states in one scope.
    private var stateSites: Set<Int> = []

    /// The control of each site of `sites`, in order.
    static func of(_ sites: [TitleSite], tree: SyntaxTree, labelViews: Set<String>,
                   names: ControlFormNames = ControlFormNames()) -> [TitleControl] {
        guard !sites.isEmpty else { return [] }
        let reader = TitleControls(sites: sites, tree: tree, labelViews: labelViews, names: names)
        return sites.map(reader.control(of:))
    }

    private init(sites: [TitleSite], tree: SyntaxTree, labelViews: Set<String>, names: ControlFormNames) {
        self.tree = tree
        self.names = names
        self.labelViews = labelViews
        styles = styleReaches()
        stateSites = severalStateSites(sites)
    }

    private func control(of site: TitleSite) -> TitleControl {
        var control = TitleControl()
        guard let index = site.call else { return control }
        let calls = tree.calls
        if site.builder == names.stateTitleSetter, stateSites.contains(index) { control.form = .stateLabel }
        if site.kind == .menuAction {
            let isPrimary = calls[index].parent.map { slot -> Bool in
                guard case .argument(let position) = slot.position else { return false }
                return calls[slot.call].arguments[position].label == names.primaryActionLabel
            } ?? false
            if !isPrimary { control.placement = .menuItem }
            if calls[index].argument(labeled: names.checkableActionLabel) != nil { control.form = .option }
        }
        readContainers(of: index, into: &control)
        if control.form == .button, let styled = styleForm(at: calls[index].nameToken) { control.form = styled }
        if control.form == .button, site.kind == .button, let label = labelForm(ofCallAt: index, title: site.title) {
            control.form = label
        }
        if control.form == .button, site.kind == .button, onlyToggles(actionOfCallAt: index) { control.form = .option }
        return control
    }

    // MARK: - Containers

    /// The menus, menu-bar commands and choice containers around the call at `index`.
    private func readContainers(of index: Int, into control: inout TitleControl) {
        let calls = tree.calls
        var slot = calls[index].parent
        while let current = slot {
            let container = calls[current.call]
            if names.menuBarContainers.contains(container.name) {
                control.placement = .menuBarCommand
            } else if names.menuContainers.contains(container.name), isContent(current, of: container),
                      control.placement == .onScreen {
                control.placement = .menuItem
            }
            if names.choiceContainers.contains(container.name), isContent(current, of: container) {
                control.form = .option
            }
            slot = container.parent
        }
        var scope: Int? = calls[index].scope
        while let current = scope {
            if case .type = tree.scopes[current].kind, tree.scopes[current].inheritance.contains(names.commandsProtocol) {
                control.placement = .menuBarCommand
                return
            }
            scope = tree.scopes[current].parent
        }
    }

    /// A container's content, not its label or a preview (`Menu { … } label: { … }`).
    private func isContent(_ slot: CallSlot, of container: Call) -> Bool {
        let label: String?
        switch slot.position {
        case .trailingClosure(let position): label = container.trailingClosures[position].label
        case .argument(let position): label = container.arguments[position].label
        }
        return label != "label" && label != "preview" && label != names.primaryActionLabel
    }

    // MARK: - Styles

    /// Every `…buttonStyle(…)` modifier applied to a view, with the tokens of that view.
    private func styleReaches() -> [(reach: ClosedRange<Int>, form: ControlForm?)] {
        let calls = tree.calls
        var chains: ModifierChains?
        var found: [(reach: ClosedRange<Int>, form: ControlForm?)] = []
        for index in calls.indices where calls[index].name.hasSuffix("Style") || calls[index].name.hasSuffix("style") {
            guard calls[index].receiver == nil, calls[index].name.lowercased().hasSuffix(names.styleModifierSuffix) else {
                continue
            }
            if chains == nil { chains = ModifierChains(tokens: ControlTokens(tree: tree)) }
            guard let base = chains?.modifierBase(of: index) else { continue }
            found.append((calls[base].nameToken...calls[base].endToken, styleForm(of: calls[index])))
        }
        return found
    }

    /// The form a style modifier gives: from the words of its name and of the style it names
    /// (`.buttonStyle(.link)`, `.buttonStyle(LinkButtonStyle())`, `.toggleButtonStyle(enabled:)`).
    private func styleForm(of call: Call) -> ControlForm? {
        var words = Self.words(of: call.name)
        if let value = call.arguments.first?.value, !value.isEmpty {
            var first = value.lowerBound
            if tree.tokens[first].kind == .period { first += 1 }
            if first < value.upperBound, tree.tokens[first].kind == .identifier { words += Self.words(of: tree.text(first)) }
        }
        if words.contains(where: names.linkStyleWords.contains) { return .link }
        if words.contains(where: names.optionStyleWords.contains) { return .option }
        return nil
    }

    /// The form of the innermost style whose reach holds `token`: a style set on a button wins
    /// over one set on its container.
    private func styleForm(at token: Int) -> ControlForm? {
        var best: (reach: ClosedRange<Int>, form: ControlForm?)?
        for style in styles where style.reach.contains(token) {
            if best == nil || style.reach.count < best!.reach.count { best = style }
        }
        return best?.form ?? nil
    }

    /// `LinkButtonStyle` → link, button, style; `toggleButtonStyle` → toggle, button, style.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    // MARK: - State titles

    /// `setTitle(_:for:)` calls of one receiver in one scope that name at least two states.
    private func severalStateSites(_ sites: [TitleSite]) -> Set<Int> {
        var statesByOwner: [String: Set<String>] = [:]
        var callsByOwner: [String: [Int]] = [:]
        for site in sites where site.builder == names.stateTitleSetter {
            guard let index = site.call, let receiver = tree.calls[index].receiver,
                  let state = tree.calls[index].argument(labeled: names.stateLabel)?.value else { continue }
            let owner = receiver.joined(separator: ".") + "#\(tree.calls[index].scope)"
            statesByOwner[owner, default: []].insert(state.map { tree.text($0) }.joined())
            callsByOwner[owner, default: []].append(index)
        }
        var several: Set<Int> = []
        for (owner, states) in statesByOwner where states.count > 1 { several.formUnion(callsByOwner[owner] ?? []) }
        return several
    }

    // MARK: - Labels

    /// A composed label (views after the title's text, or a spacer) or a label whose icon shows
    /// a state; nil for a label that is its title, or an icon and its title.
    private func labelForm(ofCallAt index: Int, title: ResolvedTitle?) -> ControlForm? {
        let calls = tree.calls
        if showsState(calls[index]) { return .option }
        guard let body = labelClosure(of: calls[index]) else { return nil }
        var titleView: Int?
        var views: [Int] = []
        var callIndex = index + 1
        while callIndex < calls.count, calls[callIndex].nameToken < body.upperBound {
            defer { callIndex += 1 }
            guard calls[callIndex].nameToken >= body.lowerBound else { continue }
            if showsState(calls[callIndex]) { return .option }
            guard isView(calls[callIndex]) else { continue }
            if labelViews.contains(calls[callIndex].name) {
                guard titleView == nil else { return nil }
                titleView = callIndex
            }
            views.append(callIndex)
        }
        guard let titleView, title != nil else { return nil }
        let end = calls[titleView].endToken
        for view in views where view != titleView {
            if names.spacers.contains(calls[view].name) || calls[view].nameToken > end { return .composedLabel }
        }
        return nil
    }

    /// A view written in a view builder: a bare type-named call whose parent holds it in a closure.
    private func isView(_ call: Call) -> Bool {
        guard call.receiver == [], !call.isImplicitMember, call.name.first?.isUppercase == true,
              let slot = call.parent else { return false }
        switch slot.position {
        case .trailingClosure: return true
        case .argument(let position):
            let value = tree.calls[slot.call].arguments[position].value
            return !value.isEmpty && tree.tokens[value.lowerBound].kind == .leftBrace
        }
    }

    /// An icon argument chosen by a condition (`systemImage: isOn ? "star.fill" : "star"`).
    private func showsState(_ call: Call) -> Bool {
        call.arguments.contains { argument in
            guard let label = argument.label, names.iconArguments.contains(label) else { return false }
            return argument.value.contains { tree.tokens[$0].kind == .operatorSymbol && tree.token($0, is: "?") }
        }
    }

    /// `label: { … }` as an argument or a trailing closure, or the only trailing closure of a call
    /// that passes its action as an argument.
    private func labelClosure(of call: Call) -> Range<Int>? {
        if let argument = call.argument(labeled: "label"), let first = argument.value.first,
           tree.tokens[first].kind == .leftBrace {
            return argument.value
        }
        if let closure = call.trailingClosure(labeled: "label") { return closure.body }
        if call.argument(labeled: "action") != nil, let closure = call.trailingClosures.first, closure.label == nil {
            return closure.body
        }
        return nil
    }

    // MARK: - Actions

    /// The action only flips flags (`isExpanded.toggle()`, maybe inside `withAnimation`): the
    /// button shows or hides something, a toggle.
    private func onlyToggles(actionOfCallAt index: Int) -> Bool {
        let calls = tree.calls
        let body: Range<Int>
        if let action = calls[index].argument(labeled: "action") {
            guard let first = action.value.first, tree.tokens[first].kind == .leftBrace else { return false }
            body = action.value
        } else if let closure = calls[index].trailingClosures.first, closure.label == nil {
            body = closure.body
        } else {
            return false
        }
        if body.contains(where: { tree.tokens[$0].kind == .operatorSymbol && tree.token($0, is: "=") }) { return false }
        var toggles = 0
        var callIndex = index + 1
        while callIndex < calls.count, calls[callIndex].nameToken < body.upperBound {
            defer { callIndex += 1 }
            guard calls[callIndex].nameToken >= body.lowerBound else { continue }
            if calls[callIndex].name == names.toggleCall, let receiver = calls[callIndex].receiver, !receiver.isEmpty,
               calls[callIndex].arguments.isEmpty {
                toggles += 1
            } else if !names.actionWrappers.contains(calls[callIndex].name) {
                return false
            }
        }
        return toggles > 0
    }
}
