/// Integer and floating-point literals: `42`, `1_000`, `0xFF`, `0o17`, `0b1010`, `3.14`,
/// `1e-9`, `0x1p-2`, `0x1.8p3`. As in the compiler, a malformed number (`0b102`, `1e`, `12abc`)
/// is still one token, `4.x` is `4` `.` `x`, and after a `.` the `0.1` of `t.0.1` is two
/// tuple indices.
extension LexerCore {
    mutating func lexNumber(atStartOfLine: Bool) {
        let start = pos
        if cursor.peek() == ASCII.zero {
            let radix = cursor.peek(1)
            if radix == UInt8(ascii: "x") {
                lexHexNumber(start: start, atStartOfLine: atStartOfLine)
                return
            }
            if radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
                // Digits of the wrong radix and letters glued on are all part of the (invalid) token.
                pos += 2
                skipIdentifierCharacters()
                emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
                return
            }
        }
        skipDigits()
        let next = cursor.peek()
        if next == ASCII.dot {
            if pos + 1 >= cursor.end || !ASCII.isDigit(cursor.peek(1)) || previous == .period {
                emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
                return
            }
        } else if next != UInt8(ascii: "e") && next != UInt8(ascii: "E") || cursor.isAtEnd {
            skipIdentifierCharacters()
            emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
            return
        }
        if cursor.peek() == ASCII.dot {
            pos += 1
            skipDigits()
        }
        let e = cursor.peek()
        if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            pos += 1
            let sign = cursor.peek()
            if sign == ASCII.plus || sign == ASCII.minus { pos += 1 }
            skipDigits()
            skipIdentifierCharacters()
        }
        emitNumber(.floatLiteral, from: start, atStartOfLine: atStartOfLine)
    }

    @inline(__always) mutating func emitNumber(_ kind: TokenKind, from start: Int, atStartOfLine: Bool) {
        emit(kind, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
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
        guard ASCII.isHexDigit(cursor.peek()) else {
            skipIdentifierCharacters()
            emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
            return
        }
        skipHexDigits()
        let next = cursor.peek()
        let isP = next == UInt8(ascii: "p") || next == UInt8(ascii: "P")
        if cursor.isAtEnd || (next != ASCII.dot && !isP) {
            skipIdentifierCharacters()
            emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
            return
        }
        var dot: Int? = nil
        if next == ASCII.dot {
            dot = pos
            pos += 1
            if !cursor.isAtEnd && !ASCII.isHexDigit(cursor.peek()) {
                pos = dot!
                emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
                return
            }
            skipHexDigits()
            let p = cursor.peek()
            if cursor.isAtEnd || (p != UInt8(ascii: "p") && p != UInt8(ascii: "P")) {
                if pos + 1 < cursor.end && !ASCII.isDigit(cursor.peek(1)) {
                    pos = dot!
                }
                emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
                return
            }
        }
        pos += 1 // p or P
        var signed = false
        let sign = cursor.peek()
        if sign == ASCII.plus || sign == ASCII.minus {
            pos += 1
            signed = true
        }
        if !cursor.isAtEnd && !ASCII.isDigit(cursor.peek()) {
            if let dot, !ASCII.isDigit(cursor.byte(at: dot + 1)) && !signed {
                // `0xff.fp`: a member access on an integer.
                pos = dot
                emitNumber(.integerLiteral, from: start, atStartOfLine: atStartOfLine)
                return
            }
            skipIdentifierCharacters()
            emitNumber(.floatLiteral, from: start, atStartOfLine: atStartOfLine)
            return
        }
        skipDigits()
        skipIdentifierCharacters()
        emitNumber(.floatLiteral, from: start, atStartOfLine: atStartOfLine)
    }
}
