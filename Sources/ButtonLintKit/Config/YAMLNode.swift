/// A value read from the YAML subset of `.buttonlint.yml`, with where it was written, so every
/// later complaint about it can name its line and column.
struct YAMLNode: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        /// A plain or quoted scalar. Only a plain one may be read as a number or a boolean.
        case scalar(String, isQuoted: Bool)
        case list([YAMLNode])
        /// Entries in the order written; keys are unique.
        case map([YAMLEntry])
        /// `key:` with nothing after it.
        case empty
    }

    var value: Value
    var position: YAMLPosition

    init(_ value: Value, at position: YAMLPosition) {
        self.value = value
        self.position = position
    }

    /// What the node is, in the words of an error message ("a list", "the text 'x'").
    var kindDescription: String {
        switch value {
        case .scalar(let text, _): "'\(text)'"
        case .list: "a list"
        case .map: "a map"
        case .empty: "nothing"
        }
    }
}

/// One `key: value` of a map.
struct YAMLEntry: Sendable, Equatable {
    var key: String
    var keyPosition: YAMLPosition
    var value: YAMLNode

    init(key: String, keyPosition: YAMLPosition, value: YAMLNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A 1-based line and column; the column counts UTF-8 bytes, as findings' columns do.
struct YAMLPosition: Sendable, Equatable, Hashable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Malformed YAML or YAML outside the subset, at the place the reader stopped.
struct YAMLError: Error, Sendable, Equatable {
    var position: YAMLPosition
    var message: String

    init(_ message: String, at position: YAMLPosition) {
        self.message = message
        self.position = position
    }
}
