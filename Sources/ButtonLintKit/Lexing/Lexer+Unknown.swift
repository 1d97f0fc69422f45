/// Bytes that start no ordinary ASCII token: Unicode names and operators, and what the
/// compiler reports and then skips (broken UTF-8, control characters, curly quotes).
extension LexerCore {
    /// A byte that starts no ASCII token: a Unicode identifier or operator, or something that
    /// starts no token at all.
    mutating func lexNonASCIIOrUnknown(atStartOfLine: Bool, preferRegex: Bool) {
        let start = pos
        guard let (value, length) = cursor.scalar(at: pos) else {
            diagnose(.invalidUTF8, at: pos)
            pos = cursor.endOfInvalidUTF8(at: pos)
            emitStrayCharacter(from: start, atStartOfLine: atStartOfLine)
            return
        }
        if Self.isIdentifierHead(value) {
            lexIdentifier(atStartOfLine: atStartOfLine)
            return
        }
        if Self.isOperatorHead(value) {
            lexOperator(atStartOfLine: atStartOfLine, preferRegex: preferRegex)
            return
        }
        if Self.isIdentifierCharacter(value) {
            // A combining mark cannot start a name; the compiler takes the run as one.
            diagnose(.unexpectedCharacter, at: pos)
            pos += length
            skipIdentifierCharacters()
            emit(.identifier, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
            return
        }
        if value == 0x201C {
            lexCurlyQuotedText(atStartOfLine: atStartOfLine)
            return
        }
        diagnose(.unexpectedCharacter, at: pos)
        pos += length
        if value == 0x201D {
            emit(.unknown, from: start, atStartOfLine: atStartOfLine, previous: .startsExpression)
            return
        }
        emitStrayCharacter(from: start, atStartOfLine: atStartOfLine)
    }

    /// A character the compiler skips as trivia (after reporting it): an `.unknown` token here,
    /// which changes nothing for the tokens around it.
    mutating func emitStrayCharacter(from start: Int, atStartOfLine: Bool) {
        if stack.isEmpty {
            tokens.append(tag: TokenTag.make(.unknown, nil, atStartOfLine: atStartOfLine), start: start, end: pos)
        }
        if atStartOfLine { pendingLineBreak = true }
    }

    /// `“text”`: curly quotes where a string literal was meant. The compiler reports it and reads
    /// the whole as one identifier, so quotes inside do not start literals.
    mutating func lexCurlyQuotedText(atStartOfLine: Bool) {
        let start = pos
        diagnose(.unexpectedCharacter, at: start)
        pos += 3
        var index = pos
        let end = cursor.end
        while index < end {
            let b = cursor.bytes[index]
            if b == ASCII.backslash && cursor.byte(at: index + 1) == ASCII.lparen { break }
            if ASCII.isLineBreak(b) { break }
            if b == ASCII.quote { pos = index + 1; break }
            if b == 0xE2 && cursor.byte(at: index + 1) == 0x80 && cursor.byte(at: index + 2) == 0x9D {
                pos = index + 3
                break
            }
            if b == ASCII.backslash {
                index += 2
                continue
            }
            guard let (_, length) = cursor.scalar(at: index) else { break }
            index += length
        }
        emit(.identifier, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
    }
}
