import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    @Suite struct GeneratedAccessorTests {
        private func accessors(_ code: String, path: String = "Strings.swift") -> [GeneratedAccessor] {
            GeneratedAccessor.declared(in: CallParser.parse(Lexer.lex(SourceFile(path: path, text: code))))
        }

        /// SwiftGen's current shape, written for this test: constants and functions with `fallback:`.
        private static let withFallback = #"""
        // Generated file
        import Foundation

        internal enum L10n {
          internal enum Common {
            internal enum Alerts {
              /// Cancel
              internal static let cancel = L10n.tr("Localizable", "common.alerts.cancel", fallback: "Cancel")
            }
            internal static func deleteItems(_ p1: Int) -> String {
              return L10n.tr("Localizable", "common.delete_items", p1, fallback: "Delete %d items")
            }
          }
          internal static let signIn = L10n.tr("Auth", "sign_in", fallback: "Sign in")
        }

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """#

        @Test func findsConstantsAndFunctionsInNestedEnumsWithFallbacks() {
            let found = accessors(Self.withFallback)
            #expect(found.map { $0.memberPath.joined(separator: ".") }
                    == ["L10n.Common.Alerts.cancel", "L10n.Common.deleteItems", "L10n.signIn"])
            #expect(found.map(\.table) == ["Localizable", "Localizable", "Auth"])
            #expect(found.map(\.key) == ["common.alerts.cancel", "common.delete_items", "sign_in"])
            #expect(found.map(\.fallback) == ["Cancel", "Delete %d items", "Sign in"])
            #expect(found.map(\.isFunction) == [false, true, false])
            #expect(found.map(\.line) == [8, 11, 14])
        }

        @Test func findsTheOlderShapeWithoutFallbackUnderAnyEnumName() {
            let found = accessors("""
            enum Strings {
              enum Settings {
                static let delete = Strings.tr("Settings", "settings.delete")
                static var share: String { tr("Localizable", "share") }
              }
              static func greeting(_ name: String) -> String { Strings.tr("Localizable", "greeting", name) }
            }
            """)
            #expect(found.map { $0.memberPath.joined(separator: ".") }
                    == ["Strings.Settings.delete", "Strings.Settings.share", "Strings.greeting"])
            #expect(found.allSatisfy { $0.fallback == nil })
            #expect(found.map(\.key) == ["settings.delete", "share", "greeting"])
        }

        @Test func membersOfExtensionsOfTheEnumCount() {
            let found = accessors("extension Loc.Alerts { static let ok = Loc.tr(\"Localizable\", \"ok\") }")
            #expect(found.map(\.memberPath) == [["Loc", "Alerts", "ok"]])
        }

        @Test func lookAlikesThatAreNotWholeLiteralLookupsAreNotAccessors() {
            let found = accessors(#"""
            enum Copy {
              static let joined = Copy.tr("Localizable", "a") + "!"
              static let computed = Copy.tr(tableName, "key")
              static let interpolated = Copy.tr("Localizable", "k\(n)")
              static let labelled = Copy.tr("Localizable", "k", comment: "x")
              static func twoStatements() -> String { log(); return Copy.tr("Localizable", "k") }
            }
            struct View {
              static let title = Copy.tr("Localizable", "title")
              func body() { let local = Copy.tr("Localizable", "local") }
            }
            let topLevel = tr("Localizable", "top")
            """#)
            #expect(found.isEmpty)
        }

        @Test func theIndexResolvesUsesAndDropsConflictingDeclarations() {
            var index = GeneratedAccessorIndex(accessors(Self.withFallback, path: "A/Strings.swift"))
            #expect(index.accessor(named: ["L10n", "Common", "Alerts", "cancel"])?.key == "common.alerts.cancel")
            #expect(index.accessor(named: ["L10n", "Common", "cancel"]) == nil)
            for accessor in accessors("enum L10n { static let signIn = L10n.tr(\"Auth\", \"log_in\") }", path: "B/Strings.swift") {
                index.add(accessor)
            }
            #expect(index.accessor(named: ["L10n", "signIn"]) == nil)
            #expect(index.count == 2)
            // The same declaration seen twice (a file listed twice, a copied module) is not a conflict.
            for accessor in accessors(Self.withFallback, path: "C/Strings.swift") { index.add(accessor) }
            #expect(index.accessor(named: ["L10n", "Common", "deleteItems"])?.fallback == "Delete %d items")
        }

        /// Modules that each declare the same paths (one `L10n` per feature module) are held
        /// once: fifty copies store what one does, and still resolve (keeping every copy held
        /// about 20 MB on the 500 MB benchmark tree).
        @Test func pathsDeclaredByManyModulesAreHeldOnce() {
            let one = accessors(Self.withFallback, path: "A/Strings.swift")
            let copies = (0..<50).flatMap { module in
                accessors(Self.withFallback, path: "Feature\(module)/Strings.swift")
            }
            let single = GeneratedAccessorIndex(one)
            let index = GeneratedAccessorIndex(copies)
            #expect(copies.count == 50 * one.count)
            #expect(index.storedCount == single.storedCount)
            #expect(index.count == single.count)
            #expect(index.accessor(named: ["L10n", "Common", "Alerts", "cancel"])?.path == "Feature0/Strings.swift")
        }

        /// A path declared with different lookups stays dropped whatever is declared after, and
        /// is not counted; an agreeing copy keeps it.
        @Test func aConflictingPathStaysDroppedAndUncounted() {
            let first = accessors("enum L10n { static let a = L10n.tr(\"T\", \"one\"); static let b = L10n.tr(\"T\", \"b\") }", path: "A/S.swift")
            let other = accessors("enum L10n { static let a = L10n.tr(\"T\", \"two\") }", path: "B/S.swift")
            var index = GeneratedAccessorIndex(first + first)
            #expect(index.count == 2)
            #expect(index.accessor(named: ["L10n", "a"])?.key == "one")
            for accessor in other + first { index.add(accessor) }
            #expect(index.accessor(named: ["L10n", "a"]) == nil)
            #expect(index.accessor(dottedName: "L10n.a") == nil)
            #expect(index.accessor(dottedName: "L10n.b")?.key == "b")
            #expect(index.count == 1)
        }

        /// A path's dotted name, made at its length from its parts' bytes, is the parts joined by
        /// dots, short (inline) and long, ASCII or not, with empty parts.
        @Test func dottedNamesAreThePartsJoinedByDots() {
            let paths: [[String]] = [
                [], [""], ["L10n"], ["L10n", "a"], ["L10n", "Common", "cancel"], ["", ""], ["a", "", "b"],
                ["L10n", "PhotoLibrary", "Sharing", "aVeryLongAccessorNameIndeed"], ["Strings", "Café", "ÉtéÀ"],
                ["L", "x"], ["Root", String(repeating: "n", count: 14)], ["Root", String(repeating: "é", count: 40)],
            ]
            for path in paths {
                #expect(GeneratedAccessorIndex.dottedName(path) == path.joined(separator: "."), "\(path)")
            }
        }

        /// An index grown one accessor at a time past its first table finds every path by its
        /// names and by its dotted name; a path's hash is its dotted name's, and a path spelled
        /// with a dot inside a name is the same path as before.
        @Test func aGrownIndexFindsEveryPathByNamesAndDottedName() {
            var index = GeneratedAccessorIndex()
            let paths = (0..<40).map { ["L10n", "Group\($0 % 3)", "member\($0)"] }
            for (number, path) in paths.enumerated() {
                index.add(GeneratedAccessor(memberPath: path, isFunction: false, table: "T", key: "k\(number)",
                                            fallback: nil, path: "S.swift", line: number + 1))
            }
            #expect(index.count == 40)
            for (number, path) in paths.enumerated() {
                let dotted = path.joined(separator: ".")
                #expect(index.accessor(named: path)?.key == "k\(number)")
                #expect(index.accessor(dottedName: dotted)?.key == "k\(number)")
                #expect(GeneratedAccessorIndex.hash(path) == GeneratedAccessorIndex.hash(dotted: Array(dotted.utf8)))
            }
            #expect(index.accessor(named: ["L10n", "Group0", "member1"]) == nil)
            #expect(index.accessor(dottedName: "L10n.Group0") == nil)
            index.add(GeneratedAccessor(memberPath: ["L10n", "Group1.member1"], isFunction: false, table: "T", key: "other",
                                        fallback: nil, path: "S.swift", line: 99))
            #expect(index.accessor(named: ["L10n", "Group1", "member1"]) == nil)
            #expect(index.count == 39)
        }

        /// Plain ASCII tables and keys are read from their bytes; every other literal the slow way.
        @Test func tablesAndKeysReadFromBytesMatchTheLiteralsText() {
            let found = accessors(#"""
            enum L10n {
              static let plain = L10n.tr("Localizable", "common.plain")
              static let empty = L10n.tr("", "")
              static let escaped = L10n.tr("Localizable", "tab\tquote\"end")
              static let accented = L10n.tr("Localizable", "café.ok", fallback: "Café")
              static let raw = L10n.tr(#"Localizable"#, #"raw "key""#)
              static let spaced = L10n.tr("My Table", "a key with spaces & symbols: %@ {}")
            }
            """#)
            #expect(found.map(\.table) == ["Localizable", "", "Localizable", "Localizable", "Localizable", "My Table"])
            #expect(found.map(\.key) == ["common.plain", "", "tab\tquote\"end", "café.ok", #"raw "key""#,
                                         "a key with spaces & symbols: %@ {}"])
            #expect(found.map(\.fallback) == [nil, nil, nil, "Café", nil, nil])
        }

        /// The byte reading agrees with `StringLiteral.plainText` on every literal it accepts and
        /// turns down every literal it must not read (raw, multi-line, escaped, non-ASCII, unterminated).
        @Test func theByteReadingAcceptsOnlyLiteralsItReadsAsTheLexerDoes() {
            let code = #"""
            let a = "plain.key"; let b = ""; let c = "x\ny"; let d = #"raw"#; let e = "é"
            let f = """
                multi
                """
            let g = "with \(interpolation)"; let h = "~!@#$%^&*()_+{}|:<>?`-=[];',./"
            let i = "unterminated
            """#
            let lexed = Lexer.lex(SourceFile(path: "L.swift", text: code))
            var accepted: [String] = []
            for token in lexed.tokens where token.kind == .stringLiteral {
                guard let text = LookupArguments.simpleLiteralText(token.range, in: lexed.source.bytes) else { continue }
                #expect(text == lexed.literal(startingAt: token.range.lowerBound)?.plainText(in: lexed.source))
                accepted.append(text)
            }
            #expect(accepted == ["plain.key", "", "~!@#$%^&*()_+{}|:<>?`-=[];',./"])
        }
    }
}

extension LocalizationTests {
    /// The byte search that finds which files may declare an accessor root, without lexing.
    @Suite struct DeclaredTypeNamesTests {
        @Test func namesAfterEnumAndExtensionAtAWordBoundary() {
            let text = """
            internal enum L10n {
              indirect enum Nested { }
            }
            extension L10n.Common { }
            extension\tStrings{}
            let myenum Fake = 1
            let value = extensionless Thing
            enum
            """
            #expect(DeclaredTypeNames.scan(Array(text.utf8)) == ["L10n", "Nested", "Strings"])
        }

        /// The search skips sixteen-byte blocks without a possible keyword start: a keyword at
        /// every offset around a block's edge and the file's end, with every neighbour, is found
        /// exactly as a byte-by-byte reading finds it.
        @Test func blockSearchFindsWhatAByteByByteReadingFinds() {
            let pieces = ["enum A", "extension B", "xenum C", "enum\tD", "enumE", "extension  F{}", "enum ", "extension",
                          "e", "ex", "enu", "name", "item", "_enum G", "é enum H", "enum enum I", "extension enum J"]
            var checked = 0
            for padding in 0..<40 {
                for first in pieces {
                    for second in ["", " ", "\n", "x"] + pieces {
                        let text = String(repeating: "a", count: padding) + " " + first + second
                        let bytes = Array(text.utf8)
                        #expect(DeclaredTypeNames.scan(bytes) == Self.byteByByte(bytes), "\(text.debugDescription)")
                        checked += 1
                    }
                }
            }
            #expect(checked == 40 * 17 * 21)
        }

        @Test func aLongFileFindsDeclarationsPastManyBlocks() {
            let filler = String(repeating: "let item = name.value // see the extensions and enumerations\n", count: 40)
            let text = filler + "enum Deep {}\n" + filler + "extension Deeper.Inner {}\n" + filler + "enum"
            #expect(DeclaredTypeNames.scan(Array(text.utf8)) == ["Deep", "Deeper"])
        }

        /// The reading the block search must agree with: every byte, in order.
        private static func byteByByte(_ bytes: [UInt8]) -> Set<String> {
            func isName(_ byte: UInt8) -> Bool {
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == 0x5F || byte >= 0x80
            }
            func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
            var names: Set<String> = []
            var index = 0
            outer: while index < bytes.count {
                if index == 0 || !isName(bytes[index - 1]) {
                    for keyword in [Array("enum".utf8), Array("extension".utf8)]
                    where index + keyword.count < bytes.count && Array(bytes[index..<index + keyword.count]) == keyword
                        && isBlank(bytes[index + keyword.count]) {
                        var cursor = index + keyword.count
                        while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
                        let start = cursor
                        while cursor < bytes.count, isName(bytes[cursor]) { cursor += 1 }
                        if cursor > start { names.insert(String(decoding: bytes[start..<cursor], as: UTF8.self)) }
                        index = cursor
                        continue outer
                    }
                }
                index += 1
            }
            return names
        }
    }
}
