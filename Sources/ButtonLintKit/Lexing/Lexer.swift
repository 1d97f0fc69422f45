/// Turns a file's bytes into tokens, comments and string literals.
///
/// The lexer follows swift-syntax's `Lexer.Cursor`: it walks UTF-8 bytes, produces tokens as
/// offsets, and keeps an explicit stack of open string literals and interpolations, so nesting
/// depth costs heap memory, never call-stack depth. Where the compiler's lexer has a rule
/// (regex literal positions, operator boundness, raw delimiters) this lexer follows it.
enum Lexer {
    /// Tokens and literals keep 32-bit offsets, so a file must be smaller than 4 GiB.
    static let maximumFileSize = Int(UInt32.max) - 1

    /// What a lex keeps. Every option runs the same token loop (`LexerCore.resume`).
    struct Options: Sendable {
        /// Only the string literals, comments and diagnostics: the code between literals is
        /// skipped by a byte search (`LiteralSkip`, see `Lexer+LiteralSkipping.swift`) rather than
        /// cut into tokens, which makes the lex several times faster (`dump-literals`). The
        /// result has no tokens, and its line starts are worked out only if asked for.
        var literalsOnly = false
        /// A file larger than this is not lexed: no tokens, one `fileTooLarge` diagnostic.
        var maximumSize = Lexer.maximumFileSize

        init(literalsOnly: Bool = false) {
            self.literalsOnly = literalsOnly
        }

        init(literalsOnly: Bool = false, maximumSize: Int) {
            self.literalsOnly = literalsOnly
            self.maximumSize = maximumSize
        }

        /// Tokens, literals, comments, diagnostics and line starts.
        static let full = Options()
        /// Literals, comments and diagnostics (`literalsOnly`).
        static let literals = Options(literalsOnly: true)
    }

    /// The file's tokens, literals, comments and diagnostics, and (unless literals only) its
    /// line starts, which the result's `source` carries.
    static func lex(_ source: SourceFile, options: Options = .full) -> LexedFile {
        guard source.bytes.count <= options.maximumSize else {
            return LexedFile(source: source, tokens: TokenList([]), comments: [], literals: LiteralList([]),
                             diagnostics: [LexerDiagnostic(kind: .fileTooLarge, offset: 0)])
        }
        var lexed = Cursor.over(source.bytes) { cursor in
            var core = LexerCore(cursor, literalsOnly: options.literalsOnly)
            core.run()
            // Taken either way: the list owns the tokens' memory, and frees it when dropped.
            let tokens = core.tokens.take()
            return LexedFile(source: source, tokens: options.literalsOnly ? TokenList([]) : tokens,
                             comments: core.comments, literals: core.literals.take(),
                             diagnostics: core.diagnostics)
        }
        if !options.literalsOnly {
            let lineStarts = ByteScan.lineStarts(in: source.bytes)
            lexed.source = SourceFile(path: source.path, bytes: source.bytes, lineStarts: lineStarts)
        }
        return lexed
    }

    /// One window of a file lexed in windows: tokens, the string literals that start among
    /// them, and the comments between them.
    struct Window {
        var tokens: TokenList
        var literals: LiteralList
        var comments: [Comment]
        /// Whether the window ends the file.
        var isLast: Bool
    }

    /// Lexes `source` a window of about `windowTokens` tokens at a time, so a huge file's tokens
    /// are never all held at once (`PartedAnalysis`), handing each window to `body` until it
    /// returns false. The lexer pauses between windows only where no literal is open and goes on
    /// in the same state: the windows together are exactly what `lex` gives for the whole file.
    /// Returns false when `body` stopped it before the last window.
    static func lex(_ source: SourceFile, windowTokens: Int, _ body: (Window) -> Bool) -> Bool {
        let windowTokens = max(windowTokens, 1)
        // Room for a window (it grows past the size only while a literal is open).
        let reserve = windowTokens + 16
        return Cursor.over(source.bytes) { cursor in
            var core = LexerCore(cursor, reservedTokens: reserve, reservedLiterals: reserve / 4)
            core.skipByteOrderMarkAndShebang()
            while true {
                let finished = core.resume(pausingAt: windowTokens)
                let window = Window(tokens: core.tokens.take(), literals: core.literals.take(),
                                    comments: core.comments, isLast: finished)
                core.comments = []
                guard body(window) else { return false }
                if finished { return true }
                core.tokens.reserve(reserve)
                core.literals.reserve(reserve / 4)
            }
        }
    }
}

/// One open construct the lexer is inside of, innermost last.
enum LexerFrame {
    /// Inside a string literal's content.
    case string(StringFrame)
    /// Inside `\(` … `)`.
    case interpolation(InterpolationFrame)
}

/// What the lexer remembers about a string literal while it reads its content.
struct StringFrame {
    var literalIndex: Int
    /// Where the literal's segments start among those of the open literals (`LiteralBuilder`).
    var segmentBase: Int
    var start: Int
    var pounds: Int
    var isMultiline: Bool
    var isAtStartOfLine: Bool
    /// Whether the opening `"""` was directly followed by a line break (which is then dropped).
    var opensOwnLine: Bool
    /// `"`, or `'` for the single-quoted literal the compiler reads (and rejects) as a string.
    var quote: UInt8 = ASCII.quote
}

/// An open interpolation: `start` is its backslash, `depth` counts open parentheses including
/// the interpolation's own. In a single-line literal a line break ends the interpolation (and
/// the literal), as in the compiler.
struct InterpolationFrame {
    var start: Int
    var depth: Int
    var inSingleLineLiteral: Bool
}

/// How the previous token bears on what may follow: whether a `/` may start a regex literal
/// (swift-syntax's `isInRegexLiteralPosition`) and the few keywords that change the rules.
enum PreviousToken: UInt8 {
    /// Start of the file.
    case none
    /// `{`, `;`, a prefix operator, an infix `?`, most keywords, `#if`.
    case startsExpression
    /// `(`, `[`, `,`, `:`: an expression may start, or an unapplied operator (`reduce(0, /)`).
    case startsArgument
    /// A binary operator or `=`: an expression must follow.
    case binaryOperator
    /// Identifiers, literals, `)`, `]`, `}`, postfix operators, `->`, `@`, `\`, `true`, `self`…
    case endsExpression
    /// A `.`, after which `0.1` is two tuple indices.
    case period
    /// `func` or `operator`: a following `/` is an operator being declared.
    case funcOrOperatorKeyword
    /// `try`: `try?` and `try!` prefer a regex over a binary operator.
    case tryKeyword

    var isRegexPosition: Bool {
        switch self {
        case .none, .startsExpression, .startsArgument, .binaryOperator, .funcOrOperatorKeyword, .tryKeyword:
            return true
        case .endsExpression, .period: return false
        }
    }
}

/// The lexer's working state for one file. Its parts live in `Lexer+*.swift` by concern.
struct LexerCore {
    var cursor: Cursor
    var tokens: TokenBuilder
    var comments: [Comment] = []
    var literals: LiteralBuilder
    var diagnostics: [LexerDiagnostic] = []
    var stack: [LexerFrame] = []
    /// Set for `Lexer.Options.literalsOnly`: the code between literals is skipped, not cut into
    /// tokens (`skipToLiteralCandidates`), except up to `fullLexingUntil`, which is lexed token by token.
    var literalsOnly = false
    var fullLexingUntil = 0

    var previous: PreviousToken = .none
    /// Set by `try?` / `try!` for the one token after it.
    var preferRegexOverBinaryOperator = false
    /// A line break before a stray character: the compiler skips the character as trivia, so
    /// the next real token is at the start of its line too.
    var pendingLineBreak = false
    /// The byte and keyword tables, read once per file rather than through their globals per name.
    let nameByteClass = ASCII.nameByteClass
    let keywordSlots = Keyword.slots

    /// A lexer for the whole file at once.
    init(_ cursor: Cursor, literalsOnly: Bool = false) {
        if literalsOnly {
            // Tokens are dropped as it goes, so a few pages hold them; in a small file, room for
            // a literal every 64 bytes (Swift code has one every 60 to 130).
            self.init(cursor, reservedTokens: min(cursor.end / 3 + 16, 4096),
                      reservedLiterals: cursor.end > 1 << 20 ? cursor.end / 16 : cursor.end / 64 + 16)
            self.literalsOnly = true
        } else {
            // Room for a token every three bytes (Swift averages one every five or six), so even
            // dense files are never copied to a larger array mid-lex: a copy holds old and new
            // arrays at once, and on a 100 MB file that is hundreds of megabytes. Pages never
            // written cost no memory. Likewise room for a literal every 16 bytes in a large file
            // (a list of short strings has one every 20 or so).
            self.init(cursor, reservedTokens: cursor.end / 3 + 16,
                      reservedLiterals: cursor.end > 1 << 20 ? cursor.end / 16 : 16)
        }
    }

    /// A lexer whose storage starts at the given sizes (a file lexed in windows needs a window's).
    init(_ cursor: Cursor, reservedTokens: Int, reservedLiterals: Int) {
        self.cursor = cursor
        tokens = TokenBuilder(reservedCapacity: reservedTokens)
        literals = LiteralBuilder(reservedCapacity: reservedLiterals)
    }

    var pos: Int {
        @inline(__always) get { cursor.pos }
        @inline(__always) set { cursor.pos = newValue }
    }

    mutating func run() {
        skipByteOrderMarkAndShebang()
        _ = resume(pausingAt: .max)
    }

    /// Lexes on until the end of the file (true), or until `tokenCount` tokens are stored and no
    /// literal is open (false): then every token so far is complete and the state holds nothing
    /// that points into the stored tokens or literals, so a caller may take them and go on.
    mutating func resume(pausingAt tokenCount: Int) -> Bool {
        while true {
            var stopAtLineBreak = false
            if stack.isEmpty {
                if tokens.count >= tokenCount { return false }
                if literalsOnly && pos >= fullLexingUntil && !pendingLineBreak && !preferRegexOverBinaryOperator {
                    skipToLiteralCandidates()
                }
            } else {
                switch stack[stack.count - 1] {
                case .string(let frame):
                    lexStringContent(frame)
                    continue
                case .interpolation(let frame):
                    stopAtLineBreak = frame.inSingleLineLiteral
                }
            }
            // Most tokens follow another token, one space, or a `\n` and indentation directly:
            // those skip the trivia call.
            let sawLineBreak: Bool
            let next = cursor.peek()
            if !cursor.isAtEnd && !ASCII.mayStartTrivia(next) {
                sawLineBreak = false
            } else if next == ASCII.space && pos + 1 < cursor.end && !ASCII.mayStartTrivia(cursor.peek(1)) {
                pos += 1
                sawLineBreak = false
            } else if next == ASCII.lf && !stopAtLineBreak,
                      case let after = cursor.indexAfterSpaces(from: pos + 1),
                      after < cursor.end && !ASCII.mayStartTrivia(cursor.bytes[after]) {
                pos = after
                sawLineBreak = true
            } else {
                sawLineBreak = skipTrivia(stopAtLineBreak: stopAtLineBreak)
            }
            if cursor.isAtEnd {
                closeFramesAtEndOfFile()
                return true
            }
            if stopAtLineBreak && ASCII.isLineBreak(cursor.peek()) {
                // A line break inside the interpolation of a single-line literal ends both.
                closeInterpolationAtLineBreak()
                continue
            }
            let atStartOfLine = sawLineBreak || pendingLineBreak
            pendingLineBreak = false
            let preferRegex = preferRegexOverBinaryOperator
            preferRegexOverBinaryOperator = false
            // Names are most tokens: read here, without the call into the token switch.
            if ASCII.isIdentifierHead(cursor.peek()) {
                lexIdentifier(atStartOfLine: atStartOfLine)
            } else {
                lexToken(atStartOfLine: atStartOfLine, preferRegex: preferRegex)
            }
        }
    }

    /// Records a token; tokens inside interpolations only update `previous`.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, atStartOfLine: Bool, previous: PreviousToken) {
        emit(tag: kind.rawValue, from: start, atStartOfLine: atStartOfLine, previous: previous)
    }

    /// Records a token by its tag (`TokenTag`: the kind, or an identifier's keyword).
    @inline(__always)
    mutating func emit(tag: UInt8, from start: Int, atStartOfLine: Bool, previous: PreviousToken) {
        if stack.isEmpty {
            tokens.append(tag: atStartOfLine ? tag | TokenTag.atStartOfLine : tag, start: start, end: pos)
        }
        self.previous = previous
    }

    mutating func diagnose(_ kind: LexerDiagnostic.Kind, at offset: Int) {
        diagnostics.append(LexerDiagnostic(kind: kind, offset: offset))
    }

    /// The index after the non-ASCII scalar at `index` inside a comment or a literal; a broken
    /// sequence is diagnosed and skipped whole.
    @inline(__always)
    mutating func indexAfterNonASCII(at index: Int) -> Int {
        if let (_, length) = cursor.scalar(at: index) { return index + length }
        diagnose(.invalidUTF8, at: index)
        return cursor.endOfInvalidUTF8(at: index)
    }

    /// A token that does not start with an ASCII letter or `_` (`resume` reads names itself).
    @inline(__always)
    mutating func lexToken(atStartOfLine: Bool, preferRegex: Bool) {
        let start = pos
        let b = cursor.peek()
        switch b {
        case ASCII.lparen:
            pos += 1
            if case .interpolation(var frame)? = stack.last {
                frame.depth += 1
                stack[stack.count - 1] = .interpolation(frame)
            }
            emit(.leftParen, from: start, atStartOfLine: atStartOfLine, previous: .startsArgument)
        case ASCII.rparen:
            pos += 1
            if case .interpolation(var frame)? = stack.last {
                if frame.depth == 1 {
                    closeInterpolation(frame)
                    return
                }
                frame.depth -= 1
                stack[stack.count - 1] = .interpolation(frame)
            }
            emit(.rightParen, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        case ASCII.lbrace: pos += 1; emit(.leftBrace, from: start, atStartOfLine: atStartOfLine, previous: .startsExpression)
        case ASCII.rbrace: pos += 1; emit(.rightBrace, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        case ASCII.lbracket: pos += 1; emit(.leftBracket, from: start, atStartOfLine: atStartOfLine, previous: .startsArgument)
        case ASCII.rbracket: pos += 1; emit(.rightBracket, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        case ASCII.comma: pos += 1; emit(.comma, from: start, atStartOfLine: atStartOfLine, previous: .startsArgument)
        case ASCII.colon: pos += 1; emit(.colon, from: start, atStartOfLine: atStartOfLine, previous: .startsArgument)
        case ASCII.semicolon: pos += 1; emit(.semicolon, from: start, atStartOfLine: atStartOfLine, previous: .startsExpression)
        case ASCII.at: pos += 1; emit(.atSign, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        case ASCII.backslash: pos += 1; emit(.backslash, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        case ASCII.quote:
            if !lexPlainString(atStartOfLine: atStartOfLine) {
                beginString(start: start, pounds: 0, atStartOfLine: atStartOfLine)
            }
        case ASCII.apostrophe:
            beginSingleQuotedString(atStartOfLine: atStartOfLine)
        case ASCII.pound:
            lexPound(atStartOfLine: atStartOfLine)
        case ASCII.backtick:
            lexBacktickedIdentifier(atStartOfLine: atStartOfLine)
        case ASCII.dollar:
            lexDollarIdentifier(atStartOfLine: atStartOfLine)
        case ASCII.zero...ASCII.nine:
            lexNumber(atStartOfLine: atStartOfLine)
        case ASCII.dot where ASCII.isIdentifierHead(cursor.peek(1)):
            // Member access: a `.` before a name is a one-character operator, which is a period
            // (`classifyAndEmitOperator`), read without the operator scan.
            pos += 1
            emit(.period, from: start, atStartOfLine: atStartOfLine, previous: .period)
        default:
            if b == UInt8(ascii: "<") && cursor.peek(1) == ASCII.pound && tryLexEditorPlaceholder(atStartOfLine: atStartOfLine) {
                return
            } else if b == ASCII.bang || b == UInt8(ascii: "?") {
                lexPostfixOptionalChainOrOperator(atStartOfLine: atStartOfLine, preferRegex: preferRegex)
            } else if b < 0x80 && Self.isASCIIOperatorCharacter(b) {
                lexOperator(atStartOfLine: atStartOfLine, preferRegex: preferRegex)
            } else {
                lexNonASCIIOrUnknown(atStartOfLine: atStartOfLine, preferRegex: preferRegex)
            }
        }
    }

    /// At the end of the file every open literal and interpolation is unterminated.
    mutating func closeFramesAtEndOfFile() {
        while let frame = stack.popLast() {
            switch frame {
            case .interpolation(let interpolation):
                guard case .string? = stack.last else { continue }
                literals.appendSegment(.interpolation(interpolation.start..<pos))
            case .string(let string):
                diagnose(.unterminatedString, at: string.start)
                completeLiteral(string, end: pos, terminated: false)
            }
        }
    }
}
