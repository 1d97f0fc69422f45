import ButtonLintKit
import Foundation

/// Open buffers and their diagnostics.
extension LanguageServer {
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
        guard let before = store[uri] else { return }
        // Whether every earlier change is linted: otherwise this one is part of a burst.
        let wasLinted = published[uri]?.generation == before.generation
        guard store.change(uri: uri, version: params["textDocument"]?["version"]?.int, changes: changes, encoding: encoding),
              let document = store[uri] else { return }
        if wasLinted, !hasPendingInput() {
            lintNow(uri)
            return
        }
        let generation = document.generation
        schedule(changeDelay(lastLint: document.lintSeconds)) { [weak self] in
            guard let self, self.store[uri]?.generation == generation else { return }
            self.lintNow(uri)
        }
    }

    /// How long a change that comes while another waits (a burst) waits for the next before the
    /// buffer is linted: as long as the buffer's last lint took, so edits faster than a lint are
    /// linted once at the end of their burst; never less than `minimumDelay`, so edits a client
    /// sends a moment apart are linted once, nor more than `debounce`.
    func changeDelay(lastLint seconds: Double) -> Double {
        min(debounce, max(minimumDelay, seconds))
    }

    func didSave(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        if Self.isWorkspaceFile(uri) {
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

    /// Lints an open buffer and publishes what it finds.
    func lintNow(_ uri: String) {
        guard let document = store[uri] else { return }
        let started = now()
        let findings: [BufferFinding]
        do {
            findings = try ButtonLint.lintBuffer(document.bytes, path: document.path, resolver: resolver,
                                                 project: project(containing: document.path))
        } catch {
            show(error)
            findings = []
        }
        store.noteLint(uri: uri, seconds: now() - started)
        published[uri] = (document.generation, findings)
        let index = LineIndex(document.bytes)
        notify("textDocument/publishDiagnostics", [
            "uri": .string(uri), "version": .int(document.version),
            "diagnostics": .array(findings.map { diagnostic($0, index, uri: uri) }),
        ])
    }

    /// The workspace folder a file is in: the innermost that holds it.
    func project(containing path: String) -> BufferProject? {
        projects.filter { $0.contains(path) }.max { $0.root.utf8.count < $1.root.utf8.count }
    }

    /// A problem of a file the workspace reads (a configuration, a catalog) as a diagnostic on
    /// that file, at its line.
    func show(_ problem: ConfigurationProblem) {
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

    func diagnostic(_ finding: BufferFinding, _ index: LineIndex, uri: String) -> JSON {
        var message = finding.message
        if let suggestion = finding.suggestion, !message.contains(suggestion) { message += " Suggested: “\(suggestion)”." }
        var diagnostic: [String: JSON] = [
            "range": range(finding, index),
            "severity": .int(finding.severity == .error ? 1 : finding.severity == .warning ? 2 : 3),
            "code": .string(finding.ruleID),
            "codeDescription": ["href": .string(Self.rulesPage + finding.ruleID)],
            "source": "buttonlint",
            "message": .string(message),
        ]
        if !finding.related.isEmpty {
            diagnostic["relatedInformation"] = .array(finding.related.map { place in
                ["location": ["uri": .string(uri), "range": [
                    "start": index.position(line: place.start.line, column: place.start.column, encoding: encoding).json,
                    "end": index.position(line: place.end.line, column: place.end.column, encoding: encoding).json,
                 ]],
                 "message": .string(place.message)]
            })
        }
        return .object(diagnostic)
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
