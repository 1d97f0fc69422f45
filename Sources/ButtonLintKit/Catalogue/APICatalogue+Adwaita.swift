/// The two Swift libraries whose module is `Adwaita`, as their own sources declare them. Both are
/// the framework entry `Adwaita`; the shape of a call tells them apart, never the import:
///
/// - Adwaita for Swift (AparokshaUI/adwaita-swift) is declarative: views made with an unlabeled
///   title and a trailing closure (`Button("Save") { }`), configured by chained modifiers
///   (`.suggested()`, `.label("…")`), dialogs as `.alertDialog(…)` with chained `.response(…)`.
/// - swift-adwaita (makoni/swift-adwaita) is imperative: widgets made with labeled initializers
///   (`Button(label: "Save")`) and configured by method calls (`dialog.addResponse("save",
///   label: "Save")`, `menu.append("Cut", action: "win.cut")`).
///
/// Where both have a callee (`Button`, `MenuButton`), swift-adwaita's entry requires its label and
/// comes first, so the unlabeled forms fall to Adwaita for Swift's.
extension APICatalogue {
    private static let adwaita: FrameworkSet = ["Adwaita"]
    /// A file holding either library's call imports `Adwaita`, so that one name finds them all
    /// for the prefilter, rather than a name per callee (`toast`, `append`, `Banner`…).
    private static let imported = ["Adwaita"]

    /// Adwaita for Swift's button styles that are roles: `public func suggested(_ active: Bool =
    /// true) -> AnyView` and `public func destructive(_ active: Bool = true) -> AnyView`, which add
    /// the style classes `suggested-action` and `destructive-action` through `public func
    /// style(_ style: String, active: Bool = true) -> AnyView`. Other styles (`.pill()`,
    /// `.flat()`, `.success()`) are not roles.
    private static let adwaitaStyleRoles = RoleSource.modifiers(
        named: ["destructive": .destructive, "suggested": .suggested], styledBy: "style",
        styles: ["destructive-action": .destructive, "suggested-action": .suggested])

    /// Adwaita for Swift's `enum ResponseRole { case close, default }` and `enum
    /// ResponseAppearance { case default, suggested, destructive }`: the close response is the
    /// dialog's cancel.
    private static let responseRoles: [String: ActionRole] = [
        "close": .cancel, "default": .normal, "suggested": .suggested, "destructive": .destructive,
    ]

    /// swift-adwaita's style classes that are roles: `Widget.addCSSClass("destructive-action")` or
    /// `addCSSClass(.destructiveAction)`, and the fluent `.cssClass(.suggestedAction)`, with
    /// `public enum CSSClass: String { case suggestedAction = "suggested-action",
    /// destructiveAction = "destructive-action", … }`.
    private static let cssClassRoles: [String: ActionRole] = [
        "destructive-action": .destructive, "suggested-action": .suggested,
        "destructiveAction": .destructive, "suggestedAction": .suggested,
    ]
    private static let swiftAdwaitaStyleRoles = RoleSource.firstOf([
        .ownerCalls(method: "addCSSClass", keyed: false, values: cssClassRoles),
        .modifiers(named: [:], styledBy: "cssClass", styles: cssClassRoles),
    ])

    /// swift-adwaita's response roles, given by the response's id: `public var closeResponse:
    /// String { get set }` ("The response ID used when the dialog is closed (e.g. by pressing
    /// Escape)"; libadwaita's default is `close`), and `public func setResponseAppearance(_
    /// response: String, appearance: AdwResponseAppearance)`.
    private static let swiftAdwaitaResponseRoles = RoleSource.firstOf([
        .ownerAssignment(property: "closeResponse", role: .cancel, defaultKey: "close"),
        .ownerCalls(method: "setResponseAppearance", keyed: true,
                    values: ["destructive": .destructive, "suggested": .suggested]),
    ])

    /// The title builders of both libraries.
    static let adwaitaBuilders: [BuilderAPI] = [
        // swift-adwaita: `public init(label: String)` and
        // `public convenience init(label: String, onClicked handler: …)` on `class Button`.
        // `init(iconName:)` gives no title: it falls to the entry below, as icon-only.
        BuilderAPI(callee: "Button", requiredLabels: ["label"], titleSources: [.argument("label")],
                   role: swiftAdwaitaStyleRoles, kind: .button, frameworks: adwaita, triggers: imported),
        // Adwaita for Swift: `public init(_ label: String, handler: @escaping () -> Void)`,
        // `public init(_ label: String? = nil, icon: Icon, handler: …)` (no label: icon-only), and
        // `public init()` with `public func label(_ label: String?) -> Self`. A `.child { … }`
        // shows a view the title cannot be read from.
        untitledWhenTitleless(BuilderAPI(callee: "Button", titleSources: [.argument(nil), .modifier("label"),
                                                                          .modifier("child")],
                                         role: adwaitaStyleRoles, kind: .button, frameworks: adwaita, triggers: imported)),
        // Adwaita for Swift: `SplitButton` has `public init()` only, titled by `.label(_:)`.
        untitledWhenTitleless(BuilderAPI(callee: "SplitButton", titleSources: [.modifier("label"), .modifier("child")],
                                         role: adwaitaStyleRoles, kind: .button, frameworks: adwaita, triggers: imported)),
        // Adwaita for Swift: `public init(_ label: String, @ViewBuilder content: …)` and
        // `public init(_ label: String? = nil, icon: Icon, @ViewBuilder content: …)` on `Menu`
        // (a menu button), with `public func label(_ label: String?) -> Self`.
        untitledWhenTitleless(BuilderAPI(callee: "Menu", titleSources: [.argument(nil), .modifier("label")],
                                         kind: .menu, frameworks: adwaita, triggers: imported)),
        // swift-adwaita: `public convenience init(label: String)` on `MenuButton` (a menu button).
        BuilderAPI(callee: "MenuButton", requiredLabels: ["label"], titleSources: [.argument("label")], kind: .menu,
                   frameworks: adwaita, triggers: imported),
        // Adwaita for Swift: `public init(_ label: String, window: Bool = true, handler: …)` on
        // `MenuButton`, a menu item.
        BuilderAPI(callee: "MenuButton", titleSources: [.argument(nil)], kind: .menuAction, frameworks: adwaita,
                   triggers: imported),
        // Adwaita for Swift: `public init(_ label: String, @ViewBuilder content: () -> Body)` on `Submenu`.
        BuilderAPI(callee: "Submenu", titleSources: [.argument(nil)], kind: .menu, frameworks: adwaita,
                   triggers: imported),
        // Adwaita for Swift: `public func toast(_ title: String, signal: Signal, button: String,
        // handler: …) -> ToastOverlay`; the title is the toast's message, `button:` its button's.
        BuilderAPI(callee: "toast", receivers: nil, requiredLabels: ["button"], titleSources: [.argument("button")],
                   kind: .button, frameworks: adwaita, triggers: imported),
        // Adwaita for Swift: `public func action(button: String, handler: …) -> Self` on `ToastOverlay`.
        BuilderAPI(callee: "action", receivers: nil, requiredLabels: ["button"], titleSources: [.argument("button")],
                   kind: .button, frameworks: adwaita, triggers: imported),
        // Adwaita for Swift: `public func button(_ label: String, handler: …) -> Self` and the
        // generated `public func buttonLabel(_ buttonLabel: String?) -> Self` on `Banner`, whose
        // own title is its message.
        chained(on: ["Banner"], BuilderAPI(callee: "button", titleSources: [.argument(nil)], kind: .button,
                                           frameworks: adwaita, triggers: imported)),
        chained(on: ["Banner"], BuilderAPI(callee: "buttonLabel", titleSources: [.argument(nil)], kind: .button,
                                           frameworks: adwaita, triggers: imported)),
        // Adwaita for Swift: `public func response(_ title: String, appearance: ResponseAppearance =
        // .default, role: ResponseRole? = nil, action: …) -> Self` on `AlertDialog`, with
        // `enum ResponseRole { case close, default }` and `enum ResponseAppearance { case default,
        // suggested, destructive }`: `role: .close` is the cancel, else the appearance is the role.
        BuilderAPI(callee: "response", receivers: nil, titleSources: [.argument(nil)],
                   role: .arguments(["role", "appearance"], members: responseRoles), kind: .alertAction, frameworks: adwaita,
                   triggers: imported),
        // swift-adwaita: `public func addResponse(_ id: String, label: String)` and
        // `public func setResponseLabel(_ response: String, label: String)` on `AlertDialog`: the
        // id is an identifier, `label` the text people see.
        BuilderAPI(callee: "addResponse", receivers: nil, requiredLabels: ["label"], titleSources: [.argument("label")],
                   role: swiftAdwaitaResponseRoles, kind: .alertAction, frameworks: adwaita, triggers: imported),
        BuilderAPI(callee: "setResponseLabel", receivers: nil, requiredLabels: ["label"],
                   titleSources: [.argument("label")], kind: .alertAction, frameworks: adwaita, triggers: imported),
        // swift-adwaita's menu models: `public func append(_ label: String, action: String)`,
        // `public func insert(_ position: Int, label: String, action: String?)` and
        // `public func appendSubmenu(_ label: String, submenu: GMenuRef)` on `GMenuRef`;
        // `public init(label: String?, action: String?)` on `GMenuItemRef`. `appendSection`'s
        // label is a section heading, not a command.
        BuilderAPI(callee: "append", receivers: nil, requiredLabels: ["action"], titleSources: [.argument(nil)],
                   kind: .menuAction, frameworks: adwaita, triggers: imported),
        BuilderAPI(callee: "insert", receivers: nil, requiredLabels: ["label", "action"],
                   titleSources: [.argument("label")], kind: .menuAction, frameworks: adwaita, triggers: imported),
        BuilderAPI(callee: "appendSubmenu", receivers: nil, requiredLabels: ["submenu"], titleSources: [.argument(nil)],
                   kind: .menu, frameworks: adwaita, triggers: imported),
        BuilderAPI(callee: "GMenuItemRef", requiredLabels: ["label"], titleSources: [.argument("label")],
                   kind: .menuAction, frameworks: adwaita, triggers: imported),
    ]

    /// The dialogs of both libraries.
    static let adwaitaSheetBuilders: [SheetBuilderAPI] = [
        // Adwaita for Swift: `public func alertDialog(visible: Binding<Bool>, heading: String,
        // body: String = "", id: String? = nil) -> AlertDialog`. Its close response is
        // `responses.first(where: { $0.role == .close }) ?? responses.first`.
        SheetBuilderAPI(.adwaitaAlertDialog,
                        call: CallPattern(callee: "alertDialog", receiver: .any, allowsImplicitMember: true),
                        frameworks: adwaita, kind: .alert,
                        actions: .chainedResponses(method: "response", requiredLabels: ["heading", "visible"]),
                        cancelAction: .byRoleElseFirst),
        // swift-adwaita: `public init(heading: String?, body: String?)` on `class AlertDialog`, its
        // responses added by `addResponse(_:label:)`; the close response is the one
        // `closeResponse` names (a response role, read with the response).
        SheetBuilderAPI(.swiftAdwaitaAlertDialog, call: CallPattern(callee: "AlertDialog", requiredLabels: ["heading", "body"]),
                        frameworks: adwaita, kind: .alert, actions: .ownerCalls(method: "addResponse")),
    ]

    /// `api`, whose calls that write no title are icon-only or labelled by the system.
    static func untitledWhenTitleless(_ api: BuilderAPI) -> BuilderAPI {
        var untitled = api
        untitled.untitledWhenTitleless = true
        return untitled
    }

    /// `api` read only as a modifier chained on a call to one of `bases`.
    private static func chained(on bases: [String], _ api: BuilderAPI) -> BuilderAPI {
        var chained = api
        chained.call.receiver = .modifierOf(bases)
        return chained
    }

    /// swift-adwaita's settable titles: `public var buttonLabel: String?` on `Toast` and `Banner`,
    /// `public var label: String?` on `Button`, `SplitButton` and `ButtonContent`, and on
    /// `MenuButton` (a menu button): `toast.buttonLabel = "Undo"` titles the toast's button.
    static let adwaitaTitleProperties: [TitleProperty] = [
        TitleProperty(types: ["Toast", "Banner"], receivers: [[]], property: "buttonLabel", kind: .button,
                      frameworks: ["Adwaita"]),
        TitleProperty(types: ["Button", "SplitButton", "ButtonContent"], receivers: [[]], property: "label",
                      kind: .button, frameworks: ["Adwaita"]),
        TitleProperty(types: ["MenuButton"], receivers: [[]], property: "label", kind: .menu, frameworks: ["Adwaita"]),
    ]
}
