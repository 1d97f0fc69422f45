/// SwiftCrossUI's own APIs (`import SwiftCrossUI`): its SwiftUI-shaped `Button` and `Menu`
/// titles come from the shared shapes; its dialogs and menus are here, each following its
/// declaration. It has no roles (no `ButtonRole`, no `role:`): every alert button dismisses, so
/// its dialogs say so in their behaviour and no role rule applies to them. It has no
/// `confirmationDialog`, `contextMenu`, `swipeActions`, `ActionSheet` or `Alert`.
extension APICatalogue {
    static let swiftCrossUIBuilders: [BuilderAPI] = [
        // `CommandMenu.init(_ name: String, @MenuItemsBuilder content: () -> [MenuItem])`.
        BuilderAPI(callee: "CommandMenu", titleSources: [.argument(nil)], kind: .menu, frameworks: ["SwiftCrossUI"]),
    ]

    /// Alerts: an empty actions builder gives `[.default]`, an OK the framework titles.
    private static let swiftCrossUIAlert: SheetBehaviour = [.actionsHaveNoRoles, .addsDefaultAction]

    static let swiftCrossUISheetBuilders: [SheetBuilderAPI] = [
        // `alert(_ title: String, isPresented: Binding<Bool>, @AlertActionsBuilder actions: …)`.
        SheetBuilderAPI(.swiftCrossUIAlert, call: CallPattern(callee: "alert", receiver: .viewModifier),
                        frameworks: ["SwiftCrossUI"], kind: .alert, actions: .closure(label: "actions"),
                        behaviour: swiftCrossUIAlert),
        // `AlertScene.init(_ title: String, isPresented: Binding<Bool>, @AlertActionsBuilder actions: …)`.
        SheetBuilderAPI(.alertScene, call: CallPattern(callee: "AlertScene"), frameworks: ["SwiftCrossUI"],
                        kind: .alert, actions: .closure(label: "actions"), behaviour: swiftCrossUIAlert),
        // `PresentAlertAction.callAsFunction(_ title: String, @AlertActionsBuilder actions: …)`,
        // called through `@Environment(\.presentAlert) var presentAlert`.
        SheetBuilderAPI(.presentAlert, call: CallPattern(callee: "presentAlert", receiver: .any),
                        frameworks: ["SwiftCrossUI"], kind: .alert, actions: .closure(label: "actions"),
                        behaviour: swiftCrossUIAlert),
        // `Menu.init(_ label: String, @MenuItemsBuilder items: () -> [MenuItem])`: `items`, not `content`.
        SheetBuilderAPI(.swiftCrossUIMenu, call: CallPattern(callee: "Menu"), frameworks: ["SwiftCrossUI"], kind: .menu,
                        actions: .closure(label: "items", nested: true, needsActions: true),
                        behaviour: .actionsHaveNoRoles),
        SheetBuilderAPI(.commandMenu, call: CallPattern(callee: "CommandMenu"), frameworks: ["SwiftCrossUI"],
                        kind: .menu, actions: .closure(label: "content", nested: true, needsActions: true),
                        behaviour: .actionsHaveNoRoles),
    ]
}
