/// How configuration keys are spelled. ButtonLint writes every key in kebab-case
/// (`disabled-rules`, `development-language`, `max-words`), as its rule ids are written.
/// SwiftLint writes its keys in snake case, and its users paste `disabled_rules`: the snake
/// spelling of a known key is read as the kebab one, and the file gets one note that names the
/// preferred spelling. A map that holds both spellings of one key is an error, since which value
/// was meant cannot be told.
struct KeySpelling {
    /// A key written the other way, where it was written.
    struct OtherSpelling: Equatable {
        var written: String
        var preferred: String
        var position: YAMLPosition
    }

    /// The keys written the other way, in the order read.
    private(set) var otherSpellings: [OtherSpelling] = []

    /// The preferred spelling of `key`: kebab-case.
    static func preferred(_ key: String) -> String {
        String(key.map { $0 == "_" ? "-" : $0 })
    }

    /// `entries` with the other spelling of each key in `known` replaced by the preferred one.
    /// Keys that are not known stay as written, for the decoder to report.
    mutating func normalize(_ entries: [YAMLEntry], known: [String], path: String) throws(ConfigurationError) -> [YAMLEntry] {
        var seen: [String: YAMLEntry] = [:]
        var normalized: [YAMLEntry] = []
        for var entry in entries {
            let written = entry.key
            let preferred = Self.preferred(written)
            if preferred != written && known.contains(preferred) {
                otherSpellings.append(OtherSpelling(written: written, preferred: preferred, position: entry.keyPosition))
                entry.key = preferred
            }
            // The reader refuses a key written twice the same way, so a clash here is two spellings.
            if let earlier = seen[entry.key] {
                throw ConfigurationError(path: path, at: entry.keyPosition,
                    "'\(written)' and '\(earlier.key)' (line \(earlier.keyPosition.line)) are two spellings of "
                    + "one key; keep one ('\(entry.key)')")
            }
            seen[entry.key] = YAMLEntry(key: written, keyPosition: entry.keyPosition, value: entry.value)
            normalized.append(entry)
        }
        return normalized
    }

    /// One note for the file, at the first key written the other way, or nothing. The keys are
    /// named in the file's order (the top level is read before the rules' options).
    func note(path: String) -> ConfigurationNote? {
        let inFileOrder = otherSpellings.sorted {
            ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
        }
        guard let first = inFileOrder.first else { return nil }
        var message = "'\(first.written)' is spelled '\(first.preferred)' in ButtonLint"
        let others = inFileOrder.dropFirst().map(\.written)
        if !others.isEmpty {
            message += " (so are the other keys written with '_' here: \(others.joined(separator: ", ")))"
        }
        return ConfigurationNote(path: path, line: first.position.line, column: first.position.column,
                                 message: message + "; both work")
    }
}

/// Something a configuration file should know but that does not stop the run, printed on
/// standard error as `file:line:column: note: …`.
package struct ConfigurationNote: Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int
    package var message: String

    init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String { "\(path):\(line):\(column): note: \(message)" }
}
