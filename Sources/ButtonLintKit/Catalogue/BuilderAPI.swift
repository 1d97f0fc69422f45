/// What kind of control a builder makes; rules decide from it what they check.
public enum ControlKind: String, Sendable {
    /// A push button (SwiftUI `Button`, `NSButton`, `UIButton` titles).
    case button
    /// A menu's own title (`Menu("…")`): it names a group of commands, so no verb is asked of it.
    case menu
    /// An action of an alert or action sheet (`UIAlertAction`, `Alert.Button`, `NSAlert` buttons).
    case alertAction
    /// A menu or context-menu command (`UIAction`).
    case menuAction
    /// A swipe action (`UIContextualAction`).
    case swipeAction
    /// A bar button (`UIBarButtonItem`).
    case barButton
}

/// Where a builder takes its title from.
public enum TitleSource: Sendable, Equatable {
    /// An argument: `nil` is the first unlabeled argument (`Button("Save")`).
    case argument(String?)
    /// A `Text`/`Label` inside a label closure: the `label:` argument, the `label:` trailing closure,
    /// or the first trailing closure when an `action:` argument is given (`Button(action: save) { Text("Save") }`).
    case labelClosure
}

/// Where a builder takes its role or style from.
public enum RoleSource: Sendable, Equatable {
    /// An argument whose value is an implicit member: `role: .destructive`, `style: .cancel`.
    case argument(String)
    /// The callee's own name: `.destructive(Text("Delete"))`, `.cancel()`.
    case calleeName
    /// An option set argument that is destructive when it holds `.destructive`
    /// (`attributes: [.disabled, .destructive]`) and plain when it holds other readable members.
    case optionSet(String)
}

/// One entry of the API catalogue: a callee that makes a titled control.
public struct BuilderAPI: Sendable {
    public var callee: String
    /// Required receiver: nil accepts any, `[]` a bare call, `["Alert", "Button"]` exactly that chain.
    public var receivers: [[String]]?
    /// Whether an implicit member call (`.default(…)` where the type is inferred) is this API too.
    public var allowsImplicitMember: Bool
    /// Argument labels the call must have, so a same-named method of another type does not match
    /// (`setTitle(_:for:)` but not `setTitle(_:forSegmentAt:)`).
    public var requiredLabels: [String]
    public var titleSources: [TitleSource]
    public var role: RoleSource?
    public var kind: ControlKind
    public var frameworks: Set<Framework>

    public init(callee: String, receivers: [[String]]? = [[]], allowsImplicitMember: Bool = false,
                requiredLabels: [String] = [], titleSources: [TitleSource], role: RoleSource? = nil,
                kind: ControlKind, frameworks: Set<Framework>) {
        self.callee = callee
        self.receivers = receivers
        self.allowsImplicitMember = allowsImplicitMember
        self.requiredLabels = requiredLabels
        self.titleSources = titleSources
        self.role = role
        self.kind = kind
        self.frameworks = frameworks
    }
}
