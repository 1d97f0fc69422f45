/// Lexing for the literals alone (`dump-literals`): the code between literals is skipped sixteen
/// bytes at a time instead of being cut into tokens.
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
/// diagnostics are exactly those of `Lexer.lex` (`LiteralsOnlyLexingTests`); no tokens are kept.
extension LexerCore {
    /// Skips from `pos` to the next byte the general step must see, recording plain literals and
    /// comments on the way. Returns true when it went back to where it began (for the caller
    /// to lex token by token until `fullLexingUntil`), false when `pos` is at a token the
    /// general step lexes the same whatever precedes it, or at the end.
    mutating func skipToLiteralCandidates() -> Bool {
        // Where the state is the general lexer's: tokens from here are not needed.
        tokens.didAppend(upTo: 0)
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
            index = cursor.indexOfLiteralScanStop(from: index)
            guard index < end else {
                pos = end
                return false
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
            return true
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
        return keywordSlots[Keyword.slotIndex(bytes, first, last &+ 1 &- first, in: keywordSlots)].effect
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
    private mutating func atGeneralStep(_ index: Int) -> Bool {
        pos = index
        return false
    }
}

extension ASCII {
    /// The bytes among sixteen where `skipToLiteralCandidates` stops, as 0xFF (others 0): `"`,
    /// `#`, `'`, `/`, `<`, `>`, a backtick, DEL, any non-ASCII byte and any control byte but a
    /// tab or `\n`. Written with vector operands only (a scalar operand takes a slow generic
    /// path), so each test compiles to one or two SSE instructions for all sixteen bytes.
    @inline(__always) static func literalScanStops(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let quoteOrPound = maskBytes((v & splat(0xFE)) .== splat(0x22))
        let apostropheOrSlash = maskBytes((v & splat(0xF7)) .== splat(0x27))
        let angle = maskBytes((v | splat(0x02)) .== splat(0x3E))
        let backtick = maskBytes(v .== splat(0x60))
        // Below 0x20 or from 0x7F: one more, as a signed byte, is below 0x21.
        let controlOrNonASCII = maskBytes(unsafeBitCast(v &+ splat(0x01), to: SIMD16<Int8>.self) .< SIMD16(repeating: 0x21))
        let tabOrLineFeed = maskBytes(v .== splat(0x09)) | maskBytes(v .== splat(0x0A))
        return quoteOrPound | apostropheOrSlash | angle | backtick | (controlOrNonASCII & ~tabOrLineFeed)
    }

    /// One byte of `literalScanStops`.
    @inline(__always) static func isLiteralScanStop(_ b: UInt8) -> Bool {
        if b < 0x20 { return b != 0x09 && b != 0x0A }
        return b >= 0x7F || b & 0xFE == 0x22 || b & 0xF7 == 0x27 || b | 0x02 == 0x3E || b == 0x60
    }
}

extension Cursor {
    /// The index of the first byte at or after `index` where `skipToLiteralCandidates` stops
    /// (`ASCII.literalScanStops`), or `end`; sixteen bytes at a time.
    @inline(__always) func indexOfLiteralScanStop(from index: Int) -> Int {
        var i = index
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 16 <= end {
                let stops = ASCII.literalScanStops(raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                let (low, high) = unsafeBitCast(stops, to: (UInt64, UInt64).self)
                if low != 0 { return i &+ UInt64(littleEndian: low).trailingZeroBitCount &>> 3 }
                if high != 0 { return i &+ 8 &+ UInt64(littleEndian: high).trailingZeroBitCount &>> 3 }
                i &+= 16
            }
        }
        while i < end && !ASCII.isLiteralScanStop(bytes[i]) { i &+= 1 }
        return i
    }
}

/// Sixteen copies of `byte`, as a vector operand (see `ASCII.literalScanStops`).
@inline(__always) func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16(repeating: byte) }

/// A lane mask as bytes, 0xFF where it is set: combined with `|` and `&` (the mask operators take
/// a slow path) and read as two words.
@inline(__always) func maskBytes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
    unsafeBitCast(mask, to: SIMD16<UInt8>.self)
}
