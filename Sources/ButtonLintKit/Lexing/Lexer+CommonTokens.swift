/// The tokens most of a file is made of, in one tight loop.
extension LexerCore {
    /// Names and keywords, brackets and punctuation, a `.` before a name, a spaced ` = `, plain
    /// decimal integers and plain string literals (`"text"`: ASCII, one line, no escape or
    /// interpolation), with spaces, tabs, line breaks and line comments between them, lexed outside any literal on local
    /// state: no call and no trivia test per token, tokens written straight into the token
    /// memory. Returns at the first byte it leaves to the general step (a comment, a literal, a
    /// number, another operator, the end), with a line break seen since the last token in
    /// `pendingLineBreak`, as the general step reads it. Each token is what the general step
    /// would make of it.
    mutating func lexCommonTokens() {
        let bytes = cursor.bytes
        let slots = keywordSlots
        let classes = nameByteClass
        let end = cursor.end
        let words = tokens.words
        var count = tokens.count
        var index = pos
        // A token takes at least a byte, so up to `limit` there is room for every token.
        let limit = min(cursor.end, index + (tokens.capacity - count))
        var lineBreak = false
        var previous = self.previous
        // Line breaks from `recordFrom` on are this loop's to record (never, when not recording).
        var recordFrom = Int.max
        // The loop appends to its own variable (an array held only there appends without a
        // uniqueness copy), put back when it returns.
        var lineStarts = LineStartBuilder()
        if recordsLineStarts {
            recordLineStarts(upTo: index)
            recordFrom = lineScanEnd
            swap(&lineStarts, &self.lineStarts)
        }
        defer {
            tokens.didAppend(upTo: count)
            pos = index
            self.previous = previous
            pendingLineBreak = lineBreak
            if recordsLineStarts {
                if lineScanEnd < index { lineScanEnd = index }
                swap(&lineStarts, &self.lineStarts)
            }
        }
        while index < limit {
            let b = bytes[index]
            if b == ASCII.space {
                index &+= 1
                if index < limit && bytes[index] == ASCII.space { index = cursor.indexAfterSpaces(from: index) }
                continue
            }
            let start = index
            let tag: UInt8
            if ASCII.isIdentifierHead(b) {
                // Eight bytes at a time: a byte-by-byte table loop takes fewer instructions for
                // these short names, but mispredicts more (valgrind's branch simulation).
                index = cursor.indexAfterASCIINameBytes(from: index &+ 1)
                guard index &- start < Int(TokenStorage.lengthMask), index >= cursor.end || bytes[index] < 0x80 else {
                    // A name going on in Unicode, or one too long for a token's length field.
                    index = start
                    return
                }
                // Most names are no keyword by their length and first letter alone.
                let letter = b &- UInt8(ascii: "a")
                let length = index &- start
                if UInt(bitPattern: length &- 2) < 15, letter < 26,
                   (slots[KeywordTable.firstLettersSlot + length].low >> UInt64(letter)) & 1 != 0 {
                    let slot = Keyword.slotIndex(bytes, start, length, in: slots)
                    tag = slots[slot].tag
                    previous = slots[slot].effect
                } else {
                    tag = TokenKind.identifier.rawValue
                    previous = .endsExpression
                }
            } else {
                switch b {
                case ASCII.lf:
                    lineBreak = true
                    if index >= recordFrom { lineStarts.append(index &+ 1) }
                    index &+= 1
                    continue
                case ASCII.cr:
                    lineBreak = true
                    if index >= recordFrom && cursor.byte(at: index &+ 1) != ASCII.lf { lineStarts.append(index &+ 1) }
                    index &+= 1
                    continue
                case ASCII.tab:
                    index &+= 1
                    continue
                case ASCII.lparen: tag = TokenKind.leftParen.rawValue; previous = .startsArgument
                case ASCII.rparen: tag = TokenKind.rightParen.rawValue; previous = .endsExpression
                case ASCII.lbrace: tag = TokenKind.leftBrace.rawValue; previous = .startsExpression
                case ASCII.rbrace: tag = TokenKind.rightBrace.rawValue; previous = .endsExpression
                case ASCII.lbracket: tag = TokenKind.leftBracket.rawValue; previous = .startsArgument
                case ASCII.rbracket: tag = TokenKind.rightBracket.rawValue; previous = .endsExpression
                case ASCII.comma: tag = TokenKind.comma.rawValue; previous = .startsArgument
                case ASCII.colon: tag = TokenKind.colon.rawValue; previous = .startsArgument
                case ASCII.semicolon: tag = TokenKind.semicolon.rawValue; previous = .startsExpression
                case ASCII.at: tag = TokenKind.atSign.rawValue; previous = .endsExpression
                case ASCII.dot where ASCII.isIdentifierHead(cursor.byte(at: index &+ 1)):
                    // A one-character operator `.` is a period (`classifyAndEmitOperator`).
                    tag = TokenKind.period.rawValue
                    previous = .period
                case ASCII.quote where cursor.byte(at: index &+ 1) != ASCII.quote:
                    // The literal's one text segment is everything between the quotes.
                    let close = cursor.indexOfPlainStringStop(from: index &+ 1)
                    guard close < cursor.end, bytes[close] == ASCII.quote,
                          close + 1 - start < Int(TokenStorage.lengthMask) else { return }
                    literals.appendPlain(start: start, end: close + 1)
                    tag = TokenKind.stringLiteral.rawValue
                    previous = .endsExpression
                    index = close
                case ASCII.zero...ASCII.nine:
                    // A plain decimal integer (`42`): digits, then no name byte, `.` or non-ASCII byte
                    // (those make a float, a radix, a malformed number or a tuple index: `lexNumber`).
                    var after = index &+ 1
                    while after < end && ASCII.isDigit(bytes[after]) { after &+= 1 }
                    guard after == end || (classes[Int(bytes[after])] == 0 && bytes[after] != ASCII.dot),
                          after &- start < Int(TokenStorage.lengthMask) else { return }
                    tag = TokenKind.integerLiteral.rawValue
                    previous = .endsExpression
                    index = after &- 1
                case ASCII.slash where cursor.byte(at: index &+ 1) == ASCII.slash:
                    // A line comment (never a regex): no token, and it holds no line break.
                    pos = index
                    lexLineComment()
                    index = pos
                    continue
                case UInt8(ascii: "=") where cursor.byte(at: index &+ 1) == ASCII.space:
                    // A one-character `=` is a binary operator whatever stands around it.
                    tag = TokenKind.operatorSymbol.rawValue
                    previous = .binaryOperator
                case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                     UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
                     UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "="):
                    // An operator with a space on both sides (` == `, ` -> `, ` ?? `), without `/` or `.`:
                    // bound on neither side, so binary, except a lone `?` and `->` (`classifyAndEmitOperator`).
                    guard start > 0 && bytes[start &- 1] == ASCII.space else { return }
                    var after = index &+ 1
                    while after < end && Self.isSpacedOperatorCharacter(bytes[after]) { after &+= 1 }
                    guard after < end && bytes[after] == ASCII.space else { return }
                    if after &- start == 1 && b == UInt8(ascii: "?") {
                        previous = .startsExpression
                    } else if after &- start == 2 && b == ASCII.minus && bytes[after &- 1] == UInt8(ascii: ">") {
                        previous = .endsExpression
                    } else {
                        previous = .binaryOperator
                    }
                    tag = TokenKind.operatorSymbol.rawValue
                    index = after &- 1
                default:
                    return
                }
                index &+= 1
            }
            words[count] = TokenBuilder.word(tag: lineBreak ? tag | TokenTag.atStartOfLine : tag, start: start,
                                             length: index &- start)
            count &+= 1
            lineBreak = false
        }
    }

    /// The operator characters of a spaced operator the loop lexes itself: all ASCII ones but
    /// `/` (comments, regex literals) and `.` (dot operators).
    @inline(__always)
    static func isSpacedOperatorCharacter(_ b: UInt8) -> Bool {
        b != ASCII.slash && b != ASCII.dot && b < 0x80 && isASCIIOperatorCharacter(b)
    }
}
