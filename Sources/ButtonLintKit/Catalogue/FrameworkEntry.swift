/// One UI framework a file can build buttons with, and every fact the analysis knows about it:
/// the modules that bring it in, the casing its guidelines prescribe, and which of SwiftUI's API
/// shapes it shares (which decides the catalogue's builders, sheets and controls it has). Adding a
/// framework is adding its entry to `standard`, plus builders of its own in the catalogue if it has any.
public struct FrameworkEntry: Sendable {
    /// Its name, as `frameworks:` in `.buttonlint.yml` and the title inventory write it.
    public var name: String
    /// Modules whose import brings its API into a file.
    public var modules: [String]
    /// The casing its platform's guidelines prescribe in place of Apple's title case (GNOME's
    /// header capitalization for Adwaita); nil when it follows Apple's. A file importing it is
    /// checked with this profile unless a style is configured.
    public var casingProfile: CasingProfile?
    /// The API shapes it shares with SwiftUI or UIKit.
    public var shape: APIShape

    public init(name: String, modules: [String], casingProfile: CasingProfile? = nil, shape: APIShape) {
        self.name = name
        self.modules = modules
        self.casingProfile = casingProfile
        self.shape = shape
    }

    /// Every framework ButtonLint knows, in the order reports list them.
    public static let standard: [FrameworkEntry] = [
        FrameworkEntry(name: "SwiftUI", modules: ["SwiftUI"],
                       shape: [.swiftUIButtons, .swiftUIMenus, .swiftUIAlertButtons, .swiftUIDialogs, .buttonRoles,
                               .swiftUIButtonStyles, .swiftUIToolbars]),
        FrameworkEntry(name: "UIKit", modules: ["UIKit"], shape: [.uiKitControls]),
        FrameworkEntry(name: "AppKit", modules: ["AppKit", "Cocoa"], shape: []),
        // No roles: every button of its dialogs dismisses them. Its `.alert`, `AlertScene`,
        // `presentAlert`, `Menu` and `CommandMenu` are its own catalogue entries: it has none of
        // SwiftUI's other dialogs.
        FrameworkEntry(name: "SwiftCrossUI", modules: ["SwiftCrossUI", "DefaultBackend"],
                       shape: [.swiftUIButtons, .swiftUIMenus]),
        // Its dialogs are its own (`.alertDialog` with chained responses), in the catalogue.
        FrameworkEntry(name: "Adwaita", modules: ["Adwaita"], casingProfile: .gnome,
                       shape: [.swiftUIButtons, .buttonRoles]),
        // Every module an app imports it by (`TokamakShim` picks a renderer per platform). It has
        // SwiftUI's buttons, roles, button styles and toolbar items, and no menu or dialog.
        FrameworkEntry(name: "Tokamak",
                       modules: ["TokamakShim", "TokamakDOM", "TokamakGTK", "TokamakStaticHTML", "TokamakCore"],
                       shape: [.swiftUIButtons, .buttonRoles, .swiftUIButtonStyles, .swiftUIToolbars]),
        // The GTK bindings: rhx/SwiftGtk and SwiftCrossUI's own `Gtk` and `Gtk3` modules. Their
        // buttons are GTK widgets, titled GNOME's way.
        FrameworkEntry(name: "GTK", modules: ["Gtk", "Gtk3"], casingProfile: .gnome, shape: []),
    ]
}

/// API shapes several frameworks share: the catalogue gives a shape's builders, sheets and
/// controls to every framework whose entry has it.
public struct APIShape: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `Button("…") { … }` and `Button { … } label: { … }`.
    public static let swiftUIButtons = APIShape(rawValue: 1 << 0)
    /// `Menu("…") { … }` as a titled control.
    public static let swiftUIMenus = APIShape(rawValue: 1 << 1)
    /// `Alert.Button` factories: `.default(Text("…"))`, `.destructive(…)`, `.cancel(…)`.
    public static let swiftUIAlertButtons = APIShape(rawValue: 1 << 2)
    /// `.confirmationDialog`, `.alert`, `.contextMenu`, `.swipeActions`, `Menu { }`, `ActionSheet`, `Alert`.
    public static let swiftUIDialogs = APIShape(rawValue: 1 << 3)
    /// Its SwiftUI-shaped buttons take a role (`role: .cancel`).
    public static let buttonRoles = APIShape(rawValue: 1 << 4)
    /// Button styles and drawing modifiers on buttons (`.buttonStyle(.bordered)`, `.border`).
    public static let swiftUIButtonStyles = APIShape(rawValue: 1 << 5)
    /// UIKit's controls: system buttons (`UIButton(type:)`), table cell accessories,
    /// `UIButton.Configuration` titles and backgrounds, layer borders.
    public static let uiKitControls = APIShape(rawValue: 1 << 6)
    /// `ToolbarItem(placement:) { … }`: its placement gives the buttons in it a role.
    public static let swiftUIToolbars = APIShape(rawValue: 1 << 7)
}
