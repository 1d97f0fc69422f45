/// The table of every API that hands a title to a button, alert action or menu command
/// (SPEC section 2). Rules never name an API; they read what this table extracted.
public enum APICatalogue {
    private static let swiftUIShaped = Framework.swiftUIShaped
    private static let alertButtonReceivers: [[String]] = [["Alert", "Button"], ["ActionSheet", "Button"]]

    public static let builders: [BuilderAPI] = [
        // SwiftUI and the Linux frameworks shaped like it.
        BuilderAPI(callee: "Button", titleSources: [.argument(nil), .labelClosure], role: .argument("role"),
                   kind: .button, frameworks: swiftUIShaped),
        BuilderAPI(callee: "Menu", titleSources: [.argument(nil), .labelClosure], kind: .menu,
                   frameworks: [.swiftUI, .swiftCrossUI, .tokamak]),
        // Alert.Button and ActionSheet.Button: `.default(Text("…"))`, `.destructive(…)`, `.cancel(…)`.
        BuilderAPI(callee: "default", receivers: alertButtonReceivers, allowsImplicitMember: true,
                   titleSources: [.argument(nil)],
                   role: .calleeName, kind: .alertAction, frameworks: [.swiftUI, .tokamak]),
        BuilderAPI(callee: "destructive", receivers: alertButtonReceivers, allowsImplicitMember: true,
                   titleSources: [.argument(nil)],
                   role: .calleeName, kind: .alertAction, frameworks: [.swiftUI, .tokamak]),
        BuilderAPI(callee: "cancel", receivers: alertButtonReceivers, allowsImplicitMember: true,
                   titleSources: [.argument(nil)],
                   role: .calleeName, kind: .alertAction, frameworks: [.swiftUI, .tokamak]),
        // Adwaita: `.alertDialog(…)` chained `.response("…", appearance: .destructive, role: .close)`.
        BuilderAPI(callee: "response", receivers: nil, titleSources: [.argument(nil)], role: .argument("appearance"),
                   kind: .alertAction, frameworks: [.adwaita]),
        // UIKit.
        BuilderAPI(callee: "UIAlertAction", titleSources: [.argument("title")], role: .argument("style"),
                   kind: .alertAction, frameworks: [.uiKit]),
        BuilderAPI(callee: "UIAction", titleSources: [.argument("title")], role: .optionSet("attributes"),
                   kind: .menuAction, frameworks: [.uiKit]),
        BuilderAPI(callee: "setTitle", receivers: nil, requiredLabels: ["for"], titleSources: [.argument(nil)],
                   kind: .button,
                   frameworks: [.uiKit]),
        BuilderAPI(callee: "UIBarButtonItem", titleSources: [.argument("title")], kind: .barButton,
                   frameworks: [.uiKit]),
        BuilderAPI(callee: "UIContextualAction", titleSources: [.argument("title")], role: .argument("style"),
                   kind: .swipeAction, frameworks: [.uiKit]),
        // AppKit.
        BuilderAPI(callee: "addButton", receivers: nil, titleSources: [.argument("withTitle")],
                   kind: .alertAction, frameworks: [.appKit]),
        BuilderAPI(callee: "NSButton", titleSources: [.argument("title")], kind: .button, frameworks: [.appKit]),
    ]

    /// Callees that wrap a title's text: `Text("…")`, `NSLocalizedString("…", value: "…")`.
    /// The labels are tried in order; `nil` is the first unlabeled argument.
    public static let titleWrappers: [String: [String?]] = [
        "Text": [nil, "verbatim"],
        "Label": [nil],
        "LocalizedStringKey": [nil],
        "LocalizedStringResource": [nil],
        "NSLocalizedString": ["value", nil],
        "String": ["localized"],
    ]

    /// What a dialog, menu or swipe-action closure may hold, by callee name.
    /// Buttons: titled actions; system buttons: actions with a label the system draws.
    public static let actionButtons: Set<String> = ["Button", "UIAction"]
    public static let systemButtons: Set<String> = ["EditButton", "PasteButton", "SignInWithAppleButton", "RenameButton"]
    /// Views that sit among a dialog's actions without being actions (an alert's text field).
    public static let nonActionViews: Set<String> = ["Divider", "TextField", "SecureField", "Text"]
    /// Legacy `Alert.Button` / `ActionSheet.Button` factories, each named for its role.
    public static let legacyAlertButtons: Set<String> = ["default", "destructive", "cancel"]

    /// Builders whose content closure (or `children:`) holds menu commands or swipe actions.
    public static let menuContainers: Set<String> = ["Menu", "contextMenu", "swipeActions", "UIMenu"]

    /// Views whose text is a button's title when one of them is alone in its label closure.
    public static let labelViews: Set<String> = ["Text", "Label"]

    /// `UIButton.Configuration` factories: a variable made by one of them has a settable `title`.
    public static let buttonConfigurationFactories: Set<String> = backgroundConfigurationFactories
        .union(["plain", "borderless"])

    /// The `UIButton.Configuration` factories that draw a border or background (`button-border`).
    public static let backgroundConfigurationFactories: Set<String> = [
        "filled", "tinted", "gray", "bordered", "borderedTinted", "borderedProminent",
    ]

    /// Byte strings of which a file must contain one to hold a title site; a file with none of
    /// them is skipped before lexing. Each builder's callee, or the type its calls must name,
    /// contains one of these (a test checks it).
    public static let triggerNames: [String] = [
        "Button", "Menu", "Alert", "ActionSheet", "UIAction", "setTitle", "UIContextualAction", "Configuration",
        "configuration", "alertDialog",
    ]

    static let buildersByCallee: [String: [BuilderAPI]] = Dictionary(grouping: builders, by: \.callee)
}
