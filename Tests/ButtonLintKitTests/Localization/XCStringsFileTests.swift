import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    @Suite struct XCStringsFileTests {
        /// Formatted as Xcode writes catalogs: two-space indent, ` : ` between key and value.
        static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "delete_photo" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Foto löschen"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Delete photo"
                  }
                }
              }
            },
            "Delete %lld Items" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Delete Item"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Delete %lld Items"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Share" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "variations" : {
                          "plural" : {
                            "other" : {
                              "stringUnit" : { "state" : "translated", "value" : "Share \"It\" \u00e9" }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Save" : {

            },
            "ButtonLint" : {
              "shouldTranslate" : false
            },
            "Rename %@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "new", "value" : "Rename %@" },
                  "substitutions" : {
                    "count" : { "stringUnit" : { "state" : "new", "value" : "ignored" } }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

        private func parse(_ text: String) throws(CatalogReadError) -> XCStringsFile {
            try XCStringsFile.parse(bytes: Array(text.utf8))
        }

        private func readError(_ bytes: [UInt8]) -> CatalogReadError? {
            do {
                _ = try XCStringsFile.parse(bytes: bytes)
                return nil
            } catch {
                return error
            }
        }

        private func readError(_ text: String) -> CatalogReadError? {
            do {
                _ = try parse(text)
                return nil
            } catch {
                return error
            }
        }

        @Test func readsTheSourceLanguageValuesOnly() throws {
            let file = try parse(Self.catalog)
            #expect(file.sourceLanguage == "en")
            #expect(file.entries.map(\.key) == ["delete_photo", "Delete %lld Items", "Share", "Save", "ButtonLint", "Rename %@"])
            let delete = file.entries[0]
            #expect(delete.values.map(\.text) == ["Delete photo"])
            #expect(delete.values.map(\.variation) == [""])
            #expect(delete.values.first?.line == 15)
        }

        @Test func readsPluralAndNestedDeviceVariations() throws {
            let file = try parse(Self.catalog)
            #expect(file.entries[1].values.map(\.variation) == ["plural.one", "plural.other"])
            #expect(file.entries[1].values.map(\.text) == ["Delete Item", "Delete %lld Items"])
            #expect(file.entries[2].values.map(\.variation) == ["device.mac.plural.other"])
            #expect(file.entries[2].values.map(\.text) == ["Share \"It\" é"])
        }

        @Test func keysWithoutASourceValueHaveNoValuesAndShouldTranslateIsRead() throws {
            let file = try parse(Self.catalog)
            #expect(file.entries[3].values.isEmpty)
            #expect(file.entries[3].shouldTranslate)
            #expect(file.entries[4].values.isEmpty)
            #expect(!file.entries[4].shouldTranslate)
        }

        @Test func substitutionsAreNotTexts() throws {
            #expect(try parse(Self.catalog).entries[5].values.map(\.text) == ["Rename %@"])
        }

        @Test func rangeIsTheJSONStringTokenSoOneValueCanBeRewritten() throws {
            let bytes = Array(Self.catalog.utf8)
            let file = try XCStringsFile.parse(bytes: bytes)
            for entry in file.entries {
                for value in entry.values {
                    let token = String(decoding: bytes[value.range], as: UTF8.self)
                    #expect(token.hasPrefix("\"") && token.hasSuffix("\""))
                    #expect(bytes[..<value.range.lowerBound].filter { $0 == 0x0A }.count + 1 == value.line)
                }
            }
            let share = try #require(file.entries[2].values.first)
            #expect(String(decoding: bytes[share.range], as: UTF8.self) == #""Share \"It\" \u00e9""#)
            // Replacing the token changes exactly one line of the file.
            var edited = bytes
            edited.replaceSubrange(file.entries[0].values[0].range, with: Array("\"Delete Photo\"".utf8))
            let before = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let after = String(decoding: edited, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count)
            #expect(zip(before, after).filter { $0 != $1 }.count == 1)
            #expect(try XCStringsFile.parse(bytes: edited).entries[0].values[0].text == "Delete Photo")
        }

        @Test func sourceLanguageDecidesWhichValuesAreKept() throws {
            let german = Self.catalog.replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"de\"")
            let file = try parse(german)
            #expect(file.entries[0].values.map(\.text) == ["Foto löschen"])
            #expect(file.entries[1].values.isEmpty)
        }

        @Test func malformedJSONIsAnErrorWithItsLine() {
            #expect(readError("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { ]\n}")?.line == 4)
            #expect(readError("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}")?.line == 3)
            #expect(readError("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : {} }")?.reason.contains("ends inside") == true)
            #expect(readError("{ \"sourceLanguage\" : \"en\" } x")?.reason.contains("after the end") == true)
            #expect(readError("{ \"sourceLanguage\" : \"e\\q\" }")?.reason.contains("escape") == true)
            #expect(readError("{ \"sourceLanguage\" : \"\\ud83d\" }")?.reason.contains("surrogate") == true)
            #expect(readError("{ \"n\" : 1.e5 }") != nil)
            #expect(readError("{ \"strings\" : {} }")?.reason.contains("sourceLanguage") == true)
            #expect(readError("[1, 2]")?.reason.contains("JSON object") == true)
            #expect(readError("") != nil)
        }

        @Test func undecodableBytesAreAnError() {
            #expect(throws: CatalogReadError.self) {
                try XCStringsFile.parse(bytes: Array("{ \"sourceLanguage\" : \"".utf8) + [0xC3, 0x28, 0x22, 0x7D])
            }
        }

        @Test func stringsReadInOnePieceOrByteByByteAgree() throws {
            // Plain ASCII, non-ASCII, and escapes after a plain run (read byte by byte from there).
            var scanner = JSONEventScanner(bytes: Array(#"["Delete", "Löschen … 😀", "Say \"Hi\" \u00e9", "", "a\/b"]"#.utf8))
            var texts: [String] = []
            try scanner.scan { if case .string(let text) = $0.value { texts.append(text) } }
            #expect(texts == ["Delete", "Löschen … 😀", "Say \"Hi\" é", "", "a/b"])
        }

        @Test func badStringsAreErrorsAtTheirPlace() {
            // Bytes that are not UTF-8 point at the string's opening quote, with or without an escape before them.
            let prefix = Array("{\n  \"sourceLanguage\" : \"".utf8)
            for bytes in [prefix + [0xC3, 0x28, 0x22, 0x7D], prefix + Array("a\\n".utf8) + [0xC3, 0x28, 0x22, 0x7D]] {
                let error = readError(bytes)
                #expect(error?.line == 2)
                #expect(error?.column == 22)
                #expect(error?.reason.contains("UTF-8") == true)
            }
            // A control character inside a string is an error where it stands.
            let control = readError(Array("{ \"sourceLanguage\" : \"e\u{01}n\" }".utf8))
            #expect(control?.reason.contains("control character") == true)
            #expect(control?.column == 24)
            #expect(readError(Array("{ \"sourceLanguage\" : \"en".utf8))?.reason.contains("never closed") == true)
        }

        @Test func deepNestingIsReadWithoutRecursion() throws {
            let depth = 200_000
            let deep = "{\"sourceLanguage\":\"en\",\"x\":" + String(repeating: "[", count: depth)
                + String(repeating: "]", count: depth) + "}"
            #expect(try parse(deep).entries.isEmpty)
            #expect(readError(String(repeating: "[", count: depth)) != nil)
        }

        @Test func scannerReportsPathsForArraysNumbersAndLiterals() throws {
            var scanner = JSONEventScanner(bytes: Array(#"{"a":[1,{"b":null},true,-2.5e3],"c":"x"}"#.utf8))
            var seen: [String] = []
            try scanner.scan { seen.append($0.path.joined(separator: "/") + "=" + "\($0.value)") }
            #expect(seen == ["=objectStart", "a=arrayStart", "a/0=number", "a/1=objectStart", "a/1/b=null",
                             "a/2=bool(true)", "a/3=number", "c=string(\"x\")"])
        }
    }
}
