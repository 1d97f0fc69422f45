/// Regex literals: `/…/` where the grammar allows an expression to start, and the extended
/// `#/…/#` forms (multi-line when `#/` ends its line).
extension LexerCore {
    /// True when the previous token ends an expression, so a `/` after it divides.
    var previousEndsExpression: Bool {
        guard let previous else { return false }
        switch previous {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral,
             .regexLiteral, .rightParen, .rightBracket, .rightBrace, .poundKeyword:
            return true
        default:
            return false
        }
    }

    /// Tries a regex literal at `poundStart` (`pounds` `#` then `/`). On success the token is
    /// emitted and true returned; otherwise nothing moved.
    mutating func tryLexRegex(poundStart: Int, pounds: Int, atStartOfLine: Bool) -> Bool {
        let slash = poundStart + pounds
        if pounds == 0 {
            if previousEndsExpression { return false }
            let first = cursor.byte(at: slash + 1)
            if first == ASCII.space || first == ASCII.tab || ASCII.isLineBreak(first) || slash + 1 >= cursor.end {
                return false
            }
        }
        var index = slash + 1
        let end = cursor.end
        var multiline = false
        if pounds > 0 {
            var i = index
            while ASCII.isHorizontalSpace(cursor.byte(at: i)) { i += 1 }
            if cursor.lineBreakLength(at: i) > 0 { multiline = true }
        }
        var inClass = 0
        while index < end {
            let b = cursor.bytes[index]
            if ASCII.isLineBreak(b) && !multiline { return false }
            if b == ASCII.backslash {
                index += 2
                continue
            }
            if pounds == 0 {
                if b == ASCII.lbracket { inClass += 1 } else if b == ASCII.rbracket && inClass > 0 { inClass -= 1 }
            }
            if b == ASCII.slash && inClass == 0 && poundsMatch(at: index + 1, pounds) {
                if pounds == 0 {
                    let last = cursor.byte(at: index - 1)
                    if last == ASCII.space || last == ASCII.tab { return false }
                }
                pos = index + 1 + pounds
                emit(.regexLiteral, from: poundStart, atStartOfLine: atStartOfLine)
                return true
            }
            index += 1
        }
        if pounds == 0 { return false }
        pos = end
        diagnose(.unterminatedRegex, at: poundStart)
        emit(.regexLiteral, from: poundStart, atStartOfLine: atStartOfLine)
        return true
    }
}
