import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    /// `XCStringsFile.parse` declines what it keeps nothing of (translations once the source
    /// language is known, `state`, unknown keys). These compare it with a reading that declines
    /// nothing: every value with its full path, picked as the catalog's rules say.
    @Suite struct XCStringsSkippingTests {
        /// Every value heard, the source language's kept: what `parse` must give.
        static func heardInFull(_ bytes: [UInt8]) throws(CatalogReadError) -> XCStringsFile {
            var scanner = JSONEventScanner(bytes: bytes)
            var root: JSONEventScanner.Value?
            var source: String?
            var keys: [(String, Int)] = []
            var marked: Set<String> = []
            var values: [(key: String, language: String, value: XCStringsValue)] = []
            try scanner.scan { event in
                let path = event.path
                if path.isEmpty { root = event.value }
                if path == ["sourceLanguage"], case .string(let language) = event.value { source = language }
                guard path.count >= 2, path[0] == "strings" else { return }
                if path.count == 2, event.value == .objectStart { keys.append((path[1], event.line)) }
                if path.count == 3, path[2] == "shouldTranslate", event.value == .bool(false) { marked.insert(path[1]) }
                guard path.count >= 6, path[2] == "localizations", path.suffix(2) == ["stringUnit", "value"],
                      case .string(let text) = event.value else { return }
                let between = Array(path[4..<path.count - 2])
                guard between.count % 3 == 0,
                      stride(from: 0, to: between.count, by: 3).allSatisfy({ between[$0] == "variations" }) else { return }
                let parts = stride(from: 0, to: between.count, by: 3).flatMap { [between[$0 + 1], between[$0 + 2]] }
                values.append((path[1], path[3], XCStringsValue(variation: parts.joined(separator: "."), text: text,
                                                                range: event.range, line: event.line)))
            }
            guard root == .objectStart else { throw CatalogReadError(line: 1, column: 1, reason: "not an object") }
            guard let source else { throw CatalogReadError(line: 1, column: 1, reason: "no source") }
            let entries = keys.map { key, line in
                XCStringsEntry(key: key, values: values.filter { $0.key == key && $0.language == source }.map(\.value),
                               shouldTranslate: !marked.contains(key), line: line)
            }
            return XCStringsFile(sourceLanguage: source, entries: entries)
        }

        static func outcome(_ read: ([UInt8]) throws(CatalogReadError) -> XCStringsFile,
                            _ bytes: [UInt8]) -> Result<XCStringsFile, CatalogReadError> {
            do throws(CatalogReadError) {
                return .success(try read(bytes))
            } catch {
                return .failure(error)
            }
        }

        /// The same entries, or the same error at the same place (the reasons for a catalog that
        /// is valid JSON but no catalog are worded apart here).
        static func expectSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            expectSame(Array(text.utf8), sourceLocation: sourceLocation)
        }

        static func expectSame(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let read = outcome(XCStringsFile.parse, bytes), heard = outcome(heardInFull, bytes)
            switch (read, heard) {
            case (.success(let file), .success(let expected)):
                #expect(file == expected, sourceLocation: sourceLocation)
            case (.failure(let error), .failure(let expected)):
                if expected.reason == "not an object" || expected.reason == "no source" {
                    #expect(error.line == 1 && error.column == 1, sourceLocation: sourceLocation)
                } else {
                    #expect(error == expected, sourceLocation: sourceLocation)
                }
            default:
                Issue.record("parse gave \(read), reading in full \(heard)", sourceLocation: sourceLocation)
            }
        }

        static let translated = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Delete" : {
              "comment" : "A button \"title\"",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen \u00e9 😀" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
                "fr" : {
                  "variations" : {
                    "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } } }
                  }
                }
              }
            },
            "Caf\u00e9 %lld" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Café" } },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "new", "value" : "Caf\u00e9 \"1\"" } },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "Cafés 😀 %lld" } }
                    }
                  }
                }
              }
            },
            "Share" : { "shouldTranslate" : false, "extractionState" : "manual" }
          },
          "version" : "1.0"
        }
        """#

        @Test func translationsAreSkippedButTheSourceLanguageIsKept() throws {
            let file = try XCStringsFile.parse(bytes: Array(Self.translated.utf8))
            #expect(file.entries.map(\.key) == ["Delete", "Café %lld", "Share"])
            #expect(file.entries[0].values.map(\.text) == ["Delete"])
            #expect(file.entries[1].values.map(\.text) == ["Café \"1\"", "Cafés 😀 %lld"])
            #expect(file.entries[1].values.map(\.variation) == ["plural.one", "plural.other"])
            #expect(!file.entries[2].shouldTranslate)
            Self.expectSame(Self.translated)
        }

        @Test func aSourceLanguageAfterTheStringsKeepsEveryLanguageUntilTheEnd() throws {
            let late = Self.translated.replacingOccurrences(of: "\"sourceLanguage\" : \"en\",\n", with: "")
                .replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\", \"sourceLanguage\" : \"de\"")
            let file = try XCStringsFile.parse(bytes: Array(late.utf8))
            #expect(file.sourceLanguage == "de")
            #expect(file.entries[0].values.map(\.text) == ["Löschen é 😀"])
            Self.expectSame(late)
        }

        @Test func aSecondSourceLanguageReadsTheTranslationsItNames() throws {
            let twice = Self.translated.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"sourceLanguage\" : \"fr\"")
            let file = try XCStringsFile.parse(bytes: Array(twice.utf8))
            #expect(file.sourceLanguage == "fr")
            #expect(file.entries[0].values.map(\.text) == ["Supprimer"])
            Self.expectSame(twice)
            // Named again the same, or as something that is not a string: nothing to read again.
            Self.expectSame(Self.translated.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"sourceLanguage\" : \"en\""))
            Self.expectSame(Self.translated.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"sourceLanguage\" : [\"fr\"]"))
        }

        @Test func errorsInsideASkippedTranslationAreTheSameAtTheSamePlace() throws {
            let broken = [
                (#""Löschen \u00e9 😀""#, #""Löschen \x""#, "an unknown escape '\\x'"),
                (#""state" : "translated", "value" : "Löschen"#, #""state" : "translated" "value" : "Löschen"#, "expected ',' or '}'"),
                (#""Supprimer""#, "\"Sup\u{01}primer\"", "a control character inside a string"),
                (#""Supprimer""#, #""\ud800 x""#, "a \\u escape that starts a surrogate pair without its second half"),
                (#"{ "one""#, #"{ one"#, "expected an object key in quotes"),
                (#""one" : {"#, #""one" {"#, "expected ':' after an object key"),
                (#""state" : "translated""#, #""state" : tru"#, "expected 'true'"),
                (#""state" : "translated""#, #""state" : -"#, "a number without digits"),
            ]
            for (good, bad, reason) in broken {
                let text = Self.translated.replacingOccurrences(of: good, with: bad)
                #expect(text != Self.translated)
                Self.expectSame(text)
                var error: CatalogReadError?
                do { _ = try XCStringsFile.parse(bytes: Array(text.utf8)) } catch let thrown { error = thrown }
                #expect(error?.reason == reason)
                #expect((error?.line ?? 0) > 2)
            }
            // Bytes that are not UTF-8 in a skipped value or key point at the opening quote.
            let bytes = Array(Self.translated.utf8)
            let value = try #require(bytes.firstRange(of: Array("Supprimer".utf8)))
            var invalid = bytes
            invalid[value.lowerBound + 1] = 0xC3
            Self.expectSame(invalid)
            let key = try #require(bytes.firstRange(of: Array("\"fr\"".utf8)))
            invalid = bytes
            invalid[key.lowerBound + 1] = 0xFF
            Self.expectSame(invalid)
        }

        @Test func keysWrittenWithEscapesAreTheKeysTheySpell() throws {
            let escaped = #"""
            { "source\u004Canguage" : "en", "str\u0069ngs" : {
              "\u00e9t\u00e9" : { "localizations" : { "\u0065n" : { "string\u0055nit" : { "v\u0061lue" : "\u00e9" } },
                                                     "d\u0065" : { "stringUnit" : { "value" : "x" } } } },
              "Ünïcode ☃" : { "should\u0054ranslate" : false, "localizations" : { "en" : { "stringUnit" : { "value" : "☃ \"snow\"" } } } }
            } }
            """#
            let file = try XCStringsFile.parse(bytes: Array(escaped.utf8))
            #expect(file.entries.map(\.key) == ["été", "Ünïcode ☃"])
            #expect(file.entries.map { $0.values.map(\.text) } == [["é"], ["☃ \"snow\""]])
            #expect(file.entries.map(\.shouldTranslate) == [true, false])
            Self.expectSame(escaped)
        }

        @Test func arraysWhereObjectsBelongAreReadAsTheirIndexes() {
            Self.expectSame(#"{ "sourceLanguage" : "0", "strings" : [ { "localizations" : [ { "stringUnit" : { "value" : "a" } } ] } ] }"#)
            Self.expectSame(#"{ "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : { "variations" : { "plural" : [ { "stringUnit" : { "value" : "a" } } ] } } } } } }"#)
            Self.expectSame(#"[ { "sourceLanguage" : "en" } ]"#)
        }

        @Test func oddShapesAgreeWithAFullReading() {
            // Values not where a text stands, substitutions, a value under a value, duplicate keys.
            Self.expectSame(#"""
            { "sourceLanguage" : "en", "strings" : {
              "a" : { "localizations" : { "en" : { "stringUnit" : { "value" : { "stringUnit" : { "value" : "x" } } },
                                                   "substitutions" : { "n" : { "stringUnit" : { "value" : "y" } } } } } },
              "a" : { "localizations" : { "en" : { "stringUnit" : { "value" : "second" } }, "en" : { "variations" : { } } } },
              "b" : "not an object", "c" : { "shouldTranslate" : "no", "localizations" : 5 },
              "d" : { "localizations" : { "en" : { "variations" : { "device" : { "mac" : { "stringUnit" : { "value" : 1 } } } } } } }
            } }
            """#)
        }

        @Test func bytesChangedAtRandomGiveTheSameEntriesOrErrors() {
            let original = Array(Self.translated.utf8)
            let replacements = Array("{}[]\",:\\u0 \ntfn-1.eE".utf8) + [0xC3, 0xA9, 0xFF, 0x01]
            var generator = SeededGenerator(seed: 20_240_611)
            for _ in 0..<400 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.remove(at: index)
                    case 1: bytes.insert(replacements.randomElement(using: &generator)!, at: index)
                    default: bytes[index] = replacements.randomElement(using: &generator)!
                    }
                }
                Self.expectSame(bytes)
            }
        }
    }
}
