/// A configuration that cannot be used: exit status 2, printed as `file:line:column: error: …`.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    init(path: String, at position: YAMLPosition, _ message: String) {
        self.init(path: path, line: position.line, column: position.column, message: message)
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// The known word nearest to a misspelled one, for "did you mean" hints.
enum NearestWord {
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(Array(word.lowercased().utf8), Array($0.lowercased().utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.utf8.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance over bytes (configuration keys are ASCII).
    static func distance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }

    /// " (did you mean 'x'?)" or nothing.
    static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
