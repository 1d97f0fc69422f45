@testable import ButtonLintKit

/// The standard frameworks by name, so tests can write `[.swiftUI]` for a file's frameworks.
extension Framework {
    static let swiftUI: Framework = "SwiftUI"
    static let uiKit: Framework = "UIKit"
    static let appKit: Framework = "AppKit"
    static let swiftCrossUI: Framework = "SwiftCrossUI"
    static let adwaita: Framework = "Adwaita"
    static let tokamak: Framework = "Tokamak"
    static let gtk: Framework = "GTK"
}
