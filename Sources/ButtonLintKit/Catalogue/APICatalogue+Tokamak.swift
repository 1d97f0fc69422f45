/// Tokamak's APIs (`TokamakShim`, `TokamakDOM`, `TokamakGTK`, `TokamakStaticHTML`, over
/// `TokamakCore`): SwiftUI-shaped buttons with roles and button styles, from the shared shapes.
/// It has no `Menu`, `.alert`, `Alert`, `ActionSheet`, `.confirmationDialog`, `.contextMenu` or
/// `.swipeActions`, so none of SwiftUI's dialogs is read in its files.
extension APICatalogue {
    /// `ToolbarItem.init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content:)`:
    /// a button in the `.cancellationAction` slot is the cancel, in `.destructiveAction` the
    /// destructive one. `.confirmationAction` is the confirm slot, not a role: its button keeps the
    /// role it is written with. SwiftUI's toolbar items are shaped the same, so every framework
    /// sharing the shape reads them.
    static let toolbarRoleContainers: [RoleContainer] = [
        RoleContainer(callee: "ToolbarItem", label: "placement",
                      names: RoleNames(["cancellationAction": .cancel, "destructiveAction": .destructive]),
                      frameworks: FrameworkSet.sharing(.swiftUIToolbars)),
    ]
}
