/// What a token is. Keywords are identifiers whose token names the keyword (`Token.keyword`).
enum TokenKind: UInt8, Sendable {
    case identifier          // `name`, `class`, `self`; also a backticked name (its range includes the backticks)
    case dollarIdentifier    // `$0`, `$value`
    case poundDirective      // `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`
    case poundKeyword        // `#selector`, `#available`, `#Preview` and other macros
    case integerLiteral
    case floatLiteral
    case stringLiteral       // the whole literal, delimiters and interpolations included
    case regexLiteral
    case operatorSymbol      // `=`, `->`, `...`, `?`, `!`, `&&`, custom operators
    case period              // a lone `.`
    case comma
    case colon
    case semicolon
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case atSign
    case backslash           // starts a key path
    case unknown             // a byte that starts no token (reported, then skipped)
}

/// A token is a kind and a byte range into the file: no `String` is made per token.
struct Token: Sendable, Equatable {
    var kind: TokenKind
    /// The keyword an identifier spells, classified once by the lexer (nil for other names,
    /// backticked names and every other kind). Fits in the padding: a token stays 12 bytes.
    var keyword: Keyword?
    /// True when a line break stands between this token and the previous one (in trivia or a
    /// comment). As in swift-syntax, the file's first token is not at the start of a line
    /// unless line breaks precede it.
    var isAtStartOfLine: Bool
    var start: UInt32
    var end: UInt32

    init(kind: TokenKind, range: Range<Int>, isAtStartOfLine: Bool) {
        self.init(kind: kind, keyword: nil, range: range, isAtStartOfLine: isAtStartOfLine)
    }

    init(kind: TokenKind, keyword: Keyword?, range: Range<Int>, isAtStartOfLine: Bool) {
        self.kind = kind
        self.keyword = keyword
        self.isAtStartOfLine = isAtStartOfLine
        self.start = UInt32(truncatingIfNeeded: range.lowerBound)
        self.end = UInt32(truncatingIfNeeded: range.upperBound)
    }

    var range: Range<Int> { Int(start)..<Int(end) }
}

/// A comment, kept apart from the token stream: rules never see it, suppressions and the
/// Corpus annotations read it.
struct Comment: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case line, block, docLine, docBlock }
    var kind: Kind
    var range: Range<Int>
}
