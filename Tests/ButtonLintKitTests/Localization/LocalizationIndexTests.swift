import Foundation
import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    @Suite struct LocalizationIndexTests {
        private struct MissingFile: Error {}

        /// Builds the index from catalogs held in memory, path → text.
        private func build(_ files: [String: String], developmentLanguage: String? = nil, jobs: Int = 2) -> LocalizationIndex.Build {
            LocalizationIndex.build(catalogPaths: Array(files.keys), developmentLanguage: developmentLanguage, jobs: jobs) { path in
                guard let text = files[path] else { throw MissingFile() }
                return Array(text.utf8)
            }
        }

        private func text(_ lookup: CatalogLookup) -> String? {
            if case .found(let entry) = lookup { return entry.texts.first?.text }
            return nil
        }

        private static let xcstrings = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "okay" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } },
                                           "de" : { "stringUnit" : { "state" : "translated", "value" : "Okay" } } } },
            "Save" : { }
          },
          "version" : "1.0"
        }
        """#

        @Test func classifiesCatalogPaths() {
            #expect(CatalogFile(path: "App/en.lproj/Localizable.strings")?.format == .strings(language: "en"))
            #expect(CatalogFile(path: "App/en.lproj/Alerts.strings")?.table == "Alerts")
            #expect(CatalogFile(path: "App/Localizable.xcstrings")?.format == .xcstrings)
            #expect(CatalogFile(path: "Localizable.xcstrings")?.table == "Localizable")
            #expect(CatalogFile(path: "App/Localizable.strings") == nil)
            #expect(CatalogFile(path: "App/en.lproj/Main.storyboard") == nil)
            #expect(CatalogFile(path: "App/en.lproj/.strings") == nil)
        }

        @Test func theDefaultTableAnswersBeforeAndAfterMoreEntriesAreAdded() {
            var index = build([
                "App/en.lproj/Localizable.strings": "\"delete\" = \"Delete\";",
                "App/en.lproj/Alerts.strings": "\"delete\" = \"Remove\";",
            ]).index
            #expect(index.resolution(table: "Localizable", key: "delete") == .catalog(index.entries(table: "Localizable", key: "delete")[0]))
            #expect(index.resolution(table: "Alerts", key: "delete").map { if case .catalog(let entry) = $0 { entry.texts[0].text } else { "" } } == "Remove")
            #expect(index.resolution(table: "Localizable", key: "save") == nil)
            index.add(CatalogEntry(catalogPath: "Other/en.lproj/Localizable.strings", table: "Localizable", language: "en", key: "save",
                                   texts: [CatalogText(variation: "", text: "Save", range: nil, line: 1)], shouldTranslate: true, line: 1))
            #expect(index.resolution(table: "Localizable", key: "save") != nil)
            #expect(index.resolution(table: "Localizable", key: "delete") != nil)
        }

        /// Entries added together, their tables in runs, make the index that adding them one by
        /// one makes (a table's keys are taken out while a run is added).
        @Test func entriesAddedTogetherIndexAsAddedOneByOne() {
            func entry(_ path: String, _ table: String, _ key: String, _ text: String) -> CatalogEntry {
                CatalogEntry(catalogPath: path, table: table, language: "en", key: key,
                             texts: [CatalogText(variation: "", text: text, range: nil, line: 1)], shouldTranslate: true, line: 1)
            }
            let entries = [
                entry("A", "Localizable", "save", "Save"), entry("A", "Localizable", "edit", "Edit"),
                entry("A", "Alerts", "save", "Keep"), entry("B", "Localizable", "save", "Save"),
                entry("B", "Localizable", "edit", "Change"), entry("C", "Alerts", "new", "New"),
            ]
            var together = LocalizationIndex()
            together.add(contentsOf: entries)
            var oneByOne = LocalizationIndex()
            for entry in entries { oneByOne.add(entry) }
            #expect(together.tableNames == ["Alerts", "Localizable"])
            #expect(together.tableNames == oneByOne.tableNames)
            for table in ["Localizable", "Alerts"] {
                for key in ["save", "edit", "new", "absent"] {
                    #expect(together.lookup(table: table, key: key) == oneByOne.lookup(table: table, key: key), "\(table) \(key)")
                    #expect(together.resolution(table: table, key: key) == oneByOne.resolution(table: table, key: key))
                    #expect(together.catalogCount(table: table, key: key) == oneByOne.catalogCount(table: table, key: key))
                }
            }
            #expect(together.catalogCount(table: "Localizable", key: "edit") == 2)
            #expect(together.agreedEntry(table: "Localizable", key: "save")?.catalogPath == "A")
            #expect(together.lookup(table: "Alerts", key: "save") == .found(entry("A", "Alerts", "save", "Keep")))
        }

        /// Copies that agree are counted on the first entry, one by one, and a later copy that
        /// differs makes the key ambiguous whatever the count before it.
        @Test func agreeingCopiesAreCountedUntilOneDiffers() {
            func entry(_ path: String, _ text: String) -> CatalogEntry {
                CatalogEntry(catalogPath: path, table: "Localizable", language: "en", key: "save",
                             texts: [CatalogText(variation: "", text: text, range: nil, line: 1)], shouldTranslate: true, line: 1)
            }
            var index = LocalizationIndex()
            index.add(entry("A", "Save"))
            #expect(index.catalogCount(table: "Localizable", key: "save") == 1)
            #expect(index.agreedEntry(table: "Localizable", key: "save") == nil)
            for (count, path) in ["B", "C", "D"].enumerated() {
                index.add(entry(path, "Save"))
                #expect(index.catalogCount(table: "Localizable", key: "save") == count + 2)
                #expect(index.agreedEntry(table: "Localizable", key: "save")?.catalogPath == "A")
                #expect(index.resolution(table: "Localizable", key: "save") == .agreed(entry("A", "Save")))
            }
            index.add(entry("E", "Keep"))
            #expect(index.catalogCount(table: "Localizable", key: "save") == 5)
            #expect(index.agreedEntry(table: "Localizable", key: "save") == nil)
            #expect(index.entries(table: "Localizable", key: "save").map(\.catalogPath) == ["A", "E"])
            #expect(index.resolution(table: "Localizable", key: "save") == .ambiguous([entry("A", "Save"), entry("E", "Keep")]))
        }

        /// A catalog added as read (its keys' texts in one array) makes the index its entries
        /// added one by one make: each key keeps its own run of texts.
        @Test func readCatalogIndexesAsItsEntries() {
            func text(_ text: String, _ variation: String = "") -> CatalogText {
                CatalogText(variation: variation, text: text, range: nil, line: 2)
            }
            var read = ReadCatalog(catalogPath: "A", table: "Localizable", language: "en", keyCount: 3)
            read.appendText(text("Save"))
            read.appendKey("save", shouldTranslate: true, line: 1)
            read.appendText(text("%d item", "plural.one"))
            read.appendText(text("%d items", "plural.other"))
            read.appendKey("items", shouldTranslate: false, line: 3)
            read.appendText(text("Edit"))
            read.appendKey("edit", shouldTranslate: true, line: 5)
            let entries = [
                CatalogEntry(catalogPath: "A", table: "Localizable", language: "en", key: "save",
                             texts: [text("Save")], shouldTranslate: true, line: 1),
                CatalogEntry(catalogPath: "A", table: "Localizable", language: "en", key: "items",
                             texts: [text("%d item", "plural.one"), text("%d items", "plural.other")], shouldTranslate: false, line: 3),
                CatalogEntry(catalogPath: "A", table: "Localizable", language: "en", key: "edit",
                             texts: [text("Edit")], shouldTranslate: true, line: 5),
            ]
            var fromRead = LocalizationIndex()
            fromRead.add(read)
            var fromEntries = LocalizationIndex()
            fromEntries.add(contentsOf: entries)
            for entry in entries {
                #expect(fromRead.lookup(key: entry.key) == .found(entry))
                #expect(fromRead.lookup(key: entry.key) == fromEntries.lookup(key: entry.key))
            }
        }

        @Test func catalogPathsGiveTheirTableAndBundleFolderAsBytesOrCharacters() {
            // ASCII paths are read as bytes, others by characters: the same answers.
            for (root, expectedFolder) in [("", ""), ("/", ""), ("Mod/App/", "Mod/App"), ("Módulo/Äpp/", "Módulo/Äpp")] {
                let strings = CatalogFile(path: root + "de.lproj/Alerts.strings")
                #expect(strings?.format == .strings(language: "de") && strings?.table == "Alerts")
                #expect(strings?.bundleFolder == expectedFolder)
                let catalog = CatalogFile(path: root + "Screens.xcstrings")
                #expect(catalog?.table == "Screens" && catalog?.bundleFolder == expectedFolder)
                #expect(catalog?.path == root + "Screens.xcstrings")
            }
            #expect(CatalogFile(path: "Localizable.strings") == nil)
            #expect(CatalogFile(path: "/Localizable.strings") == nil)
            #expect(CatalogFile(path: "App/.lproj/Localizable.strings")?.format == nil)
            #expect(CatalogFile(path: "App/.xcstrings") == nil)
            #expect(CatalogFile(path: "App/Löschen.xcstrings")?.table == "Löschen")
            #expect(CatalogFile(path: "App/fr.lproj/Écran.strings")?.table == "Écran")
            #expect(CatalogFile(path: "App/en.lproj/Localizable.stringsdict") == nil)
        }

        @Test func looksUpTheDevelopmentLanguageAndNeverATranslation() {
            let build = build([
                "App/en.lproj/Localizable.strings": "\"delete\" = \"Delete\";",
                "App/de.lproj/Localizable.strings": "\"delete\" = \"Löschen\"; \"only_de\" = \"Nur\";",
                "App/Catalog.xcstrings": Self.xcstrings,
            ])
            #expect(build.failures.isEmpty)
            #expect(text(build.index.lookup(key: "delete")) == "Delete")
            #expect(build.index.lookup(key: "only_de") == .missing)
            #expect(text(build.index.lookup(table: "Catalog", key: "okay")) == "OK")
            #expect(build.index.lookup(key: "okay") == .missing)
        }

        @Test func aStringCatalogKeyWithoutASourceValueIsItsOwnText() throws {
            let build = build(["Localizable.xcstrings": Self.xcstrings])
            guard case .found(let entry) = build.index.lookup(key: "Save") else {
                Issue.record("Save not found")
                return
            }
            #expect(entry.texts == [CatalogText(variation: "", text: "Save", range: nil, line: 6)])
            #expect(entry.language == "en")
        }

        @Test func baseIsTheDevelopmentLanguageWhenThereIsNoEnglish() {
            let build = build([
                "App/Base.lproj/Localizable.strings": "\"k\" = \"From Base\";",
                "App/fr.lproj/Localizable.strings": "\"k\" = \"Du français\";",
                "Kit/en.lproj/Localizable.strings": "\"j\" = \"From English\";",
                "Kit/Base.lproj/Localizable.strings": "\"j\" = \"Kit Base\";",
            ])
            #expect(text(build.index.lookup(key: "k")) == "From Base")
            #expect(text(build.index.lookup(key: "j")) == "From English")
        }

        @Test func theDevelopmentLanguageCanBeChosen() {
            let files = [
                "App/en.lproj/Localizable.strings": "\"k\" = \"English\";",
                "App/fr.lproj/Localizable.strings": "\"k\" = \"Français\";",
            ]
            #expect(text(build(files, developmentLanguage: "fr").index.lookup(key: "k")) == "Français")
            #expect(text(build(files).index.lookup(key: "k")) == "English")
        }

        @Test func aKeyInSeveralTablesOfOneNameIsAmbiguousWhetherOrNotTheyAgree() {
            let build = build([
                "ModuleA/en.lproj/Localizable.strings": "\"done\" = \"Done\"; \"edit\" = \"Edit\";",
                "ModuleB/en.lproj/Localizable.strings": "\"done\" = \"Finish\"; \"edit\" = \"Edit\";",
                "ModuleB/en.lproj/Other.strings": "\"done\" = \"Other\";",
            ])
            guard case .ambiguous(let entries) = build.index.lookup(key: "done") else {
                Issue.record("expected ambiguous")
                return
            }
            #expect(entries.map(\.catalogPath) == ["ModuleA/en.lproj/Localizable.strings", "ModuleB/en.lproj/Localizable.strings"])
            guard case .ambiguous(let agreeing) = build.index.lookup(key: "edit") else {
                Issue.record("expected ambiguous although both say Edit")
                return
            }
            // A copy that says the same is counted, not kept.
            #expect(agreeing.map(\.catalogPath) == ["ModuleA/en.lproj/Localizable.strings"])
            #expect(build.index.catalogCount(table: "Localizable", key: "edit") == 2)
            #expect(build.index.agreedEntry(table: "Localizable", key: "edit")?.texts.map(\.text) == ["Edit"])
            #expect(build.index.agreedEntry(table: "Localizable", key: "done") == nil)
            #expect(text(build.index.lookup(table: "Other", key: "done")) == "Other")
            #expect(build.index.tableNames == ["Localizable", "Other"])
            // One search gives what the two lookups give together.
            guard case .agreed(let agreed) = build.index.resolution(table: "Localizable", key: "edit"),
                  case .ambiguous(let differing) = build.index.resolution(table: "Localizable", key: "done"),
                  case .catalog(let single) = build.index.resolution(table: "Other", key: "done") else {
                Issue.record("expected agreed, ambiguous and a single entry")
                return
            }
            #expect(agreed.texts.map(\.text) == ["Edit"])
            #expect(differing.map(\.catalogPath) == entries.map(\.catalogPath))
            #expect(single.texts.map(\.text) == ["Other"])
            #expect(build.index.resolution(table: "Other", key: "edit") == nil)
        }

        /// `resolution` answers from flags on a key's first entry: it must say what `agreedEntry`
        /// and `lookup` say together, also for a key with agreeing and differing copies at once.
        @Test func resolutionAgreesWithTheTwoLookups() {
            let build = build([
                "A/en.lproj/Localizable.strings": "\"edit\" = \"Edit\"; \"done\" = \"Done\"; \"mixed\" = \"Edit\"; \"one\" = \"One\";",
                "B/en.lproj/Localizable.strings": "\"edit\" = \"Edit\"; \"done\" = \"Finish\"; \"mixed\" = \"Edit\";",
                "C/en.lproj/Localizable.strings": "\"mixed\" = \"Change\"; \"edit\" = \"Edit\";",
            ])
            for key in ["edit", "done", "mixed", "one", "absent"] {
                let expected: LocalizedText?
                if let agreed = build.index.agreedEntry(table: "Localizable", key: key) {
                    expected = .agreed(agreed)
                } else {
                    switch build.index.lookup(key: key) {
                    case .missing: expected = nil
                    case .found(let entry): expected = .catalog(entry)
                    case .ambiguous(let entries): expected = .ambiguous(entries)
                    }
                }
                #expect(build.index.resolution(table: "Localizable", key: key) == expected, "\(key)")
            }
            guard case .ambiguous(let mixed) = build.index.resolution(table: "Localizable", key: "mixed") else {
                Issue.record("expected ambiguous: two catalogs say Edit, one Change")
                return
            }
            #expect(mixed.map(\.catalogPath) == ["A/en.lproj/Localizable.strings", "C/en.lproj/Localizable.strings"])
            #expect(build.index.catalogCount(table: "Localizable", key: "mixed") == 3)
        }

        /// The index keeps every entry's texts in one shared list: each entry found must carry
        /// exactly its own texts (several variations, later differing copies), in order.
        @Test func eachEntryKeepsItsOwnTextsInOrder() {
            let plural = #"""
            { "sourceLanguage" : "en", "strings" : {
                "items" : { "localizations" : { "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "One Item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d Items" } } } } } } },
                "solo" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Solo" } } } }
              }, "version" : "1.0" }
            """#
            var files = ["A/Localizable.xcstrings": plural]
            for module in 0..<30 {
                files["M\(module)/en.lproj/Localizable.strings"] = "\"items\" = \"Items \(module % 4)\"; \"m\(module)\" = \"Text \(module)\";"
            }
            let index = build(files).index
            guard case .ambiguous(let entries) = index.lookup(key: "items") else {
                Issue.record("expected ambiguous")
                return
            }
            // Every later copy differs from the first entry, so each is kept, in path order.
            let modules = (0..<30).sorted { "M\($0)/" < "M\($1)/" }
            #expect(entries.map { $0.texts.map(\.text) } == [["One Item", "%d Items"]] + modules.map { ["Items \($0 % 4)"] })
            #expect(entries.first?.texts.map(\.variation) == ["plural.one", "plural.other"])
            #expect(index.catalogCount(table: "Localizable", key: "items") == 31)
            #expect(text(index.lookup(key: "solo")) == "Solo")
            for module in 0..<30 { #expect(text(index.lookup(key: "m\(module)")) == "Text \(module)") }
        }

        @Test func malformedAndUnreadableCatalogsAreFailuresAndTheRestIsIndexed() {
            let build = LocalizationIndex.build(catalogPaths: ["A/en.lproj/Localizable.strings", "B/en.lproj/Localizable.strings",
                                                               "Broken.xcstrings", "Gone.xcstrings"], jobs: 3) { path in
                switch path {
                case "A/en.lproj/Localizable.strings": return Array("\"a\" = \"A\";".utf8)
                case "B/en.lproj/Localizable.strings": return Array("\"b\" = \"B\";\n\"c\" = \"C\"".utf8)
                case "Broken.xcstrings": return Array("{\n\"sourceLanguage\" : \"en\",\n}".utf8)
                default: throw MissingFile()
                }
            }
            #expect(build.failures.map(\.path) == ["B/en.lproj/Localizable.strings", "Broken.xcstrings", "Gone.xcstrings"])
            #expect(build.failures.map(\.line) == [2, 3, 1])
            #expect(text(build.index.lookup(key: "a")) == "A")
            #expect(build.index.lookup(key: "b") == .missing)
        }

        @Test func theResultDoesNotDependOnTheNumberOfWorkers() {
            var files: [String: String] = [:]
            for module in 0..<40 {
                files["M\(module)/en.lproj/Localizable.strings"] = "\"shared\" = \"Text \(module % 3)\"; \"k\(module)\" = \"V\(module)\";"
            }
            let one = build(files, jobs: 1), four = build(files, jobs: 4)
            #expect(one.index.lookup(key: "shared") == four.index.lookup(key: "shared"))
            #expect(one.index.lookup(key: "k17") == four.index.lookup(key: "k17"))
            #expect(text(four.index.lookup(key: "k17")) == "V17")
        }

        @Test func buildsFromAWalkOfRealFilesIncludingUTF16() throws {
            let folder = try TemporaryFolder()
            try folder.write("App/en.lproj/Localizable.strings", "\"ok\" = \"Okay\";")
            try folder.write("App/Resources/Alerts.xcstrings", Self.xcstrings)
            try folder.write("App/Loose.strings", "\"ok\" = \"Loose\";")
            try folder.write("App/View.swift", "let x = 1")
            var utf16: [UInt8] = [0xFF, 0xFE]
            for unit in "\"later\" = \"Not Now\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            try folder.makeFolder("App/en.lproj")
            try Data(utf16).write(to: URL(fileURLWithPath: folder.path + "/App/en.lproj/More.strings"))

            let walked = try FileWalker(fileExtensions: CatalogFile.fileExtensions).files(in: [folder.path])
            let build = LocalizationIndex.build(catalogPaths: walked.map(\.path), jobs: 2)
            #expect(build.failures.isEmpty)
            #expect(text(build.index.lookup(key: "ok")) == "Okay")
            #expect(text(build.index.lookup(table: "More", key: "later")) == "Not Now")
            #expect(text(build.index.lookup(table: "Alerts", key: "okay")) == "OK")
            #expect(build.index.tableNames == ["Alerts", "Localizable", "More"])
        }
    }
}
