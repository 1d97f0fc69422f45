/// What a titled control is beyond the builder that titles it, decided from syntax: whether its
/// title names an action at all, and where the control sits. The title rules read it to judge a
/// title only by the checks that make sense for it (see `docs/decisions.md`, "Controls that are
/// not button titles").
struct TitleControl: Sendable, Equatable {
    var form: ControlForm = .button
    var placement: ControlPlacement = .onScreen

    /// `title-verb` asks for a verb: an action button on screen, in an alert, a dialog or a sheet.
    var asksForVerb: Bool { form.checks.contains(.verb) && placement.checks.contains(.verb) }
    /// `title-length` holds the title to a button's length.
    var asksForLength: Bool { form.checks.contains(.length) && placement.checks.contains(.length) }
    /// The title's last word is the last word people read (`title-case` capitalizes it).
    var endsItsLabel: Bool { form.checks.contains(.lastWord) }
}

/// A check a title rule makes that only some controls call for.
enum TitleCheck: Sendable {
    /// The title starts with a verb (`title-verb`).
    case verb
    /// The title is short (`title-length`).
    case length
    /// The title's last word ends the label, so title case capitalizes it (`title-case`).
    case lastWord
}

/// What a control's title is, read from syntax.
enum ControlForm: String, Sendable, CaseIterable {
    /// A push button whose title names its action.
    case button
    /// One of several titles a UIKit button shows per control state (`setTitle(_:for:)` with
    /// different states on one receiver), or a disabled button whose action is empty: it shows
    /// a state or holds a place ("Following", "Loading").
    case stateLabel
    /// A button styled as a link (`.buttonStyle(.link)`, a link-named style), with a link icon,
    /// or whose action only opens a URL: it names where it goes ("Acknowledgements", "Releases").
    case link
    /// A label the title's text does not end: other views follow it, or a spacer makes it a row.
    /// Its text is a fragment of what people see.
    case composedLabel
    /// A choice among options or a toggle: a button in a picker, a checkable menu action
    /// (`UIAction(state:)`), a selection-styled button, an icon that shows a state, an action that
    /// only toggles a flag. It names the option ("Grid", "Vertex", "Info").
    case option

    /// The checks that make sense for the form. Casing applies to every form whose text is a
    /// whole label; a composed label's text is checked for case but not as ending the label.
    var checks: Set<TitleCheck> { Self.checksByForm[self]! }

    private static let checksByForm: [ControlForm: Set<TitleCheck>] = [
        .button: [.verb, .length, .lastWord],
        .stateLabel: [.lastWord],
        .link: [.lastWord],
        .composedLabel: [],
        .option: [.lastWord],
    ]
}

/// Where a titled control sits, read from the API that holds it.
enum ControlPlacement: String, Sendable, CaseIterable {
    /// On screen, in a toolbar, an alert, a dialog, a sheet or a swipe action.
    case onScreen
    /// An item of a context menu, a `Menu`'s content or a `UIMenu`: menus name places, windows,
    /// attributes and choices as often as actions, and their width is the longest item's.
    case menuItem
    /// A command of the menu bar (`.commands`, `CommandMenu`, `CommandGroup`, a `Commands` type,
    /// a `MenuBarExtra`'s content).
    case menuBarCommand

    var checks: Set<TitleCheck> { Self.checksByPlacement[self]! }

    private static let checksByPlacement: [ControlPlacement: Set<TitleCheck>] = [
        .onScreen: [.verb, .length, .lastWord],
        .menuItem: [.lastWord],
        .menuBarCommand: [.lastWord],
    ]
}

/// The names a control's form and placement are read by: data, so a new container or style
/// word is a line here.
struct ControlFormNames: Sendable {
    /// Calls whose content is the menu bar's.
    var menuBarContainers: Set<String> = ["commands", "CommandMenu", "CommandGroup", "MenuBarExtra"]
    /// A type conforming to this builds menu-bar commands.
    var commandsProtocol = "Commands"
    /// A view type whose name ends so holds a menu's items (`VideoContextMenu`,
    /// `AdvancedMenuContent`, `ProgramMenuView`): the words after "Menu", compared in lowercase.
    var menuTypeEndings: Set<[String]> = [["menu"], ["menu", "content"], ["menu", "items"], ["menu", "view"]]
    /// Calls whose content (not their label) is a menu's items.
    var menuContainers: Set<String> = ["Menu", "contextMenu", "UIMenu"]
    /// Calls whose content is a set of choices.
    var choiceContainers: Set<String> = ["Picker", "TabView"]
    /// The argument that makes a `UIAction` the primary action of a button, not a menu item.
    var primaryActionLabel = "primaryAction"
    /// A `UIAction` with a `state:` shows a checkmark: a choice.
    var checkableActionLabel = "state"
    /// UIKit's per-state title setter and its state label.
    var stateTitleSetter = "setTitle"
    var stateLabel = "for"
    /// Modifiers that style a button end in this (`buttonStyle`, `toggleButtonStyle`), compared
    /// in lowercase.
    var styleModifierSuffix = "buttonstyle"
    /// Words of a style's name (split at capitals, compared in lowercase) that make a link.
    var linkStyleWords: Set<String> = ["link", "hyperlink"]
    /// Words of a style's name that make a choice or a toggle.
    var optionStyleWords: Set<String> = ["toggle", "checkbox", "radio", "selectable", "selection", "choice"]
    /// Views that only space a row out.
    var spacers: Set<String> = ["Spacer"]
    /// Arguments that name a label's icon; a conditional there shows a state.
    var iconArguments: Set<String> = ["systemName", "systemImage", "image"]
    /// A call that only flips a flag (`isExpanded.toggle()`), and calls that may wrap it.
    var toggleCall = "toggle"
    var actionWrappers: Set<String> = ["withAnimation"]
    /// SF Symbols of a link.
    var linkIcons: Set<String> = ["link", "link.circle", "link.circle.fill"]
    /// Calls that open a URL (`openURL(url)`, `NSWorkspace.shared.open(url)`), by name and the
    /// receivers they may have, and the calls that make the URL.
    var urlOpeners: [String: Set<[String]>] = [
        "openURL": [[], ["self"]],
        "open": [["NSWorkspace", "shared"], ["UIApplication", "shared"]],
    ]
    var urlMakers: Set<String> = ["URL"]
    /// `.disabled(true)`: a button people cannot use.
    var disabledModifier = "disabled"
}
