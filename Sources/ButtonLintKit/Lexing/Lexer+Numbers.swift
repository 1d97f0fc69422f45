/// Integer and floating-point literals: `42`, `1_000`, `0xFF`, `0o17`, `0b1010`, `3.14`,
/// `1e-9`, `0x1p-2`, `0x1.8p3`. A malformed number (`0b102`, `1e`) is still one token, as in
/// the compiler, which reports it and goes on.
extension LexerCore {
    mutating func lexNumber(atStartOfLine: Bool) {
        let start = pos
        if cursor.peek() == ASCII.zero {
            switch cursor.peek(1) {
            case UInt8(ascii: "x"):
                lexHexNumber(start: start, atStartOfLine: atStartOfLine)
                return
            case UInt8(ascii: "o"), UInt8(ascii: "b"):
                pos += 2
                skipIdentifierCharacters()
                emit(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
                return
            default:
                break
            }
        }
        skipDigits()
        var isFloat = false
        if cursor.peek() == ASCII.dot && ASCII.isDigit(cursor.peek(1)) {
            isFloat = true
            pos += 1
            skipDigits()
        }
        let e = cursor.peek()
        if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            isFloat = true
            pos += 1
            let sign = cursor.peek()
            if sign == ASCII.plus || sign == ASCII.minus { pos += 1 }
            skipDigits()
        }
        // Letters glued to a number (`12abc`) belong to it: the compiler reports an invalid digit.
        skipIdentifierCharacters()
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, atStartOfLine: atStartOfLine)
    }

    @inline(__always) mutating func skipDigits() {
        while ASCII.isDigit(cursor.peek()) || cursor.peek() == ASCII.underscore { pos += 1 }
    }

    @inline(__always) mutating func skipHexDigits() {
        while ASCII.isHexDigit(cursor.peek()) || cursor.peek() == ASCII.underscore { pos += 1 }
    }

    /// `0x…`: a fraction needs a `p` exponent; without one, `0xFF.description` is an integer
    /// followed by a member access.
    mutating func lexHexNumber(start: Int, atStartOfLine: Bool) {
        pos += 2
        skipHexDigits()
        var isFloat = false
        if cursor.peek() == ASCII.dot && ASCII.isHexDigit(cursor.peek(1)) {
            let dot = pos
            pos += 1
            skipHexDigits()
            let p = cursor.peek()
            if p != UInt8(ascii: "p") && p != UInt8(ascii: "P") && !ASCII.isDigit(cursor.byte(at: dot + 1)) {
                pos = dot
                emit(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
                return
            }
            isFloat = true
        }
        let p = cursor.peek()
        if p == UInt8(ascii: "p") || p == UInt8(ascii: "P") {
            isFloat = true
            pos += 1
            let sign = cursor.peek()
            if sign == ASCII.plus || sign == ASCII.minus { pos += 1 }
            skipDigits()
        }
        skipIdentifierCharacters()
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, atStartOfLine: atStartOfLine)
    }
}
