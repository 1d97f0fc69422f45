import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    /// The filter may say "maybe" of a key it does not hold, never "no" of one it holds.
    @Suite struct KeyFilterTests {
        private static let held: [String] = (0..<3_000).map { "key.\($0)" }
            + ["", "Save", "Löschen", "✓ Done", String(repeating: "long key ", count: 12), "Delete \u{FFFC} items"]

        @Test func everyHeldKeyIsAMaybe() {
            let filter = KeyFilter(Self.held)
            #expect(Self.held.allSatisfy(filter.mayContain))
            // The same text in another string (not one storage) hashes the same.
            #expect(Self.held.allSatisfy { filter.mayContain(String($0.unicodeScalars)) })
        }

        @Test func mostOtherKeysAreTurnedAway() {
            let filter = KeyFilter(Self.held)
            let others = (0..<3_000).map { "Title \($0)" }
            let maybes = others.filter(filter.mayContain).count
            #expect(maybes < others.count / 20, "\(maybes) false maybes")
        }

        @Test func anEmptyFilterHoldsNothing() {
            let filter = KeyFilter([String]())
            #expect(!filter.mayContain("Save"))
            #expect(!filter.mayContain(""))
        }

        /// A built index answers every key of its default table and none it does not hold.
        @Test func theIndexFindsEveryDefaultTableKeyPastTheFilter() {
            let keys = (0..<500).map { "item.\($0)" } + ["Löschen", "", String(repeating: "long ", count: 10)]
            let strings = keys.map { "\"\($0)\" = \"Text\";" }.joined(separator: "\n")
            let build = LocalizationIndex.build(catalogPaths: ["App/en.lproj/Localizable.strings"]) { _ in Array(strings.utf8) }
            #expect(build.failures.isEmpty)
            #expect(keys.allSatisfy { build.index.resolution(table: LocalizationIndex.defaultTable, key: $0) != nil })
            #expect((0..<500).allSatisfy { build.index.resolution(table: LocalizationIndex.defaultTable, key: "Title \($0)") == nil })
        }
    }
}
