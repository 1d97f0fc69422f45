import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

extension LocalizationTests {
    /// The run's catalog pass through the command line: catalogs read before linting, findings at
    /// the Swift call site, malformed catalogs as `io` findings, `development-language`, and the
    /// catalog half of `--fix`.
    @Suite struct LocalizedRunTests {
        private func run(_ arguments: [String], in folder: TemporaryFolder,
                         catalogFixApplier: CatalogFixApplier? = nil) -> (status: Int32, output: String, error: String) {
            let output = RecordedOutput()
            var command = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
            command.pipeline.catalogFixApplier = catalogFixApplier
            let status = command.run(arguments: arguments)
            return (status, output.output, output.error)
        }

        private func project() throws -> TemporaryFolder {
            let folder = try TemporaryFolder()
            try folder.write("App/Dialogs.swift", """
                import UIKit
                let remove = UIAlertAction(title: NSLocalizedString("remove", comment: ""), style: .destructive)
                let okay = UIAlertAction(title: NSLocalizedString("okay", comment: ""), style: .default)
                """)
            try folder.write("App/en.lproj/Localizable.strings", "\"remove\" = \"remove photo\";\n\"okay\" = \"OK\";\n")
            try folder.write("App/de.lproj/Localizable.strings", "\"remove\" = \"foto entfernen\";\n\"okay\" = \"okay\n")
            return folder
        }

        @Test func aCatalogTitleIsReportedAtTheSwiftCallSiteNamingCatalogAndKey() throws {
            let folder = try project()
            let result = run(["--reporter", "json"], in: folder)
            #expect(result.status == 0)
            let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
            #expect(findings.count == 1)
            #expect(findings.first?["title"] as? String == "remove photo")
            #expect(findings.first?["file"] as? String == "App/Dialogs.swift")
            #expect(findings.first?["line"] as? Int == 2)
            #expect((findings.first?["message"] as? String)?.contains("key 'remove' in App/en.lproj/Localizable.strings") == true)
        }

        @Test func aMalformedCatalogIsAnIoFindingAtItsLineAndTheSwiftFilesAreStillLinted() throws {
            let folder = try project()
            try folder.write("Kit/en.lproj/Broken.strings", "\"a\" = \"A\";\n\"b\" = \"never closed;\n")
            try folder.write("Kit/Catalog.xcstrings", "{ \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"x\" : [ }\n}")
            try folder.write("Kit/Notes.strings", "not a catalog: no .lproj folder around it")
            let result = run([], in: folder)
            #expect(result.status == 1)
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("Kit/en.lproj/Broken.strings:2:") && $0.hasSuffix("(io)") })
            #expect(lines.contains { $0.hasPrefix("Kit/Catalog.xcstrings:2:") && $0.hasSuffix("(io)") })
            #expect(lines.contains { $0.hasPrefix("App/Dialogs.swift:2:") && $0.hasSuffix("(title-case)") })
            // The broken German translation is never read, and a .strings file is never linted as Swift.
            #expect(!result.output.contains("de.lproj"))
            #expect(!result.output.contains("Notes.strings"))
            #expect(lines.count == 3)
        }

        @Test func theDevelopmentLanguageComesFromTheRootConfiguration() throws {
            let folder = try project()
            try folder.write("App/fr.lproj/Localizable.strings", "\"remove\" = \"Supprimer la Photo\";\n\"okay\" = \"ok\";\n")
            try folder.write(".buttonlint.yml", "development-language: fr\n")
            let result = run([], in: folder)
            #expect(result.output.contains("'ok'"))
            #expect(!result.output.contains("remove photo"))
            try folder.write(".buttonlint.yml", "rules: {}\ndevelopment-language: [fr]\n")
            let bad = run([], in: folder)
            #expect(bad.status == 2)
            #expect(bad.error.contains(".buttonlint.yml:2:"))
            try folder.write(".buttonlint.yml", "development-language: en lproj\n")
            #expect(run([], in: folder).error.contains(".buttonlint.yml:1:23"))
        }

        /// Splices each value's UTF-8 bytes in: enough for a UTF-8 `.strings` file.
        private static let spliceUTF8: CatalogFixApplier.Rewrite = { bytes, _, values in
            var result = bytes
            for value in values.reversed() {
                guard String(decoding: bytes[value.range], as: UTF8.self) == value.expected else { return nil }
                result.replaceSubrange(value.range, with: Array(value.replacement.utf8))
            }
            return result
        }

        @Test func fixRewritesTheDevelopmentLanguageValueAndASecondFixChangesNothing() throws {
            let folder = try project()
            let german = try folder.read("App/de.lproj/Localizable.strings")
            let swift = try folder.read("App/Dialogs.swift")
            let fixer = CatalogFixApplier(rewrite: Self.spliceUTF8)
            let first = run(["--fix"], in: folder, catalogFixApplier: fixer)
            #expect(first.status == 0)
            #expect(first.output.isEmpty)
            #expect(first.error.contains("Fixed 1 finding"))
            #expect(try folder.read("App/en.lproj/Localizable.strings") == "\"remove\" = \"Remove Photo\";\n\"okay\" = \"OK\";\n")
            #expect(try folder.read("App/de.lproj/Localizable.strings") == german)
            #expect(try folder.read("App/Dialogs.swift") == swift)
            let second = run(["--fix"], in: folder, catalogFixApplier: fixer)
            #expect(second.output.isEmpty)
            #expect(second.error.contains("found no findings") || second.error.contains("Fixed 0 findings"))
        }

        @Test func aRefusedCatalogFixKeepsItsFindingAndSaysWhy() throws {
            let folder = try project()
            let before = try folder.read("App/en.lproj/Localizable.strings")
            let result = run(["--fix"], in: folder, catalogFixApplier: CatalogFixApplier(rewrite: { _, _, _ in nil }))
            #expect(result.output.contains("App/Dialogs.swift:2:"))
            #expect(result.error.contains("fix not applied: the catalog App/en.lproj/Localizable.strings no longer holds"))
            #expect(try folder.read("App/en.lproj/Localizable.strings") == before)
        }

        @Test func theStandardFixChangesOneXCStringsLineAndKeepsAUTF16FilesByteOrderMark() throws {
            let folder = try TemporaryFolder()
            try folder.write("App/View.swift", """
                import SwiftUI
                let a = Button("delete_all") { }
                let b = Button { } label: { Text("remove", tableName: "Alerts") }
                """)
            let catalog = """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "delete_all" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "alle löschen"
                          }
                        },
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "delete all"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """
            try folder.write("App/Localizable.xcstrings", catalog)
            try folder.write("App/de.lproj/Alerts.strings", "\"remove\" = \"foto entfernen\";\n")
            let utf16 = [UInt8]([0xFF, 0xFE]) + Array("/* Alerts */\n\"remove\" = \"remove photo\";\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            try folder.write("App/en.lproj/Alerts.strings")
            try Data(utf16).write(to: URL(fileURLWithPath: folder.path + "/App/en.lproj/Alerts.strings"))
            let output = RecordedOutput()
            let command = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
            #expect(command.run(arguments: ["--fix"]) == 0)
            #expect(output.output.isEmpty)
            #expect(output.error.contains("Fixed 2 findings"))
            let fixed = try folder.read("App/Localizable.xcstrings")
            let changed = zip(catalog.split(separator: "\n", omittingEmptySubsequences: false),
                              fixed.split(separator: "\n", omittingEmptySubsequences: false)).filter { $0 != $1 }
            #expect(fixed.split(separator: "\n", omittingEmptySubsequences: false).count
                    == catalog.split(separator: "\n", omittingEmptySubsequences: false).count)
            #expect(changed.count == 1)
            #expect(changed.first?.1 == #"            "value" : "Delete All""#)
            let rewritten = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path + "/App/en.lproj/Alerts.strings")))
            #expect(rewritten.prefix(2) == [0xFF, 0xFE])
            let units = stride(from: 2, to: rewritten.count - 1, by: 2).map { UInt16(rewritten[$0]) | UInt16(rewritten[$0 + 1]) << 8 }
            #expect(String(decoding: units, as: UTF16.self) == "/* Alerts */\n\"remove\" = \"Remove Photo\";\n")
            #expect(try folder.read("App/de.lproj/Alerts.strings") == "\"remove\" = \"foto entfernen\";\n")
            let again = RecordedOutput()
            #expect(ButtonLintCommand(environment: again.environment(currentDirectory: folder.path)).run(arguments: ["--fix"]) == 0)
            #expect(again.output.isEmpty)
            #expect(try folder.read("App/Localizable.xcstrings") == fixed)
        }
    }
}
