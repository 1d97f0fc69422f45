import Testing
@testable import ButtonLintKit

/// The catalogue's tables asked for every call named like a builder or wrapper: the name table
/// answers as a dictionary would, framework sets as standard sets would, and the site builders and
/// wrappers carry exactly the catalogue's key lookups.
@Suite struct CalleeTableTests {
    /// Names of every shape: short and long (past 15 bytes), non-ASCII, empty, near misses.
    private static let names = [
        "Button", "Menu", "UIAlertAction", "UIContextualAction", "NSLocalizedString", "", "a", "é",
        "Bouton‑Supprimer", "LocalizedStringResource", "buttonWithAVeryLongNameIndeed", "Butto", "Buttons",
    ] + (0..<200).map { "name\($0)" }

    @Test func nameTableAnswersAsADictionary() {
        let entries = Self.names.enumerated().map { ($1, $0) }
        let table = NameTable(entries)
        let dictionary = Dictionary(uniqueKeysWithValues: entries)
        #expect(table.names == Self.names)
        for name in Self.names + ["missing", "Button ", "button", "name200", "name1x", "ButtonButtonButtonButton"] {
            #expect(table[name] == dictionary[name], "\(name)")
        }
        #expect(NameTable<Int>([])["Button"] == nil)
    }

    @Test func nameTableKeepsTheLaterValueOfANameGivenTwice() {
        let table = NameTable([("Text", 1), ("Label", 2), ("Text", 3)])
        #expect(table.names == ["Text", "Label"])
        #expect(table["Text"] == 3)
        #expect(table["Label"] == 2)
    }

    /// Every subset of the frameworks, as a standard set.
    private static let subsets: [Set<Framework>] = (0..<(1 << Framework.all.count)).map { mask in
        Set(Framework.all.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
    }

    @Test func frameworkSetsAnswerAsSets() {
        for first in Self.subsets {
            let bits = FrameworkSet(first)
            #expect(Set(bits) == first)
            #expect(bits.isEmpty == first.isEmpty)
            for framework in Framework.all {
                #expect(bits.contains(framework) == first.contains(framework))
            }
            for second in Self.subsets {
                #expect(bits.intersects(FrameworkSet(second)) == !first.isDisjoint(with: second), "\(first) \(second)")
                #expect(bits.intersection(FrameworkSet(second)) == FrameworkSet(first.intersection(second)))
            }
            #expect(FrameworkSet.all.intersects(bits) == !first.isEmpty)
        }
    }

    @Test func siteBuildersAreTheCataloguesBuildersWithTheirKeyLookups() {
        var catalogue = APICatalogue.standard.adding([BuilderEntry(call: "PrimaryButton", title: "title")])
        catalogue.keyLookupBuilders["PrimaryButton"] = KeyLookup()
        for (callee, builders) in catalogue.buildersByCallee {
            let siteBuilders = catalogue.siteBuildersByCallee[callee] ?? []
            #expect(siteBuilders.map(\.kind) == builders.map(\.kind), "\(callee)")
            #expect(siteBuilders.map(\.titleSources) == builders.map(\.titleSources), "\(callee)")
            #expect(siteBuilders.map(\.role) == builders.map(\.role), "\(callee)")
            #expect(catalogue.siteBuilderNames.mayContain(callee))
            let lookup = catalogue.keyLookupBuilders[callee]
            for (builder, siteBuilder) in zip(builders, siteBuilders) {
                for frameworks in Self.subsets where !frameworks.isEmpty {
                    let bits = FrameworkSet(frameworks)
                    #expect(siteBuilder.frameworks.intersects(bits) == builder.frameworks.intersects(bits))
                    let isKey = lookup.map { $0.onlyIn.map(frameworks.contains) ?? true } ?? false
                    #expect(siteBuilder.literalKeyFrameworks.intersects(bits) == isKey, "\(callee) \(frameworks)")
                }
            }
        }
        #expect(catalogue.siteBuildersByCallee["PrimaryButton"]?.first?.literalKeyFrameworks == .all)
        #expect(catalogue.siteBuildersByCallee["Button"]?.first?.literalKeyFrameworks == [.swiftUI])
    }

    @Test func changedKeyLookupsReachTheTables() {
        var catalogue = APICatalogue.standard
        #expect(catalogue.wrappersByCallee["Text"]?.keyLookup == KeyLookup.standardWrappers["Text"])
        #expect(catalogue.wrappersByCallee["Text"]?.labels == catalogue.titleWrappers["Text"])
        catalogue.keyLookupBuilders = [:]
        catalogue.keyLookupWrappers = ["Text": KeyLookup(table: "table")]
        #expect(catalogue.siteBuildersByCallee["Button"]?.first?.literalKeyFrameworks == [])
        #expect(catalogue.wrappersByCallee["Text"]?.keyLookup == KeyLookup(table: "table"))
        #expect(catalogue.wrappersByCallee["NSLocalizedString"]?.keyLookup == nil)
        #expect(catalogue.wrappersByCallee["NSLocalizedString"]?.labels == catalogue.titleWrappers["NSLocalizedString"])
    }
}
