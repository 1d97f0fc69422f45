/// The kind names `dump-literals` prints (SPEC section 3): a raw multi-line literal is `raw`.
public enum StringLiteralKind: String, Sendable {
    case single, multiline, raw
}

/// One piece of a string literal's content, in order, as the compiler sees it.
public enum StringSegment: Sendable, Equatable {
    /// Literal text in the file, taken as it is. In a multi-line literal a line's indentation is
    /// left out of the range and each kept line break is its own `.text` segment.
    case text(Range<Int>)
    /// An escape sequence as written (`\n`, `\u{E9}`, `\#t` in raw strings) and the scalar it
    /// stands for (nil when it is not valid).
    case escape(Range<Int>, Unicode.Scalar?)
    /// An interpolation: the range runs from the backslash to the closing parenthesis.
    case interpolation(Range<Int>)
}

/// A string literal with its content already split, so rules read titles and fixes rewrite
/// letters without lexing again.
public struct StringLiteral: Sendable, Equatable {
    /// The whole literal, from its first `#` or quote to its last quote or `#`.
    public var range: Range<Int>
    public var kind: StringLiteralKind
    public var isMultiline: Bool
    public var poundCount: Int
    public var segments: [StringSegment]
    /// False when the file ends (or, for single-line literals, the line ends) before the closing delimiter.
    public var isTerminated: Bool

    public init(range: Range<Int>, kind: StringLiteralKind, isMultiline: Bool, poundCount: Int,
                segments: [StringSegment], isTerminated: Bool) {
        self.range = range
        self.kind = kind
        self.isMultiline = isMultiline
        self.poundCount = poundCount
        self.segments = segments
        self.isTerminated = isTerminated
    }

    public var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }
}

/// A problem the lexer met; the engine turns it into a message that names file and line.
public struct LexerDiagnostic: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case unterminatedString, unterminatedComment, unterminatedRegex, invalidUTF8, unexpectedCharacter
    }
    public var kind: Kind
    public var offset: Int

    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}

/// The lexer's output for one file.
public struct LexedFile: Sendable {
    public let source: SourceFile
    /// Tokens in source order, without comments. A string literal is one token; the tokens
    /// inside its interpolations are not in this list (their literals are in `literals`).
    public var tokens: [Token]
    public var comments: [Comment]
    /// Every string literal, nested ones included, ordered by start offset (an outer literal
    /// comes before the literals inside its interpolations).
    public var literals: [StringLiteral]
    public var diagnostics: [LexerDiagnostic]

    public init(source: SourceFile, tokens: [Token], comments: [Comment], literals: [StringLiteral],
                diagnostics: [LexerDiagnostic]) {
        self.source = source
        self.tokens = tokens
        self.comments = comments
        self.literals = literals
        self.diagnostics = diagnostics
    }

    /// The literal whose range starts at `offset` (a string token's start), by binary search.
    public func literal(startingAt offset: Int) -> StringLiteral? {
        var low = 0
        var high = literals.count
        while low < high {
            let mid = (low + high) / 2
            if literals[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low < literals.count && literals[low].range.lowerBound == offset ? literals[low] : nil
    }

    /// The innermost literal whose range holds all of `range`: the last one starting at or before
    /// it (binary search), or, past nested literals' ends, the literal around them.
    public func innermostLiteral(containing range: Range<Int>) -> StringLiteral? {
        var low = 0
        var high = literals.count
        while low < high {
            let mid = (low + high) / 2
            if literals[mid].range.lowerBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        while index >= 0 {
            let candidate = literals[index].range
            if candidate.lowerBound <= range.lowerBound && range.upperBound <= candidate.upperBound {
                return literals[index]
            }
            // A literal nested in an interpolation ended before `range`: the one around it may hold it.
            index -= 1
        }
        return nil
    }

    public func text(of token: Token) -> String { source.text(token.range) }
}
