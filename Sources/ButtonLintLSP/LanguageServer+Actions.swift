import ButtonLintKit
import Foundation

/// Code actions and hover, from the findings last published for the buffer.
extension LanguageServer {
    func codeActions(_ params: JSON) -> JSON {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = store[uri],
              let start = Position(params["range"]?["start"]), let end = Position(params["range"]?["end"]) else { return [] }
        if let only = params["context"]?["only"]?.array?.compactMap(\.string),
           !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0.isEmpty }) {
            return []
        }
        let index = LineIndex(document.bytes)
        var actions: [JSON] = []
        for finding in findings(uri) {
            let range = range(finding, index)
            guard let from = Position(range["start"]), let to = Position(range["end"]),
                  from.line <= end.line, to.line >= start.line else { continue }
            let diagnostic = diagnostic(finding, index, uri: uri)
            if let catalogFix = finding.catalogFix, let edit = catalogEdit(catalogFix) {
                let catalogURI = Self.uri(ofPath: catalogFix.catalogPath)
                let catalogIndex = LineIndex(edit.text)
                let edits: [JSON] = edit.edits.map { edit in
                    ["range": ["start": catalogIndex.position(of: edit.range.lowerBound, encoding: encoding).json,
                               "end": catalogIndex.position(of: edit.range.upperBound, encoding: encoding).json],
                     "newText": .string(edit.replacement)]
                }
                let name = catalogFix.catalogPath.split(separator: "/").suffix(2).joined(separator: "/")
                let title = finding.suggestion.map { "Change the title to “\($0)” in \(name)" } ?? "Fix \(finding.ruleID) in \(name)"
                actions.append(["title": .string(title), "kind": "quickfix", "isPreferred": true,
                                "diagnostics": [diagnostic], "edit": ["changes": [catalogURI: .array(edits)]]])
            }
            if !finding.fix.isEmpty {
                let edits: [JSON] = finding.fix.map { edit in
                    ["range": ["start": index.position(of: edit.range.lowerBound, encoding: encoding).json,
                               "end": index.position(of: edit.range.upperBound, encoding: encoding).json],
                     "newText": .string(edit.replacement)]
                }
                let title = finding.suggestion.map { "Change the title to “\($0)”" } ?? "Fix \(finding.ruleID)"
                actions.append(["title": .string(title), "kind": "quickfix", "isPreferred": true,
                                "diagnostics": [diagnostic], "edit": ["changes": [uri: .array(edits)]]])
            }
            let line = finding.start.line - 1
            let lineStart = index.starts[min(line, index.starts.count - 1)]
            let indent = document.bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let comment = String(decoding: indent, as: UTF8.self) + "// buttonlint:disable:next \(finding.ruleID)\n"
            let at = Position(line: line, character: 0).json
            actions.append(["title": .string("Disable \(finding.ruleID) for this statement"), "kind": "quickfix",
                            "diagnostics": [diagnostic],
                            "edit": ["changes": [uri: [["range": ["start": at, "end": at], "newText": .string(comment)]]]]])
        }
        return .array(actions)
    }

    func hover(_ params: JSON) -> JSON {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = store[uri],
              let position = Position(params["position"]) else { return .null }
        let index = LineIndex(document.bytes)
        let offset = index.offset(of: position, encoding: encoding)
        for finding in findings(uri) {
            let from = index.offset(of: index.position(line: finding.start.line, column: finding.start.column, encoding: .utf8), encoding: .utf8)
            let to = index.offset(of: index.position(line: finding.end.line, column: finding.end.column, encoding: .utf8), encoding: .utf8)
            guard from <= offset, offset <= to else { continue }
            var text = "**\(finding.ruleID)**"
            if let rule = RuleRegistry.description(of: finding.ruleID) { text += ": \(rule.summary)" }
            text += "\n\n\(finding.message)"
            if let suggestion = finding.suggestion { text += "\n\nSuggested: “\(suggestion)”" }
            return ["contents": ["kind": "markdown", "value": .string(text)], "range": range(finding, index)]
        }
        return .null
    }

    /// A catalog fix as edits of the catalog's text, read from disk; none when the catalog is
    /// open with other text than the file's (the edit would land in the wrong place).
    private func catalogEdit(_ fix: BufferCatalogFix) -> BufferCatalogEdit? {
        guard let data = FileManager.default.contents(atPath: fix.catalogPath),
              let edit = ButtonLint.catalogEdit(fix, catalogBytes: Array(data)) else { return nil }
        if let open = store[Self.uri(ofPath: fix.catalogPath)], open.bytes != edit.text { return nil }
        return edit
    }

    /// The findings of the buffer as it is now, linting it again if it changed since.
    private func findings(_ uri: String) -> [BufferFinding] {
        if let document = store[uri], published[uri]?.generation != document.generation { lintNow(uri) }
        return published[uri]?.findings ?? []
    }
}
