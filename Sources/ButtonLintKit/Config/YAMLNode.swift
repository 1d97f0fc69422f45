/// A value read from the YAML subset of `.buttonlint.yml`, with where it was written, so every
/// later complaint about it can name its line and column.
public struct YAMLNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// A plain or quoted scalar. Only a plain one may be read as a number or a boolean.
        case scalar(String, isQuoted: Bool)
        case list([YAMLNode])
        /// Entries in the order written; keys are unique.
        case map([YAMLEntry])
        /// `key:` with nothing after it.
        case empty
    }

    public var value: Value
    public var position: YAMLPosition

    public init(_ value: Value, at position: YAMLPosition) {
        self.value = value
        self.position = position
    }

    /// What the node is, in the words of an error message ("a list", "the text 'x'").
    public var kindDescription: String {
        switch value {
        case .scalar(let text, _): "'\(text)'"
        case .list: "a list"
        case .map: "a map"
        case .empty: "nothing"
        }
    }
}

/// One `key: value` of a map.
public struct YAMLEntry: Sendable, Equatable {
    public var key: String
    public var keyPosition: YAMLPosition
    public var value: YAMLNode

    public init(key: String, keyPosition: YAMLPosition, value: YAMLNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A 1-based line and column; the column counts UTF-8 bytes, as findings' columns do.
public struct YAMLPosition: Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Malformed YAML or YAML outside the subset, at the place the reader stopped.
public struct YAMLError: Error, Sendable, Equatable {
    public var position: YAMLPosition
    public var message: String

    public init(_ message: String, at position: YAMLPosition) {
        self.message = message
        self.position = position
    }
}
