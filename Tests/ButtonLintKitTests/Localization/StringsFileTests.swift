import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    @Suite struct StringsFileTests {
        private func parse(_ text: String) throws -> StringsFile {
            try StringsFile.parse(bytes: Array(text.utf8))
        }


        private func readError(_ text: String) -> CatalogReadError? {
            do {
                _ = try StringsFile.parse(bytes: Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }

        @Test func readsQuotedEntriesWithCommentsAsXcodeWritesThem() throws {
            let file = try parse("""
            /* Title of the delete button */
            "delete.button" = "Delete Photo";
            // a line comment
            "cancel" = "Cancel";
            """)
            #expect(file.entries.map(\.key) == ["delete.button", "cancel"])
            #expect(file.entries.map(\.value) == ["Delete Photo", "Cancel"])
            #expect(file.entries.map(\.line) == [2, 4])
            #expect(file.encoding == .utf8)
        }

        @Test func valueRangeCoversTheValueInsideItsQuotes() throws {
            let source = "\"ok\" = \"Okay\";\n\"del\" = \"Delete\";"
            let file = try parse(source)
            let bytes = Array(source.utf8)
            #expect(file.entries.map { String(decoding: bytes[$0.valueRange], as: UTF8.self) } == ["Okay", "Delete"])
        }

        @Test func readsUnquotedKeysAndValuesAndTheKeyOnlyShorthand() throws {
            let file = try parse("save = Save;\n\"Done\";\nsettings.title = \"Settings\";")
            #expect(file.entries.map(\.key) == ["save", "Done", "settings.title"])
            #expect(file.entries.map(\.value) == ["Save", "Done", "Settings"])
        }

        @Test func decodesEscapes() throws {
            let file = try parse(#""k" = "Say \"Hi\"\\ \n\t\r \U00e9 \UD83D\UDE00 \101";"#)
            #expect(file.entries.first?.value == "Say \"Hi\"\\ \n\t\r é 😀 A")
        }

        @Test func keepsUTF8NonASCIIAndSkipsAUTF8ByteOrderMark() throws {
            let file = try StringsFile.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("\"k\" = \"Löschen …\";".utf8))
            #expect(file.entries.first?.value == "Löschen …")
            #expect(file.byteOrderMarkLength == 3)
            // Three bytes of mark, seven of `"k" = "`, then twelve of UTF-8 value.
            #expect(file.entries.first?.valueRange == 10..<22)
        }

        @Test(arguments: [false, true])
        func readsUTF16WithEitherByteOrderMark(bigEndian: Bool) throws {
            let source = "/* é */\n\"delete\" = \"Delete 😀 Now\";\n"
            let bytes = CatalogBytes.utf16(source, bigEndian: bigEndian)
            let file = try StringsFile.parse(bytes: bytes)
            #expect(file.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
            #expect(file.byteOrderMarkLength == 2)
            let entry = try #require(file.entries.first)
            #expect(entry.key == "delete")
            #expect(entry.value == "Delete 😀 Now")
            #expect(entry.line == 2)
            // The range is in the file's bytes: decoding just that slice gives the value back.
            let slice = Array(bytes[entry.valueRange])
            var units: [UInt16] = []
            for index in stride(from: 0, to: slice.count, by: 2) {
                let first = UInt16(slice[index]), second = UInt16(slice[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
            }
            #expect(String(decoding: units, as: UTF16.self) == "Delete 😀 Now")
        }

        @Test func emptyAndCommentOnlyFilesHaveNoEntries() throws {
            #expect(try parse("").entries.isEmpty)
            #expect(try parse("/* nothing */\n// here\n").entries.isEmpty)
        }

        @Test func unterminatedEntryIsAnErrorAtItsLine() {
            let error = readError("\"a\" = \"A\";\n\"b\" = \"B\"\n")
            #expect(error?.line == 3)
            #expect(error?.reason.contains("';'") == true)
        }

        @Test func unterminatedStringPointsAtItsOpeningQuote() {
            let error = readError("\"a\" = \"A\";\n  \"b\" = \"B;\n")
            #expect(error?.line == 2)
            #expect(error?.column == 9)
        }

        @Test func badEscapesAreErrors() {
            #expect(readError(#""k" = "\U12";"#)?.reason.contains("four hex digits") == true)
            #expect(readError(#""k" = "\UD83D";"#)?.reason.contains("surrogate") == true)
            #expect(readError(#""k" = "\UDE00";"#)?.reason.contains("surrogate") == true)
            #expect(readError("\"k\" = \"\\")?.line == 1)
        }

        @Test func missingEqualsAndUnclosedCommentAreErrors() {
            #expect(readError("\"a\" \"A\";")?.column == 5)
            #expect(readError("\"a\" = \"A\";\n/* open")?.line == 2)
            #expect(readError("= \"A\";")?.column == 1)
        }

        @Test func undecodableBytesAreAnErrorNotACrash() {
            #expect(throws: CatalogReadError.self) { try StringsFile.parse(bytes: Array("\"a\" = \"".utf8) + [0xC3, 0x28]) }
            #expect(throws: CatalogReadError.self) { try StringsFile.parse(bytes: [0xFF, 0xFE, 0x22]) }
            #expect(throws: CatalogReadError.self) { try StringsFile.parse(bytes: [0xFF, 0xFE, 0x00, 0xD8, 0x22, 0x00]) }
        }

        @Test func aValueReadInOnePieceMatchesOneReadScalarByScalar() throws {
            // A UTF-8 value without escapes is taken from the bytes; one with an escape after a
            // plain run, or a UTF-16 file's, is decoded scalar by scalar: the same texts either way.
            let source = "\"a\" = \"Löschen … 😀\";\n\"b\" = \"Plain then \\\"quoted\\\" é\";"
            let file = try parse(source)
            #expect(file.entries.map(\.value) == ["Löschen … 😀", "Plain then \"quoted\" é"])
            let bytes = Array(source.utf8)
            #expect(String(decoding: bytes[file.entries[0].valueRange], as: UTF8.self) == "Löschen … 😀")
            let utf16 = try StringsFile.parse(bytes: [0xFF, 0xFE] + source.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            #expect(utf16.entries.map(\.value) == file.entries.map(\.value))
        }

        @Test func whitespaceIsUnicodesInAndOutsideASCII() throws {
            // Vertical tab, form feed and no-break space separate tokens as a space does.
            let file = try parse("\"a\"\u{0B}=\u{0C}\"A\"\u{00A0};\u{2003}\"b\" = \"B\";")
            #expect(file.entries.map(\.value) == ["A", "B"])
            // A control character that is no white space is not skipped.
            #expect(readError("\"a\" = \u{1F}\"A\";")?.column == 7)
        }

        @Test func deepNestingOfBracesIsAFlatError() {
            let error = readError(String(repeating: "{", count: 100_000))
            #expect(error?.line == 1)
        }
    }
}
