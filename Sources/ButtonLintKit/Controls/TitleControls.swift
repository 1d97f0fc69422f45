/// Reads the `TitleControl` of each title site from the syntax around its call: the containers
/// it sits in, the styles applied to it or to a container of it, what its label holds besides the
/// title, what its action does and the sheet it belongs to. Nothing here guesses from the
/// title's words, but for a title led by a signed number ("+10 ms").
struct TitleControls {
    let tree: SyntaxTree
    let names: ControlFormNames
    /// The views a label closure's title is read from (`Text`, `Label`).
    private let labelViews: Set<String>
    private let sites: [TitleSite]
    private let sheets: [Sheet]
    private let language: RuleLanguage?
    private let closures: ActionClosures
    /// The first bytes of the container names (menu bar, menu, choice), as bits of the ASCII
    /// bytes: a call whose name starts with another ASCII byte is no container, and its name is
    /// not hashed.
    private let containerStarts: (low: UInt64, high: UInt64)
    /// Whether the file-wide readings below (styles, state titles) have been made: they are made
    /// when the first control is asked for, so a file whose titles are all skipped makes none.
    private var isPrepared = false
    /// What each styled view's button style gives, by the view's call (the base of the style's
    /// modifier chain).
    private var styleByView: [Int: StyleReading] = [:]
    /// Whether each view given a label style shows its labels' icons alone, by the view's call.
    private var iconOnlyByView: [Int: Bool] = [:]
    /// The forms sheets give their actions (a dismiss action, an option), by the start of the
    /// action's title; read when a title first gets that far.
    private var sheetForms: [Int: ControlForm]?
    /// `setTitle(_:for:)` sites whose receiver sets titles for several states in one scope.
    private var stateSites: Set<Int> = []
    /// Views given `.disabled(true)`, by their call.
    private var disabledViews: Set<Int> = []
    /// What the content of each call met so far inherits, and what kind of container the call
    /// is, by call; and the placement each scope gets from the types around it (the outer nil:
    /// not worked out yet). Each is worked out once per call and scope, so deep nesting stays
    /// linear.
    private var containerByCall: [Container?] = []
    private var placementByScope: [ControlPlacement??] = []
    /// The calls or scopes of one walk up the tree not worked out yet, kept to be reused.
    private var walk: [Int] = []

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

    /// What a call gives the calls inside it: what its content inherits from around it and from
    /// its own styles, and which of the containers it is (read from its name once).
    private struct Container {
        var inside: Inherited
        var isMenuBar: Bool
        var isMenu: Bool
        var isChoice: Bool
    }

    /// What a button style gives the buttons it styles: the form its name makes (`.button` for
    /// none), and whether it draws no button around the label (`.plain`, `.borderless`).
    struct StyleReading: Equatable {
        var form: ControlForm
        var isPlain: Bool
    }

    /// A reader of the controls of `sites`, a file's. `sheets` are the file's (their titles and
    /// actions give forms); `language` tells whether a sheet's title starts with a verb. Each
    /// control is read when asked for: a title that is not checked never needs one.
    init(sites: [TitleSite], tree: SyntaxTree, labelViews: Set<String>, sheets: [Sheet] = [],
         language: RuleLanguage? = nil, names: ControlFormNames = .standard) {
        self.tree = tree
        self.names = names
        self.labelViews = labelViews
        self.sites = sites
        self.sheets = sheets
        self.language = language
        closures = ActionClosures(tree: tree, names: names)
        var starts: (low: UInt64, high: UInt64) = (0, 0)
        for name in [names.menuBarContainers, names.menuContainers, names.choiceContainers].joined() {
            guard let byte = name.utf8.first, byte < 0x80 else { continue }
            if byte < 64 { starts.low |= 1 << byte } else { starts.high |= 1 << (byte - 64) }
        }
        containerStarts = starts
    }

    /// The control of `site`, one of the reader's sites. A site without a title is checked by no
    /// title rule: it is a plain button.
    mutating func control(of site: TitleSite) -> TitleControl {
        guard site.title != nil else { return TitleControl() }
        if !isPrepared {
            isPrepared = true
            (styleByView, iconOnlyByView, disabledViews) = styledViews()
            stateSites = severalStateSites(sites)
            containerByCall = Array(repeating: nil, count: tree.calls.count)
            placementByScope = Array(repeating: nil, count: tree.scopes.count)
        }
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
        var around = inherited(byCallAt: index)
        readContainers(around, of: index, into: &control)
        if let own = styleByView.isEmpty ? nil : styleByView[index] { around.style = own }
        if let own = iconOnlyByView.isEmpty ? nil : iconOnlyByView[index] { around.iconOnly = own }
        if control.form == .button, let style = around.style {
            if style.form != .button {
                control.form = style.form
            } else if style.isPlain, site.kind == .button, readsAsInlineText(callAt: index) {
                control.form = .inlineText
            }
        }
        if control.form == .button, site.kind == .button, let label = labelForm(ofCallAt: index) {
            control.form = label
        }
        if control.form == .button, site.kind == .button, let action = actionForm(ofCallAt: index) { control.form = action }
        if control.form == .button, around.iconOnly == true, showsIconLabel(callAt: index) { control.form = .iconOnly }
        // The title's text and start are read out of it: it is a large value to copy.
        if control.form == .button, let text = site.title?.text.text, startsWithSignedNumber(text) { control.form = .stepper }
        if control.form == .button, !sheets.isEmpty, let start = site.title?.anchor.lowerBound {
            if sheetForms == nil {
                sheetForms = SheetActionForms(tree: tree, names: names, sites: sites).forms(of: sheets, language: language)
            }
            if let form = sheetForms?[start] { control.form = form }
        }
        if control.form == .button, site.role == .cancel { control.form = .dismiss }
        return control
    }

    /// "+10 ms", "−100 ms", "±1": a sign right before a digit, at the title's start.
    private func startsWithSignedNumber(_ text: String) -> Bool {
        // A title whose first byte after its spaces starts no sign starts with no sign: most
        // titles are answered without reading characters.
        guard let lead = text.utf8.first(where: { $0 != UInt8(ascii: " ") }),
              names.stepSigns.contains(where: { $0.utf8.first == lead }) else { return false }
        var characters = text.drop { $0 == " " }.makeIterator()
        guard let sign = characters.next(), names.stepSigns.contains(sign), let digit = characters.next() else { return false }
        return digit.isASCII && digit.isNumber
    }

    // MARK: - Containers

    /// The menus, menu-bar commands and choice containers `around` the call at `index` says it
    /// is in, and the types around it.
    private mutating func readContainers(_ around: Inherited, of index: Int, into control: inout TitleControl) {
        if around.inMenu, control.placement == .onScreen { control.placement = .menuItem }
        if around.inMenuBar { control.placement = .menuBarCommand }
        if around.inChoice { control.form = .option }
        if control.placement != .menuBarCommand, let fromType = placement(ofScope: tree.calls[index].scope) {
            if fromType == .menuBarCommand || control.placement == .onScreen { control.placement = fromType }
        }
    }

    /// What the call at `index` inherits from the calls around it (its own styles left out).
    private mutating func inherited(byCallAt index: Int) -> Inherited {
        guard let slot = tree.calls[index].parent else { return Inherited() }
        // Worked out before the call below reads `self`, so `self` is not copied around it.
        let outer = container(slot.call)
        return inherited(in: slot, of: outer)
    }

    /// What a call in `slot` of the call whose container is `outer` inherits.
    private func inherited(in slot: CallSlot, of outer: Container) -> Inherited {
        var inner = outer.inside
        if outer.isMenuBar { inner.inMenuBar = true }
        if outer.isMenu || outer.isChoice, isContent(slot) {
            if outer.isMenu { inner.inMenu = true }
            if outer.isChoice { inner.inChoice = true }
        }
        return inner
    }

    /// What the call at `index` gives the calls inside it, each call's share worked out once: the
    /// chain of calls not yet met is walked up, then filled in downwards.
    private mutating func container(_ index: Int) -> Container {
        if let known = containerByCall[index] { return known }
        walk.removeAll(keepingCapacity: true)
        var current = index
        while true {
            walk.append(current)
            guard let parent = tree.calls[current].parent?.call, containerByCall[parent] == nil else { break }
            current = parent
        }
        // `walk` runs from `index` up to the outermost call not yet met; the call around that,
        // if any, is known.
        var made: Container?
        for position in stride(from: walk.count - 1, through: 0, by: -1) {
            let call = walk[position]
            var inside = Inherited()
            if let slot = tree.calls[call].parent, let outer = containerByCall[slot.call] {
                inside = inherited(in: slot, of: outer)
            }
            if !styleByView.isEmpty, let style = styleByView[call] { inside.style = style }
            if !iconOnlyByView.isEmpty, let iconOnly = iconOnlyByView[call] { inside.iconOnly = iconOnly }
            var container = Container(inside: inside, isMenuBar: false, isMenu: false, isChoice: false)
            let name = tree.calls[call].name
            if mayBeContainer(name) {
                container.isMenuBar = names.menuBarContainers.contains(name)
                container.isMenu = names.menuContainers.contains(name)
                container.isChoice = names.choiceContainers.contains(name)
            }
            containerByCall[call] = container
            made = container
        }
        return made!
    }

    /// Whether `name` may be a container's name: it starts with the first byte of one, or outside
    /// ASCII (or is empty).
    private func mayBeContainer(_ name: String) -> Bool {
        guard let byte = name.utf8.first, byte < 0x80 else { return true }
        return (byte < 64 ? containerStarts.low >> byte : containerStarts.high >> (byte - 64)) & 1 == 1
    }

    /// The placement the types around a scope give: a `Commands` type's menu bar, or a type
    /// named as a menu's content; nil for none. Each scope's answer is worked out once.
    private mutating func placement(ofScope scope: Int) -> ControlPlacement? {
        if let known = placementByScope[scope] { return known }
        walk.removeAll(keepingCapacity: true)
        var current: Int? = scope
        var found: ControlPlacement?
        while let index = current {
            if let known = placementByScope[index] {
                found = known
                break
            }
            walk.append(index)
            current = tree.scopes[index].parent
        }
        for index in walk.reversed() {
            switch tree.scopes[index].kind {
            case .type(_, let name):
                if tree.scopes[index].inheritance.contains(names.commandsProtocol) {
                    found = .menuBarCommand
                } else if found == nil, isMenuTypeName(name) {
                    found = .menuItem
                }
            case .function(let name, _):
                // `var menuContent: some View { … }`, `func contextMenuItems() -> some View`.
                if found == nil, isMenuTypeName(name) { found = .menuItem }
            case .file, .closure:
                break
            }
            placementByScope[index] = found
        }
        return found
    }

    /// `VideoContextMenu`, `AdvancedMenuContent`, `menuContent`: a type, a property or a function
    /// named as a menu's content.
    private func isMenuTypeName(_ name: String) -> Bool {
        guard NameForms.mayHaveWord("menu", in: name) else { return false }
        let words = NameForms.lowercasedWords(of: name)
        guard let menu = words.lastIndex(of: "menu") else { return false }
        return names.menuTypeEndings.contains(Array(words[menu...]))
    }

    /// A container's content, not its label or a preview (`Menu { … } label: { … }`).
    private func isContent(_ slot: CallSlot) -> Bool {
        let label: String?
        switch slot.position {
        case .trailingClosure(let position): label = tree.calls[slot.call].trailingClosures[position].label
        case .argument(let position): label = tree.calls[slot.call].arguments[position].label
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
        var words = NameForms.lowercasedWords(of: call.name)
        if let style = styleName(of: call) { words += NameForms.lowercasedWords(of: style) }
        if words.contains(where: names.linkStyleWords.contains) { return .link }
        if words.contains(where: names.checkboxStyleWords.contains) { return .checkbox }
        if words.contains(where: names.optionStyleWords.contains) { return .option }
        return nil
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
    private func labelForm(ofCallAt index: Int) -> ControlForm? {
        let calls = tree.calls
        if let icon = iconForm(ofCallAt: index) { return icon }
        guard let body = labelClosure(of: calls[index]) else { return nil }
        var titleView: Int?
        var views: [Int] = []
        var callIndex = index + 1
        while callIndex < calls.count, calls[callIndex].nameToken < body.upperBound {
            defer { callIndex += 1 }
            guard calls[callIndex].nameToken >= body.lowerBound else { continue }
            if let icon = iconForm(ofCallAt: callIndex) { return icon }
            guard isView(callAt: callIndex) else { continue }
            if labelViews.contains(calls[callIndex].name) {
                guard titleView == nil else { return nil }
                titleView = callIndex
            }
            views.append(callIndex)
        }
        guard let titleView else { return nil }
        let end = calls[titleView].endToken
        for view in views where view != titleView {
            if names.spacers.contains(calls[view].name) || calls[view].nameToken > end { return .composedLabel }
        }
        return nil
    }

    /// A view written in a view builder: a bare type-named call whose parent holds it in a closure.
    private func isView(callAt index: Int) -> Bool {
        guard tree.calls[index].receiver == [], !tree.calls[index].isImplicitMember,
              tree.calls[index].name.first?.isUppercase == true, let slot = tree.calls[index].parent else { return false }
        switch slot.position {
        case .trailingClosure: return true
        case .argument(let position):
            let value = tree.calls[slot.call].arguments[position].value
            return !value.isEmpty && tree.tokens[value.lowerBound].kind == .leftBrace
        }
    }

    /// An icon chosen by a condition (`systemImage: isOn ? "star.fill" : "star"`) shows a state:
    /// an option. A link icon (`systemImage: "link"`) makes a link.
    private func iconForm(ofCallAt index: Int) -> ControlForm? {
        for argument in tree.calls[index].arguments {
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
        let inside = tree.calls(inActionBody: body, ofCallAt: index)
        for callIndex in inside {
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
        if toggles == 0, closures.opensAPlace(body, ofCallAt: index, calls: inside) { return .destination }
        return nil
    }
}
