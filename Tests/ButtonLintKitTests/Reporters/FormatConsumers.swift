import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ButtonLintKit

/// Readers the reporter tests read output back with: the platform's XML parser and JSON
/// parser, not string matching.

/// One element of an XML document, with its attributes, text and children.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLElementNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every element below this one named `name`, in document order.
    func all(_ name: String) -> [XMLElementNode] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
    }

    /// The text of this element and every element below it.
    var allText: String { text + children.map(\.allText).joined() }
}

/// Parses a whole document with `XMLParser`; nil when it is not well-formed.
func parseXML(_ text: String) -> XMLElementNode? {
    final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLElementNode] = [XMLElementNode(name: "#document", attributes: [:])]

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let node = XMLElementNode(name: elementName, attributes: attributeDict)
            stack.last!.children.append(node)
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last!.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            stack.last!.text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse(), builder.stack.count == 1 else { return nil }
    return builder.stack[0]
}

/// Parses JSON with Foundation.
func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

/// The cells of a GitHub-flavored markdown table's body rows, with backslash escapes undone:
/// rows split at unescaped `|`, as GFM does before inline parsing.
func markdownTableRows(_ text: String) -> [[String]] {
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("|") }
    return lines.dropFirst(2).map { line in
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }
}

/// A finding with everything formats must escape: a path with spaces, `,`, `:` and non-ASCII
/// letters; a message with `%`, `<`, `&`, quotes and a line break; a non-ASCII source line.
let escapingFinding = Finding(
    path: "Sources/Ünïcode Dir, a:b/Tëst ✓.swift", start: SourceLocation(line: 7, column: 13),
    end: SourceLocation(line: 7, column: 24), ruleID: "title-case", severity: .warning,
    message: "50% <b>not</b> & \"quoted\" 'single'\nsecond line", title: "é <&> 50%",
    fix: [TextEdit(range: 120..<122, replacement: Array("É".utf8))], suggestion: "É <&> 50%",
    sourceLine: "\t😀 Button(\"é <&> 50%\") { } // ]]> --> %0A")
