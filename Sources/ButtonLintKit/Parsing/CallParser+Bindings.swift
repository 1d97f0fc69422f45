/// A binding or member assignment whose value is still being read.
struct OpenValue {
    enum Target { case binding(Int), assignment(Int) }
    var target: Target
    var depth: Int
    var start: Int
}

/// `let name` or `var name` read, its `=` not yet: the binding is made when the `=` comes at the
/// same bracket depth.
struct PendingBinding {
    var name: String
    var nameToken: Int
    var isConstant: Bool
    var depth: Int
}

extension SyntaxTreeBuilder {
    // MARK: - Bindings and member assignments

    /// `=` after `let name` makes a binding; after a member chain that starts a statement
    /// (`config.title = …`), a member assignment.
    mutating func handleEquals(_ index: Int) {
        let depth = frames.count
        let top = depth - 1
        if case .property = frames[top].pending { frames[top].pending = nil }
        if let binding = pendingBinding, binding.depth == depth {
            pendingBinding = nil
            bindings.append(Binding(name: binding.name, nameToken: binding.nameToken, isConstant: binding.isConstant,
                                    value: index + 1..<index + 1, scope: frames[top].scope,
                                    isTypeMember: isTypeScope(frames[top].scope)))
            openValues.append(OpenValue(target: .binding(bindings.count - 1), depth: depth, start: index + 1))
            return
        }
        // The chain is checked before its names are made: most `=` assign no member chain.
        guard let (start, count) = reader.memberChainStart(endingAt: index - 1), count >= 2 else { return }
        let before = start - 1
        let startsStatement = tokens[start].isAtStartOfLine || before < 0
            || reader.isKind(before, .leftBrace) || reader.isKind(before, .semicolon) || reader.keyword(at: before) == .in
        guard startsStatement else { return }
        let path = reader.memberChainNames(from: start, to: index - 1, count: count)
        assignments.append(MemberAssignment(target: path, targetStart: start, value: index + 1..<index + 1,
                                            scope: frames[top].scope))
        openValues.append(OpenValue(target: .assignment(assignments.count - 1), depth: depth, start: index + 1))
    }

    // MARK: - Statements

    /// A line that starts a new statement ends the values being read at this level (`index` is
    /// a token at the start of a line, not the first).
    mutating func endStatementIfNeeded(at index: Int) {
        let token = tokens[index]
        if case .property = frames[frames.count - 1].pending { frames[frames.count - 1].pending = nil }
        switch token.kind {
        case .period, .operatorSymbol, .colon, .rightParen, .rightBracket, .rightBrace, .leftBrace: return
        default: break
        }
        let previous = tokens[index - 1].kind
        if previous == .operatorSymbol || previous == .comma || previous == .colon || previous == .period { return }
        if let binding = pendingBinding, binding.depth >= frames.count { pendingBinding = nil }
        closeOpenValues(deeperThan: frames.count - 1, end: index)
        endStatement(in: frames.count - 1, lastToken: index - 1)
    }

    /// Statements are read in the file and in braces, not inside parentheses or brackets.
    /// A statement's slot in `statements` is taken when it begins, so they come out ordered by
    /// their first token (a token begins at most one statement) with no sort; its end is filled
    /// in when it ends.
    mutating func beginStatementIfNeeded(at index: Int, kind: TokenKind) {
        let top = frames.count - 1
        guard frames[top].statementStart == nil, kind != .rightBrace, kind != .semicolon,
              frames[top].kind == .file || frames[top].kind == .brace else { return }
        frames[top].statementStart = index
        frames[top].statementSlot = statements.count
        statements.append(StatementRange(first: index, last: index - 1))
    }

    mutating func endStatement(in frame: Int, lastToken: Int) {
        guard let start = frames[frame].statementStart else { return }
        frames[frame].statementStart = nil
        if lastToken >= start { statements[frames[frame].statementSlot].last = lastToken }
    }

    /// Statements ordered by their first token, without those that ended before they held a token.
    mutating func finishedStatements() -> [StatementRange] {
        var kept = 0
        for index in statements.indices where statements[index].last >= statements[index].first {
            statements[kept] = statements[index]
            kept += 1
        }
        statements.removeLast(statements.count - kept)
        return statements
    }

    /// Ends the values open deeper than `depth`. Most calls find none: the test stays inlined
    /// and the closing is kept apart.
    @inline(__always)
    mutating func closeOpenValues(deeperThan depth: Int, end: Int) {
        guard let open = openValues.last, open.depth > depth else { return }
        closeOpenValuesFound(deeperThan: depth, end: end)
    }

    @inline(never)
    mutating func closeOpenValuesFound(deeperThan depth: Int, end: Int) {
        while let open = openValues.last, open.depth > depth {
            openValues.removeLast()
            let value = open.start..<max(open.start, end)
            switch open.target {
            case .binding(let index): bindings[index].value = value
            case .assignment(let index): assignments[index].value = value
            }
        }
    }

    mutating func isTypeScope(_ scope: Int) -> Bool {
        if case .type = scopes[scope].kind { true } else { false }
    }
}
