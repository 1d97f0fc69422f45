/// Lexes a file a window of tokens at a time, so a huge file's tokens are never all held at once
/// (`PartedAnalysis`). The lexer is the file's one lexer, paused between windows where no literal
/// is open and resumed in the same state: the windows' tokens, literals and comments together are
/// exactly what `Lexer.lex` gives for the whole file.
struct WindowedLexer {
    /// One window: tokens, the string literals that start among them, and the comments between them.
    struct Window {
        var tokens: TokenList
        var literals: LiteralList
        var comments: [Comment]
        /// Whether the window ends the file.
        var isLast: Bool
    }

    private var core: LexerCore
    private let windowTokens: Int
    private var finished = false

    /// `buffer` must stay valid while the lexer is used (the file's bytes, held by the caller).
    init(_ buffer: UnsafeBufferPointer<UInt8>, windowTokens: Int) {
        self.windowTokens = max(windowTokens, 1)
        core = LexerCore(Cursor(buffer), reservedTokens: Self.reserve(windowTokens),
                         reservedLiterals: Self.reserve(windowTokens) / 4)
        core.skipByteOrderMarkAndShebang()
    }

    /// The next window, nil after the last.
    mutating func next() -> Window? {
        guard !finished else { return nil }
        finished = core.resume(pausingAt: windowTokens)
        let window = Window(tokens: TokenList(storage: core.tokens.finish()),
                            literals: LiteralList(storage: core.literals.finish()),
                            comments: core.comments, isLast: finished)
        if !finished {
            core.tokens = TokenBuilder(reservedCapacity: Self.reserve(windowTokens))
            core.literals = LiteralBuilder(reservedCapacity: Self.reserve(windowTokens) / 4)
            core.comments = []
        }
        return window
    }

    /// Frees the storage of a lexer given up before its last window.
    mutating func close() {
        guard !finished else { return }
        finished = true
        // Storage frees its memory when released.
        _ = core.tokens.finish()
        _ = core.literals.finish()
    }

    /// Room for a window and what the common-token loop may add past it before the pause is seen.
    private static func reserve(_ windowTokens: Int) -> Int { 2 * max(windowTokens, 1) + 16 }
}
