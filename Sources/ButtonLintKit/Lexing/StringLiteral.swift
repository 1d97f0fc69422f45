/// The kind names `dump-literals` prints: a raw multi-line literal is `raw`.
enum StringLiteralKind: String, Sendable {
    case single, multiline, raw
}

/// One piece of a string literal's content, in order, as the compiler sees it.
enum StringSegment: Sendable, Equatable {
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
struct StringLiteral: Sendable, Equatable {
    /// The whole literal, from its first `#` or quote to its last quote or `#`.
    var range: Range<Int>
    var kind: StringLiteralKind
    var isMultiline: Bool
    /// False when the file ends (or, for single-line literals, the line ends) before the closing delimiter.
    var isTerminated: Bool
    private var storedPoundCount: UInt32
    /// The segments. Most literals are one piece of text (or nothing): those keep it inline;
    /// a literal read from a `LiteralList` reads longer lists from the list's shared storage.
    private var storage: SegmentStorage

    /// No segment, one, an array of two or more, or two or more in a `LiteralStorage`.
    enum SegmentStorage: Sendable {
        case none
        case one(StringSegment)
        case many([StringSegment])
        case shared(LiteralStorage, first: Int, count: Int)

        init(_ segments: [StringSegment]) {
            switch segments.count {
            case 0: self = .none
            case 1: self = .one(segments[0])
            default: self = .many(segments)
            }
        }
    }

    init(range: Range<Int>, kind: StringLiteralKind, isMultiline: Bool, poundCount: Int,
                segments: [StringSegment], isTerminated: Bool) {
        self.init(range: range, kind: kind, isMultiline: isMultiline, poundCount: poundCount,
                  storage: SegmentStorage(segments), isTerminated: isTerminated)
    }

    init(range: Range<Int>, kind: StringLiteralKind, isMultiline: Bool, poundCount: Int,
         storage: SegmentStorage, isTerminated: Bool) {
        self.range = range
        self.kind = kind
        self.isMultiline = isMultiline
        self.storedPoundCount = UInt32(truncatingIfNeeded: poundCount)
        self.storage = storage
        self.isTerminated = isTerminated
    }

    var poundCount: Int {
        get { Int(storedPoundCount) }
        set { storedPoundCount = UInt32(truncatingIfNeeded: newValue) }
    }

    /// The segments in order (an array made on each read for a literal of one segment or of
    /// shared ones: loops over every literal use `segmentCount` and `segment(at:)`).
    var segments: [StringSegment] {
        get {
            switch storage {
            case .none: []
            case .one(let segment): [segment]
            case .many(let segments): segments
            case .shared: (0..<segmentCount).map(segment(at:))
            }
        }
        set { storage = SegmentStorage(newValue) }
    }

    var segmentCount: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let segments): segments.count
        case .shared(_, _, let count): count
        }
    }

    func segment(at index: Int) -> StringSegment {
        switch storage {
        case .none:
            preconditionFailure("no segment \(index)")
        case .one(let segment):
            return segment
        case .many(let segments):
            return segments[index]
        case .shared(let shared, let first, let count):
            precondition(index >= 0 && index < count, "segment index out of range")
            return shared.segments[first + index].segment
        }
    }

    static func == (lhs: StringLiteral, rhs: StringLiteral) -> Bool {
        lhs.range == rhs.range && lhs.kind == rhs.kind && lhs.isMultiline == rhs.isMultiline
            && lhs.isTerminated == rhs.isTerminated && lhs.storedPoundCount == rhs.storedPoundCount
            && lhs.segmentCount == rhs.segmentCount
            && (0..<lhs.segmentCount).allSatisfy { lhs.segment(at: $0) == rhs.segment(at: $0) }
    }

    var hasInterpolation: Bool {
        (0..<segmentCount).contains { if case .interpolation = segment(at: $0) { true } else { false } }
    }
}

/// A problem the lexer met; the engine turns it into a message that names file and line.
struct LexerDiagnostic: Sendable, Equatable {
    enum Kind: String, Sendable {
        case unterminatedString, unterminatedComment, unterminatedRegex, invalidUTF8, unexpectedCharacter
        /// The file is 4 GiB or larger: past what 32-bit token offsets reach, so it is not lexed.
        case fileTooLarge
    }
    var kind: Kind
    var offset: Int

    init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}

/// The lexer's output for one file.
struct LexedFile: Sendable {
    /// The file lexed; after a full lex, made with the line starts the lexer found.
    var source: SourceFile
    /// Tokens in source order, without comments. A string literal is one token; the tokens
    /// inside its interpolations are not in this list (their literals are in `literals`).
    var tokens: TokenList
    var comments: [Comment]
    /// Every string literal, nested ones included, ordered by start offset (an outer literal
    /// comes before the literals inside its interpolations).
    var literals: LiteralList
    var diagnostics: [LexerDiagnostic]

    init(source: SourceFile, tokens: [Token], comments: [Comment], literals: [StringLiteral],
                diagnostics: [LexerDiagnostic]) {
        self.init(source: source, tokens: TokenList(tokens), comments: comments, literals: LiteralList(literals),
                  diagnostics: diagnostics)
    }

    init(source: SourceFile, tokens: TokenList, comments: [Comment], literals: LiteralList,
         diagnostics: [LexerDiagnostic]) {
        self.source = source
        self.tokens = tokens
        self.comments = comments
        self.literals = literals
        self.diagnostics = diagnostics
    }

    /// The literal whose range starts at `offset` (a string token's start), by binary search.
    func literal(startingAt offset: Int) -> StringLiteral? {
        var low = 0
        var high = literals.count
        while low < high {
            let mid = (low + high) / 2
            if literals.range(at: mid).lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low < literals.count && literals.range(at: low).lowerBound == offset ? literals[low] : nil
    }

    /// The innermost literal whose range holds all of `range`: the last one starting at or before
    /// it (binary search), or, past nested literals' ends, the literal around them.
    func innermostLiteral(containing range: Range<Int>) -> StringLiteral? {
        var low = 0
        var high = literals.count
        while low < high {
            let mid = (low + high) / 2
            if literals.range(at: mid).lowerBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        while index >= 0 {
            let candidate = literals.range(at: index)
            if candidate.lowerBound <= range.lowerBound && range.upperBound <= candidate.upperBound {
                return literals[index]
            }
            // A literal nested in an interpolation ended before `range`: the one around it may hold it.
            index -= 1
        }
        return nil
    }

    func text(of token: Token) -> String { source.text(token.range) }

    /// Byte offset of the first byte of each line (`SourceFile.lineStarts`).
    var lineStarts: [Int] { source.lineStarts }
}
