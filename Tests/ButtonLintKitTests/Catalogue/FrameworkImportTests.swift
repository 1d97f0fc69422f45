import Testing
@testable import ButtonLintKit

/// A file's frameworks come from its imports as one of the sets shared per combination: each set
/// must hold exactly the frameworks its imports (and a configuration's aliases) name.
@Suite struct FrameworkImportTests {
    @Test func importsNameTheirFrameworksAndNothingElse() {
        #expect(Framework.imported(by: []) == [])
        #expect(Framework.imported(by: ["Foundation", "Combine"]) == [])
        #expect(Framework.imported(by: ["SwiftUI", "Foundation", "UIKit"]) == [.swiftUI, .uiKit])
        #expect(Framework.imported(by: ["Cocoa", "AppKit"]) == [.appKit])
        #expect(Framework.imported(by: ["TokamakShim", "DefaultBackend", "Adwaita"]) == [.tokamak, .swiftCrossUI, .adwaita])
    }

    @Test func aliasesStandForTheirFrameworks() {
        let aliases: [String: Framework] = ["DesignKit": .swiftUI, "LegacyKit": .uiKit]
        #expect(Framework.imported(by: ["DesignKit"], aliases: aliases) == [.swiftUI])
        #expect(Framework.imported(by: ["LegacyKit", "AppKit"], aliases: aliases) == [.uiKit, .appKit])
        #expect(Framework.imported(by: ["Foundation"], aliases: aliases) == [])
    }

    /// Every combination of frameworks gets its own set, the one its bits say.
    @Test func everyCombinationHasItsOwnSet() {
        let all = Framework.allCases
        for mask in 0..<(1 << all.count) {
            let chosen = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            #expect(FrameworkBits(chosen).set == Set(chosen))
        }
    }
}
