import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    @Suite struct LocalizedTextTests {
        private let index = LocalizationIndex.build(catalogPaths: [
            "App/en.lproj/Localizable.strings", "Kit/en.lproj/Localizable.strings", "App/en.lproj/Alerts.strings",
        ]) { path in
            switch path {
            case "App/en.lproj/Localizable.strings": return Array("\"okay\" = \"OK\"; \"done\" = \"Done\"; \"edit\" = \"Edit\";".utf8)
            case "Kit/en.lproj/Localizable.strings": return Array("\"done\" = \"Finish\"; \"edit\" = \"Edit\";".utf8)
            default: return Array("\"delete_title\" = \"Delete\";".utf8)
            }
        }.index

        @Test func aCatalogEntryIsTheTextWhenThereIsOne() {
            guard case .catalog(let entry) = LocalizedText.resolve(key: "okay", defaultValue: "Okay", in: index) else {
                Issue.record("expected the catalog")
                return
            }
            #expect(entry.texts.map(\.text) == ["OK"])
        }

        @Test func theTableNamedIsTheOneLookedIn() {
            #expect(LocalizedText.resolve(key: "delete_title", in: index) == .keyWithoutEntry)
            guard case .catalog(let entry) = LocalizedText.resolve(key: "delete_title", table: "Alerts", in: index) else {
                Issue.record("expected the catalog")
                return
            }
            #expect(entry.texts.first?.text == "Delete")
        }

        @Test func aMissingKeyUsesTheDefaultValue() {
            #expect(LocalizedText.resolve(key: "cancel_button", defaultValue: "Cancel", in: index) == .written("Cancel"))
        }

        @Test func aMissingKeyThatReadsAsEnglishCopyIsCheckedAsWritten() {
            #expect(LocalizedText.resolve(key: "Delete photo", in: index) == .written("Delete photo"))
            #expect(LocalizedText.resolve(key: "save", in: index) == .written("save"))
        }

        @Test func aMissingKeyThatReadsAsAKeyIsSkipped() {
            #expect(LocalizedText.resolve(key: "settings.delete.title", in: index) == .keyWithoutEntry)
            #expect(LocalizedText.resolve(key: "delete_button", in: index) == .keyWithoutEntry)
        }

        @Test func disagreeingCatalogsAreAmbiguous() {
            guard case .ambiguous(let entries) = LocalizedText.resolve(key: "done", defaultValue: "Done", in: index) else {
                Issue.record("expected ambiguous")
                return
            }
            #expect(entries.map { $0.texts.first?.text } == ["Done", "Finish"])
        }

        @Test func catalogsThatAgreeAreAmbiguousForTheIndexButTheirTextIsKnown() {
            guard case .ambiguous(let entries) = index.lookup(key: "edit") else {
                Issue.record("expected ambiguous: a fix could edit only one of them")
                return
            }
            // The copy in Kit says the same, so it is counted, not kept.
            #expect(entries.map(\.catalogPath) == ["App/en.lproj/Localizable.strings"])
            #expect(index.catalogCount(table: "Localizable", key: "edit") == 2)
            guard case .agreed(let entry) = LocalizedText.resolve(key: "edit", in: index) else {
                Issue.record("expected the agreed text")
                return
            }
            #expect(entry.texts.map(\.text) == ["Edit"])
            #expect(index.agreedEntry(table: "Localizable", key: "done") == nil)
        }
    }
}
