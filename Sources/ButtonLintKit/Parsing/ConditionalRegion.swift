/// The code of one branch of an `#if` / `#elseif` / `#else` chain, with the conditions that
/// decide it, as the parser met them. Contexts (`#if DEBUG`) and platforms (`#if os(watchOS)`)
/// read them; nothing evaluates a condition beyond asking whether it asserts a flag.
struct ConditionalRegion: Sendable, Equatable {
    /// The branch's own condition with its whitespace removed (`os(watchOS)`, `DEBUG&&os(iOS)`);
    /// empty for `#else`.
    var condition: String
    /// The conditions of the branches before it in the same chain, which are false here: an
    /// `#else` after `#if !DEBUG` is debug code.
    var earlierConditions: [String]
    /// The bytes from the end of the directive's line to the next directive of the chain.
    var bytes: Range<Int>

    /// Whether code in the branch can run only where `flag` holds: the condition is `flag`, or
    /// a top-level `&&` of it, or an earlier branch's condition was exactly `!flag`.
    func asserts(_ flag: String) -> Bool {
        if !condition.isEmpty, Self.conjuncts(of: condition).contains(where: { $0 == flag }) { return true }
        return earlierConditions.contains("!" + flag)
    }

    /// `a&&b&&(c||d)` → `a`, `b`, `(c||d)`: split at the `&&`s outside parentheses. A condition
    /// holding `||` outside parentheses asserts nothing by itself, so it gives itself whole.
    static func conjuncts(of condition: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = condition.startIndex
        var index = condition.startIndex
        var sawOr = false
        while index < condition.endIndex {
            let character = condition[index]
            let next = condition.index(after: index)
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "&" where depth == 0 && next < condition.endIndex && condition[next] == "&":
                parts.append(condition[start..<index])
                start = condition.index(after: next)
                index = start
                continue
            case "|" where depth == 0:
                sawOr = true
            default: break
            }
            index = next
        }
        parts.append(condition[start..<condition.endIndex])
        return sawOr ? [condition[...]] : parts
    }
}
