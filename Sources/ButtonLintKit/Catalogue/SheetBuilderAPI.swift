/// One sheet, alert, menu or swipe-action builder of the API catalogue: how its call is written,
/// where its actions are, and what the platform does with them, which is what the sheet rules ask.
public struct SheetBuilderAPI: Sendable {
    public var builder: SheetBuilder
    public var call: CallPattern
    /// The frameworks it belongs to: it is read only in files importing one of them.
    public var frameworks: FrameworkSet
    /// What it shows; a `UIAlertController` is `.alertOrSheet` until its style is read.
    public var kind: SheetKind
    public var actions: ActionSource
    public var behaviour: SheetBehaviour

    public init(_ builder: SheetBuilder, call: CallPattern, frameworks: FrameworkSet, kind: SheetKind,
                actions: ActionSource, behaviour: SheetBehaviour = []) {
        self.builder = builder
        self.call = call
        self.frameworks = frameworks
        self.kind = kind
        self.actions = actions
        self.behaviour = behaviour
    }

    /// Whether `call` is this builder in a file importing `frameworks`.
    func matches(_ call: Call, in frameworks: FrameworkSet) -> Bool {
        self.frameworks.intersects(frameworks) && self.call.matches(call)
    }
}

/// Where a sheet builder's actions are written.
public enum ActionSource: Sendable, Equatable {
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
    /// `children: [UIAction(…), share]`: calls of `action` in the argument labeled `label`.
    case children(label: String, action: String)
    /// The builder's own title sites (a GTK `Dialog(firstText:secondText:)`'s buttons) and the
    /// buttons added to the variable it is bound to by calls of `methods` later in the same body
    /// (`dialog.addButton(buttonText:responseID:)`), in order.
    case addedButtons(methods: [String])
    /// The builder's own title sites are its actions (`UIContextualAction`).
    case itself
}

/// What the platform does with a sheet's actions.
public struct SheetBehaviour: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The platform adds its own dismiss action (`confirmationDialog`): no Cancel is missing.
    public static let addsOwnDismiss = SheetBehaviour(rawValue: 1 << 0)
    /// Actions are shown in source order (UIKit, `ActionSheet`); SwiftUI's dialogs may reorder by role.
    public static let showsSourceOrder = SheetBehaviour(rawValue: 1 << 1)
    /// A second `.cancel` action throws at run time (`UIAlertController`).
    public static let throwsOnSecondCancel = SheetBehaviour(rawValue: 1 << 2)
    /// An action sheet presented without a popover anchor throws on iPad (`UIAlertController`).
    public static let throwsWithoutAnchor = SheetBehaviour(rawValue: 1 << 3)
    /// Every action dismisses and none takes a role (SwiftCrossUI's alerts): no role rule applies.
    public static let actionsHaveNoRoles = SheetBehaviour(rawValue: 1 << 4)
    /// Without actions the framework shows its own OK (SwiftCrossUI's `AlertActionsBuilder`
    /// gives `[.default]` for an empty builder): an empty actions closure is no mistake.
    public static let addsDefaultAction = SheetBehaviour(rawValue: 1 << 5)
}

/// The names a `UIAlertController` is built, filled, presented and anchored with.
public struct AlertControllerAPI: Sendable, Equatable {
    /// `preferredStyle: .actionSheet`: the sheet's kind by style name.
    public var styleLabel = "preferredStyle"
    public var kindsByStyle: [String: SheetKind] = ["actionSheet": .actionSheet, "alert": .alert]
    /// `sheet.addAction(UIAlertAction(…))`.
    public var addMethod = "addAction"
    public var action = "UIAlertAction"
    /// `present(sheet, animated: true)`.
    public var presentMethod = "present"
    /// `sheet.popoverPresentationController?.sourceView = …` anchors the sheet.
    public var popoverController = "popoverPresentationController"
    public var popoverAnchors: Set<String> = ["sourceView", "sourceItem", "barButtonItem"]

    public init() {}
}
