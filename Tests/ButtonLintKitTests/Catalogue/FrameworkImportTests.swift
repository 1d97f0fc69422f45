import Testing
@testable import ButtonLintKit

/// A file's frameworks come from its imports: each set must hold exactly the frameworks its
/// imports (and a configuration's aliases) name, and every framework's facts come from its entry.
@Suite struct FrameworkImportTests {
    @Test func importsNameTheirFrameworksAndNothingElse() {
        #expect(Framework.imported(by: []) == [])
        #expect(Framework.imported(by: ["Foundation", "Combine"]) == [])
        #expect(Framework.imported(by: ["SwiftUI", "Foundation", "UIKit"]) == [.swiftUI, .uiKit])
        #expect(Framework.imported(by: ["Cocoa", "AppKit"]) == [.appKit])
        #expect(Framework.imported(by: ["TokamakShim", "DefaultBackend", "Adwaita"]) == [.tokamak, .swiftCrossUI, .adwaita])
        #expect(Framework.imported(by: ["Gtk", "Foundation"]) == [.gtk])
        #expect(Framework.imported(by: ["Gtk3"]) == [.gtk])
        #expect(Framework.imported(by: ["SwiftCrossUI", "Gtk"]) == [.swiftCrossUI, .gtk])
    }

    @Test func aliasesStandForTheirFrameworks() {
        let aliases: [String: Framework] = ["DesignKit": .swiftUI, "LegacyKit": .uiKit]
        #expect(Framework.imported(by: ["DesignKit"], aliases: aliases) == [.swiftUI])
        #expect(Framework.imported(by: ["LegacyKit", "AppKit"], aliases: aliases) == [.uiKit, .appKit])
        #expect(Framework.imported(by: ["Foundation"], aliases: aliases) == [])
    }

    @Test func everyEntryIsFoundByItsNameAndModules() {
        for framework in Framework.all {
            #expect(Framework(named: framework.name) == framework)
            for module in framework.entry.modules {
                #expect(Framework.imported(by: [module]) == [framework], "\(module)")
            }
        }
        #expect(Framework(named: "Qt") == nil)
        #expect(Set(FrameworkEntry.standard.map(\.name)).count == FrameworkEntry.standard.count)
    }

    /// A set lists its frameworks in the order of their entries, whatever order they were added in.
    @Test func aSetListsItsFrameworksInEntryOrder() {
        let set: FrameworkSet = [.tokamak, .swiftUI, .adwaita]
        #expect(Array(set) == [.swiftUI, .adwaita, .tokamak])
        #expect(Array(FrameworkSet.all) == Framework.all)
    }

    @Test func casingIsPrescribedOnlyByFrameworksWhoseEntrySaysSo() {
        #expect(FrameworkSet().prescribedCasing == nil)
        #expect(([.swiftUI, .uiKit, .appKit] as FrameworkSet).prescribedCasing == nil)
        #expect(([.adwaita] as FrameworkSet).prescribedCasing == .gnome)
        #expect(([.uiKit, .adwaita] as FrameworkSet).prescribedCasing == .gnome)
        #expect(([.gtk] as FrameworkSet).prescribedCasing == .gnome)
    }

    /// SwiftCrossUI's buttons take no role: a file importing it without a framework whose
    /// buttons do has none; UIKit's and AppKit's own APIs say nothing about it.
    @Test func buttonRolesFollowTheEntries() {
        #expect(([.swiftUI] as FrameworkSet).hasButtonRoles)
        #expect(!([.swiftCrossUI] as FrameworkSet).hasButtonRoles)
        #expect(!([.swiftCrossUI, .uiKit] as FrameworkSet).hasButtonRoles)
        // Adwaita's buttons are its own, not SwiftUI-shaped: they give SwiftCrossUI's none.
        #expect(!([.swiftCrossUI, .adwaita] as FrameworkSet).hasButtonRoles)
        #expect(([.swiftCrossUI, .tokamak] as FrameworkSet).hasButtonRoles)
        #expect(([.uiKit, .appKit] as FrameworkSet).hasButtonRoles)
        #expect(FrameworkSet().hasButtonRoles)
        // GTK shares none of SwiftUI's shapes: its buttons are its own builders.
        #expect(FrameworkSet.sharing(.swiftUIButtons).contains(.gtk) == false)
    }

    /// Past the first 64 entries a set takes more words: the same answers, and equal sets are
    /// equal whichever way they were made (no trailing empty words).
    @Test func setsReachPastTheirFirstWord() {
        let low = Framework(index: 3), middle = Framework(index: 70), high = Framework(index: 130)
        let set = FrameworkSet([high, low, middle])
        #expect(set.map(\.index) == [3, 70, 130])
        #expect(set.contains(middle) && set.contains(high) && !set.contains(Framework(index: 71)))
        #expect(!set.contains(Framework(index: 200)))
        #expect(set == FrameworkSet([low, middle, high]))
        #expect(set.intersects(FrameworkSet([high])))
        #expect(!FrameworkSet([middle]).intersects(FrameworkSet([high])))
        #expect(set.intersection(FrameworkSet([middle, Framework(index: 5)])) == FrameworkSet([middle]))
        // Sets meeting only in their first word drop the empty words past it.
        let lowOnly = FrameworkSet([low, middle]).intersection(FrameworkSet([low, high]))
        #expect(lowOnly == FrameworkSet([low]))
        #expect(lowOnly.hashValue == FrameworkSet([low]).hashValue)
        #expect(FrameworkSet([middle]).intersection(FrameworkSet([high])).isEmpty)
        // Listed in order across the words' edges, skipping empty words.
        let edges = [0, 1, 62, 63, 64, 65, 127, 128, 200].map { Framework(index: $0) }
        #expect(FrameworkSet(edges.reversed()).map(\.index) == edges.map(\.index))
        #expect(FrameworkSet([Framework(index: 191)]).map(\.index) == [191])
        #expect(FrameworkSet().map(\.index).isEmpty)
    }
}
