import Foundation
import Testing
@testable import ButtonLintLSP

/// The server in-process: framed bytes in, messages out, the debounce run by hand.
final class ServerHarness {
    var sent: [JSON] = []
    var delayed: [() -> Void] = []
    /// The delay each delayed piece of work asked for, in order.
    var delays: [Double] = []
    var queued: [() -> Void] = []
    var server: LanguageServer!
    var connection: Connection!

    init(now: @escaping () -> Double = LanguageServer.monotonicSeconds) {
        server = LanguageServer(now: now, send: { [unowned self] in sent.append($0) },
                                schedule: { [unowned self] delay, work in
                                    delays.append(delay)
                                    delayed.append(work)
                                })
        connection = Connection(server: server) { [unowned self] in queued.append($0) }
    }

    /// Feeds framed messages in one read, then answers them, as the server's queue would.
    func feed(_ messages: [JSON]) {
        connection.feed(messages.flatMap { MessageFramer.frame($0.serialized) })
        drain()
    }

    func feed(raw: [UInt8]) {
        connection.feed(raw)
        drain()
    }

    func drain() {
        let work = queued
        queued = []
        work.forEach { $0() }
    }

    func runDelayed() {
        let work = delayed
        delayed = []
        work.forEach { $0() }
    }

    func take() -> [JSON] {
        defer { sent = [] }
        return sent
    }

    func initialize(root: String, encodings: [String] = []) {
        feed([["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [
            "rootUri": .string(LanguageServer.uri(ofPath: root)),
            "capabilities": ["general": ["positionEncodings": .array(encodings.map { .string($0) })]],
        ]], ["jsonrpc": "2.0", "method": "initialized", "params": [:]]])
    }

    func open(_ path: String, _ text: String) {
        feed([["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string(LanguageServer.uri(ofPath: path)), "languageId": "swift", "version": 1, "text": .string(text),
        ]]]])
    }

    func change(_ path: String, version: Int, _ range: ((Int, Int), (Int, Int))?, _ text: String) {
        feed([Self.change(path, version: version, range, text)])
    }

    /// A `didChange` notification, to feed with others in one read.
    static func change(_ path: String, version: Int, _ range: ((Int, Int), (Int, Int))?, _ text: String) -> JSON {
        var change: JSON = ["text": .string(text)]
        if let range, case .object(var members) = change {
            members["range"] = ["start": Position(line: range.0.0, character: range.0.1).json,
                                "end": Position(line: range.1.0, character: range.1.1).json]
            change = .object(members)
        }
        return ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(LanguageServer.uri(ofPath: path)), "version": .int(version)],
            "contentChanges": [change],
        ]]
    }

    static func diagnostics(_ messages: [JSON], uri: String) -> [JSON]? {
        messages.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }
}

@Suite struct LSPServerTests {
    let source = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"🎉 Größe\"); Button(\"save changes\") {}\n    }\n}\n"

    @Test func initializeNegotiatesUTF8WhenOfferedAndUTF16Otherwise() throws {
        let folder = try TemporaryFolder()
        let offered = ServerHarness()
        offered.initialize(root: folder.path, encodings: ["utf-16", "utf-8"])
        #expect(offered.take().first?["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
        let plain = ServerHarness()
        plain.initialize(root: folder.path)
        #expect(plain.take().first?["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
    }

    @Test(arguments: [("utf-16", 33, 47), ("utf-8", 37, 51)])
    func openPublishesTheTitleRangeInTheNegotiatedEncoding(encoding: String, start: Int, end: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/V.swift"
        let harness = ServerHarness()
        harness.initialize(root: folder.path, encodings: encoding == "utf-8" ? ["utf-8"] : [])
        _ = harness.take()
        harness.open(path, source)
        let diagnostics = try #require(ServerHarness.diagnostics(harness.take(), uri: LanguageServer.uri(ofPath: path)))
        let diagnostic = try #require(diagnostics.first { $0["code"] == "title-case" })
        #expect(diagnostic["range"]?["start"] == Position(line: 3, character: start).json)
        #expect(diagnostic["range"]?["end"] == Position(line: 3, character: end).json)
        #expect(diagnostic["source"] == "buttonlint")
        #expect(diagnostic["codeDescription"]?["href"]?.string?.hasSuffix("rules.md#title-case") == true)
        #expect(diagnostic["message"]?.string?.contains("Save Changes") == true)
    }

    @Test func changesAreLintedAtOnceOrAfterTheDebounceAndCloseClears() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/V.swift"
        let uri = LanguageServer.uri(ofPath: path)
        let harness = ServerHarness()
        harness.initialize(root: folder.path)
        harness.open(path, source)
        _ = harness.take()
        // A change with nothing behind it is linted at once: "save changes" → "Save changes".
        harness.change(path, version: 2, ((3, 34), (3, 35)), "S")
        #expect(ServerHarness.diagnostics(harness.take(), uri: uri)?.count == 1)
        // Two changes read together wait for the debounce and are linted once, as the second left them.
        harness.feed([ServerHarness.change(path, version: 3, ((3, 39), (3, 40)), "C"),
                      ServerHarness.change(path, version: 4, ((3, 34), (3, 35)), "S")])
        #expect(harness.take().isEmpty)
        harness.runDelayed()
        let published = harness.take()
        #expect(published.count == 1)
        #expect(ServerHarness.diagnostics(published, uri: uri) == [])
        #expect(published.first?["params"]?["version"] == 4)
        harness.feed([["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(uri)]]]])
        #expect(ServerHarness.diagnostics(harness.take(), uri: uri) == [])
    }

    @Test func theQuickFixRewritesTheTitleAndTheSuppressionGoesAboveTheLine() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/V.swift"
        let uri = LanguageServer.uri(ofPath: path)
        let harness = ServerHarness()
        harness.initialize(root: folder.path)
        harness.open(path, source)
        _ = harness.take()
        harness.feed([["jsonrpc": "2.0", "id": 7, "method": "textDocument/codeAction", "params": [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": Position(line: 3, character: 40).json, "end": Position(line: 3, character: 40).json],
            "context": ["diagnostics": []],
        ]]])
        let actions = try #require(harness.take().first?["result"]?.array)
        #expect(actions.count == 2)
        let edits = try #require(actions.first?["edit"]?["changes"]?[uri]?.array)
        var text = Array(source.utf8)
        let index = LineIndex(text)
        for edit in edits.reversed() {
            let start = index.offset(of: Position(edit["range"]?["start"])!, encoding: .utf16)
            let end = index.offset(of: Position(edit["range"]?["end"])!, encoding: .utf16)
            text.replaceSubrange(start..<end, with: Array(edit["newText"]!.string!.utf8))
        }
        #expect(String(decoding: text, as: UTF8.self).contains("Button(\"Save Changes\")"))
        #expect(actions.last?["edit"]?["changes"]?[uri]?.array?.first?["newText"]
            == "        // buttonlint:disable:next title-case\n")
    }

    @Test func aSuppressedTitleIsQuiet() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/V.swift"
        let harness = ServerHarness()
        harness.initialize(root: folder.path)
        harness.open(path, source.replacingOccurrences(of: "Text(\"🎉 Größe\"); ", with: "// buttonlint:disable:next title-case\n        "))
        #expect(ServerHarness.diagnostics(harness.take(), uri: LanguageServer.uri(ofPath: path)) == [])
    }

    @Test func errorsUnknownMethodsMalformedInputAndCancellation() throws {
        let harness = ServerHarness()
        harness.feed([["jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": [:]]])
        #expect(harness.take().first?["error"]?["code"] == .int(-32002))
        harness.initialize(root: "/nonexistent")
        _ = harness.take()
        harness.feed([["jsonrpc": "2.0", "id": 2, "method": "workspace/unknown", "params": [:]]])
        #expect(harness.take().first?["error"]?["code"] == .int(-32601))
        harness.feed(raw: Array("Content-Length: 5\r\n\r\n{oops".utf8))
        #expect(harness.take().first?["error"]?["code"] == .int(-32700))
        harness.feed(raw: Array("Content-Length: x\r\n\r\n".utf8))
        #expect(harness.take().first?["error"]?["code"] == .int(-32700))
        harness.feed([["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": [:]],
                      ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 3]]])
        #expect(harness.take().map { $0["error"]?["code"] } == [.int(-32800)])
        harness.feed([["jsonrpc": "2.0", "id": 4, "method": "shutdown"]])
        #expect(harness.take().first?["result"] == .null)
        harness.feed([["jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": [:]]])
        #expect(harness.take().first?["error"]?["code"] == .int(-32600))
        harness.feed([["jsonrpc": "2.0", "method": "exit"]])
        #expect(harness.server.exitCode == 0)
    }

    @Test func aConfigurationErrorIsShownOnItsFileUntilItIsFixed() throws {
        let folder = try TemporaryFolder()
        let configuration = try folder.write(".buttonlint.yml", "disabled_rules:\n  - title-case\nno_such_key: 1\n")
        let path = try folder.write("App/V.swift", "")
        let configurationURI = LanguageServer.uri(ofPath: configuration)
        let harness = ServerHarness()
        harness.initialize(root: folder.path)
        let atStart = try #require(ServerHarness.diagnostics(harness.take(), uri: configurationURI))
        #expect(atStart.first?["range"]?["start"]?["line"] == 2)
        harness.open(path, source)
        #expect(ServerHarness.diagnostics(harness.take(), uri: LanguageServer.uri(ofPath: path)) == [])
        try folder.write(".buttonlint.yml", "disabled_rules:\n  - title-verb\n")
        harness.feed([["jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": [
            "changes": [["uri": .string(configurationURI), "type": 2]]]]])
        let after = harness.take()
        #expect(ServerHarness.diagnostics(after, uri: configurationURI) == [])
        #expect(ServerHarness.diagnostics(after, uri: LanguageServer.uri(ofPath: path))?.isEmpty == false)
    }

    @Test func theWorkspaceIsReadAgainForTheFilesARunReads() {
        for uri in ["file:///app/.buttonlint.yml", "file:///app/en.lproj/Localizable.strings",
                    "file:///app/Localizable.xcstrings", "file:///app/Localized.yml"] {
            #expect(LanguageServer.isWorkspaceFile(uri), "\(uri)")
        }
        // A `.strings` file outside an `.lproj` folder is no catalog a run reads.
        for uri in ["file:///app/Scripts/notes.strings", "file:///app/View.swift", "file:///app/buttonlint.yml"] {
            #expect(!LanguageServer.isWorkspaceFile(uri), "\(uri)")
        }
    }
}
