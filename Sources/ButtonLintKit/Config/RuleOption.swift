/// A setting a rule reads from `rules: {RULE: {OPTION: value}}`, with the rule's usual behaviour
/// as its default. Rules declare theirs in their description (from their `Options`), so `explain`
/// lists them and the configuration reader checks every value against them in one place.
public struct RuleOption: Sendable {
    enum Kind: Sendable, Equatable {
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        case boolean
        /// One of the listed words.
        case choice([String])
        /// A list of words or phrases.
        case words
    }

    public var name: String
    var kind: Kind
    public var defaultValue: RuleOptionValue
    /// What it changes, in a sentence.
    public var summary: String

    init(name: String, kind: Kind, defaultValue: RuleOptionValue, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// What a value must be, for error messages and `explain`.
    public var expectation: String {
        switch kind {
        case .integer(let range):
            range.upperBound == Int.max ? "a whole number of at least \(range.lowerBound)"
                : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .boolean: "true or false"
        case .choice(let choices): "one of " + choices.joined(separator: ", ")
        case .words: "a list of words or phrases"
        }
    }
}

/// A rule option's value.
public enum RuleOptionValue: Sendable, Equatable {
    case integer(Int)
    case boolean(Bool)
    case choice(String)
    case words([String])

    /// As written in `.buttonlint.yml` (flow style), for `explain` and `rules`.
    public var yamlText: String {
        switch self {
        case .integer(let value): String(value)
        case .boolean(let value): value ? "true" : "false"
        case .choice(let value): value
        case .words(let words): "[" + words.map(Self.quotedIfNeeded).joined(separator: ", ") + "]"
        }
    }

    private static func quotedIfNeeded(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            !"[]{},:#'\"&*!|>%@`".unicodeScalars.contains(scalar)
        } && word.first != " " && word.last != " " && word.first != "-" && word.first != "?"
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

/// The options a configuration gives one rule, read with the rule's defaults behind them.
public struct RuleOptions: Sendable, Equatable {
    public var values: [String: RuleOptionValue]
    private let declared: [String: RuleOption]

    init(values: [String: RuleOptionValue] = [:], declared: [RuleOption]) {
        self.values = values
        self.declared = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public static func == (lhs: RuleOptions, rhs: RuleOptions) -> Bool { lhs.values == rhs.values }

    /// The configured value, else the declared default.
    public func value(_ name: String) -> RuleOptionValue? {
        values[name] ?? declared[name]?.defaultValue
    }

    func integer(_ name: String) -> Int {
        if case .integer(let value) = value(name) { return value }
        preconditionFailure("rule option '\(name)' is not a declared integer")
    }

    func boolean(_ name: String) -> Bool {
        if case .boolean(let value) = value(name) { return value }
        preconditionFailure("rule option '\(name)' is not a declared boolean")
    }

    func choice(_ name: String) -> String {
        if case .choice(let value) = value(name) { return value }
        preconditionFailure("rule option '\(name)' is not a declared choice")
    }

    func words(_ name: String) -> [String] {
        if case .words(let value) = value(name) { return value }
        preconditionFailure("rule option '\(name)' is not a declared word list")
    }
}
