/// Where a file's `// buttonlint:` comments silence which rules, and which of them silenced
/// something. Built once per file from its comments and the parser's statement ranges:
/// `disable:next` covers the whole next statement (a multi-line call, a sheet's builder
/// statement with its closures), `disable:this` the comment's line, `disable` … `enable` the
/// bytes between them (to the end of the file when never enabled).
struct Suppressions: Sendable {
    /// A range of bytes where some rules are silenced, and the directive that made it.
    struct Region: Sendable {
        var bytes: Range<Int>
        /// Nil for `all`.
        var rules: Set<String>?
        var directive: Int
    }

    private(set) var directives: [SuppressionDirective] = []
    private var regions: [Region] = []
    /// Per directive, the rule ids that silenced a finding (`all` records every one).
    private var used: [Set<String>] = []

    var isEmpty: Bool { directives.isEmpty }

    init(tree: SyntaxTree) {
        let source = tree.source
        // Rules a `disable` opened and not yet closed: (rule or nil for all, start, directive).
        var open: [(rule: String?, start: Int, directive: Int)] = []
        for comment in tree.lexed.comments where comment.kind == .line {
            guard source.bytes[comment.range].contains(UInt8(ascii: ":")),
                  let directive = SuppressionDirective.parse(Substring(source.text(comment.range)), range: comment.range)
            else { continue }
            let index = directives.count
            directives.append(directive)
            used.append([])
            let rules: Set<String>? = directive.rules.contains("all") ? nil : Set(directive.rules)
            switch directive.action {
            case .disableThis:
                regions.append(Region(bytes: Self.line(around: comment.range.lowerBound, in: source), rules: rules, directive: index))
            case .disableNext:
                regions.append(Region(bytes: Self.nextStatement(after: comment.range, in: tree), rules: rules, directive: index))
            case .disable:
                for rule in directive.rules { open.append((rule == "all" ? nil : rule, comment.range.upperBound, index)) }
            case .enable:
                // `enable all` closes every open region; `enable RULE` the innermost one of RULE.
                for rule in directive.rules {
                    let closing = rule == "all" ? Array(open.indices.reversed())
                        : open.lastIndex(where: { $0.rule == rule }).map { [$0] } ?? []
                    for position in closing {
                        let entry = open.remove(at: position)
                        regions.append(Region(bytes: entry.start..<comment.range.lowerBound,
                                              rules: entry.rule.map { [$0] }, directive: entry.directive))
                    }
                }
            case nil:
                break
            }
        }
        for entry in open {
            regions.append(Region(bytes: entry.start..<source.bytes.count, rules: entry.rule.map { [$0] },
                                  directive: entry.directive))
        }
    }

    /// Whether a finding of `rule` at byte `offset` is silenced; records which suppression did it.
    mutating func silences(rule: String, at offset: Int) -> Bool {
        var silenced = false
        for region in regions where region.bytes.contains(offset) || (region.bytes.isEmpty && region.bytes.lowerBound == offset) {
            if let rules = region.rules, !rules.contains(rule) { continue }
            // `all` does not silence the report of an unused suppression: it could hide itself.
            if region.rules == nil && rule == UnusedSuppression.ruleID { continue }
            used[region.directive].insert(rule)
            silenced = true
        }
        return silenced
    }

    /// The `unused-suppression` violations: directives that name unknown rules or actions
    /// (warnings), and rules named by a directive that silenced nothing (notes). Rules the
    /// configuration does not run are not reported: their suppressions wait for them.
    func unusedViolations(knownRules: Set<String>, enabledRules: Set<String>) -> [(violation: Violation, severity: Severity?)] {
        var result: [(violation: Violation, severity: Severity?)] = []
        for (index, directive) in directives.enumerated() {
            let range = directive.range
            guard let action = directive.action else {
                let known = SuppressionDirective.Action.allCases.map(\.rawValue)
                result.append((Violation(range: range, message: "unknown suppression 'buttonlint:\(directive.actionText)'"
                    + NearestWord.hint(for: directive.actionText, among: known)
                    + " (known: \(known.joined(separator: ", ")))"), .warning))
                continue
            }
            if directive.rules.isEmpty {
                result.append((Violation(range: range, message: "suppression 'buttonlint:\(action.rawValue)' names no rule; "
                    + "name the rules it silences, or 'all'"), .warning))
                continue
            }
            for rule in directive.rules where rule != "all" && !knownRules.contains(rule) {
                result.append((Violation(range: range, message: "suppression names unknown rule '\(rule)'"
                    + NearestWord.hint(for: rule, among: knownRules.sorted())), .warning))
            }
            guard action != .enable else { continue }
            if directive.rules.contains("all") {
                if used[index].isEmpty {
                    result.append((Violation(range: range, message: "suppression of all rules silenced nothing; remove it"), nil))
                }
                continue
            }
            for rule in directive.rules where enabledRules.contains(rule) && rule != UnusedSuppression.ruleID
                && !used[index].contains(rule) {
                result.append((Violation(range: range, message: "suppression of '\(rule)' silenced nothing; remove it"), nil))
            }
        }
        return result
    }

    private static func line(around offset: Int, in source: SourceFile) -> Range<Int> {
        let bytes = source.bytes
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return start..<end
    }

    /// The whole statement that begins after the comment, or the next line when none does.
    private static func nextStatement(after comment: Range<Int>, in tree: SyntaxTree) -> Range<Int> {
        let tokens = tree.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].start) < comment.upperBound { low = mid + 1 } else { high = mid }
        }
        guard low < tokens.count else { return comment.upperBound..<comment.upperBound }
        if let statement = tree.statement(beginningAtOrAfter: low), statement.first == low {
            return tokens[statement.first].range.lowerBound..<tokens[statement.last].range.upperBound
        }
        // A modifier on its own line (`.confirmationDialog(…) { … }`) continues a statement: the
        // call it starts is covered with its arguments and closures.
        let name = tokens[low].kind == .period ? low + 1 : low
        if let call = tree.calls.first(where: { $0.nameToken == name }), call.endToken >= name {
            return tokens[low].range.lowerBound..<tokens[call.endToken].range.upperBound
        }
        return line(around: tokens[low].range.lowerBound, in: tree.source)
    }
}
