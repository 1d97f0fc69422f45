extension APICatalogue {
    /// The frameworks sharing each of SwiftUI's shapes, by their entries.
    private static let swiftUIButtons = FrameworkSet.sharing(.swiftUIButtons)
    private static let swiftUIMenus = FrameworkSet.sharing(.swiftUIMenus)
    private static let swiftUIAlertButtons = FrameworkSet.sharing(.swiftUIAlertButtons)
    private static let swiftUIDialogs = FrameworkSet.sharing(.swiftUIDialogs)
    private static let alertButtonReceivers: [[String]] = [["Alert", "Button"], ["ActionSheet", "Button"]]
    private static let bare = CallPattern.Receiver.chains([[]])
    /// A swipe action tinted red is marked red (`role:` would remove the row before any confirmation).
    private static let swipeTint = RoleSource.colour(modifier: "tint", colours: ["red", "Color.red"],
                                                         containers: ["swipeActions"])

    /// Every API ButtonLint knows without configuration.
    static let standard = APICatalogue(
        builders: [
            // SwiftUI and the frameworks shaped like it (their entries say which shapes they share).
            untitledWhenTitleless(BuilderAPI(callee: "Button", titleSources: [.argument(nil), .labelClosure],
                                             role: .firstOf([.argument("role"), swipeTint]), kind: .button,
                                             frameworks: swiftUIButtons)),
            untitledWhenTitleless(BuilderAPI(callee: "Menu", titleSources: [.argument(nil), .labelClosure], kind: .menu,
                                             frameworks: swiftUIMenus)),
            // Alert.Button and ActionSheet.Button: `.default(Text("…"))`, `.destructive(…)`, `.cancel(…)`.
            BuilderAPI(callee: "default", receivers: alertButtonReceivers, allowsImplicitMember: true,
                       titleSources: [.argument(nil)],
                       role: .calleeName, kind: .alertAction, frameworks: swiftUIAlertButtons),
            BuilderAPI(callee: "destructive", receivers: alertButtonReceivers, allowsImplicitMember: true,
                       titleSources: [.argument(nil)],
                       role: .calleeName, kind: .alertAction, frameworks: swiftUIAlertButtons),
            BuilderAPI(callee: "cancel", receivers: alertButtonReceivers, allowsImplicitMember: true,
                       titleSources: [.argument(nil)],
                       role: .calleeName, kind: .alertAction, frameworks: swiftUIAlertButtons),
            // UIKit.
            BuilderAPI(callee: "UIAlertAction", titleSources: [.argument("title")], role: .argument("style"),
                       kind: .alertAction, frameworks: ["UIKit"]),
            BuilderAPI(callee: "UIAction", titleSources: [.argument("title")], role: .optionSet("attributes"),
                       kind: .menuAction, frameworks: ["UIKit"]),
            BuilderAPI(callee: "setTitle", receivers: nil, requiredLabels: ["for"], titleSources: [.argument(nil)],
                       kind: .button, frameworks: ["UIKit"]),
            BuilderAPI(callee: "UIBarButtonItem", titleSources: [.argument("title")], kind: .barButton,
                       frameworks: ["UIKit"]),
            BuilderAPI(callee: "UIContextualAction", titleSources: [.argument("title")], role: .argument("style"),
                       kind: .swipeAction, frameworks: ["UIKit"]),
            // AppKit.
            BuilderAPI(callee: "addButton", receivers: nil, titleSources: [.argument("withTitle")],
                       kind: .alertAction, frameworks: ["AppKit"]),
            BuilderAPI(callee: "NSButton", titleSources: [.argument("title")], kind: .button, frameworks: ["AppKit"]),
        ] + adwaitaBuilders + swiftCrossUIBuilders + gtkBuilders,
        sheetBuilders: [
            SheetBuilderAPI(.uiAlertController, call: CallPattern(callee: "UIAlertController"),
                            frameworks: ["UIKit"], kind: .alertOrSheet, actions: .addedActions(AlertControllerAPI()),
                            behaviour: [.showsSourceOrder, .throwsOnSecondCancel, .throwsWithoutAnchor]),
            SheetBuilderAPI(.confirmationDialog, call: CallPattern(callee: "confirmationDialog", receiver: .any),
                            frameworks: swiftUIDialogs, kind: .actionSheet, actions: .closure(label: "actions"),
                            behaviour: [.addsOwnDismiss]),
            SheetBuilderAPI(.swiftUIAlert, call: CallPattern(callee: "alert", receiver: .viewModifier),
                            frameworks: swiftUIDialogs, kind: .alert,
                            actions: .closure(label: "actions", yieldsTo: "Alert")),
            SheetBuilderAPI(.contextMenu, call: CallPattern(callee: "contextMenu", receiver: .any),
                            frameworks: swiftUIDialogs, kind: .menu, actions: .closure(label: "menuItems", nested: true)),
            SheetBuilderAPI(.swipeActions, call: CallPattern(callee: "swipeActions", receiver: .any),
                            frameworks: swiftUIDialogs, kind: .swipeActions,
                            actions: .closure(label: "content", nested: true)),
            SheetBuilderAPI(.menu, call: CallPattern(callee: "Menu"), frameworks: swiftUIDialogs, kind: .menu,
                            actions: .closure(label: "content", nested: true, needsActions: true)),
            SheetBuilderAPI(.legacyActionSheet, call: CallPattern(callee: "ActionSheet"), frameworks: swiftUIDialogs,
                            kind: .actionSheet, actions: .legacyButtons(labels: ["buttons"], defaultsToCancel: true),
                            behaviour: [.showsSourceOrder]),
            SheetBuilderAPI(.legacyAlert, call: CallPattern(callee: "Alert"), frameworks: swiftUIDialogs, kind: .alert,
                            actions: .legacyButtons(labels: ["primaryButton", "secondaryButton", "dismissButton"],
                                                    defaultsToCancel: false)),
            SheetBuilderAPI(.uiMenu, call: CallPattern(callee: "UIMenu"), frameworks: ["UIKit"], kind: .menu,
                            actions: .children(label: "children", action: "UIAction")),
            SheetBuilderAPI(.uiContextualAction, call: CallPattern(callee: "UIContextualAction"), frameworks: ["UIKit"],
                            kind: .swipeActions, actions: .itself),
        ] + adwaitaSheetBuilders + swiftCrossUISheetBuilders + gtkSheetBuilders,
        controls: ControlNames(),
        titleWrappers: [
            "Text": [nil, "verbatim"],
            "Label": [nil],
            "LocalizedStringKey": [nil],
            "LocalizedStringResource": [nil],
            "NSLocalizedString": ["value", nil],
            "String": ["localized"],
        ],
        labelViews: ["Text", "Label"],
        actionButtons: ["Button", "UIAction"],
        systemButtons: ["EditButton", "PasteButton", "SignInWithAppleButton", "RenameButton"],
        nonActionViews: ["Divider", "TextField", "SecureField", "Text"],
        legacyAlertButtons: ["default", "destructive", "cancel"],
        menuContainers: ["Menu", "contextMenu", "swipeActions", "UIMenu", "CommandMenu"],
        layoutContainers: [
            "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "List", "Form",
            "Section", "NavigationStack", "NavigationView",
        ],
        buttonConfigurationFactories: ControlNames().backgroundConfigurationFactories.union(["plain", "borderless"]),
        configurationNames: ["Configuration", "configuration"],
        surroundingRoles: SurroundingRoles(containers: toolbarRoleContainers, calls: gtkRoleCalls),
        titleProperties: gtkTitleProperties + adwaitaTitleProperties
    )
}
