/// Operators, `.` and dot-operators (`...`, `..<`), with the compiler's whitespace rules:
/// an operator is prefix, postfix or binary by what stands on either side of it.
extension LexerCore {
    @inline(__always)
    static func isASCIIOperatorCharacter(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// A character that may start an operator (swift-syntax's `isOperatorStartCodePoint`).
    static func isOperatorHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIOperatorCharacter(UInt8(c)) }
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016, 0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// A character that may continue an operator: a head, a combining mark or a variation selector.
    static func isOperatorCharacter(_ c: UInt32) -> Bool {
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(c)
        }
    }

    /// Whether the character before `index` binds an operator starting there to its left.
    func isLeftBound(_ index: Int) -> Bool {
        if index == 0 { return false }
        switch cursor.bytes[index - 1] {
        case ASCII.space, ASCII.cr, ASCII.lf, ASCII.tab, ASCII.lparen, ASCII.lbracket, ASCII.lbrace,
             ASCII.comma, ASCII.semicolon, ASCII.colon, ASCII.nul:
            return false
        case ASCII.slash:
            // The end of a block comment counts as whitespace.
            return !(index >= 2 && cursor.bytes[index - 2] == ASCII.star)
        case 0xA0:
            return !(index >= 2 && cursor.bytes[index - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the character at `index` binds an operator ending there to its right.
    func isRightBound(_ index: Int, isLeftBound: Bool) -> Bool {
        guard index < cursor.end else { return false }
        switch cursor.bytes[index] {
        case ASCII.space, ASCII.cr, ASCII.lf, ASCII.tab, ASCII.rparen, ASCII.rbracket, ASCII.rbrace,
             ASCII.comma, ASCII.semicolon, ASCII.colon, ASCII.nul:
            return false
        case ASCII.dot:
            // `x^.y` is postfix `^`, `^.y` prefix.
            return !isLeftBound
        case ASCII.slash:
            let next = cursor.byte(at: index + 1)
            return !(next == ASCII.slash || next == ASCII.star)
        case 0xC2:
            return cursor.byte(at: index + 1) != 0xA0
        default:
            return true
        }
    }

    /// `!` or `?` glued to what precedes it is a one-character postfix operator (`a!=b` is
    /// `a!` `=b`, as in the compiler); otherwise an ordinary operator.
    mutating func lexPostfixOptionalChainOrOperator(atStartOfLine: Bool, preferRegex: Bool) {
        let start = pos
        guard isLeftBound(start) else {
            lexOperator(atStartOfLine: atStartOfLine, preferRegex: preferRegex)
            return
        }
        let afterTry = previous == .tryKeyword
        pos += 1
        emit(.operatorSymbol, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        if afterTry { preferRegexOverBinaryOperator = true }
    }

    /// An operator: the longest run of operator characters (a `.` continues only an operator
    /// that began with one), cut before `//` or `/*`; a `/` in it may start a regex literal.
    mutating func lexOperator(atStartOfLine: Bool, preferRegex: Bool) {
        let start = pos
        let startsWithDot = cursor.peek() == ASCII.dot
        let end = cursor.end
        let bytes = cursor.bytes
        var index = start
        var firstSlash = -1
        while index < end {
            let b = bytes[index]
            if b < 0x80 {
                guard Self.isASCIIOperatorCharacter(b) else { break }
                if b == ASCII.dot && !startsWithDot && index > start { break }
                // An editor placeholder `<#…#>` starts here.
                if b == UInt8(ascii: "<") && cursor.byte(at: index + 1) == ASCII.pound && placeholderEndFollows(index + 1) {
                    break
                }
                if b == ASCII.slash && firstSlash < 0 { firstSlash = index }
                index += 1
                continue
            }
            guard let (value, length) = cursor.scalar(at: index),
                  index == start ? Self.isOperatorHead(value) : Self.isOperatorCharacter(value) else { break }
            index += length
        }
        if index == start { index = start + 1 } // defensive: never an empty token

        if firstSlash >= 0, tryLexRegexInOperator(slash: firstSlash, operatorStart: start, operatorEnd: index,
                                                  preferRegex: preferRegex, atStartOfLine: atStartOfLine) {
            return
        }
        // A `//` or `/*` inside the operator starts a comment.
        if index - start > 2 {
            var i = start + 1
            while i < index {
                if bytes[i] == ASCII.slash {
                    let next = cursor.byte(at: i + 1)
                    if next == ASCII.slash || next == ASCII.star { index = i; break }
                }
                i += 1
            }
        }
        pos = index
        classifyAndEmitOperator(from: start, atStartOfLine: atStartOfLine)
    }

    /// Whether `#>` follows on the same line, counting from the `#` of `<#` (the compiler's test
    /// for a placeholder inside an operator, under which `<#>` ends the operator too).
    func placeholderEndFollows(_ index: Int) -> Bool {
        var i = index
        while i + 1 < cursor.end {
            let b = cursor.bytes[i]
            if b == ASCII.lf { return false }
            if b == ASCII.pound && cursor.bytes[i + 1] == UInt8(ascii: ">") { return true }
            i += 1
        }
        return false
    }

    /// Emits the operator `start..<pos` and records what it means for the next token.
    mutating func classifyAndEmitOperator(from start: Int, atStartOfLine: Bool) {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(pos, isLeftBound: leftBound)
        let length = pos - start
        let first = cursor.bytes[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "="):
                emit(.operatorSymbol, from: start, atStartOfLine: atStartOfLine, previous: .binaryOperator)
                return
            case UInt8(ascii: "&") where !leftBound && rightBound:
                emit(.operatorSymbol, from: start, atStartOfLine: atStartOfLine, previous: .startsExpression)
                return
            case ASCII.dot:
                emit(.period, from: start, atStartOfLine: atStartOfLine, previous: .period)
                return
            case UInt8(ascii: "?"):
                emit(.operatorSymbol, from: start, atStartOfLine: atStartOfLine,
                     previous: leftBound ? .endsExpression : .startsExpression)
                return
            default:
                break
            }
        } else if length == 2 {
            let second = cursor.bytes[start + 1]
            if first == ASCII.minus && second == UInt8(ascii: ">") {
                emit(.operatorSymbol, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
                return
            }
            if first == ASCII.star && second == ASCII.slash {
                diagnose(.unexpectedCharacter, at: start)
                emit(.unknown, from: start, atStartOfLine: atStartOfLine, previous: .startsExpression)
                return
            }
        } else if containsBlockCommentEnd(start..<pos) {
            diagnose(.unexpectedCharacter, at: start)
            emit(.unknown, from: start, atStartOfLine: atStartOfLine, previous: .startsExpression)
            return
        }
        let effect: PreviousToken
        if leftBound == rightBound {
            effect = .binaryOperator
        } else if leftBound {
            effect = .endsExpression   // postfix
        } else {
            effect = .startsExpression // prefix
        }
        emit(.operatorSymbol, from: start, atStartOfLine: atStartOfLine, previous: effect)
    }

    func containsBlockCommentEnd(_ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i + 1 < range.upperBound {
            if cursor.bytes[i] == ASCII.star && cursor.bytes[i + 1] == ASCII.slash { return true }
            i += 1
        }
        return false
    }
}
