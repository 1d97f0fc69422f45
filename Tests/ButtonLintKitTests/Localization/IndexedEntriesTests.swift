import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    /// The index packs an entry with one text into Int32 numbers and a variation number, and keeps
    /// any other entry aside as given: a lookup must give back every entry exactly as added, down
    /// to the bytes of each string, whichever way it was kept.
    @Suite struct IndexedEntriesTests {
        private func text(_ text: String, _ variation: String = "", range: Range<Int>? = 10..<14, line: Int = 3) -> CatalogText {
            CatalogText(variation: variation, text: text, range: range, line: line)
        }

        private func entry(_ key: String, _ texts: [CatalogText], path: String = "App/en.lproj/Localizable.strings",
                           line: Int = 3, shouldTranslate: Bool = true) -> CatalogEntry {
            CatalogEntry(catalogPath: path, table: "Localizable", language: "en", key: key, texts: texts,
                         shouldTranslate: shouldTranslate, line: line)
        }

        /// String equality is canonical equivalence: the bytes are compared as well.
        private func isExactly(_ found: CatalogEntry, _ expected: CatalogEntry) -> Bool {
            func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }
            return found == expected && bytes(found.key) == bytes(expected.key) && bytes(found.catalogPath) == bytes(expected.catalogPath)
                && found.texts.map { bytes($0.text) } == expected.texts.map { bytes($0.text) }
                && found.texts.map { bytes($0.variation) } == expected.texts.map { bytes($0.variation) }
        }

        private static let largest = Int(Int32.max)

        @Test func everyEntryComesBackAsAddedWhetherOrNotItPacks() {
            let entries = [
                // Packed: one text, numbers within Int32, an ASCII variation or none.
                entry("plain", [text("Save")]),
                entry("keyItself", [text("keyItself", range: nil, line: 9)], line: 9, shouldTranslate: false),
                entry("variation", [text("%d Items", "plural.other")]),
                entry("sameVariation", [text("%d Files", "plural.other", range: 0..<0, line: 1)], line: 1),
                entry("largest", [text("Big", range: Self.largest..<Self.largest, line: Self.largest)], line: Self.largest),
                entry("smallestLine", [text("Small", line: Int(Int32.min))], line: Int(Int32.min)),
                entry("long key that is stored on the heap", [text("a text long enough to be stored on the heap")]),
                // Aside: no text, several, a number past Int32, a negative range, a variation not in ASCII.
                entry("none", []),
                entry("plural", [text("One Item", "plural.one"), text("%d Items", "plural.other", range: 20..<28, line: 4)]),
                entry("farLine", [text("Far")], line: Self.largest + 1),
                entry("farTextLine", [text("Far", line: Self.largest + 1)]),
                entry("farRange", [text("Far", range: 5..<(Self.largest + 1))]),
                entry("negativeLine", [text("Under", line: Int(Int32.min) - 1)]),
                entry("negativeRange", [text("Under", range: -4..<2)]),
                entry("accented", [text("Café", "device.café")]),
            ]
            var index = LocalizationIndex()
            index.add(contentsOf: entries)
            for expected in entries {
                guard case .found(let found) = index.lookup(key: expected.key) else {
                    Issue.record("\(expected.key) not found")
                    continue
                }
                #expect(isExactly(found, expected), "\(expected.key)")
            }
        }

        /// A variation name is given back spelled as read, not as another catalog spelled an equal name.
        @Test func aVariationNameKeepsItsOwnSpelling() {
            let composed = entry("composed", [text("Eins", "plural.\u{E9}")])
            let decomposed = entry("decomposed", [text("Eins", "plural.e\u{301}")])
            // The Kelvin sign is canonically "K": equal as Strings to an ASCII name read before it.
            let ascii = entry("ascii", [text("Kelvin", "unit.K")])
            let kelvin = entry("kelvin", [text("Kelvin", "unit.\u{212A}")])
            #expect(ascii.texts == kelvin.texts)
            var index = LocalizationIndex()
            index.add(contentsOf: [composed, decomposed, ascii, kelvin])
            for expected in [composed, decomposed, ascii, kelvin] {
                guard case .found(let found) = index.lookup(key: expected.key) else {
                    Issue.record("\(expected.key) not found")
                    continue
                }
                #expect(isExactly(found, expected), "\(expected.key)")
            }
        }

        /// A key looked up by an equal spelling comes back as its catalog spells it; a later catalog
        /// that differs keeps its own spelling.
        @Test func aKeyComesBackSpelledAsItsCatalogSpellsIt() throws {
            let first = entry("Cafe\u{301}", [text("Coffee")], path: "A/en.lproj/Localizable.strings")
            let later = entry("Caf\u{E9}", [text("Café")], path: "B/en.lproj/Localizable.strings")
            let agreeing = entry("Caf\u{E9}", [text("Coffee", range: nil, line: 8)], path: "C/en.lproj/Localizable.strings")
            var index = LocalizationIndex()
            index.add(contentsOf: [first, agreeing])
            let agreed = try #require(index.agreedEntry(table: "Localizable", key: "Caf\u{E9}"))
            #expect(isExactly(agreed, first))
            guard case .agreed(let resolved) = index.resolution(table: "Localizable", key: "Caf\u{E9}") else {
                Issue.record("expected the agreed entry")
                return
            }
            #expect(isExactly(resolved, first))
            index.add(later)
            let found = index.entries(table: "Localizable", key: "Caf\u{E9}")
            #expect(found.count == 2 && isExactly(found[0], first) && isExactly(found[1], later))
            guard case .ambiguous(let ambiguous) = index.lookup(key: "Cafe\u{301}") else {
                Issue.record("expected ambiguous")
                return
            }
            #expect(ambiguous.count == 2 && isExactly(ambiguous[0], first) && isExactly(ambiguous[1], later))
            #expect(index.catalogCount(table: "Localizable", key: "Caf\u{E9}") == 3)
        }

        /// Copies are compared by their texts and variations (not ranges or lines), packed or not.
        @Test func copiesAgreeByTextsWhetherPackedOrKeptAside() {
            let plural = [text("One Item", "plural.one"), text("%d Items", "plural.other")]
            let movedPlural = [text("One Item", "plural.one", range: 90..<98, line: 20), text("%d Items", "plural.other", range: nil)]
            var index = LocalizationIndex()
            index.add(contentsOf: [
                entry("save", [text("Save")], path: "A"), entry("items", plural, path: "A"),
                entry("save", [text("Save", range: nil, line: Self.largest + 1)], path: "B"), entry("items", movedPlural, path: "B"),
                entry("save", [text("Save", "plural.one")], path: "C"), entry("items", Array(plural.prefix(1)), path: "C"),
                entry("save", [text("Save"), text("Save")], path: "D"), entry("items", [], path: "D"),
            ])
            for key in ["save", "items"] {
                #expect(index.catalogCount(table: "Localizable", key: key) == 4, "\(key)")
                #expect(index.entries(table: "Localizable", key: key).map(\.catalogPath) == ["A", "C", "D"], "\(key)")
            }
            #expect(index.entries(table: "Localizable", key: "items").map(\.texts) == [plural, [plural[0]], []])
        }

        /// A catalog read is numbered at its first kept key: one whose keys all agree with earlier
        /// catalogs keeps nothing, and the catalogs after it keep their own paths and languages.
        @Test func catalogsWhoseKeysAllAgreeLeaveTheRestInPlace() {
            func read(_ path: String, language: String, _ keys: [(String, String)]) -> ReadCatalog {
                var read = ReadCatalog(catalogPath: path, table: "Localizable", language: language, keyCount: keys.count)
                for (line, (key, value)) in keys.enumerated() {
                    read.appendText(text(value, line: line + 1))
                    read.appendKey(key, shouldTranslate: true, line: line + 1)
                }
                return read
            }
            var index = LocalizationIndex()
            index.add(read("A", language: "en", [("save", "Save"), ("edit", "Edit")]))
            index.add(read("B", language: "Base", [("edit", "Edit"), ("save", "Save")]))
            index.add(read("C", language: "fr", [("save", "Sauver"), ("new", "Nouveau")]))
            index.trimCapacity()
            #expect(index.catalogCount(table: "Localizable", key: "save") == 3)
            #expect(index.entries(table: "Localizable", key: "save").map { [$0.catalogPath, $0.language] } == [["A", "en"], ["C", "fr"]])
            #expect(index.agreedEntry(table: "Localizable", key: "edit")?.catalogPath == "A")
            #expect(index.lookup(key: "new") == .found(CatalogEntry(catalogPath: "C", table: "Localizable", language: "fr", key: "new",
                                                                    texts: [text("Nouveau", line: 2)], shouldTranslate: true, line: 2)))
        }

        /// Random shapes, both ways an index is filled (catalog entries, and a read catalog's keys
        /// through `ReadCatalog`): whatever is packed or kept aside, a lookup gives each entry back
        /// exactly. Seeded, so a failure names its seed.
        @Test(arguments: [UInt64(1), 2, 3, 4])
        func randomEntriesComeBackAsAdded(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            let variations = ["", "", "", "plural.one", "plural.other", "device.iphone", "device.café", "\u{212A}", "K"]
            let texts = ["Save", "Delete All", "", "Café au lait", "e\u{301}", "a text long enough to be kept on the heap"]
            let numbers = [0, 1, 7, 1_000, Self.largest, Self.largest + 1, Int(Int32.min), Int(Int32.min) - 1, -3]
            func number() -> Int { numbers.randomElement(using: &random)! }
            func randomText() -> CatalogText {
                let start = number(), length = Int.random(in: 0...40, using: &random)
                let range: Range<Int>? = Bool.random(using: &random) ? nil
                    : start <= Int.max - length ? start..<(start + length) : nil
                return CatalogText(variation: variations.randomElement(using: &random)!, text: texts.randomElement(using: &random)!,
                                   range: range, line: number())
            }
            // Two spellings of one name: equal as Strings, each given back as added.
            let paths = ["A/en.lproj/Localizable.strings", "B/en.lproj/Localizable.strings", "C/Café.xcstrings",
                         "C/Cafe\u{301}.xcstrings"]
            var entries: [CatalogEntry] = []
            for index in 0..<600 {
                let count = [0, 1, 1, 1, 1, 2, 3].randomElement(using: &random)!
                entries.append(CatalogEntry(catalogPath: paths.randomElement(using: &random)!, table: "Localizable", language: "en",
                                            key: "key\(index)", texts: (0..<count).map { _ in randomText() },
                                            shouldTranslate: Bool.random(using: &random), line: number()))
            }
            var added = LocalizationIndex()
            added.add(contentsOf: entries)
            var read = LocalizationIndex()
            for path in paths {
                let ofCatalog = entries.filter { $0.catalogPath.utf8.elementsEqual(path.utf8) }
                var catalog = ReadCatalog(catalogPath: path, table: "Localizable", language: "en", keyCount: ofCatalog.count)
                for entry in ofCatalog {
                    for text in entry.texts { catalog.appendText(text) }
                    catalog.appendKey(entry.key, shouldTranslate: entry.shouldTranslate, line: entry.line)
                }
                read.add(catalog)
            }
            read.trimCapacity()
            for index in [added, read] {
                for expected in entries {
                    guard case .found(let found) = index.lookup(key: expected.key) else {
                        Issue.record("seed \(seed): \(expected.key) not found")
                        continue
                    }
                    #expect(isExactly(found, expected), "seed \(seed): \(expected.key)")
                }
            }
        }
    }
}
