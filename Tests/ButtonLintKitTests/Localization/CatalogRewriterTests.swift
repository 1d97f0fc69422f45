import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    @Suite struct CatalogRewriterTests {
        private static let english = CatalogFile.Format.strings(language: "en")


        /// The edit a fix makes of the entry keyed `key`: its range and text as read.
        private func edit(_ bytes: [UInt8], key: String, to replacement: String) throws -> CatalogValueEdit {
            let entry = try #require(try StringsFile.parse(bytes: bytes).entries.first { $0.key == key })
            return CatalogValueEdit(range: entry.valueRange, expected: entry.value, replacement: replacement)
        }

        private func values(_ bytes: [UInt8]) throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try StringsFile.parse(bytes: bytes).entries.map { ($0.key, $0.value) })
        }

        private static let stringsText = """
        /* The delete button */
        "delete" = "delete photo";
        "cancel" = "Cancel";
        "okay" = "OK";

        """

        @Test(arguments: [false, true])
        func rewritesAUTF16ValueInItsByteOrderAndKeepsTheMark(bigEndian: Bool) throws {
            let bytes = CatalogBytes.utf16(Self.stringsText, bigEndian: bigEndian)
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: Self.english,
                                                                 edits: [try edit(bytes, key: "delete", to: "Delete Photo")]))
            #expect(rewritten == CatalogBytes.utf16(Self.stringsText.replacingOccurrences(of: "delete photo", with: "Delete Photo"),
                                       bigEndian: bigEndian))
            let file = try StringsFile.parse(bytes: rewritten)
            #expect(file.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            #expect(try values(rewritten) == ["delete": "Delete Photo", "cancel": "Cancel", "okay": "OK"])
        }

        @Test(arguments: [false, true])
        func rewritesUTF8WithOrWithoutAByteOrderMark(marked: Bool) throws {
            let mark: [UInt8] = marked ? [0xEF, 0xBB, 0xBF] : []
            let bytes = mark + Array("\"k\" = \"löschen …\";\n\"j\" = \"Keep\";\n".utf8)
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: Self.english,
                                                                 edits: [try edit(bytes, key: "k", to: "Löschen …")]))
            #expect(rewritten == mark + Array("\"k\" = \"Löschen …\";\n\"j\" = \"Keep\";\n".utf8))
        }

        @Test func keepsEscapesOfUnchangedCharactersAndEscapesNewOnes() throws {
            let bytes = Array(#""k" = "say \"hi\" \U00e9\UD83D\UDE00 \101\\ now\n";"#.utf8)
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: Self.english,
                                                                 edits: [try edit(bytes, key: "k", to: "Say \"Hi\" é😀 A\\ Now\n")]))
            #expect(String(decoding: rewritten, as: UTF8.self) == #""k" = "Say \"Hi\" \U00e9\UD83D\UDE00 \101\\ Now\n";"#)
            // A different text (not only case) is written with the reader's escapes.
            let other = try #require(CatalogRewriter.rewrite(bytes, format: Self.english,
                                                             edits: [try edit(bytes, key: "k", to: "A \"b\"\\\nc")]))
            #expect(String(decoding: other, as: UTF8.self) == #""k" = "A \"b\"\\\nc";"#)
            #expect(try values(other)["k"] == "A \"b\"\\\nc")
        }

        @Test func appliesSeveralEditsAndCountsARepeatedEditOnce() throws {
            let bytes = Array(Self.stringsText.utf8)
            let delete = try edit(bytes, key: "delete", to: "Delete Photo")
            let cancel = try edit(bytes, key: "cancel", to: "Cancel Now")
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: Self.english, edits: [cancel, delete, delete]))
            #expect(try values(rewritten) == ["delete": "Delete Photo", "cancel": "Cancel Now", "okay": "OK"])
        }

        @Test func refusesAStaleExpectedTextOverlapsAndRangesOutsideTheFile() throws {
            let bytes = Array(Self.stringsText.utf8)
            var stale = try edit(bytes, key: "delete", to: "Delete Photo")
            stale.expected = "Delete photo"
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english, edits: [stale]) == nil)

            let whole = try edit(bytes, key: "delete", to: "Delete Photo")
            var inside = whole
            inside.range = whole.range.lowerBound + 2..<whole.range.upperBound
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english, edits: [whole, inside]) == nil)
            var conflicting = whole
            conflicting.replacement = "Delete Photos"
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english, edits: [whole, conflicting]) == nil)

            let outside = CatalogValueEdit(range: bytes.count - 2..<bytes.count + 4, expected: "OK", replacement: "Ok")
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english, edits: [outside]) == nil)
            // A range that is not a value (here: part of a key) is refused, not rewritten.
            let quotedKey = try #require(bytes.firstRange(of: Array("\"delete\"".utf8)))
            let key = CatalogValueEdit(range: quotedKey.lowerBound + 1..<quotedKey.upperBound - 1,
                                       expected: "delete", replacement: "Delete")
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english, edits: [key]) == nil)
        }

        @Test func refusesAnEditThatWouldChangeTheKeyOfAShorthandEntry() throws {
            // `"Done";` is a key standing for its own value: rewriting the value rewrites the key.
            let bytes = Array("\"done\";\n".utf8)
            let rewritten = CatalogRewriter.rewrite(bytes, format: Self.english,
                                                    edits: [try edit(bytes, key: "done", to: "Done")])
            #expect(rewritten == nil)
        }

        @Test func refusesAValueThatNoLongerReadsBackUnquoted() throws {
            let bytes = Array("save = save;\n".utf8)
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english,
                                            edits: [try edit(bytes, key: "save", to: "Save")]) == Array("save = Save;\n".utf8))
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english,
                                            edits: [try edit(bytes, key: "save", to: "Save Now")]) == nil)
        }

        @Test func refusesAnUnreadableCatalog() {
            let bytes = Array("\"k\" = \"v\"".utf8)
            let edit = CatalogValueEdit(range: 7..<8, expected: "v", replacement: "V")
            #expect(CatalogRewriter.rewrite(bytes, format: Self.english, edits: [edit]) == nil)
        }

        // MARK: String Catalogs

        private func xcstringsEdit(_ bytes: [UInt8], key: String, variation: String = "",
                                   to replacement: String) throws -> CatalogValueEdit {
            let entry = try #require(try XCStringsFile.parse(bytes: bytes).entries.first { $0.key == key })
            let value = try #require(entry.values.first { $0.variation == variation })
            return CatalogValueEdit(range: value.range, expected: value.text, replacement: replacement)
        }

        private func changedLines(_ before: [UInt8], _ after: [UInt8]) -> [(String, String)] {
            let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let new = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard old.count == new.count else { return [("line count", "\(old.count) → \(new.count)")] }
            return zip(old, new).filter { $0 != $1 }.map { (String($0), String($1)) }
        }

        @Test func rewritesOnePluralVariationAndTheDiffIsThatOneLine() throws {
            let bytes = Array(XCStringsFileTests.catalog.utf8)
            let edit = try xcstringsEdit(bytes, key: "Delete %lld Items", variation: "plural.one", to: "Delete item")
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [edit]))
            let changes = changedLines(bytes, rewritten)
            #expect(changes.count == 1)
            #expect(changes.first?.0.hasSuffix(#""value" : "Delete Item""#) == true)
            #expect(changes.first?.1.hasSuffix(#""value" : "Delete item""#) == true)
            let entry = try #require(try XCStringsFile.parse(bytes: rewritten).entries.first { $0.key == "Delete %lld Items" })
            #expect(entry.values.map(\.text) == ["Delete item", "Delete %lld Items"])
        }

        @Test func rewritesAValueNextToItsTranslationAndNeverTheTranslation() throws {
            let bytes = Array(XCStringsFileTests.catalog.utf8)
            let edit = try xcstringsEdit(bytes, key: "delete_photo", to: "Delete Photo")
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [edit]))
            let text = String(decoding: rewritten, as: UTF8.self)
            #expect(text.contains(#""value" : "Foto löschen""#))
            #expect(text.contains(#""value" : "Delete Photo""#))
            #expect(changedLines(bytes, rewritten).count == 1)
        }

        @Test func keepsTheTokensEscapesForUnchangedCharacters() throws {
            let bytes = Array(XCStringsFileTests.catalog.utf8)
            let edit = try xcstringsEdit(bytes, key: "Share", variation: "device.mac.plural.other", to: "SHARE \"IT\" é")
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [edit]))
            let changes = changedLines(bytes, rewritten)
            #expect(changes.count == 1)
            #expect(changes.first?.1.contains(#""value" : "SHARE \"IT\" \u00e9" }"#) == true)
        }

        @Test func keepsEscapedSlashesAndAMarkOfAUTF8Catalog() throws {
            let text = "{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : { \"k\" : { \"localizations\" : { \"en\" : "
                + "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"open a\\/b \\ud83d\\ude00\" } } } } }\r\n}\r\n"
            let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
            let edit = try xcstringsEdit(bytes, key: "k", to: "Open A/B 😀")
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [edit]))
            #expect(rewritten == [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "open a", with: "Open A")
                .replacingOccurrences(of: "/b", with: "/B").utf8))
        }

        @Test func writesNewCharactersAsXcodeEscapesThem() throws {
            let bytes = Array(XCStringsFileTests.catalog.utf8)
            let edit = try xcstringsEdit(bytes, key: "delete_photo", to: "Delete \"Photo\"\n/ \\ é")
            let rewritten = try #require(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [edit]))
            #expect(String(decoding: rewritten, as: UTF8.self).contains(#""value" : "Delete \"Photo\"\n/ \\ é""#))
        }

        @Test func refusesXCStringsEditsThatAreStaleOverlapOrNotAValue() throws {
            let bytes = Array(XCStringsFileTests.catalog.utf8)
            var stale = try xcstringsEdit(bytes, key: "delete_photo", to: "Delete Photo")
            stale.expected = "Delete Photo"
            #expect(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [stale]) == nil)

            let good = try xcstringsEdit(bytes, key: "delete_photo", to: "Delete Photo")
            var overlapping = good
            overlapping.range = good.range.lowerBound + 1..<good.range.upperBound + 1
            #expect(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [good, overlapping]) == nil)

            // The German value is a string token too, but not a development-language value.
            let offset = try #require(bytes.firstRange(of: Array(#""Foto löschen""#.utf8)))
            let translation = CatalogValueEdit(range: offset, expected: "Foto löschen", replacement: "Foto Löschen")
            #expect(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [translation]) == nil)

            let outside = CatalogValueEdit(range: bytes.count..<bytes.count + 3, expected: "", replacement: "x")
            #expect(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: [outside]) == nil)
        }

        @Test func noEditsGiveTheBytesBack() throws {
            let bytes = Array(XCStringsFileTests.catalog.utf8)
            #expect(CatalogRewriter.rewrite(bytes, format: .xcstrings, edits: []) == bytes)
            let strings = CatalogBytes.utf16(Self.stringsText, bigEndian: true)
            #expect(CatalogRewriter.rewrite(strings, format: Self.english, edits: []) == strings)
        }
    }
}
