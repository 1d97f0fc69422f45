/// Lexing for the literals alone (`Lexer.Options.literalsOnly`, for `dump-literals`): the code
/// between literals is skipped by a byte search (`LiteralSkip`) instead of being cut into tokens.
///
/// Only a few bytes can change where literals are: quotes, `#` (raw strings, `#/…/#`), `/`
/// (comments, regex literals), backticks, `<` and `>` at the start of a line (conflict markers),
/// and control or non-ASCII bytes (reported characters, Unicode names and operators). Between
/// them every token is a name, a number, punctuation or an operator without `/`, and none of
/// them changes what a quote, a `#`, a `'` or a backtick starts. So the skip stops only at
/// those bytes. A plain literal (`"text"`, `""`) is recorded on the spot, comments are read as
/// the general step reads them, and a `"`, `'`, `#` or backtick that starts anything else is
/// left to the general step, which does not look at the token before it.
///
/// A `/` that starts no comment is a regex literal or an operator, depending on the token
/// before it, and the other stops are tokens whose start may lie before them (`<#…#>`): for
/// those the lexer goes back to where the skip began (where its state is the general lexer's)
/// and lexes token by token past the stop. Every byte is skipped at most once and lexed at most
/// once, so this stays linear. A `/` after a name, a number or a bracket needs no going back:
/// that token's effect is read from the bytes before the `/`. The literals, comments and
/// diagnostics are exactly those of a full lex (`LiteralsOnlyLexingTests`); no tokens are kept.
extension LexerCore {
    /// Skips from `pos` to the next byte the general step must see, recording plain literals and
    /// comments on the way. Stops at a token the general step lexes the same whatever precedes
    /// it, or at the end; or goes back to where it began, for the general step to lex token by
    /// token until `fullLexingUntil`.
    mutating func skipToLiteralCandidates() {
        // Where the state is the general lexer's: tokens from here are not needed.
        tokens.removeAll()
        var syncPosition = pos
        var syncPrevious = previous
        var syncComments = comments.count
        var syncDiagnostics = diagnostics.count
        // Where the last comment the skip read ends: a token before it is not the token before a `/`.
        var commentEnd = 0
        let bytes = cursor.bytes
        let end = cursor.end
        var index = pos
        while true {
            index = cursor.indexOfLiteralSkipStop(from: index)
            guard index < end else {
                pos = end
                return
            }
            let b = bytes[index]
            switch b {
            case ASCII.quote:
                let next = cursor.byte(at: index &+ 1)
                var close = -1
                if next == ASCII.quote {
                    // `""`, unless a third quote opens a multi-line literal.
                    if index &+ 1 < end && cursor.byte(at: index &+ 2) != ASCII.quote { close = index &+ 1 }
                } else {
                    let stop = cursor.indexOfPlainStringStop(from: index &+ 1)
                    if stop < end && bytes[stop] == ASCII.quote { close = stop }
                }
                guard close >= 0 else { return atGeneralStep(index) }
                literals.appendPlain(start: index, end: close &+ 1)
                index = close &+ 1
                // After a literal the general lexer's state is known again.
                syncPosition = index
                syncPrevious = .endsExpression
                syncComments = comments.count
                syncDiagnostics = diagnostics.count
                continue
            case ASCII.apostrophe, ASCII.backtick:
                return atGeneralStep(index)
            case ASCII.pound:
                // `<#…#>` starts at the `<`.
                guard index > 0 && bytes[index &- 1] == UInt8(ascii: "<") else { return atGeneralStep(index) }
            case ASCII.slash:
                let next = cursor.byte(at: index &+ 1)
                if next == ASCII.slash {
                    // Always a comment: an operator before it ends before it, and no regex starts with it.
                    pos = index
                    lexLineComment()
                    index = pos
                    commentEnd = index
                    continue
                }
                if next == ASCII.star {
                    pos = index
                    _ = lexBlockComment()
                    index = pos
                    commentEnd = index
                    continue
                }
                // A regex literal or an operator, by the token before it: when that token can
                // be told from the bytes before the `/`, the general step takes it from here.
                if let before = effectOfTokenBefore(slash: index, after: max(syncPosition, commentEnd)) {
                    previous = before
                    return atGeneralStep(index)
                }
            case ASCII.vt, ASCII.ff, ASCII.cr:
                // Whitespace, which the scan stops at to keep its test short.
                index &+= 1
                continue
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                // Only a conflict marker, at the start of a line, makes either anything but an operator.
                guard index == 0 || ASCII.isLineBreak(bytes[index &- 1]) else {
                    index &+= 1
                    continue
                }
            default:
                break
            }
            // Back to where the state is known, to lex token by token past this byte.
            pos = syncPosition
            previous = syncPrevious
            comments.removeSubrange(syncComments...)
            diagnostics.removeSubrange(syncDiagnostics...)
            fullLexingUntil = index &+ 1
            return
        }
    }

    /// What the token ending right before the `/` at `slash` (spaces, tabs and `\n` between)
    /// means for it, when that token lies wholly after `after` and is a name, a keyword, a
    /// number or a bracket or punctuation character, each of which has one effect whatever
    /// precedes it; nil for anything else (an operator, whose effect depends on its
    /// surroundings), and nil when unsure.
    @inline(__always)
    private func effectOfTokenBefore(slash: Int, after: Int) -> PreviousToken? {
        let bytes = cursor.bytes
        var last = slash &- 1
        while last >= after && (bytes[last] == ASCII.space || bytes[last] == ASCII.lf || bytes[last] == ASCII.tab) {
            last &-= 1
        }
        guard last >= after else { return nil }
        switch bytes[last] {
        case ASCII.rparen, ASCII.rbracket, ASCII.rbrace, ASCII.at, ASCII.backslash: return .endsExpression
        case ASCII.lparen, ASCII.lbracket, ASCII.comma, ASCII.colon: return .startsArgument
        case ASCII.lbrace, ASCII.semicolon: return .startsExpression
        default: break
        }
        guard let first = nameRunStart(endingAt: last, after: after) else { return nil }
        // A run of name bytes after anything but a number's `.`, `+` or `-` is one token: a name
        // or a keyword from its first letter on, a number from its first digit on.
        let before = bytes[first &- 1]
        if before == ASCII.dot || before == ASCII.plus || before == ASCII.minus {
            // `1.5for` is `1.5` and `for`, and `1e+for` one malformed number.
            let beforeRun = first &- 2
            if beforeRun >= after && bytes[beforeRun] < 0x80 && ASCII.isIdentifierBodyOrDollar(bytes[beforeRun]) {
                guard let start = nameRunStart(endingAt: beforeRun, after: after), !ASCII.isDigit(bytes[start]) else {
                    return nil
                }
            }
        }
        return keywordSlots[Keyword.slotIndex(cursor, first, last &+ 1 &- first, in: keywordSlots)].effect
    }

    /// The first byte of the run of ASCII name bytes (letters, digits, `_`, `$`) ending at
    /// `last`, when a byte after `after` that is none of them stands before it.
    @inline(__always)
    private func nameRunStart(endingAt last: Int, after: Int) -> Int? {
        let bytes = cursor.bytes
        guard bytes[last] < 0x80 && ASCII.isIdentifierBodyOrDollar(bytes[last]) else { return nil }
        var first = last
        while first > after && bytes[first &- 1] < 0x80 && ASCII.isIdentifierBodyOrDollar(bytes[first &- 1]) {
            first &-= 1
        }
        return first > after ? first : nil
    }

    /// Leaves the token at `index` to the general step.
    @inline(__always)
    private mutating func atGeneralStep(_ index: Int) {
        pos = index
    }
}
