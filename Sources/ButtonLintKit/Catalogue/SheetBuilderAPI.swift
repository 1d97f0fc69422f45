/// One sheet, alert, menu or swipe-action builder of the API catalogue: how its call is written,
/// where its actions are, and what the platform does with them, which is what the sheet rules ask.
struct SheetBuilderAPI: Sendable {
    var builder: SheetBuilder
    var call: CallPattern
    /// The frameworks it belongs to: it is read only in files importing one of them.
    var frameworks: FrameworkSet
    /// What it shows; a `UIAlertController` is `.alertOrSheet` until its style is read.
    var kind: SheetKind
    var actions: ActionSource
    var behaviour: SheetBehaviour
    /// Which action the platform treats as the cancel (the one Escape answers).
    var cancelAction = CancelAction.byRole

    init(_ builder: SheetBuilder, call: CallPattern, frameworks: FrameworkSet, kind: SheetKind,
                actions: ActionSource, behaviour: SheetBehaviour = []) {
        self.builder = builder
        self.call = call
        self.frameworks = frameworks
        self.kind = kind
        self.actions = actions
        self.behaviour = behaviour
    }

    /// The builder whose platform picks its cancel action as `cancelAction` says.
    init(_ builder: SheetBuilder, call: CallPattern, frameworks: FrameworkSet, kind: SheetKind,
         actions: ActionSource, behaviour: SheetBehaviour = [], cancelAction: CancelAction) {
        self.init(builder, call: call, frameworks: frameworks, kind: kind, actions: actions, behaviour: behaviour)
        self.cancelAction = cancelAction
    }

    /// Whether `call` is this builder in a file importing `frameworks`.
    func matches(_ call: Call, in frameworks: FrameworkSet) -> Bool {
        self.frameworks.intersects(frameworks) && self.call.matches(call)
    }
}

/// Which of a dialog's actions its platform treats as the cancel: the one Escape (or closing the
/// dialog) answers, which the sheet rules count as the sheet's Cancel.
enum CancelAction: Sendable, Equatable {
    /// The action given the cancel role, if any (UIKit's `.cancel` style, SwiftUI's `role: .cancel`,
    /// a GTK response type read as a role).
    case byRole
    /// The action given the cancel role, else the first action when it has no other role:
    /// Adwaita for Swift's `.alertDialog` makes its first response the close response when none
    /// has `role: .close`.
    case byRoleElseFirst

    /// `actions` with the cancel this platform picks given the cancel role.
    func applied(to actions: [SheetAction]) -> [SheetAction] {
        switch self {
        case .byRole:
            return actions
        case .byRoleElseFirst:
            guard !actions.contains(where: { $0.role == .cancel }), let first = actions.first,
                  first.role == .normal || first.role == .unspecified else { return actions }
            var picked = actions
            picked[0].role = .cancel
            return picked
        }
    }
}

/// Where a sheet builder's actions are written.
enum ActionSource: Sendable, Equatable {
    /// `sheet.addAction(UIAlertAction(…))` on the controller bound to a local name.
    case addedActions(AlertControllerAPI)
    /// Buttons in a closure labeled `label` (or the first trailing closure). `nested`: buttons in
    /// sections and groups count too (menus). `yieldsTo`: a child builder that is the sheet itself
    /// (`.alert(isPresented:) { Alert(…) }`). `needsActions`: no sheet without one (`Menu`).
    case closure(label: String, nested: Bool = false, yieldsTo: String? = nil, needsActions: Bool = false)
    /// `Alert.Button` factories in these arguments (`buttons: [.default(…), .cancel()]`);
    /// `defaultsToCancel`: without them the builder shows a Cancel alone.
    case legacyButtons(labels: [String], defaultsToCancel: Bool)
    /// Adwaita's chained `.response("…", appearance:, role:)` calls after a builder call that
    /// has one of `requiredLabels` (`.alertDialog(visible:heading:)`).
    case chainedResponses(method: String, requiredLabels: [String])
    /// Calls of `method` on the name the builder's value is bound to, after it in that name's body:
    /// swift-adwaita's `let dialog = AlertDialog(heading:body:)` and `dialog.addResponse(…)`.
    case ownerCalls(method: String)
    /// `children: [UIAction(…), share]`: calls of `action` in the argument labeled `label`.
    case children(label: String, action: String)
    /// The builder is its one action (`UIContextualAction`).
    case itself
}

/// What the platform does with a sheet's actions.
struct SheetBehaviour: OptionSet, Sendable, Hashable {
    let rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }

    /// The platform adds its own dismiss action (`confirmationDialog`): no Cancel is missing.
    static let addsOwnDismiss = SheetBehaviour(rawValue: 1 << 0)
    /// Actions are shown in source order (UIKit, `ActionSheet`); SwiftUI's dialogs may reorder by role.
    static let showsSourceOrder = SheetBehaviour(rawValue: 1 << 1)
    /// A second `.cancel` action throws at run time (`UIAlertController`).
    static let throwsOnSecondCancel = SheetBehaviour(rawValue: 1 << 2)
    /// An action sheet presented without a popover anchor throws on iPad (`UIAlertController`).
    static let throwsWithoutAnchor = SheetBehaviour(rawValue: 1 << 3)
}

/// The names a `UIAlertController` is built, filled, presented and anchored with.
struct AlertControllerAPI: Sendable, Equatable {
    /// `preferredStyle: .actionSheet`: the sheet's kind by style name.
    var styleLabel = "preferredStyle"
    var kindsByStyle: [String: SheetKind] = ["actionSheet": .actionSheet, "alert": .alert]
    /// `sheet.addAction(UIAlertAction(…))`.
    var addMethod = "addAction"
    var action = "UIAlertAction"
    /// `present(sheet, animated: true)`.
    var presentMethod = "present"
    /// `sheet.popoverPresentationController?.sourceView = …` anchors the sheet.
    var popoverController = "popoverPresentationController"
    var popoverAnchors: Set<String> = ["sourceView", "sourceItem", "barButtonItem"]

    init() {}
}
