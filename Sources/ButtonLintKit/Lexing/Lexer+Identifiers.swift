/// Identifiers (keywords are identifiers), backticked names, `$0`/`$name`, `#`-keywords and
/// editor placeholders.
extension LexerCore {
    /// Advances past identifier characters (ASCII or Unicode) starting at `pos`. Inlined: it runs
    /// once per identifier, and a call costs as much as a short name.
    @inline(__always)
    mutating func skipIdentifierCharacters() {
        let end = cursor.end
        let bytes = cursor.bytes
        let classes = nameByteClass
        var index = pos
        while index < end {
            let byteClass = classes[Int(bytes[index])]
            if byteClass == 1 { index += 1; continue }
            if byteClass == 0 { break }
            guard let (value, length) = cursor.scalar(at: index),
                  Self.isIdentifierCharacter(value) else { break }
            index += length
        }
        pos = index
    }

    @inline(__always)
    mutating func lexIdentifier(atStartOfLine: Bool) {
        let start = pos
        let bytes = cursor.bytes
        let end = cursor.end
        if bytes[start] < 0x80 {
            // ASCII name bytes, nearly all there are, eight at a time.
            let index = cursor.indexAfterASCIINameBytes(from: start + 1)
            pos = index
            if index < end && bytes[index] >= 0x80 { skipNonASCIINameRest(atNameStart: false) }
        } else {
            skipNonASCIINameRest(atNameStart: true)
        }
        let slot = Keyword.slotIndex(cursor, start, pos - start, in: keywordSlots)
        emit(tag: keywordSlots[slot].tag, from: start, atStartOfLine: atStartOfLine, previous: keywordSlots[slot].effect)
    }

    /// The rest of a name from a non-ASCII byte at `pos` (the name's first character when
    /// `atNameStart`). Rare, so kept out of line: the ASCII path of `lexIdentifier` stays small
    /// and keeps its values in registers.
    @inline(never)
    mutating func skipNonASCIINameRest(atNameStart: Bool) {
        if atNameStart {
            if let (_, length) = cursor.scalar(at: pos) { pos += length } else { pos += 1 }
        }
        skipIdentifierCharacters()
    }

    /// `` `name` ``; since Swift 6.2 any characters but a backtick or a line break may stand
    /// between the backticks (raw identifiers; the compiler takes even `` `` `` as one and
    /// reports it). A backtick that closes nothing on its line is an unknown token.
    mutating func lexBacktickedIdentifier(atStartOfLine: Bool) {
        let start = pos
        if let close = backtickedIdentifierEnd(from: start) {
            pos = close
            emit(.identifier, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        } else {
            diagnose(.unexpectedCharacter, at: start)
            pos = start + 1
            emit(.unknown, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        }
    }

    /// The end of the backticked name opening at `start`, nil when no backtick closes it on its line.
    func backtickedIdentifierEnd(from start: Int) -> Int? {
        var index = start + 1
        while index < cursor.end {
            let b = cursor.bytes[index]
            if b == ASCII.backtick { return index + 1 }
            if b == ASCII.lf || b == ASCII.cr { return nil }
            index += 1
        }
        return nil
    }

    /// `$0`, `$name`, `$_x`; a lone `$` is an identifier of its own.
    mutating func lexDollarIdentifier(atStartOfLine: Bool) {
        let start = pos
        pos += 1
        let before = pos
        skipIdentifierCharacters()
        emit(pos > before ? .dollarIdentifier : .identifier, from: start, atStartOfLine: atStartOfLine,
             previous: .endsExpression)
    }

    /// Everything that starts with `#`: raw strings, extended regexes, directives and macros.
    mutating func lexPound(atStartOfLine: Bool) {
        let start = pos
        var pounds = 0
        while cursor.byte(at: start + pounds) == ASCII.pound { pounds += 1 }
        let after = cursor.byte(at: start + pounds)
        // The compiler takes `#!` as a shebang at the start of the file, and (as it tells the start
        // by a preceding NUL byte) after a NUL.
        if pounds == 1 && after == ASCII.bang && start > 0 && cursor.bytes[start - 1] == ASCII.nul {
            skipToLineEnd()
            comments.append(Comment(kind: .line, range: start..<pos))
            previous = .endsExpression
            return
        }
        if after == ASCII.quote {
            pos = start + pounds
            beginString(start: start, pounds: pounds, atStartOfLine: atStartOfLine)
            return
        }
        if after == ASCII.slash, lexRegex(at: start, mustBeRegex: true, atStartOfLine: atStartOfLine) {
            return
        }
        pos = start + 1
        // Like the compiler, match the directive names on the ASCII letters after `#` alone:
        // `#if$0` is `#if` followed by `$0`.
        var letters = pos
        while letters < cursor.end && (ASCII.isLetter(cursor.bytes[letters]) || cursor.bytes[letters] == ASCII.underscore) {
            letters += 1
        }
        let name = pos..<letters
        if matches(name, Self.conditionalDirectives) {
            pos = letters
            emit(.poundDirective, from: start, atStartOfLine: atStartOfLine, previous: .startsExpression)
        } else if matches(name, [Self.sourceLocation]) {
            pos = letters
            emit(.poundDirective, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        } else if matches(name, Self.availabilityKeywords) {
            pos = letters
            emit(.poundKeyword, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        } else if isIdentifierHeadAtCursor() || isIdentifierCharacterAtCursor() {
            // `#selector`, `#Preview`, any macro: the compiler's `#` and name, one token here.
            // What may follow is what may follow the name.
            let nameStart = pos
            skipIdentifierCharacters()
            let keyword = Keyword.classify(cursor, nameStart..<pos, in: keywordSlots)
            emit(.poundKeyword, from: start, atStartOfLine: atStartOfLine,
                 previous: keyword?.effectOnNextToken ?? .endsExpression)
        } else if cursor.peek() == ASCII.backtick, let close = backtickedIdentifierEnd(from: pos) {
            pos = close
            emit(.poundKeyword, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        } else {
            diagnose(.unexpectedCharacter, at: start)
            emit(.unknown, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        }
    }

    func isIdentifierHeadAtCursor() -> Bool {
        let b = cursor.peek()
        if b < 0x80 { return ASCII.isIdentifierHead(b) }
        // A byte-order mark is whitespace to the compiler, not the start of a name.
        if b == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF { return false }
        guard let (value, _) = cursor.scalar(at: pos) else { return false }
        return Self.isIdentifierHead(value)
    }

    /// A name character that cannot start a name (a combining mark), which the compiler still
    /// reads as the start of an identifier after reporting it.
    func isIdentifierCharacterAtCursor() -> Bool {
        guard cursor.peek() >= 0x80, let (value, _) = cursor.scalar(at: pos) else { return false }
        if cursor.peek() == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF { return false }
        return Self.isIdentifierCharacter(value)
    }

    /// `<#name#>`: an editor placeholder is an identifier, as in the compiler.
    mutating func tryLexEditorPlaceholder(atStartOfLine: Bool) -> Bool {
        let start = pos
        var index = pos + 2
        while index < cursor.end {
            let b = cursor.bytes[index]
            index += 1
            if b == ASCII.lf { return false }
            if b == UInt8(ascii: "<") && cursor.byte(at: index) == ASCII.pound { return false }
            if b == ASCII.pound && cursor.byte(at: index) == UInt8(ascii: ">") {
                pos = index + 1
                emit(.identifier, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
                return true
            }
        }
        return false
    }

    func matches(_ range: Range<Int>, _ words: [[UInt8]]) -> Bool {
        let bytes = cursor.bytes
        outer: for word in words where word.count == range.count {
            var i = 0
            while i < word.count {
                if bytes[range.lowerBound + i] != word[i] { continue outer }
                i += 1
            }
            return true
        }
        return false
    }

    static let conditionalDirectives: [[UInt8]] = ["if", "elseif", "else", "endif"].map { Array($0.utf8) }
    static let sourceLocation: [UInt8] = Array("sourceLocation".utf8)
    static let availabilityKeywords: [[UInt8]] = ["available", "unavailable"].map { Array($0.utf8) }

    /// A character that may continue an identifier (swift-syntax's
    /// `isValidIdentifierContinuationCodePoint`: the C11 extended-identifier ranges).
    static func isIdentifierCharacter(_ c: UInt32) -> Bool {
        if c < 0x80 { return ASCII.isIdentifierBody(UInt8(c)) || c == 0x24 }
        switch c {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
             0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
             0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
             0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
             0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8,
             0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
             0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
             0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
             0xD0000...0xDFFFD, 0xE0000...0xEFFFD:
            return true
        default:
            return false
        }
    }

    /// A character that may start an identifier: a continuation character that is not a
    /// combining mark.
    static func isIdentifierHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return ASCII.isIdentifierHead(UInt8(c)) }
        guard isIdentifierCharacter(c) else { return false }
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return false
        default:
            return true
        }
    }
}
