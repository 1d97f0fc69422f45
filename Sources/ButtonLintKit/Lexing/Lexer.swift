/// Turns a file's bytes into tokens, comments and string literals.
///
/// The lexer follows swift-syntax's `Cursor`: it walks UTF-8 bytes, produces tokens as offsets,
/// and keeps an explicit stack of open string literals and interpolations, so nesting depth
/// costs heap memory, never call-stack depth.
public enum Lexer {
    public static func lex(_ source: SourceFile) -> LexedFile {
        source.bytes.withUnsafeBufferPointer { buffer in
            var core = LexerCore(Cursor(buffer))
            core.run()
            return LexedFile(source: source, tokens: core.tokens, comments: core.comments,
                             literals: core.literals, diagnostics: core.diagnostics)
        }
    }
}

/// One open construct the lexer is inside of, innermost last.
enum LexerFrame {
    /// Inside a string literal's content.
    case string(StringFrame)
    /// Inside `\(` … `)`: `depth` counts the open parentheses, the interpolation's own included.
    case interpolation(start: Int, depth: Int)
}

/// What the lexer remembers about a string literal while it reads its content.
struct StringFrame {
    var literalIndex: Int
    var start: Int
    var pounds: Int
    var isMultiline: Bool
    var isAtStartOfLine: Bool
}

/// The lexer's working state for one file. Its parts live in `Lexer+*.swift` by concern.
struct LexerCore {
    var cursor: Cursor
    var tokens: [Token] = []
    var comments: [Comment] = []
    var literals: [StringLiteral] = []
    var diagnostics: [LexerDiagnostic] = []
    var stack: [LexerFrame] = []

    /// The kind of the previous token at any nesting level, nil at the start of the file or of
    /// an interpolation; with `previousWasKeyword` it decides whether `/` starts a regex.
    var previous: TokenKind? = nil
    var previousStart = 0
    var previousEnd = 0

    init(_ cursor: Cursor) {
        self.cursor = cursor
        tokens.reserveCapacity(cursor.end / 5)
    }

    var pos: Int {
        @inline(__always) get { cursor.pos }
        @inline(__always) set { cursor.pos = newValue }
    }

    mutating func run() {
        skipByteOrderMarkAndShebang()
        while true {
            if case .string(let frame)? = stack.last {
                lexStringContent(frame)
                continue
            }
            let atStartOfLine = skipTrivia() || tokens.isEmpty && stack.isEmpty
            if cursor.isAtEnd {
                closeFramesAtEndOfFile()
                return
            }
            lexToken(atStartOfLine: atStartOfLine)
        }
    }

    /// Records a token; tokens inside interpolations only update `previous`.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, atStartOfLine: Bool) {
        if stack.isEmpty {
            tokens.append(Token(kind: kind, range: start..<pos, isAtStartOfLine: atStartOfLine))
        }
        previous = kind
        previousStart = start
        previousEnd = pos
    }

    mutating func diagnose(_ kind: LexerDiagnostic.Kind, at offset: Int) {
        diagnostics.append(LexerDiagnostic(kind: kind, offset: offset))
    }

    mutating func lexToken(atStartOfLine: Bool) {
        let start = pos
        let b = cursor.peek()
        switch b {
        case ASCII.lparen:
            pos += 1
            if case .interpolation(let s, let depth)? = stack.last {
                stack[stack.count - 1] = .interpolation(start: s, depth: depth + 1)
            }
            emit(.leftParen, from: start, atStartOfLine: atStartOfLine)
        case ASCII.rparen:
            pos += 1
            if case .interpolation(let s, let depth)? = stack.last {
                if depth == 1 {
                    closeInterpolation(start: s)
                    return
                }
                stack[stack.count - 1] = .interpolation(start: s, depth: depth - 1)
            }
            emit(.rightParen, from: start, atStartOfLine: atStartOfLine)
        case ASCII.lbrace: pos += 1; emit(.leftBrace, from: start, atStartOfLine: atStartOfLine)
        case ASCII.rbrace: pos += 1; emit(.rightBrace, from: start, atStartOfLine: atStartOfLine)
        case ASCII.lbracket: pos += 1; emit(.leftBracket, from: start, atStartOfLine: atStartOfLine)
        case ASCII.rbracket: pos += 1; emit(.rightBracket, from: start, atStartOfLine: atStartOfLine)
        case ASCII.comma: pos += 1; emit(.comma, from: start, atStartOfLine: atStartOfLine)
        case ASCII.colon: pos += 1; emit(.colon, from: start, atStartOfLine: atStartOfLine)
        case ASCII.semicolon: pos += 1; emit(.semicolon, from: start, atStartOfLine: atStartOfLine)
        case ASCII.at: pos += 1; emit(.atSign, from: start, atStartOfLine: atStartOfLine)
        case ASCII.backslash: pos += 1; emit(.backslash, from: start, atStartOfLine: atStartOfLine)
        case ASCII.quote:
            beginString(start: start, pounds: 0, atStartOfLine: atStartOfLine)
        case ASCII.pound:
            lexPound(atStartOfLine: atStartOfLine)
        case ASCII.backtick:
            lexBacktickedIdentifier(atStartOfLine: atStartOfLine)
        case ASCII.dollar:
            lexDollarIdentifier(atStartOfLine: atStartOfLine)
        case ASCII.zero...ASCII.nine:
            lexNumber(atStartOfLine: atStartOfLine)
        case ASCII.dot:
            lexPeriodOrDotOperator(atStartOfLine: atStartOfLine)
        default:
            if ASCII.isIdentifierHead(b) {
                lexIdentifier(atStartOfLine: atStartOfLine)
            } else if Self.isASCIIOperatorCharacter(b) {
                if b == ASCII.slash, tryLexRegex(poundStart: start, pounds: 0, atStartOfLine: atStartOfLine) {
                    return
                }
                lexOperator(atStartOfLine: atStartOfLine)
            } else {
                lexNonASCIIOrUnknown(atStartOfLine: atStartOfLine)
            }
        }
    }

    /// A byte that is not ASCII: a Unicode identifier or operator, or something that starts no token.
    mutating func lexNonASCIIOrUnknown(atStartOfLine: Bool) {
        let start = pos
        guard let (value, length) = cursor.scalar(at: pos) else {
            diagnose(.invalidUTF8, at: pos)
            pos += 1
            emit(.unknown, from: start, atStartOfLine: atStartOfLine)
            return
        }
        if value >= 0x80 {
            if Self.isIdentifierHead(value) {
                lexIdentifier(atStartOfLine: atStartOfLine)
                return
            }
            if Self.isOperatorHead(value) {
                lexOperator(atStartOfLine: atStartOfLine)
                return
            }
        }
        diagnose(.unexpectedCharacter, at: pos)
        pos += length
        emit(.unknown, from: start, atStartOfLine: atStartOfLine)
    }

    /// At the end of the file every open literal and interpolation is unterminated.
    mutating func closeFramesAtEndOfFile() {
        while let frame = stack.popLast() {
            switch frame {
            case .interpolation(let start, _):
                guard case .string(let string)? = stack.last else { continue }
                literals[string.literalIndex].segments.append(.interpolation(start..<pos))
            case .string(let string):
                finishUnterminatedString(string, at: pos)
            }
        }
    }
}
