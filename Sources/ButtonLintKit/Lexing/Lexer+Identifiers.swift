/// Identifiers (keywords are identifiers), backticked names, `$0`/`$name` and `#`-keywords.
extension LexerCore {
    /// Advances past identifier characters (ASCII or Unicode) starting at `pos`.
    mutating func skipIdentifierCharacters() {
        let end = cursor.end
        let bytes = cursor.bytes
        var index = pos
        while index < end {
            let b = bytes[index]
            if b < 0x80 {
                if ASCII.isIdentifierBody(b) { index += 1; continue }
                break
            }
            guard let (value, length) = cursor.scalar(at: index),
                  Self.isIdentifierCharacter(value) else { break }
            index += length
        }
        pos = index
    }

    mutating func lexIdentifier(atStartOfLine: Bool) {
        let start = pos
        if let (_, length) = cursor.scalar(at: pos) { pos += length } else { pos += 1 }
        skipIdentifierCharacters()
        emit(.identifier, from: start, atStartOfLine: atStartOfLine)
    }

    /// `` `name` ``; since Swift 6.2 any characters but a backtick or a line break may stand
    /// between the backticks. A backtick that closes nothing on its line is an unknown token.
    mutating func lexBacktickedIdentifier(atStartOfLine: Bool) {
        let start = pos
        var index = pos + 1
        while index < cursor.end {
            let b = cursor.bytes[index]
            if b == ASCII.backtick || b == ASCII.lf || b == ASCII.cr { break }
            index += 1
        }
        if cursor.byte(at: index) == ASCII.backtick && index < cursor.end && index > start + 1 {
            pos = index + 1
            emit(.identifier, from: start, atStartOfLine: atStartOfLine)
        } else {
            diagnose(.unexpectedCharacter, at: start)
            pos = start + 1
            emit(.unknown, from: start, atStartOfLine: atStartOfLine)
        }
    }

    /// `$0`, `$name`, `$_x`; a lone `$` is an identifier of its own.
    mutating func lexDollarIdentifier(atStartOfLine: Bool) {
        let start = pos
        pos += 1
        let before = pos
        skipIdentifierCharacters()
        emit(pos > before ? .dollarIdentifier : .identifier, from: start, atStartOfLine: atStartOfLine)
    }

    /// Everything that starts with `#`: raw strings, extended regexes, directives and macros.
    mutating func lexPound(atStartOfLine: Bool) {
        let start = pos
        var pounds = 0
        while cursor.byte(at: start + pounds) == ASCII.pound { pounds += 1 }
        let after = cursor.byte(at: start + pounds)
        if after == ASCII.quote {
            pos = start + pounds
            beginString(start: start, pounds: pounds, atStartOfLine: atStartOfLine)
            return
        }
        if after == ASCII.slash, tryLexRegex(poundStart: start, pounds: pounds, atStartOfLine: atStartOfLine) {
            return
        }
        pos = start + 1
        let nameStart = pos
        if isIdentifierHeadAtCursor() {
            skipIdentifierCharacters()
            let kind: TokenKind = isPoundDirective(nameStart..<pos) ? .poundDirective : .poundKeyword
            emit(kind, from: start, atStartOfLine: atStartOfLine)
            return
        }
        diagnose(.unexpectedCharacter, at: start)
        emit(.unknown, from: start, atStartOfLine: atStartOfLine)
    }

    func isIdentifierHeadAtCursor() -> Bool {
        let b = cursor.peek()
        if b < 0x80 { return ASCII.isIdentifierHead(b) }
        guard let (value, _) = cursor.scalar(at: pos) else { return false }
        return Self.isIdentifierHead(value)
    }

    /// `#if`, `#elseif`, `#else`, `#endif` and `#sourceLocation` shape the file rather than an expression.
    func isPoundDirective(_ name: Range<Int>) -> Bool {
        for directive in Self.poundDirectives where directive.count == name.count {
            var matches = true
            for (offset, byte) in directive.enumerated() where cursor.bytes[name.lowerBound + offset] != byte {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }

    static let poundDirectives: [[UInt8]] = ["if", "elseif", "else", "endif", "sourceLocation"].map { Array($0.utf8) }

    /// identifier-head of The Swift Programming Language's grammar, beyond ASCII.
    static func isIdentifierHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return ASCII.isIdentifierHead(UInt8(c)) }
        switch c {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
             0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
             0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054,
             0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
             0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
             0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
             0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
             0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
             0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
             0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD:
            return true
        default:
            return false
        }
    }

    /// identifier-character: a head, a digit, or a combining mark.
    static func isIdentifierCharacter(_ c: UInt32) -> Bool {
        if c < 0x80 { return ASCII.isIdentifierBody(UInt8(c)) }
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return true
        default:
            return isIdentifierHead(c)
        }
    }
}
