import Foundation
import Testing
@testable import ButtonLintKit

/// Localized titles: keys looked up in the development-language
/// catalogs, generated accessors resolved through their declarations.
@Suite struct LocalizedTitleTests {
    private static let catalogs: [String: String] = [
        "App/en.lproj/Localizable.strings": """
            "okay" = "OK";
            "delete_all" = "delete all";
            "archive" = "Archive";
            "common.cancel" = "Cancel";
            "empty_trash" = "empty trash";
            """,
        "App/de.lproj/Localizable.strings": """
            "okay" = "okay";
            "delete_all" = "alle löschen";
            "only.german" = "nur deutsch";
            """,
        "App/en.lproj/Alerts.strings": """
            "okay" = "Understood";
            "remove" = "remove photo";
            """,
        // Two tables named Settings, in two modules: their shared keys are ambiguous.
        "App/en.lproj/Settings.strings": #""sign out" = "Sign Out"; "reset" = "reset all"; "help" = "help";"#,
        "Kit/en.lproj/Settings.strings": #""sign out" = "Log Out"; "help" = "help";"#,
    ]

    private static let index = LocalizationIndex.build(catalogPaths: Array(catalogs.keys), jobs: 2) { path in
        Array(catalogs[path]!.utf8)
    }.index

    private static let accessorSource = SourceFile(path: "Generated/Strings.swift", text: """
        import Foundation
        internal enum L10n {
          internal enum Common {
            internal static let cancel = L10n.tr("Localizable", "common.cancel", fallback: "Cancel")
          }
          internal static let emptyTrash = L10n.tr("Localizable", "empty_trash", fallback: "Empty Trash")
          internal static func deleteItems(_ p1: Int) -> String {
            return L10n.tr("Localizable", "delete_items", p1, fallback: "delete %d items")
          }
          /// The older shape, without a fallback.
          internal static let remove = L10n.tr("Alerts", "remove")
          internal static let missingKey = L10n.tr("Localizable", "nowhere.key")
        }
        """)

    private static func localization(accessors: [SourceFile] = [accessorSource]) -> ProjectLocalization {
        ProjectLocalization(index: index, accessors: GeneratedAccessorDirectory(sources: accessors))
    }

    /// The project context a run hands the linter: these catalogs and accessors.
    private static let context = ProjectContext(localization: ProjectLocalization(
        index: index, accessors: GeneratedAccessorDirectory(sources: [accessorSource])))

    private func titles(_ code: String, localization: ProjectLocalization = LocalizedTitleTests.localization())
        -> [ResolvedTitle?] {
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
        return AnalyzedFile(tree: tree, frameworks: Framework.imported(by: tree.imports), localization: localization)
            .sites.map(\.title)
    }

    private func texts(_ code: String) -> [String?] {
        titles(code).map { $0?.text.text }
    }

    @Test func nsLocalizedStringLooksItsKeyUpInItsTable() {
        let code = """
        import UIKit
        let a = UIAlertAction(title: NSLocalizedString("okay", comment: ""), style: .default)
        let b = UIAlertAction(title: NSLocalizedString("okay", tableName: "Alerts", comment: ""), style: .default)
        let c = UIAlertAction(title: NSLocalizedString("missing", tableName: "Alerts", value: "Keep Going", comment: ""), style: .default)
        let d = UIAlertAction(title: NSLocalizedString("okay", tableName: table, comment: ""), style: .default)
        let e = UIAlertAction(title: NSLocalizedString("not here", value: "", comment: ""), style: .default)
        """
        #expect(texts(code) == ["OK", "Understood", "Keep Going", nil, "not here"])
        let resolved = titles(code)
        #expect(resolved[0]?.origin == .catalog)
        #expect(resolved[0]?.catalogKey == CatalogKeyReference(table: "Localizable", key: "okay",
                                                               catalogPath: "App/en.lproj/Localizable.strings"))
        #expect(resolved[2]?.origin == .literal)
        #expect(resolved[2]?.catalogKey == CatalogKeyReference(table: "Alerts", key: "missing", catalogPath: nil))
    }

    @Test func stringLocalizedAndTheKeyTypesLookUpToo() {
        let code = """
        import SwiftUI
        import UIKit
        let a = UIAction(title: String(localized: "delete_all")) { _ in }
        let b = UIAction(title: String(localized: "remove", table: "Alerts")) { _ in }
        let c = UIAction(title: String(localized: "absent_key", defaultValue: "Move Here", table: "Alerts")) { _ in }
        let d = Button(LocalizedStringKey("okay")) { }
        let e = Button(LocalizedStringResource("remove", defaultValue: "Remove", table: "Alerts")) { }
        """
        #expect(texts(code) == ["delete all", "remove photo", "Move Here", "OK", "remove photo"])
    }

    @Test func swiftUIViewsLookTheirLiteralUpButVerbatimAndOtherFrameworksDoNot() {
        let code = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Button("okay") { }
                Menu("archive") { }
                Button { } label: { Text("delete_all") }
                Button { } label: { Label("okay", systemImage: "checkmark") }
                Button { } label: { Text(verbatim: "okay") }
                Button { } label: { Text("remove", tableName: "Alerts") }
                Button("Not in any Catalog") { }
            }
        }
        """
        #expect(texts(code) == ["OK", "Archive", "delete all", "OK", "okay", "remove photo", "Not in any Catalog"])
        let resolved = titles(code)
        #expect(resolved[4]?.origin == .literal && resolved[4]?.catalogKey == nil)
        // A literal no catalog has is read as a plain literal: no catalog key, a fix in the Swift file.
        #expect(resolved[6]?.origin == .literal && resolved[6]?.catalogKey == nil)
        let crossUI = "import SwiftCrossUI\nlet b = Button(\"okay\") { }"
        #expect(texts(crossUI) == ["okay"])
    }

    /// `Text`'s own lookup happens only in SwiftUI files: elsewhere its literal is read as written,
    /// and an explicit lookup it wraps still is one.
    @Test func aWrapperLookupThatDoesNotApplyHereReadsItsLiteralAsWritten() {
        let swiftUI = "import SwiftUI\nlet b = Button { } label: { Text(\"okay\") }"
        #expect(texts(swiftUI) == ["OK"])
        #expect(titles(swiftUI).first??.origin == .catalog)
        let crossUI = "import SwiftCrossUI\nlet b = Button { } label: { Text(\"okay\") }"
        let wrapped = "import SwiftCrossUI\nlet b = Button { } label: { Text(NSLocalizedString(\"okay\", comment: \"\")) }"
        #expect(texts(crossUI) + texts(wrapped) == ["okay", "OK"])
        #expect(titles(crossUI).first??.origin == .literal)
    }

    @Test func aCatalogTitlePointsAtTheKeyLiteralAndHasNoSwiftBytes() throws {
        let code = "import SwiftUI\nlet b = Button(\"delete_all\") { }"
        let title = try #require(titles(code).first ?? nil)
        let start = try #require(code.utf8.firstIndex(of: UInt8(ascii: "\"")))
        #expect(title.anchor.lowerBound == code.utf8.distance(from: code.utf8.startIndex, to: start))
        #expect(title.text.caseEdits(to: "Delete All") == nil)
        #expect(title.catalogTexts.map(\.text) == ["delete all"])
    }

    @Test func keysWithoutAnEntryAreCheckedWhenTheyReadAsCopyAndSkippedWhenTheyReadAsKeys() {
        let code = """
        import UIKit
        let a = UIAction(title: NSLocalizedString("move to folder", comment: "")) { _ in }
        let b = UIAction(title: NSLocalizedString("settings.move_title", comment: "")) { _ in }
        """
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
        let file = AnalyzedFile(tree: tree, frameworks: [.uiKit], localization: Self.localization())
        #expect(file.sites.map { $0.title?.text.text } == ["move to folder", "settings.move_title"])
        #expect(file.checkableTitles.map(\.title.text.text) == ["move to folder"])
    }

    @Test func aKeyInSeveralCatalogsOfOneTableIsReadOnlyWhenTheyAgreeAndNeverFixed() throws {
        let code = """
        import UIKit
        let a = UIAction(title: NSLocalizedString("sign out", tableName: "Settings", comment: "")) { _ in }
        let b = UIAction(title: NSLocalizedString("reset", tableName: "Settings", comment: "")) { _ in }
        let c = UIAction(title: NSLocalizedString("help", tableName: "Settings", comment: "")) { _ in }
        """
        #expect(texts(code) == [nil, "reset all", "help"])
        let agreed = try #require(titles(code)[2])
        #expect(agreed.origin == .catalog && agreed.catalogKey?.catalogPath == nil)
        let findings = Linter(context: Self.context).lint(SourceFile(path: "A.swift", text: code))
            .filter { $0.ruleID == "title-case" }
        #expect(findings.map(\.title) == ["reset all", "help"])
        #expect(findings.map { $0.catalogFix == nil } == [false, true])
        #expect(findings.last?.message.hasSuffix("(key 'help' of table 'Settings', the same in several catalogs)") == true)
    }

    @Test func translationsAreNeverRead() {
        let code = "import SwiftUI\nlet b = Button(\"only.german\") { }"
        // The key is only in de.lproj: as far as the title is concerned, no catalog has it.
        #expect(titles(code).first??.origin == .literal)
    }

    @Test func generatedAccessorsResolveThroughTheirDeclarationInBothShapes() throws {
        let code = """
        import UIKit
        let a = UIAlertAction(title: L10n.Common.cancel, style: .cancel)
        let b = UIAction(title: L10n.emptyTrash) { _ in }
        let c = UIAction(title: L10n.deleteItems(count)) { _ in }
        let d = UIAction(title: L10n.remove) { _ in }
        let e = UIAction(title: L10n.missingKey) { _ in }
        let f = UIAction(title: L10n.Common.unknown) { _ in }
        let g = UIAction(title: viewModel.menu.title) { _ in }
        """
        #expect(texts(code) == ["Cancel", "empty trash", "delete %d items", "remove photo", nil, nil, nil])
        let resolved = titles(code)
        #expect(resolved.prefix(4).map { $0?.origin } == [.accessor, .accessor, .accessor, .accessor])
        #expect(resolved[2]?.catalogKey == CatalogKeyReference(table: "Localizable", key: "delete_items", catalogPath: nil))
        #expect(resolved[3]?.catalogKey?.catalogPath == "App/en.lproj/Alerts.strings")
        // Findings point at the whole accessor expression.
        let anchor = try #require(resolved[0]?.anchor)
        let source = SourceFile(path: "Test.swift", text: code)
        #expect(source.text(anchor) == "L10n.Common.cancel")
    }

    /// A use's path is read from its source bytes when its tokens touch, else name by name:
    /// spaces, line breaks and comments between them name the same accessor.
    @Test func accessorUsesWrittenWithSpacesOrCommentsNameTheSameAccessor() {
        let code = """
        import UIKit
        let a = UIAlertAction(title: L10n.Common.cancel, style: .cancel)
        let b = UIAlertAction(title: L10n . Common . cancel, style: .cancel)
        let c = UIAlertAction(title: L10n
            .Common /* the group */ .cancel, style: .cancel)
        let d = UIAction(title: L10n .deleteItems(count)) { _ in }
        let e = UIAction(title: L10n.Common.cancelX) { _ in }
        let f = UIAction(title: L10n.Commo.ncancel) { _ in }
        """
        #expect(texts(code) == ["Cancel", "Cancel", "Cancel", "delete %d items", nil, nil])
        #expect(titles(code).prefix(4).map { $0?.origin } == [.accessor, .accessor, .accessor, .accessor])
    }

    @Test func accessorsAreGatheredFromEveryFileThatDeclaresThem() {
        let other = SourceFile(path: "Other.swift", text: "enum Unrelated { static let x = f(\"a\", \"b\") }")
        let directory = GeneratedAccessorDirectory(sources: [Self.accessorSource, other])
        #expect(directory.accessor(named: ["Unrelated", "x"])?.key == "b")
        let localization = ProjectLocalization(index: Self.index, accessors: directory)
        #expect(titles("import UIKit\nlet a = UIAction(title: L10n.emptyTrash) { _ in }", localization: localization)
            .map { $0?.text.text } == ["empty trash"])
    }

    /// A file declaring two roots gives each root only its own accessors; a file declaring one
    /// gives all of its own.
    @Test func aFileDeclaringTwoRootsGivesEachOnlyItsOwn() {
        let both = SourceFile(path: "Both.swift", text: """
            enum L10n { static let save = L10n.tr("Localizable", "okay") }
            enum Asset { static let save = Asset.tr("Alerts", "remove") }
            """)
        let directory = GeneratedAccessorDirectory(sources: [both, Self.accessorSource])
        #expect(directory.accessors(ofRoot: "L10n").accessor(named: ["L10n", "save"])?.key == "okay")
        #expect(directory.accessors(ofRoot: "L10n").accessor(named: ["Asset", "save"]) == nil)
        #expect(directory.accessors(ofRoot: "L10n").count == 6)
        #expect(directory.accessors(ofRoot: "Asset").accessor(named: ["Asset", "save"])?.key == "remove")
        #expect(directory.accessors(ofRoot: "Asset").count == 1)
    }

    /// Only files that declare a name and hold a literal pair may declare accessors: the others
    /// are never parsed for them.
    @Test func onlyFilesThatMayDeclareAccessorsAreParsed() {
        let sources = [SourceFile(path: "Model.swift", text: "struct Model { let name = \"enum\" }"),
                       Self.accessorSource,
                       SourceFile(path: "Other.swift", text: "enum Unrelated { static let x = f(\"a\", \"b\") }"),
                       SourceFile(path: "More.swift", text: "extension L10n { static let more = L10n.tr(\"Alerts\", \"remove\") }"),
                       SourceFile(path: "Plain.swift", text: "enum Plain { static let x = f(\"a\") }")]
        #expect(sources.map { DeclaredTypeNames.mayDeclareAccessors($0.bytes) } == [false, true, true, true, false])
        let directory = GeneratedAccessorDirectory(sources: sources)
        #expect(directory.accessor(named: ["L10n", "more"])?.key == "remove")
        #expect(directory.accessor(named: ["L10n", "emptyTrash"]) != nil)
    }

    /// Files are read on several workers and their accessors added in file order, so the first
    /// declaration of a path is the first file's whatever the number of workers.
    @Test func theProjectPassAddsAccessorsInFileOrderOnAnyNumberOfWorkers() {
        let contents = (0..<24).map { index in
            (file: WalkedFile(path: "Gen\(index).swift", displayPath: "Gen\(index).swift"),
             bytes: Array(("extension L10n { static let m\(index) = L10n.tr(\"T\", \"k\(index)\") }\n"
                           + "extension L10n { static let shared = L10n.tr(\"T\", \"shared\") }").utf8))
        }
        let memory = SourceProvider.inMemory(contents)
        for jobs in [1, 4] {
            let index = ProjectPass.accessors(of: memory.files, candidates: Array(memory.files.indices),
                                              provider: memory.provider, jobs: jobs).accessors(ofRoot: "L10n")
            #expect((0..<24).allSatisfy { index.accessor(named: ["L10n", "m\($0)"])?.key == "k\($0)" })
            #expect(index.accessor(named: ["L10n", "shared"])?.path == "Gen0.swift")
        }
    }

    @Test func withoutADirectoryTheFilesOwnAccessorsAreRead() {
        let code = """
        import UIKit
        enum Strings {
            static let done = Strings.tr("Localizable", "okay")
        }
        let a = UIAlertAction(title: Strings.done, style: .default)
        """
        #expect(titles(code, localization: ProjectLocalization(index: Self.index)).last??.text.text == "OK")
        #expect(titles(code, localization: .none).last??.text.text == "okay")
    }

    @Test func findingsNameTheCatalogAndKeyAndTheirTitleIsTheTextPeopleSee() throws {
        let code = "import UIKit\nlet a = UIAction(title: NSLocalizedString(\"remove\", tableName: \"Alerts\", comment: \"\")) { _ in }"
        let findings = Linter(context: Self.context).lint(SourceFile(path: "A.swift", text: code))
        let finding = try #require(findings.first { $0.ruleID == "title-case" })
        #expect(finding.title == "remove photo")
        #expect(finding.message.contains("key 'remove' in App/en.lproj/Alerts.strings"))
        #expect(finding.start == SourceLocation(line: 2, column: 43))
        #expect(finding.fix.isEmpty)
        #expect(finding.catalogFix?.catalogPath == "App/en.lproj/Alerts.strings")
        #expect(finding.catalogFix?.values.map(\.replacement) == ["Remove Photo"])
        let okay = "import UIKit\nlet a = UIAction(title: NSLocalizedString(\"okay\", comment: \"\")) { _ in }"
        #expect(Linter(context: Self.context).lint(SourceFile(path: "B.swift", text: okay)).isEmpty)
    }
}
