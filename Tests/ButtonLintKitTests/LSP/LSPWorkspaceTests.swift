import Foundation
import Testing
@testable import ButtonLintLSP

/// What crosses files in the server: catalogs read at start and again when they change, a
/// catalog title's fix as an edit of the catalog, the sheet's other actions beside a sheet's
/// finding, and how long a change waits.
@Suite struct LSPWorkspaceTests {
    let view = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Button(\"save_changes\") { }\n    }\n}\n"

    /// A UTF-16 catalog with a byte order mark and an accented value before the title's, so the
    /// edit's positions are counted in the text an editor shows, not in the file's bytes.
    func utf16Catalog(_ title: String) -> Data {
        let text = "/* Édition */\n\"café_title\" = \"Café\";\n\"save_changes\" = \"\(title)\";\n"
        return Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    @Test func aCatalogTitleIsReportedAndItsFixEditsTheCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("App/en.lproj")
        let catalog = folder.path + "/App/en.lproj/Localizable.strings"
        try utf16Catalog("save changes").write(to: URL(fileURLWithPath: catalog))
        let path = try folder.write("App/V.swift")
        let uri = LanguageServer.uri(ofPath: path)
        let harness = ServerHarness()
        harness.initialize(root: folder.path)
        harness.open(path, view)
        let diagnostics = try #require(ServerHarness.diagnostics(harness.take(), uri: uri))
        let diagnostic = try #require(diagnostics.first { $0["code"] == "title-case" })
        #expect(diagnostic["range"]?["start"] == Position(line: 3, character: 15).json)
        harness.feed([["jsonrpc": "2.0", "id": 7, "method": "textDocument/codeAction", "params": [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": Position(line: 3, character: 20).json, "end": Position(line: 3, character: 20).json],
            "context": ["diagnostics": [diagnostic]],
        ]]])
        let actions = try #require(harness.take().first?["result"]?.array)
        let fix = try #require(actions.first { $0["isPreferred"] == true })
        #expect(fix["title"]?.string?.contains("en.lproj/Localizable.strings") == true)
        let edits = try #require(fix["edit"]?["changes"]?[LanguageServer.uri(ofPath: catalog)]?.array)
        #expect(edits == [["range": ["start": Position(line: 2, character: 18).json,
                                     "end": Position(line: 2, character: 30).json],
                           "newText": "Save Changes"]])
        // The catalog corrected on disk and the client told: read again, the diagnostic goes.
        try utf16Catalog("Save Changes").write(to: URL(fileURLWithPath: catalog))
        harness.feed([["jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": [
            "changes": [["uri": .string(LanguageServer.uri(ofPath: catalog)), "type": 2]]]]])
        #expect(ServerHarness.diagnostics(harness.take(), uri: uri)?.contains { $0["code"] == "title-case" } == false)
    }

    @Test func anUnreadableCatalogIsShownOnItsFile() throws {
        let folder = try TemporaryFolder()
        let catalog = try folder.write("App/en.lproj/Localizable.strings", "\"a\" = \"b\";\n\"broken\n")
        let harness = ServerHarness()
        harness.initialize(root: folder.path)
        let shown = try #require(ServerHarness.diagnostics(harness.take(), uri: LanguageServer.uri(ofPath: catalog)))
        #expect(shown.first?["range"]?["start"]?["line"] == 1)
    }

    @Test func aSheetFindingPointsAtTheSheetsActions() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/Share.swift"
        let harness = ServerHarness()
        harness.initialize(root: folder.path)
        harness.open(path, """
            import UIKit
            func share() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }

            """)
        let diagnostics = try #require(ServerHarness.diagnostics(harness.take(), uri: LanguageServer.uri(ofPath: path)))
        let sheetCancel = try #require(diagnostics.first { $0["code"] == "sheet-cancel" })
        let related = try #require(sheetCancel["relatedInformation"]?.array)
        #expect(related.map { $0["location"]?["range"]?["start"] } == [Position(line: 3, character: 41).json,
                                                                        Position(line: 4, character: 41).json])
        #expect(related.map { $0["message"] } == ["“Copy Link”, an action of this sheet",
                                                  "“Delete”, a destructive action of this sheet"])
        let destructiveFirst = try #require(diagnostics.first { $0["code"] == "destructive-first" })
        #expect(destructiveFirst["relatedInformation"]?.array?.map { $0["message"] } == ["“Copy Link”, an action of this sheet"])
        #expect(diagnostics.first { $0["code"] == "title-case" }?["relatedInformation"] == nil)
    }

    @Test func aBurstWaitsAsLongAsTheLastLintTookWithinBounds() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/V.swift"
        // Each reading of the clock is 30 ms after the one before: a lint takes 30 ms.
        var clock = 0.0
        let harness = ServerHarness(now: {
            clock += 0.03
            return clock
        })
        harness.initialize(root: folder.path)
        harness.open(path, view)
        _ = harness.take()
        // Two changes read together: each waits as long as the last lint took, and only the
        // state the second leaves is linted.
        harness.feed([ServerHarness.change(path, version: 2, ((0, 0), (0, 0)), " "),
                      ServerHarness.change(path, version: 3, ((0, 0), (0, 1)), "")])
        #expect(harness.delays.count == 2 && harness.delays.allSatisfy { abs($0 - 0.03) < 1e-9 })
        #expect(harness.take().isEmpty)
        // A change while the burst's lint still waits waits too.
        harness.change(path, version: 4, ((0, 0), (0, 0)), " ")
        #expect(harness.delays.count == 3 && harness.take().isEmpty)
        harness.runDelayed()
        let published = harness.take().filter { $0["method"] == "textDocument/publishDiagnostics" }
        #expect(published.map { $0["params"]?["version"] } == [4])
        // Once all is linted, a change alone is linted at once.
        harness.change(path, version: 5, ((0, 0), (0, 1)), "")
        #expect(harness.delays.count == 3)
        #expect(harness.take().filter { $0["method"] == "textDocument/publishDiagnostics" }.count == 1)
        #expect(harness.server.changeDelay(lastLint: 0) == harness.server.minimumDelay)
        #expect(harness.server.changeDelay(lastLint: 2) == harness.server.debounce)
    }
}
