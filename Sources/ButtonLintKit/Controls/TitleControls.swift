/// Reads the `TitleControl` of each title site from the syntax around its call: the containers
/// it sits in, the styles applied to it or to a container of it, what its label holds besides the
/// title, what its action does and the sheet it belongs to. Nothing here guesses from the
/// title's words, but for a title led by a signed number ("+10 ms").
struct TitleControls {
    let tree: SyntaxTree
    let names: ControlFormNames
    /// The views a label closure's title is read from (`Text`, `Label`).
    private let labelViews: Set<String>
    /// What each styled view's button style gives, by the view's call (the base of the style's
    /// modifier chain).
    private var styleByView: [Int: StyleReading] = [:]
    /// Whether each view given a label style shows its labels' icons alone, by the view's call.
    private var iconOnlyByView: [Int: Bool] = [:]
    /// The forms sheets give their actions (a dismiss action, an option), by the start of the
    /// action's title.
    private var sheetForms: [Int: ControlForm] = [:]
    /// `setTitle(_:for:)` sites whose receiver sets titles for several states in one scope.
    private var stateSites: Set<Int> = []
    /// Views given `.disabled(true)`, by their call.
    private var disabledViews: Set<Int> = []
    /// What each call met so far inherits from the calls around it, and each scope from the
    /// types around it: worked out once per call and scope, so deep nesting stays linear.
    private var inheritedByCall: [Int: Inherited] = [:]
    private var placementByScope: [Int: ControlPlacement?] = [:]

    /// What the containers around a call give it.
    private struct Inherited {
        var inMenuBar = false
        var inMenu = false
        var inChoice = false
        /// The nearest button style around the call; nil when no style is set around it.
        var style: StyleReading?
        /// Whether the nearest label style around the call shows icons alone; nil for none.
        var iconOnly: Bool?
    }

    /// What a button style gives the buttons it styles: the form its name makes (`.button` for
    /// none), and whether it draws no button around the label (`.plain`, `.borderless`).
    struct StyleReading: Equatable {
        var form: ControlForm
        var isPlain: Bool
    }

    /// The control of each site of `sites`, in order. `sheets` are the file's (their titles and
    /// actions give forms); `verbChecker` tells whether a sheet's title starts with a verb.
    static func of(_ sites: [TitleSite], tree: SyntaxTree, labelViews: Set<String>, sheets: [Sheet] = [],
                   verbChecker: VerbChecker? = nil, names: ControlFormNames = .standard) -> [TitleControl] {
        guard !sites.isEmpty else { return [] }
        var reader = TitleControls(sites: sites, tree: tree, labelViews: labelViews, names: names)
        reader.sheetForms = SheetActionForms(tree: tree, names: names, sites: sites)
            .forms(of: sheets, verbChecker: verbChecker)
        // A site without a title is checked by no title rule: its control is not read.
        return sites.map { $0.title == nil ? TitleControl() : reader.control(of: $0) }
    }

    private init(sites: [TitleSite], tree: SyntaxTree, labelViews: Set<String>, names: ControlFormNames) {
        self.tree = tree
        self.names = names
        self.labelViews = labelViews
        (styleByView, iconOnlyByView, disabledViews) = styledViews()
        stateSites = severalStateSites(sites)
    }

    private mutating func control(of site: TitleSite) -> TitleControl {
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
        let around = inherited(index)
        if control.form == .button, let style = around.style {
            if style.form != .button {
                control.form = style.form
            } else if style.isPlain, site.kind == .button, readsAsInlineText(callAt: index) {
                control.form = .inlineText
            }
        }
        if control.form == .button, site.kind == .button, let label = labelForm(ofCallAt: index, title: site.title) {
            control.form = label
        }
        if control.form == .button, site.kind == .button, let action = actionForm(ofCallAt: index) { control.form = action }
        if control.form == .button, around.iconOnly == true, showsIconLabel(callAt: index) { control.form = .iconOnly }
        if control.form == .button, let title = site.title, startsWithSignedNumber(title.text.text) { control.form = .stepper }
        if control.form == .button, let title = site.title, let form = sheetForms[title.anchor.lowerBound] {
            control.form = form
        }
        if control.form == .button, site.role == .cancel { control.form = .dismiss }
        return control
    }

    /// "+10 ms", "−100 ms", "±1": a sign right before a digit, at the title's start.
    private func startsWithSignedNumber(_ text: String) -> Bool {
        var characters = text.drop { $0 == " " }.makeIterator()
        guard let sign = characters.next(), names.stepSigns.contains(sign), let digit = characters.next() else { return false }
        return digit.isASCII && digit.isNumber
    }

    // MARK: - Containers

    /// The menus, menu-bar commands, choice containers and types around the call at `index`.
    private mutating func readContainers(of index: Int, into control: inout TitleControl) {
        let around = inherited(tree.calls[index].parent?.call ?? -1, child: index)
        if around.inMenu, control.placement == .onScreen { control.placement = .menuItem }
        if around.inMenuBar { control.placement = .menuBarCommand }
        if around.inChoice { control.form = .option }
        if control.placement != .menuBarCommand, let fromType = placement(ofScope: tree.calls[index].scope) {
            if fromType == .menuBarCommand || control.placement == .onScreen { control.placement = fromType }
        }
    }

    /// What the call at `index` inherits, its own style included (`inherited(_:child:)` for the
    /// calls around it).
    private mutating func inherited(_ index: Int) -> Inherited {
        var result = inherited(tree.calls[index].parent?.call ?? -1, child: index)
        if let own = styleByView[index] { result.style = own }
        if let own = iconOnlyByView[index] { result.iconOnly = own }
        return result
    }

    /// What `child` inherits from the call `container` around it (-1: none) and the calls
    /// around that, each call's share worked out once: the chain of calls not yet met is
    /// walked up, then filled in downwards.
    private mutating func inherited(_ container: Int, child: Int) -> Inherited {
        guard container >= 0 else { return Inherited() }
        var chain: [Int] = [child]
        var current = container
        var base = Inherited()
        while current >= 0 {
            chain.append(current)
            if let known = inheritedByCall[current] {
                base = known
                break
            }
            current = tree.calls[current].parent?.call ?? -1
        }
        // `chain` runs from the child up to the outermost call not yet met (or the first one met
        // before, whose share is known); fill it in from the top.
        for position in stride(from: chain.count - 1, through: 1, by: -1) {
            let outer = chain[position]
            inheritedByCall[outer] = base
            var inner = base
            if let style = styleByView[outer] { inner.style = style }
            if let iconOnly = iconOnlyByView[outer] { inner.iconOnly = iconOnly }
            if let slot = tree.calls[chain[position - 1]].parent, slot.call == outer {
                let name = tree.calls[outer].name
                if names.menuBarContainers.contains(name) { inner.inMenuBar = true }
                if names.menuContainers.contains(name), isContent(slot, of: tree.calls[outer]) { inner.inMenu = true }
                if names.choiceContainers.contains(name), isContent(slot, of: tree.calls[outer]) { inner.inChoice = true }
            }
            base = inner
        }
        return base
    }

    /// The placement the types around a scope give: a `Commands` type's menu bar, or a type
    /// named as a menu's content; nil for none. Each scope's answer is worked out once.
    private mutating func placement(ofScope scope: Int) -> ControlPlacement? {
        var chain: [Int] = []
        var current: Int? = scope
        var found: ControlPlacement?
        while let index = current {
            if let known = placementByScope[index] {
                found = known
                break
            }
            chain.append(index)
            current = tree.scopes[index].parent
        }
        for index in chain.reversed() {
            if case .type(_, let name) = tree.scopes[index].kind {
                if tree.scopes[index].inheritance.contains(names.commandsProtocol) {
                    found = .menuBarCommand
                } else if found == nil, isMenuTypeName(name) {
                    found = .menuItem
                }
            }
            placementByScope[index] = found
        }
        return found
    }

    /// `VideoContextMenu`, `AdvancedMenuContent`: a type named as a menu's content.
    private func isMenuTypeName(_ name: String) -> Bool {
        let words = Self.words(of: name)
        guard let menu = words.lastIndex(of: "menu") else { return false }
        return names.menuTypeEndings.contains(Array(words[menu...]))
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

    /// Every `…buttonStyle(…)` modifier applied to a view, by the view's call. Of two styles on
    /// one view, the one written first (nearest the view) is kept, as SwiftUI applies it; the
    /// same for label styles. Also the views given `.disabled(true)`.
    private func styledViews() -> (styles: [Int: StyleReading], iconOnly: [Int: Bool], disabled: Set<Int>) {
        let calls = tree.calls
        var chains: ModifierChains?
        var found: [Int: StyleReading] = [:]
        var iconOnly: [Int: Bool] = [:]
        var disabled: Set<Int> = []
        for index in calls.indices where calls[index].receiver == nil {
            let name = calls[index].name
            if name == names.disabledModifier {
                guard let value = calls[index].arguments.first?.value, value.count == 1, tree.token(value.lowerBound, is: "true")
                else { continue }
                if chains == nil { chains = ModifierChains(tokens: ControlTokens(tree: tree)) }
                if let base = chains?.modifierBase(of: index) { disabled.insert(base) }
                continue
            }
            if name == names.labelStyleModifier {
                if chains == nil { chains = ModifierChains(tokens: ControlTokens(tree: tree)) }
                guard let base = chains?.modifierBase(of: index), iconOnly[base] == nil else { continue }
                iconOnly[base] = styleName(of: calls[index]).map(names.iconOnlyLabelStyles.contains) ?? false
                continue
            }
            guard name.hasSuffix("Style") || name.hasSuffix("style"), name.lowercased().hasSuffix(names.styleModifierSuffix)
            else { continue }
            if chains == nil { chains = ModifierChains(tokens: ControlTokens(tree: tree)) }
            guard let base = chains?.modifierBase(of: index), found[base] == nil else { continue }
            let isPlain = name == names.buttonStyleModifier && styleName(of: calls[index]).map(names.plainStyles.contains) == true
            found[base] = StyleReading(form: styleForm(of: calls[index]) ?? .button, isPlain: isPlain)
        }
        return (found, iconOnly, disabled)
    }

    /// The name a style modifier's argument starts with: `plain` in `.buttonStyle(.plain)`,
    /// `PlainButtonStyle` in `.buttonStyle(PlainButtonStyle())`.
    func styleName(of call: Call) -> String? {
        guard let value = call.arguments.first?.value, !value.isEmpty else { return nil }
        var first = value.lowerBound
        if tree.tokens[first].kind == .period { first += 1 }
        guard first < value.upperBound, tree.tokens[first].kind == .identifier else { return nil }
        return tree.text(first)
    }

    /// The form a style modifier gives: from the words of its name and of the style it names
    /// (`.buttonStyle(.link)`, `.buttonStyle(LinkButtonStyle())`, `.toggleButtonStyle(enabled:)`).
    private func styleForm(of call: Call) -> ControlForm? {
        var words = Self.words(of: call.name)
        if let style = styleName(of: call) { words += Self.words(of: style) }
        if words.contains(where: names.linkStyleWords.contains) { return .link }
        if words.contains(where: names.checkboxStyleWords.contains) { return .checkbox }
        if words.contains(where: names.optionStyleWords.contains) { return .option }
        return nil
    }

    /// `LinkButtonStyle` → link, button, style; `toggleButtonStyle` → toggle, button, style: a
    /// name's words as a path's or a type's are split (`NameForms`), in lowercase.
    static func words(of name: String) -> [String] {
        NameForms.words(of: Substring(name)).map { $0.lowercased() }
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
        if let icon = iconForm(calls[index]) { return icon }
        guard let body = labelClosure(of: calls[index]) else { return nil }
        var titleView: Int?
        var views: [Int] = []
        var callIndex = index + 1
        while callIndex < calls.count, calls[callIndex].nameToken < body.upperBound {
            defer { callIndex += 1 }
            guard calls[callIndex].nameToken >= body.lowerBound else { continue }
            if let icon = iconForm(calls[callIndex]) { return icon }
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

    /// An icon chosen by a condition (`systemImage: isOn ? "star.fill" : "star"`) shows a state:
    /// an option. A link icon (`systemImage: "link"`) makes a link.
    private func iconForm(_ call: Call) -> ControlForm? {
        for argument in call.arguments {
            guard let label = argument.label, names.iconArguments.contains(label) else { continue }
            if argument.value.contains(where: { tree.tokens[$0].kind == .operatorSymbol && tree.token($0, is: "?") }) {
                return .option
            }
            if argument.value.count == 1, tree.tokens[argument.value.lowerBound].kind == .stringLiteral,
               names.linkIcons.contains(String(tree.text(argument.value.lowerBound).dropFirst().dropLast())) {
                return .link
            }
        }
        return nil
    }

    /// `label: { … }` as an argument or a trailing closure, or the only trailing closure of a call
    /// that passes its action as an argument.
    func labelClosure(of call: Call) -> Range<Int>? {
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

    /// What the action's closure says the button is: nothing to do on a disabled button (a
    /// state or a placeholder), only flipping flags (`isExpanded.toggle()`, maybe inside
    /// `withAnimation`: a toggle), only opening a URL (a link), only navigating or presenting
    /// (a destination). Nil for an action.
    private func actionForm(ofCallAt index: Int) -> ControlForm? {
        let calls = tree.calls
        guard let body = tree.actionBody(ofCallAt: index) else { return nil }
        if body.isEmpty { return disabledViews.contains(index) ? .stateLabel : nil }
        var toggles = 0, opens = 0, others = 0
        for callIndex in tree.calls(inActionBody: body, ofCallAt: index) {
            let name = calls[callIndex].name
            if name == names.toggleCall, let receiver = calls[callIndex].receiver, !receiver.isEmpty,
               calls[callIndex].arguments.isEmpty {
                toggles += 1
            } else if let receivers = names.urlOpeners[name], let receiver = calls[callIndex].receiver,
                      receivers.contains(receiver) {
                opens += 1
            } else if !names.actionWrappers.contains(name), !names.urlMakers.contains(name) {
                others += 1
            }
        }
        if others == 0, opens > 0, toggles == 0 { return .link }
        if others == 0, toggles > 0, opens == 0, !tree.assigns(in: body) { return .option }
        if toggles == 0, ActionClosures(tree: tree, names: names).opensAPlace(body, ofCallAt: index) { return .destination }
        return nil
    }
}
