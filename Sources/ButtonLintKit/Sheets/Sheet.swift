/// What a group of actions is, which decides the rules that look at it.
enum SheetKind: String, Sendable, Equatable {
    /// `UIAlertController` `.actionSheet`, `confirmationDialog`, `ActionSheet`.
    case actionSheet
    /// `UIAlertController` `.alert`, SwiftUI `.alert`, `Alert`, Adwaita `.alertDialog`, swift-adwaita
    /// `AlertDialog`, SwiftCrossUI `.alert`.
    case alert
    /// A `UIAlertController` whose `preferredStyle` is not a literal member: an alert or a sheet.
    case alertOrSheet
    /// `.contextMenu`, `Menu { }`, `UIMenu(children:)`: in scope for `destructive-role` only.
    case menu
    /// `.swipeActions`, `UIContextualAction`: in scope for `destructive-role` only.
    case swipeActions
}

/// The API that built a sheet; rules that depend on display order or defaults read it.
enum SheetBuilder: String, Sendable, Equatable {
    case uiAlertController
    case confirmationDialog
    case legacyActionSheet
    case swiftUIAlert
    case legacyAlert
    case adwaitaAlertDialog
    case swiftAdwaitaAlertDialog
    case contextMenu
    case menu
    case swipeActions
    case uiMenu
    case uiContextualAction
    /// GTK's `Dialog(firstText:secondText:)` and its other convenience forms.
    case gtkDialog
    /// GTK's `MessageDialog`, with the buttons added to it.
    case gtkMessageDialog
    /// SwiftCrossUI's `.alert("…", isPresented:) { … }`.
    case swiftCrossUIAlert
    /// SwiftCrossUI's `Menu("…") { … }` (its items closure).
    case swiftCrossUIMenu
    /// SwiftCrossUI's `CommandMenu("…") { … }` in a scene's `.commands`.
    case commandMenu
    /// SwiftCrossUI's `AlertScene("…", isPresented:) { … }`.
    case alertScene
    /// SwiftCrossUI's `presentAlert("…") { … }` (the `\.presentAlert` environment action).
    case presentAlert
}

/// One action of a sheet, alert or menu, in display order.
struct SheetAction: Sendable {
    /// The title, when it could be read; nil for `Button(role: .cancel) {}`, `EditButton()`, a variable.
    var title: ResolvedTitle?
    var role: ActionRole
    /// Where the action is created (its builder's name) or, for a constant, where it is added.
    var location: Int
    /// Whether the builder can express a role or style at all (SwiftCrossUI buttons cannot).
    var hasRoles: Bool
    /// Whether it is added only on some paths (inside an `if`, `switch` or a nested block).
    var isConditional: Bool
}

/// An action sheet, alert, menu or set of swipe actions with the actions it shows.
struct Sheet: Sendable {
    var kind: SheetKind
    var builder: SheetBuilder
    /// What the platform does with the actions, from the builder's catalogue entry.
    var behaviour: SheetBehaviour
    /// The builder's name (`UIAlertController`, `confirmationDialog`, `ActionSheet`): findings about the whole sheet point here.
    var anchor: Range<Int>
    var actions: [SheetAction]
    /// False when some action cannot be seen (a loop, `ForEach`, a parameter, another function):
    /// rules that need the whole sheet stay silent.
    var isComplete: Bool
    /// Whether the framework has roles (SwiftCrossUI alerts have none).
    var hasRoles: Bool
    /// UIKit: the sheet is presented with `present(_:animated:)` in its body.
    var isPresented: Bool = false
    /// UIKit: its popover's `sourceView`, `sourceItem` or `barButtonItem` is set in its body.
    var isAnchored: Bool = false
    /// UIKit: the controller leaves the body (passed to another call, returned, stored) so the
    /// anchor may be set elsewhere.
    var escapes: Bool = false
    /// The title of an alert, a dialog or an action sheet, when it can be read (a catalog key's
    /// text as the title resolver gives it); nil for menus and swipe actions.
    var title: ResolvedTitle?
}

extension Sheet {
    init(_ api: SheetBuilderAPI, kind: SheetKind, anchor: Range<Int>, actions: [SheetAction], isComplete: Bool,
         hasRoles: Bool) {
        self.init(kind: kind, builder: api.builder, behaviour: api.behaviour, anchor: anchor, actions: actions,
                  isComplete: isComplete, hasRoles: hasRoles)
    }

    /// Actions given no role, or the plain one, in a framework that has roles, whose readable
    /// title matches: what `cancel-role` and `destructive-role` look for.
    func actionsWithoutRole(titled matches: (ResolvedTitle) -> Bool) -> [ResolvedTitle] {
        guard hasRoles else { return [] }
        return actions.compactMap { action in
            guard action.hasRoles, action.role == .normal || action.role == .unspecified,
                  let title = action.title, matches(title) else { return nil }
            return title
        }
    }
}
