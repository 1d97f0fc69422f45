import ButtonLintKit
import Foundation

/// Open buffers, their diagnostics, and the configuration files around them.
extension LanguageServer {
    static let configurationName = ".buttonlint.yml"
    /// Where a rule's explanation is: its heading in the repository's rules page.
    static let rulesPage = "https://github.com/OWNER/ButtonLint/blob/main/docs/rules.md#"

    func didOpen(_ params: JSON) {
        let item = params["textDocument"]
        guard let uri = item?["uri"]?.string, let text = item?["text"]?.string else { return }
        store.open(uri: uri, path: path(forURI: uri), version: item?["version"]?.int ?? 0, text: text)
        lintNow(uri)
    }

    func didChange(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, let list = params["contentChanges"]?.array else { return }
        var changes: [DocumentStore.Change] = []
        for change in list {
            guard let text = change["text"]?.string else { return }
            if let range = change["range"] {
                guard let start = Position(range["start"]), let end = Position(range["end"]) else { return }
                changes.append(DocumentStore.Change(range: (start, end), text: text))
            } else {
                changes.append(DocumentStore.Change(range: nil, text: text))
            }
        }
        guard store.change(uri: uri, version: params["textDocument"]?["version"]?.int, changes: changes, encoding: encoding),
              let generation = store[uri]?.generation else { return }
        schedule(debounce) { [weak self] in
            guard let self, self.store[uri]?.generation == generation else { return }
            self.lintNow(uri)
        }
    }

    func didSave(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        if uri.hasSuffix("/" + Self.configurationName) || isCatalog(uri) {
            reloadWorkspace()
        } else if store[uri] != nil {
            lintNow(uri)
        }
    }

    func didClose(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, store[uri] != nil else { return }
        store.close(uri: uri)
        published[uri] = nil
        notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
    }

    func didChangeWatchedFiles(_ params: JSON) {
        let uris = params["changes"]?.array?.compactMap { $0["uri"]?.string } ?? []
        if uris.contains(where: { $0.hasSuffix("/" + Self.configurationName) || isCatalog($0) }) { reloadWorkspace() }
    }

    private func isCatalog(_ uri: String) -> Bool { uri.hasSuffix(".strings") || uri.hasSuffix(".xcstrings") }

    /// At start: every configuration file in the workspace folders is read, so a broken one is
    /// shown before a Swift file under it is opened; and the client is asked to say when one
    /// changes.
    func readWorkspace() {
        if watchesFilesDynamically {
            send(["jsonrpc": "2.0", "id": "buttonlint-watch", "method": "client/registerCapability", "params": [
                "registrations": [[
                    "id": "buttonlint-watch", "method": "workspace/didChangeWatchedFiles",
                    "registerOptions": ["watchers": [["globPattern": .string("**/" + Self.configurationName)],
                                                     ["globPattern": "**/*.{strings,xcstrings}"]]],
                ]],
            ]])
        }
        checkConfigurations()
    }

    /// Configuration files read again, every open buffer linted again.
    func reloadWorkspace() {
        resolver = Self.freshResolver()
        for uri in configurationURIs {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        configurationURIs = []
        checkConfigurations()
        for uri in store.documents.keys.sorted() { lintNow(uri) }
    }

    private func checkConfigurations() {
        for folder in configurationFolders() {
            do {
                _ = try ButtonLint.lintBuffer([], path: folder + "/.buttonlint-probe.swift", resolver: resolver)
            } catch {
                show(error)
            }
        }
    }

    /// The folders of the workspace that hold a configuration file, found by a bounded walk that
    /// skips hidden and build folders.
    private func configurationFolders() -> [String] {
        var folders: [String] = []
        let manager = FileManager.default
        for root in rootPaths {
            var pending = [root]
            var visited = 0
            while let folder = pending.popLast(), visited < 20_000 {
                visited += 1
                guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
                if names.contains(Self.configurationName) { folders.append(folder) }
                for name in names where !name.hasPrefix(".") && name != "build" && name != "DerivedData" {
                    var isFolder: ObjCBool = false
                    let path = folder + "/" + name
                    if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { pending.append(path) }
                }
            }
        }
        return folders.sorted()
    }

    /// Lints an open buffer and publishes what it finds.
    func lintNow(_ uri: String) {
        guard let document = store[uri] else { return }
        let findings: [BufferFinding]
        do {
            findings = try ButtonLint.lintBuffer(document.bytes, path: document.path, resolver: resolver)
        } catch {
            show(error)
            findings = []
        }
        published[uri] = (document.generation, findings)
        let index = LineIndex(document.bytes)
        notify("textDocument/publishDiagnostics", [
            "uri": .string(uri), "version": .int(document.version),
            "diagnostics": .array(findings.map { diagnostic($0, index) }),
        ])
    }

    /// A configuration error as a diagnostic on its file, at its line.
    private func show(_ problem: ConfigurationProblem) {
        let uri = Self.uri(ofPath: problem.path)
        let line = max(0, problem.line - 1)
        let character = max(0, problem.column - 1)
        configurationURIs.insert(uri)
        notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": [[
            "range": ["start": Position(line: line, character: character).json,
                      "end": Position(line: line + 1, character: 0).json],
            "severity": 1, "source": "buttonlint", "message": .string(problem.message),
        ]]])
    }

    func diagnostic(_ finding: BufferFinding, _ index: LineIndex) -> JSON {
        var message = finding.message
        if let suggestion = finding.suggestion, !message.contains(suggestion) { message += " Suggested: “\(suggestion)”." }
        return [
            "range": range(finding, index),
            "severity": .int(finding.severity == .error ? 1 : finding.severity == .warning ? 2 : 3),
            "code": .string(finding.ruleID),
            "codeDescription": ["href": .string(Self.rulesPage + finding.ruleID)],
            "source": "buttonlint",
            "message": .string(message),
        ]
    }

    func range(_ finding: BufferFinding, _ index: LineIndex) -> JSON {
        [
            "start": index.position(line: finding.start.line, column: finding.start.column, encoding: encoding).json,
            "end": index.position(line: finding.end.line, column: finding.end.column, encoding: encoding).json,
        ]
    }

    /// A buffer's path: its file's, or for an unsaved buffer a name in the first workspace
    /// folder, so it takes that folder's configuration.
    private func path(forURI uri: String) -> String {
        if let path = Self.path(ofURI: uri) { return path }
        let folder = rootPaths.first ?? FileManager.default.currentDirectoryPath
        let name = uri.split(separator: "/").last.map(String.init) ?? "untitled.swift"
        return folder + "/" + (name.hasSuffix(".swift") ? name : name + ".swift")
    }
}
