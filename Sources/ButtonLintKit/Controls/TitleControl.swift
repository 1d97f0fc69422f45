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
    /// `title-case` reads the title at all: text in a sentence's flow and checkbox labels take
    /// sentence casing whatever the app's buttons use.
    var asksForCase: Bool { form.checks.contains(.casing) }
}

/// The checks a title rule makes that only some controls call for.
struct TitleChecks: OptionSet, Sendable {
    let rawValue: UInt8

    /// The title starts with a verb (`title-verb`).
    static let verb = TitleChecks(rawValue: 1 << 0)
    /// The title is short (`title-length`).
    static let length = TitleChecks(rawValue: 1 << 1)
    /// The title's last word ends the label, so title case capitalizes it (`title-case`).
    static let lastWord = TitleChecks(rawValue: 1 << 2)
    /// The title is cased as a button title (`title-case`).
    static let casing = TitleChecks(rawValue: 1 << 3)
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
    /// only toggles a flag, a button in a `LabeledContent`, an action of a sheet whose title
    /// says the verb or whose actions set one value. It names the option ("Grid", "Vertex").
    case option
    /// The label of a checkbox or a radio button: a button styled by a style whose name holds
    /// Toggle, Checkbox or Radio. Such labels are written in sentence style.
    case checkbox
    /// A plain or borderless button whose label is text in a small text style with no shape
    /// around it: it reads as text in the flow ("Show more replies" under a comment), and takes
    /// the casing of the text around it.
    case inlineText
    /// A label shown as its icon alone (`.labelStyle(.iconOnly)`): its title is what VoiceOver
    /// speaks and the tooltip shows, not a visible button title.
    case iconOnly
    /// A button whose action does nothing but navigate, present or set a presentation flag: its
    /// title names the place it opens ("Security", "Terminal…").
    case destination
    /// A title that starts with a signed number ("+10 ms", "−5"): a step of an adjustment.
    case stepper
    /// The cancel action of an alert, a dialog or a sheet: the dismiss button ("Not Now").
    case dismiss

    /// The checks that make sense for the form. A composed label's text is checked for case but
    /// not as ending the label; inline text and checkbox labels are not cased as button titles.
    var checks: TitleChecks {
        switch self {
        case .button: [.verb, .length, .lastWord, .casing]
        case .stateLabel: [.lastWord, .casing]
        case .link: [.lastWord, .casing]
        case .composedLabel: [.casing]
        case .option: [.lastWord, .casing]
        case .checkbox: []
        case .inlineText: []
        case .iconOnly: [.lastWord, .casing]
        case .destination: [.length, .lastWord, .casing]
        case .stepper: [.lastWord, .casing]
        case .dismiss: [.length, .lastWord, .casing]
        }
    }
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

    var checks: TitleChecks {
        switch self {
        case .onScreen: [.verb, .length, .lastWord, .casing]
        case .menuItem: [.lastWord, .casing]
        case .menuBarCommand: [.lastWord, .casing]
        }
    }
}

/// The names a control's form and placement are read by: data, so a new container or style
/// word is a line here.
struct ControlFormNames: Sendable {
    /// The standard names, made once: every file's controls are read with them.
    static let standard = ControlFormNames()

    /// Calls whose content is the menu bar's.
    var menuBarContainers: Set<String> = ["commands", "CommandMenu", "CommandGroup", "MenuBarExtra"]
    /// A type conforming to this builds menu-bar commands.
    var commandsProtocol = "Commands"
    /// A view type, or a property or function building views, whose name ends so holds a menu's
    /// items (`VideoContextMenu`, `AdvancedMenuContent`, `ProgramMenuView`, `var menuContent`): the
    /// words after "Menu", compared in lowercase.
    var menuTypeEndings: Set<[String]> = [["menu"], ["menu", "content"], ["menu", "items"], ["menu", "view"]]
    /// Calls whose content (not their label) is a menu's items.
    var menuContainers: Set<String> = ["Menu", "contextMenu", "UIMenu"]
    /// Calls whose content is a set of choices, or buttons for the setting or action their label
    /// names (`LabeledContent("Copy pasteboard:") { Button("Mac → Simulator") … }`).
    var choiceContainers: Set<String> = ["Picker", "TabView", "LabeledContent"]
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
    /// Modifiers whose names end in this style the controls inside the view they modify
    /// (`.buttonStyle(.link)`, `.labelStyle(.iconOnly)` on a stack), compared in lowercase.
    var contentStyleSuffix = "style"
    /// Words of a style's name (split at capitals, compared in lowercase) that make a link.
    var linkStyleWords: Set<String> = ["link", "hyperlink"]
    /// Words of a style's name that make a checkbox or a radio button.
    var checkboxStyleWords: Set<String> = ["toggle", "checkbox", "radio"]
    /// Words of a style's name that make a choice.
    var optionStyleWords: Set<String> = ["selectable", "selection", "choice"]
    /// The modifier that styles a button, and the styles that draw no button around its label
    /// (`.buttonStyle(.plain)`, `.buttonStyle(BorderlessButtonStyle())`).
    var buttonStyleModifier = "buttonStyle"
    var plainStyles: Set<String> = ["plain", "borderless", "PlainButtonStyle", "BorderlessButtonStyle"]
    /// The modifier that sets a font, and the text styles it may name: the small ones make a
    /// plain button's text read as text in the flow; `subheadline` only when the text is not
    /// padded out into a shape.
    var fontModifier = "font"
    var textStyles: Set<String> = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
                                   "callout", "footnote", "caption", "caption2"]
    var smallTextStyles: Set<String> = ["caption", "caption2", "footnote"]
    var smallUnpaddedTextStyles: Set<String> = ["subheadline"]
    /// A font of a fixed point size (`.font(.system(size: 12))`) reads as the first text style of
    /// this list at least as large at the default text size: footnote 13 pt, subheadline 15 pt,
    /// body 17 pt.
    var systemFontCall = "system"
    var systemFontSizeLabel = "size"
    var pointSizeStyles: [(points: Double, style: String)] = [(13, "footnote"), (15, "subheadline"), (17, "body")]
    /// Modifiers that draw a shape around a label, and the one that pads it.
    var shapeModifiers: Set<String> = ["background", "overlay", "border", "clipShape"]
    var paddingModifier = "padding"
    /// The modifier that styles labels, and the styles that show the icon alone.
    var labelStyleModifier = "labelStyle"
    var iconOnlyLabelStyles: Set<String> = ["iconOnly", "IconOnlyLabelStyle"]
    /// The view that shows an icon beside a title, which a label style can reduce to its icon.
    var iconLabelView = "Label"
    /// First words (split at capitals, compared in lowercase) of calls that navigate or present:
    /// `router.route(to:)`, `coordinator.push(…)`, `showPermissionsSheet()`, `openTerminal()`.
    var navigationWords: Set<String> = ["route", "navigate", "push", "present", "show", "open"]
    /// `path.append(…)` on a navigation path: the call, and how its receiver's name ends.
    var pathAppendCall = "append"
    var pathReceiverEnding = "path"
    /// The first words of a flag that presents something when set to `true` (`showingErrorSheet`,
    /// `isPresented`, `isShowingSettings`, `pendingExport`: a sheet waiting to be shown), compared
    /// in lowercase.
    var presentationFlagStarts: [[String]] = [
        ["show"], ["shows"], ["showing"], ["present"], ["presenting"], ["is", "showing"], ["is", "presented"],
        ["is", "presenting"], ["pending"],
    ]
    /// Signs a stepper's title starts with, before a digit ("+10 ms", "−5", "±1").
    var stepSigns: Set<Character> = ["+", "-", "\u{2212}", "±"]
    /// Labels of an alert action's handler closure (`UIAlertAction(title:style:handler:)`).
    var handlerLabels: Set<String> = ["handler", "action"]
    /// First words of a sheet title that asks a question rather than naming the action
    /// ("Do you want to save?"), compared in lowercase.
    var questionWords: Set<String> = ["do", "does", "did", "is", "are", "was", "were", "can", "could", "will",
                                      "would", "should", "shall", "may", "might", "must", "have", "has"]
    /// Words of a sheet title that report a state rather than name an action ("Sync Failed",
    /// "Export Complete", "Update Available"), compared in lowercase.
    var stateWords: Set<String> = ["failed", "failure", "complete", "completed", "succeeded", "successful", "success",
                                   "error", "available", "unavailable", "required", "finished", "expired", "denied",
                                   "lost", "interrupted", "paused", "stopped", "ready", "pending", "done", "saved"]
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

    /// Whether a modifier named `name` styles the controls inside the view it modifies.
    func stylesContents(modifier name: String) -> Bool {
        name.lowercased().hasSuffix(contentStyleSuffix)
    }
}
