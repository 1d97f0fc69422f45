/// One UI framework a file can build buttons with, and every fact the analysis knows about it:
/// the modules that bring it in, the casing its guidelines prescribe, and which of SwiftUI's API
/// shapes it shares (which decides the catalogue's builders, sheets and controls it has). Adding a
/// framework is adding its entry to `standard`, plus builders of its own in the catalogue if it has any.
struct FrameworkEntry: Sendable {
    /// Its name, as `frameworks:` in `.buttonlint.yml` and the title inventory write it.
    var name: String
    /// Modules whose import brings its API into a file.
    var modules: [String]
    /// The casing its platform's guidelines prescribe in place of Apple's title case (GNOME's
    /// header capitalization for Adwaita); nil when it follows Apple's. A file importing it is
    /// checked with this profile unless a style is configured.
    var casingProfile: CasingProfile?
    /// The API shapes it shares with SwiftUI or UIKit.
    var shape: APIShape

    init(name: String, modules: [String], casingProfile: CasingProfile? = nil, shape: APIShape) {
        self.name = name
        self.modules = modules
        self.casingProfile = casingProfile
        self.shape = shape
    }

    /// Every framework ButtonLint knows, in the order reports list them.
    static let standard: [FrameworkEntry] = [
        FrameworkEntry(name: "SwiftUI", modules: ["SwiftUI"],
                       shape: [.swiftUIButtons, .swiftUIMenus, .swiftUIAlertButtons, .swiftUIDialogs, .buttonRoles,
                               .swiftUIButtonStyles]),
        FrameworkEntry(name: "UIKit", modules: ["UIKit"], shape: [.uiKitControls]),
        FrameworkEntry(name: "AppKit", modules: ["AppKit", "Cocoa"], shape: []),
        // No roles: every button of its dialogs dismisses them.
        FrameworkEntry(name: "SwiftCrossUI", modules: ["SwiftCrossUI", "DefaultBackend"],
                       shape: [.swiftUIButtons, .swiftUIMenus, .swiftUIDialogs]),
        // Adwaita for Swift and swift-adwaita, both imported as `Adwaita`: their buttons, menus and
        // dialogs are their own (`APICatalogue+Adwaita`), none shaped like SwiftUI's.
        FrameworkEntry(name: "Adwaita", modules: ["Adwaita"], casingProfile: .gnome, shape: []),
        FrameworkEntry(name: "Tokamak", modules: ["TokamakShim", "TokamakDOM", "TokamakGTK", "TokamakCore"],
                       shape: [.swiftUIButtons, .swiftUIMenus, .swiftUIAlertButtons, .swiftUIDialogs, .buttonRoles,
                               .swiftUIButtonStyles]),
        // The GTK bindings: rhx/SwiftGtk and SwiftCrossUI's own `Gtk` and `Gtk3` modules. Their
        // buttons are GTK widgets, titled GNOME's way.
        FrameworkEntry(name: "GTK", modules: ["Gtk", "Gtk3"], casingProfile: .gnome, shape: []),
    ]
}

/// API shapes several frameworks share: the catalogue gives a shape's builders, sheets and
/// controls to every framework whose entry has it.
struct APIShape: OptionSet, Sendable, Hashable {
    let rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }

    /// `Button("…") { … }` and `Button { … } label: { … }`.
    static let swiftUIButtons = APIShape(rawValue: 1 << 0)
    /// `Menu("…") { … }` as a titled control.
    static let swiftUIMenus = APIShape(rawValue: 1 << 1)
    /// `Alert.Button` factories: `.default(Text("…"))`, `.destructive(…)`, `.cancel(…)`.
    static let swiftUIAlertButtons = APIShape(rawValue: 1 << 2)
    /// `.confirmationDialog`, `.alert`, `.contextMenu`, `.swipeActions`, `Menu { }`, `ActionSheet`, `Alert`.
    static let swiftUIDialogs = APIShape(rawValue: 1 << 3)
    /// Its SwiftUI-shaped buttons take a role (`role: .cancel`).
    static let buttonRoles = APIShape(rawValue: 1 << 4)
    /// Button styles and drawing modifiers on buttons (`.buttonStyle(.bordered)`, `.border`).
    static let swiftUIButtonStyles = APIShape(rawValue: 1 << 5)
    /// UIKit's controls: system buttons (`UIButton(type:)`), table cell accessories,
    /// `UIButton.Configuration` titles and backgrounds, layer borders.
    static let uiKitControls = APIShape(rawValue: 1 << 6)
}
