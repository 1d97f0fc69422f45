/// Reads tokens for the call parser: names and their text, callees, member chains, closure
/// parameters. Its own small value, so the parser's many reads of a token pass these two
/// references rather than a copy of the whole builder.
struct TokenReader {
    let tokens: TokenList
    let bytes: [UInt8]
    /// The thread's texts of names met before, so a name's `String` is made once.
    let names: InternedNames = .current

    func typeName(after index: Int) -> String {
        var next = index + 1
        guard next < tokens.count, tokens[next].kind == .identifier else { return "" }
        // Usually one name: it is the type's name as it is, with no list of parts to join.
        var name = text(next)
        while isKind(next + 1, .period), next + 2 < tokens.count, tokens[next + 2].kind == .identifier {
            next += 2
            name += "." + text(next)
        }
        return name
    }

    /// The token naming the callee of a `(` or `{` at `index`, when it is a call.
    func calleeName(before index: Int) -> Int? {
        let name = index - 1
        // Swift reads `(` or `{` on a new line as a new expression, not as call syntax.
        guard name >= 0, !tokens[index].isAtStartOfLine else { return nil }
        switch tokens[name].kind {
        case .identifier:
            if name > 0, tokens[name - 1].kind == .atSign { return nil }
            if let keyword = keyword(at: name), !followsPeriod(name) {
                if keyword == .`init` { return nil }
                if !keyword.canNameCallee { return nil }
            }
            return name
        default:
            return nil
        }
    }

    /// The plain names before a callee: `self.alert.addAction` → `["self", "alert"]`; whether
    /// the call is an implicit member (`.destructive(…)`).
    func receiverChain(before nameToken: Int) -> ([String]?, Bool) {
        let period = nameToken - 1
        guard isKind(period, .period) else { return ([], false) }
        // A modifier chain goes on across whole `#if …`, `#else` and `#endif` lines between its
        // parts: what a `.name` starting a line after them modifies is what ends before them.
        guard let owner = tokens.tokenBefore(period: period), isExpressionEnd(owner) else { return ([], true) }
        guard let (first, count) = memberChainStart(endingAt: owner) else { return (nil, false) }
        return (memberChainNames(from: first, to: owner, count: count), false)
    }

    /// Reads `a.b?.c` backwards from its last name: the first name's token and how many names
    /// the chain has; nil when the chain does not start with a plain name. Its names are made
    /// apart (`memberChainNames`), once the caller knows it wants them.
    func memberChainStart(endingAt last: Int) -> (first: Int, count: Int)? {
        var count = 0
        var index = last
        while index >= 0 {
            if tokens[index].kind == .operatorSymbol, isSingleByte(index, "?") || isSingleByte(index, "!") {
                index -= 1
                continue
            }
            guard tokens[index].kind == .identifier || tokens[index].kind == .dollarIdentifier else { return nil }
            count += 1
            guard isKind(index - 1, .period), index >= 2, isExpressionEnd(index - 2) else { break }
            index -= 2
        }
        guard count > 0 else { return nil }
        // The loop stops on a name: the chain's first.
        return (max(index, 0), count)
    }

    /// The `count` names of a chain from its first name's token to `last`.
    func memberChainNames(from first: Int, to last: Int, count: Int) -> [String] {
        // Between the first name and the last only names, periods and postfix `?`/`!` stand.
        var names: [String] = []
        names.reserveCapacity(count)
        for position in first...last
        where tokens[position].kind == .identifier || tokens[position].kind == .dollarIdentifier {
            names.append(text(position))
        }
        return names
    }

    /// Tokens that can end an expression, so a `.` after them is a member access.
    func isExpressionEnd(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier:
            guard let keyword = keyword(at: index) else { return true }
            return keyword.canNameCallee || keyword == .true || keyword == .false || keyword == .nil
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace:
            return true
        case .operatorSymbol:
            // A postfix `?` or `!` written against its operand: `a?.b`, `a!.b`.
            return (isSingleByte(index, "?") || isSingleByte(index, "!")) && index > 0
                && tokens[index - 1].end == tokens[index].start
        default:
            return false
        }
    }

    /// Parameter names of a closure: `{ [weak self] action, index in`, `{ (a: Int, b) -> Void in`.
    /// Anything else before an `in` (`{ for item in items`) means the closure has no parameter list.
    /// Most closures have none, so the list is read once to check it and the names made only then.
    func closureParameters(after brace: Int) -> [String] {
        var count = 0
        guard closureSignatureEnd(after: brace, { _ in count += 1 }) != nil else { return [] }
        var names: [String] = []
        // Counted on the first reading, so the list is made at its size.
        names.reserveCapacity(count)
        _ = closureSignatureEnd(after: brace) { names.append(text($0)) }
        return names
    }

    /// The first token of the statements of the closure whose `{` is at `brace`: after the `in`
    /// of its signature (`{ _ in`, `{ [weak self] (a: Int) throws -> Bool in`), else right after
    /// the brace.
    func closureStatementsStart(after brace: Int) -> Int {
        closureSignatureEnd(after: brace).map { $0 + 1 } ?? brace + 1
    }

    /// The `in` that ends the signature of the closure whose `{` is at `brace`, calling `body`
    /// with each parameter name's token; nil when the closure has no signature.
    func closureSignatureEnd(after brace: Int, _ body: (Int) -> Void = { _ in }) -> Int? {
        var index = brace + 1
        let limit = min(tokens.count, brace + 64)
        if isKind(index, .leftBracket) {
            // A capture list: skip to its closing bracket.
            var depth = 0
            while index < limit {
                if tokens[index].kind == .leftBracket { depth += 1 }
                if tokens[index].kind == .rightBracket { depth -= 1; if depth == 0 { break } }
                index += 1
            }
            index += 1
        }
        if isKind(index, .leftParen) {
            // `(a: Int, b)`: the first name of each parameter.
            var depth = 0
            var expectsName = true
            while index < limit {
                switch tokens[index].kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .comma where depth == 1: expectsName = true
                case .identifier where depth == 1 && expectsName:
                    body(index)
                    expectsName = false
                default: break
                }
                index += 1
                if depth == 0 { break }
            }
        } else {
            // `a, b`: names separated by commas; nothing may stand between them and `in`.
            let first = index
            while index < limit, tokens[index].kind == .identifier, keyword(at: index) == nil {
                index += 1
                guard isKind(index, .comma) else { break }
                index += 1
            }
            guard keyword(at: index) == .in else { return nil }
            var name = first
            while name < index {
                body(name)
                name += 2
            }
            return index
        }
        // After a parenthesized list, `async`, `throws` and `-> Type` may stand before `in`.
        while index < limit, keyword(at: index) != .in {
            switch tokens[index].kind {
            case .identifier, .operatorSymbol, .period, .leftParen, .rightParen, .leftBracket, .rightBracket,
                 .comma, .colon:
                guard !tokens[index].isAtStartOfLine else { return nil }
                if let keyword = keyword(at: index), keyword != .async, keyword != .throws, keyword != .some,
                   keyword != .any, keyword != .rethrows { return nil }
            default:
                return nil
            }
            index += 1
        }
        return keyword(at: index) == .in ? index : nil
    }

    /// A trailing closure as the finished call holds it.
    func trailingClosure(_ entry: OpenedTrailingClosure) -> TrailingClosure {
        TrailingClosure(label: entry.labelToken < 0 ? nil : text(entry.labelToken), body: entry.body)
    }

    /// The token's text. Names are plain ASCII almost always, and short ones are stored inside
    /// their `String` with no allocation.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        return names.text(of: bytes, from: Int(token.start), to: Int(token.end))
    }

    func text(of name: FunctionName) -> String {
        switch name {
        case .token(let index): text(index)
        case .keyword(let keyword): keyword.rawValue
        case .missing: ""
        }
    }

    @inline(__always)
    func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }

    @inline(__always)
    func followsPeriod(_ index: Int) -> Bool { isKind(index - 1, .period) }

    /// Whether the token at `index` is spelled `text`, compared as bytes.
    func spells(_ index: Int, _ text: String) -> Bool {
        let range = tokens[index].range
        guard range.count == text.utf8.count else { return false }
        return bytes[range].elementsEqual(text.utf8)
    }

    @inline(__always)
    func isSingleByte(_ index: Int, _ byte: Unicode.Scalar) -> Bool {
        let token = tokens[index]
        return token.end == token.start + 1 && bytes[Int(token.start)] == UInt8(ascii: byte)
    }

    @inline(__always)
    func keyword(at index: Int) -> Keyword? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].keyword
    }
}

/// Whole `#if …`, `#elseif …`, `#else` and `#endif` lines sit inside modifier chains in real code
/// without changing what the chain modifies: the chain is read across them, both ways.
extension TokenList {
    /// The token a `.` at `period` follows: the one before it, or for a `.` starting a line, the
    /// last one before the whole directive lines above it. Nil when nothing comes before.
    func tokenBefore(period: Int) -> Int? {
        guard self[period].isAtStartOfLine else { return period > 0 ? period - 1 : nil }
        var candidate = period - 1
        while candidate >= 0 {
            var lineStart = candidate
            while lineStart > 0, !self[lineStart].isAtStartOfLine { lineStart -= 1 }
            guard self[lineStart].kind == .poundDirective else { return candidate }
            candidate = lineStart - 1
        }
        return nil
    }

    /// `index`, or the first token after the whole directive lines that start there.
    func firstToken(pastDirectiveLinesFrom index: Int) -> Int {
        var next = index
        while next < count, self[next].kind == .poundDirective {
            next += 1
            while next < count, !self[next].isAtStartOfLine { next += 1 }
        }
        return next
    }
}
