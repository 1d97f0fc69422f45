/// A UI framework a file can build buttons with, known by the module a file imports.
public enum Framework: String, CaseIterable, Sendable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case appKit = "AppKit"
    case swiftCrossUI = "SwiftCrossUI"
    case adwaita = "Adwaita"
    case tokamak = "Tokamak"

    /// Modules whose import brings a framework's API into a file.
    static let byModule: [String: Framework] = [
        "SwiftUI": .swiftUI, "UIKit": .uiKit, "AppKit": .appKit, "Cocoa": .appKit,
        "SwiftCrossUI": .swiftCrossUI, "DefaultBackend": .swiftCrossUI,
        "Adwaita": .adwaita,
        "TokamakShim": .tokamak, "TokamakDOM": .tokamak, "TokamakGTK": .tokamak, "TokamakCore": .tokamak,
    ]

    /// The frameworks a file's imports bring in.
    public static func imported(by modules: [String]) -> Set<Framework> {
        imported(by: modules, aliases: [:])
    }

    /// The frameworks a file's imports bring in, the modules `aliases` names standing for theirs.
    static func imported(by modules: [String], aliases: [String: Framework]) -> Set<Framework> {
        var bits = FrameworkBits([])
        for module in modules {
            if let framework = byModule[module] { bits.insert(framework) }
            if !aliases.isEmpty, let framework = aliases[module] { bits.insert(framework) }
        }
        return bits.set
    }

    /// Frameworks whose `Button("…")`, `Menu("…")` and roles have SwiftUI's shape.
    static let swiftUIShaped: Set<Framework> = [.swiftUI, .swiftCrossUI, .adwaita, .tokamak]

    /// Hashed by case, as equality compares: a raw-valued enum is otherwise hashed through its
    /// raw String (`RawRepresentable`'s default), and every analysed file tests and builds sets
    /// of frameworks (a few hundred instructions a test, issue 10).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(FrameworkBits.bit(self))
    }
}
