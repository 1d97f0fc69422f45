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
    /// Type names only this framework has (`UIAlertController`, `NSAlert`): a file that calls one
    /// uses the framework even when it imports it nowhere (an app target that imports the
    /// framework once for all its files, `@_exported import UIKit`).
    var evidenceTypeNames: [String] = []

    init(name: String, modules: [String], casingProfile: CasingProfile? = nil, shape: APIShape) {
        self.name = name
        self.modules = modules
        self.casingProfile = casingProfile
        self.shape = shape
    }

    init(name: String, modules: [String], casingProfile: CasingProfile? = nil, shape: APIShape,
         evidenceTypeNames: [String]) {
        self.init(name: name, modules: modules, casingProfile: casingProfile, shape: shape)
        self.evidenceTypeNames = evidenceTypeNames
    }

    /// Every framework ButtonLint knows, in the order reports list them.
    static let standard: [FrameworkEntry] = [
        FrameworkEntry(name: "SwiftUI", modules: ["SwiftUI"],
                       shape: [.swiftUIButtons, .swiftUIMenus, .swiftUIAlertButtons, .swiftUIDialogs, .buttonRoles,
                               .swiftUIButtonStyles, .swiftUIToolbars]),
        FrameworkEntry(name: "UIKit", modules: ["UIKit"], shape: [.uiKitControls],
                       evidenceTypeNames: ["UIAlertController", "UIAlertAction", "UIContextualAction"]),
        FrameworkEntry(name: "AppKit", modules: ["AppKit", "Cocoa"], shape: [], evidenceTypeNames: ["NSAlert"]),
        // No roles: every button of its dialogs dismisses them. Its `.alert`, `AlertScene`,
        // `presentAlert`, `Menu` and `CommandMenu` are its own catalogue entries: it has none of
        // SwiftUI's other dialogs.
        FrameworkEntry(name: "SwiftCrossUI", modules: ["SwiftCrossUI", "DefaultBackend"],
                       shape: [.swiftUIButtons, .swiftUIMenus]),
        // Adwaita for Swift and swift-adwaita, both imported as `Adwaita`: their buttons, menus and
        // dialogs are their own (`APICatalogue+Adwaita`), none shaped like SwiftUI's.
        FrameworkEntry(name: "Adwaita", modules: ["Adwaita"], casingProfile: .gnome, shape: []),
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

extension Framework {
    /// The frameworks whose evidence type names (`FrameworkEntry.evidenceTypeNames`) a file calls,
    /// among those its imports do not bring in already.
    static func evidenced(by calls: [Call], besides imported: FrameworkSet) -> FrameworkSet {
        var found = FrameworkSet()
        guard byEvidenceTypeName.values.contains(where: { !imported.contains($0) }) else { return found }
        for call in calls {
            // `UIAlertController(…)`, or a member of the type (`UIAlertAction.init(…)`).
            guard let framework = evidence(named: call.receiver?.first ?? call.name) ?? evidence(named: call.name),
                  !imported.contains(framework)
            else { continue }
            found.insert(framework)
        }
        return found
    }

    /// The framework whose evidence type name `name` is. Every call of a file is asked, and most
    /// names are not the length of any evidence name: those are not hashed (`WordKeySet`).
    private static func evidence(named name: String) -> Framework? {
        evidenceTypeNames.contains(name) ? byEvidenceTypeName[name] : nil
    }

    private static let evidenceTypeNames = WordKeySet(byEvidenceTypeName.keys)

    /// Each evidence type name with its framework.
    static let byEvidenceTypeName: [String: Framework] = Dictionary(
        all.flatMap { framework in framework.entry.evidenceTypeNames.map { ($0, framework) } }, uniquingKeysWith: { first, _ in first })

    /// What the byte search for a file's frameworks looks for: the modules and the evidence type names.
    static let screenedNames: [String] = (byModule.keys.sorted() + byEvidenceTypeName.keys.sorted())
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
    /// `ToolbarItem(placement:) { … }`: its placement gives the buttons in it a role.
    static let swiftUIToolbars = APIShape(rawValue: 1 << 7)
}
