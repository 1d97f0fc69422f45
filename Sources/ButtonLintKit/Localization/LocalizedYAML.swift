import Foundation

/// Aparoksha's `Localized` phrases: a `Localized.yml` (or `.yaml`) in a target, whose build plugin
/// generates `Loc.key` and `Loc.key(param:)`. The file is a map with `default: <language>` and
/// one entry per phrase: the key, with its parameters in parentheses (`send(message, name)`), to
/// a map of languages to texts, where `(param)` in a text stands for the parameter's value and
/// `en(count == "1")` is a conditional form of `en`. The default language's unconditional text
/// is what people see (the plugin falls back to it), so it is the phrase's text in the index,
/// each `(param)` an interpolation.
enum LocalizedYAML {
    /// The names the plugin reads.
    static let fileNames: Set<String> = ["Localized.yml", "Localized.yaml"]
    /// The table `Loc` lookups read in a module's index: no `.strings` table has this role.
    static let table = "Localized"
    /// The enum the plugin generates for plain use.
    static let accessorRoot = "Loc"

    /// The phrases of a `Localized.yml`'s bytes, as one catalog in the default language. A file
    /// the YAML reader cannot read, or without `default`, is a failure at its line.
    static func read(_ bytes: [UInt8], path: String) throws(CatalogFailure) -> ReadCatalog {
        let root: YAMLNode
        do {
            root = try YAMLReader.parse(bytes)
        } catch {
            throw CatalogFailure(path: path, line: error.position.line, column: error.position.column, reason: error.message)
        }
        guard case .map(let entries) = root.value else {
            throw CatalogFailure(path: path, line: root.position.line, column: root.position.column,
                                 reason: "expected a map of phrases at the top")
        }
        guard let defaultEntry = entries.first(where: { $0.key == "default" }),
              case .scalar(let language, _) = defaultEntry.value.value else {
            throw CatalogFailure(path: path, line: root.position.line, column: root.position.column,
                                 reason: "no 'default' language (default: en)")
        }
        var read = ReadCatalog(catalogPath: path, table: table, language: language, keyCount: entries.count)
        for entry in entries where entry.key != "default" {
            guard let phrase = Phrase(entry.key), case .map(let texts) = entry.value.value,
                  let text = texts.first(where: { $0.key == language }),
                  case .scalar(let value, _) = text.value.value else { continue }
            read.appendText(CatalogText(variation: "", text: phrase.title(of: value), range: nil,
                                        line: text.value.position.line))
            read.appendKey(phrase.name, shouldTranslate: true, line: entry.keyPosition.line)
        }
        return read
    }

    /// A phrase's key as the plugin splits it: the name `Loc` gives it and its parameters.
    struct Phrase: Equatable {
        var name: String
        var parameters: [String]

        /// `house` or `send(message, name)`; nil for a key the plugin could not make a name of.
        init?(_ key: String) {
            guard let open = key.firstIndex(of: "(") else {
                guard Self.isName(key) else { return nil }
                (name, parameters) = (key, [])
                return
            }
            guard key.hasSuffix(")") else { return nil }
            name = String(key[..<open])
            let inside = key[key.index(after: open)..<key.index(before: key.endIndex)]
            parameters = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard Self.isName(name), parameters.allSatisfy(Self.isName) else { return nil }
        }

        /// The text with each `(parameter)` as an interpolation, as the generated code makes it.
        func title(of text: String) -> String {
            var title = text
            for parameter in parameters {
                title = title.replacingOccurrences(of: "(" + parameter + ")",
                                                   with: String(LiteralText.interpolationMarker))
            }
            return title
        }

        private static func isName(_ text: some StringProtocol) -> Bool {
            guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return text.unicodeScalars.allSatisfy { ScalarCase.isLetter($0) || ScalarCase.isDigit($0) || $0 == "_" }
        }
    }
}
