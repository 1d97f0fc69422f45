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

        /// The run's memo of resolved keys answers as `LocalizedText.resolve` does, however often
        /// and in whatever order a key is asked in several tables, with or without a default value.
        @Test func theKeyMemoNeverMixesUpTablesOrDefaultValues() {
            let localization = ProjectLocalization(index: index)
            let questions: [(key: String, table: String, defaultValue: String?)] = [
                ("okay", "Localizable", nil), ("delete_title", "Localizable", nil), ("delete_title", "Alerts", nil),
                ("okay", "Alerts", nil), ("done", "Localizable", nil), ("cancel_button", "Localizable", "Cancel"),
                ("cancel_button", "Localizable", nil), ("Delete photo", "Localizable", nil), ("okay", "Localizable", "Okay"),
            ]
            for _ in 0..<3 {
                for question in questions + questions.reversed() {
                    #expect(localization.resolve(key: question.key, table: question.table, defaultValue: question.defaultValue)
                        == LocalizedText.resolve(key: question.key, table: question.table, defaultValue: question.defaultValue,
                                                 in: index), "\(question)")
                }
            }
        }

        /// A memo belongs to one index: another localization, or a new index set on a copy, is
        /// not answered from what the first one remembered.
        @Test func theKeyMemoBelongsToOneIndex() {
            var localization = ProjectLocalization(index: index)
            #expect(localization.resolve(key: "okay", table: "Localizable", defaultValue: nil) != .written("okay"))
            let other = ProjectLocalization()
            #expect(other.resolve(key: "okay", table: "Localizable", defaultValue: nil) == .written("okay"))
            let kept = localization
            localization.index = LocalizationIndex()
            #expect(localization.resolve(key: "okay", table: "Localizable", defaultValue: nil) == .written("okay"))
            guard case .catalog(let entry) = kept.resolve(key: "okay", table: "Localizable", defaultValue: nil) else {
                Issue.record("expected the catalog")
                return
            }
            #expect(entry.texts.map(\.text) == ["OK"])
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
