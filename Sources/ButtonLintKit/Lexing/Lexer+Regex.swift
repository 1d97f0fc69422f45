/// Regex literals, decided as swift-syntax's lexer decides them: `#/…/#` (multi-line when
/// `#/` ends its line) always; a bare `/…/` only where an expression may start (from the
/// previous token) and not after `func`/`operator`. Where the `/` could also be an unapplied
/// operator (after `(`, `[`, `,`, `:`) or a prefix operator, it must not start or end with a
/// space or tab nor hold an unbalanced `)`. Anything else is an operator.
extension LexerCore {
    /// A `/` found in the operator `operatorStart..<operatorEnd`: if it starts a regex literal,
    /// emits the part of the operator before it (a prefix operator) and the regex, and returns true.
    mutating func tryLexRegexInOperator(slash: Int, operatorStart: Int, operatorEnd: Int, preferRegex: Bool,
                                        atStartOfLine: Bool) -> Bool {
        let leftBound = isLeftBound(operatorStart)
        guard !leftBound else { return false }
        // `func /(…)` and `operator /^/` declare operators.
        if previous == .funcOrOperatorKeyword { return false }
        let rightBound = isRightBound(operatorEnd, isLeftBound: leftBound)
        var mustBeRegex = false
        if leftBound == rightBound {
            // `try? /x/`: `try` cannot be the left side of a binary operator.
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !previous.isRegexPosition { return false }
            // A binary operator cannot stand where an expression must start, so this is a
            // regex literal, unless an argument list may hold an unapplied operator there.
            if previous != .startsArgument { mustBeRegex = true }
        }
        guard let scan = scanRegex(at: slash, mustBeRegex: mustBeRegex) else { return false }
        if slash > operatorStart {
            // The part before the `/` is an operator of its own (`!/x/`, or `./x/` with a period).
            pos = slash
            classifyAndEmitOperator(from: operatorStart, atStartOfLine: atStartOfLine)
            emitRegex(from: slash, scan: scan, atStartOfLine: false)
        } else {
            emitRegex(from: slash, scan: scan, atStartOfLine: atStartOfLine)
        }
        return true
    }

    /// `#…#/`: a regex literal whatever precedes it. Returns false when `/` does not follow the `#`s.
    mutating func lexRegex(at start: Int, mustBeRegex: Bool, atStartOfLine: Bool) -> Bool {
        guard let scan = scanRegex(at: start, mustBeRegex: mustBeRegex) else { return false }
        emitRegex(from: start, scan: scan, atStartOfLine: atStartOfLine)
        return true
    }

    mutating func emitRegex(from start: Int, scan: (end: Int, terminated: Bool), atStartOfLine: Bool) {
        if !scan.terminated { diagnose(.unterminatedRegex, at: start) }
        pos = scan.end
        emit(.regexLiteral, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
    }

    /// Scans a regex literal starting at `start` (its `#`s, then `/`). Returns where it ends
    /// and whether it is terminated, or nil when this is not a regex literal.
    func scanRegex(at start: Int, mustBeRegex: Bool) -> (end: Int, terminated: Bool)? {
        let end = cursor.end
        let bytes = cursor.bytes
        var i = start
        while i < end && bytes[i] == ASCII.pound { i += 1 }
        let pounds = i - start
        guard i < end && bytes[i] == ASCII.slash else { return nil }
        i += 1

        if pounds == 0 {
            if i < end {
                let first = bytes[i]
                if (first == ASCII.space || first == ASCII.tab) && !mustBeRegex { return nil }
                // `//` and `/*` start comments.
                if first == ASCII.star || first == ASCII.slash { return nil }
            }
            // `*/` ends a block comment.
            if start > 0 && bytes[start - 1] == ASCII.star { return nil }
        }

        var firstNewline = -1
        if pounds > 0 {
            var j = i
            while j < end && ASCII.isHorizontalSpace(bytes[j]) { j += 1 }
            if j < end && ASCII.isLineBreak(bytes[j]) {
                firstNewline = j
                i = j
            }
        }

        func unterminated(at position: Int) -> (end: Int, terminated: Bool)? {
            guard mustBeRegex else { return nil }
            return (firstNewline >= 0 && position >= end ? firstNewline : position, false)
        }

        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1
        while true {
            // The closing delimiter: `/` and at least as many `#` as opened it.
            if i < end && bytes[i] == ASCII.slash {
                var k = i + 1
                var closingPounds = 0
                if pounds > 0 {
                    while k < end && bytes[k] == ASCII.pound { closingPounds += 1; k += 1 }
                }
                if closingPounds >= pounds {
                    if closingPounds == 0 {
                        if k < end && (bytes[k] == ASCII.star || bytes[k] == ASCII.slash) {
                            return unterminated(at: i)
                        }
                        if lastUnescapedSpace >= 0 && lastUnescapedSpace + 1 == i && !mustBeRegex {
                            return nil
                        }
                    }
                    return (k, true)
                }
            }
            // One pattern character, or a backslash and the character it escapes.
            guard i < end else { return unterminated(at: i) }
            var escaped = false
            if bytes[i] == ASCII.backslash {
                escaped = true
                i += 1
                guard i < end else { return unterminated(at: i) }
            }
            let b = bytes[i]
            if b >= 0x80 {
                if let (_, length) = cursor.scalar(at: i) {
                    i += length
                } else {
                    i += 1
                    while i < end && bytes[i] & 0xC0 == 0x80 { i += 1 }
                }
                continue
            }
            switch b {
            case ASCII.lf, ASCII.cr:
                if firstNewline < 0 { return unterminated(at: i) }
            case ASCII.lparen where !escaped && classDepth == 0:
                groupDepth += 1
            case ASCII.rparen where !escaped && classDepth == 0:
                if groupDepth > 0 {
                    groupDepth -= 1
                } else if !mustBeRegex {
                    // An unbalanced `)`: more likely `(a /b) / c` than a regex.
                    return nil
                }
            case ASCII.lbracket where !escaped:
                classDepth += 1
            case ASCII.rbracket where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case ASCII.space, ASCII.tab:
                if !escaped { lastUnescapedSpace = i }
            default:
                break
            }
            i += 1
        }
    }
}
