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
    }
}
