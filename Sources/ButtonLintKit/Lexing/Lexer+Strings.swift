/// String literals: single-line, multi-line, raw (`#"…"#`, any number of `#`), escapes and
/// interpolations. The literal's content is read here; an interpolation pushes a frame and
/// hands control back to the token loop until its closing parenthesis.
extension LexerCore {
    /// `pos` is at the first quote; `start` at the first `#` of a raw string.
    mutating func beginString(start: Int, pounds: Int, atStartOfLine: Bool) {
        var isMultiline = false
        if cursor.peek(1) == ASCII.quote && cursor.peek(2) == ASCII.quote {
            // `#"""#` and `#""" … "#` on one line are single-line raw strings.
            isMultiline = pounds == 0 || !closesOnSameLine(from: pos + 2, pounds: pounds)
        }
        let literalIndex = literals.begin()
        var opensOwnLine = false
        if isMultiline {
            pos += 3
            // The compiler drops a line break right after the opening delimiter.
            let lineBreak = cursor.lineBreakLength(at: pos)
            if lineBreak > 0 {
                pos += lineBreak
                opensOwnLine = true
            }
        } else {
            pos += 1
        }
        let frame = StringFrame(literalIndex: literalIndex, segmentBase: literals.pendingSegmentCount,
                                start: start, pounds: pounds,
                                isMultiline: isMultiline, isAtStartOfLine: atStartOfLine,
                                opensOwnLine: opensOwnLine)
        stack.append(.string(frame))
    }

    /// A plain literal at `pos` (`"text"`: one line, ASCII, no escape or interpolation; most of a
    /// file's literals) read whole: its record and token at once, as the string frame would
    /// leave them. False, with nothing read, for any other literal.
    @inline(__always)
    mutating func lexPlainString(atStartOfLine: Bool) -> Bool {
        let start = pos
        // `""` and `"""` take the frame.
        guard cursor.byte(at: start + 1) != ASCII.quote else { return false }
        let close = cursor.indexOfPlainStringStop(from: start + 1)
        guard close < cursor.end, cursor.bytes[close] == ASCII.quote else { return false }
        literals.appendPlain(start: start, end: close + 1)
        pos = close + 1
        emit(.stringLiteral, from: start, atStartOfLine: atStartOfLine, previous: .endsExpression)
        return true
    }

    /// `'text'`: not Swift, but the compiler reads it as a single-line string literal (and
    /// reports it), so a `"` inside does not start another literal.
    mutating func beginSingleQuotedString(atStartOfLine: Bool) {
        let start = pos
        diagnose(.unexpectedCharacter, at: start)
        let literalIndex = literals.begin()
        pos += 1
        stack.append(.string(StringFrame(literalIndex: literalIndex, segmentBase: literals.pendingSegmentCount,
                                         start: start, pounds: 0,
                                         isMultiline: false, isAtStartOfLine: atStartOfLine,
                                         opensOwnLine: false, quote: ASCII.apostrophe)))
    }

    /// Whether a `"` followed by the delimiter's `#`s occurs from `index` before the line ends.
    func closesOnSameLine(from index: Int, pounds: Int) -> Bool {
        var i = index
        while i < cursor.end {
            let b = cursor.bytes[i]
            if b == ASCII.lf || b == ASCII.cr { return false }
            i += 1
            if b == ASCII.quote && delimiterEnd(at: i, pounds) != nil { return true }
        }
        return false
    }

    /// Where a raw-string delimiter of `pounds` `#` starting at `index` ends, nil when there are
    /// fewer. Like the compiler, it takes one `#` more when one more is there.
    @inline(__always) func delimiterEnd(at index: Int, _ pounds: Int) -> Int? {
        if pounds == 0 { return index }
        var i = 0
        while i < pounds {
            if cursor.byte(at: index + i) != ASCII.pound || index + i >= cursor.end { return nil }
            i += 1
        }
        return cursor.byte(at: index + pounds) == ASCII.pound && index + pounds < cursor.end
            ? index + pounds + 1 : index + pounds
    }

    /// Reads the content of the innermost open literal until it closes, an interpolation
    /// opens, the line ends (single-line) or the file ends.
    mutating func lexStringContent(_ frame: StringFrame) {
        let end = cursor.end
        let bytes = cursor.bytes
        let pounds = frame.pounds
        var textStart = pos
        var index = pos

        @inline(__always) func flushText(_ upTo: Int) {
            if upTo > textStart { literals.appendSegment(.text(textStart..<upTo)) }
        }

        while index < end {
            let b = bytes[index]
            if b >= 0x80 {
                index = indexAfterNonASCII(at: index)
                continue
            }
            switch b {
            case ASCII.backslash:
                guard let after = delimiterEnd(at: index + 1, pounds) else { index += 1; continue }
                let escapeStart = index
                let c = cursor.byte(at: after)
                if c == ASCII.lparen && after < end {
                    flushText(escapeStart)
                    stack.append(.interpolation(InterpolationFrame(start: escapeStart, depth: 1,
                                                                   inSingleLineLiteral: !frame.isMultiline)))
                    pos = after + 1
                    previous = .startsArgument
                    return
                }
                if frame.isMultiline, let next = lineContinuationEnd(from: after) {
                    // A line-ending backslash joins the next line: it and the line break are dropped.
                    flushText(escapeStart)
                    index = next
                    textStart = index
                    continue
                }
                flushText(escapeStart)
                let (escapeEnd, scalar) = lexEscape(at: after)
                if scalar == nil { diagnose(.unexpectedCharacter, at: escapeStart) }
                literals.appendSegment(.escape(escapeStart..<escapeEnd, scalar))
                index = escapeEnd
                textStart = index
            case ASCII.apostrophe where frame.quote == ASCII.apostrophe:
                flushText(index)
                stack.removeLast()
                completeLiteral(frame, end: index + 1, terminated: true)
                pos = index + 1
                return
            case ASCII.quote:
                guard frame.quote == ASCII.quote else { index += 1; continue }
                var closeEnd: Int? = nil
                if frame.isMultiline {
                    if cursor.byte(at: index + 1) == ASCII.quote && cursor.byte(at: index + 2) == ASCII.quote
                        && index + 2 < end {
                        closeEnd = delimiterEnd(at: index + 3, pounds)
                    }
                } else {
                    closeEnd = delimiterEnd(at: index + 1, pounds)
                }
                guard var closeEnd else { index += 1; continue }
                // The compiler takes every `#` after a closing quote as part of the delimiter.
                if pounds > 0 { while closeEnd < end && bytes[closeEnd] == ASCII.pound { closeEnd += 1 } }
                flushText(index)
                stack.removeLast()
                completeLiteral(frame, end: closeEnd, terminated: true, closingQuote: index)
                pos = closeEnd
                return
            case ASCII.lf, ASCII.cr:
                flushText(index)
                if !frame.isMultiline {
                    pos = index
                    diagnose(.unterminatedString, at: frame.start)
                    stack.removeLast()
                    completeLiteral(frame, end: index, terminated: false)
                    return
                }
                let length = cursor.lineBreakLength(at: index)
                literals.appendSegment(.text(index..<index + length))
                index += length
                textStart = index
            default:
                index += 1
            }
        }
        flushText(end)
        pos = end
        diagnose(.unterminatedString, at: frame.start)
        stack.removeLast()
        completeLiteral(frame, end: end, terminated: false)
    }

    /// After a backslash (and its `#`s) in a multi-line literal: spaces or tabs, then a line
    /// break, make a line continuation. Returns the offset after the line break.
    func lineContinuationEnd(from index: Int) -> Int? {
        var i = index
        while ASCII.isHorizontalSpace(cursor.byte(at: i)) { i += 1 }
        guard i < cursor.end else { return nil }
        let length = cursor.lineBreakLength(at: i)
        return length > 0 ? i + length : nil
    }

    /// The escape whose character follows the backslash (and `#`s) at `index`: its end and
    /// scalar, nil when the escape is not valid.
    func lexEscape(at index: Int) -> (end: Int, scalar: Unicode.Scalar?) {
        guard index < cursor.end else { return (index, nil) }
        switch cursor.byte(at: index) {
        case UInt8(ascii: "n"): return (index + 1, "\n")
        case UInt8(ascii: "t"): return (index + 1, "\t")
        case UInt8(ascii: "r"): return (index + 1, "\r")
        case UInt8(ascii: "0"): return (index + 1, "\0")
        case UInt8(ascii: "\\"): return (index + 1, "\\")
        case UInt8(ascii: "\""): return (index + 1, "\"")
        case UInt8(ascii: "'"): return (index + 1, "'")
        case UInt8(ascii: "u"):
            guard cursor.byte(at: index + 1) == ASCII.lbrace else { return (index + 1, nil) }
            var i = index + 2
            var value: UInt32 = 0
            var digits = 0
            while i < cursor.end && ASCII.isHexDigit(cursor.bytes[i]) {
                let d = cursor.bytes[i]
                let v: UInt8 = ASCII.isDigit(d) ? d - ASCII.zero : (d | 0x20) - UInt8(ascii: "a") + 10
                if digits < 9 { value = value << 4 | UInt32(v) }
                digits += 1
                i += 1
            }
            guard i < cursor.end && cursor.bytes[i] == ASCII.rbrace else { return (i, nil) }
            let scalar = (1...8).contains(digits) ? Unicode.Scalar(value) : nil
            return (i + 1, scalar)
        default:
            // An unknown escape; like the compiler, take the next character along only when it
            // is a letter or digit.
            let c = cursor.byte(at: index)
            return (ASCII.isLetter(c) || ASCII.isDigit(c) ? index + 1 : index, nil)
        }
    }

    /// `)` closed an interpolation: record it on the literal around it and resume that literal.
    mutating func closeInterpolation(_ frame: InterpolationFrame) {
        stack.removeLast()
        guard case .string? = stack.last else { return }
        literals.appendSegment(.interpolation(frame.start..<pos))
    }

    /// A line break inside the interpolation of a single-line literal: the interpolation ends
    /// unterminated, and the literal, back in charge, ends unterminated at the same line break.
    mutating func closeInterpolationAtLineBreak() {
        guard case .interpolation(let frame)? = stack.popLast(),
              case .string? = stack.last else { return }
        literals.appendSegment(.interpolation(frame.start..<pos))
    }

    /// Sets the finished literal's range, post-processes a multi-line literal, and emits its
    /// token when it is not inside an interpolation. The frame is already popped.
    mutating func completeLiteral(_ frame: StringFrame, end: Int, terminated: Bool, closingQuote: Int = -1) {
        if frame.isMultiline && terminated {
            stripIndentation(frame: frame, closingQuote: closingQuote)
        }
        let kind: StringLiteralKind = frame.pounds > 0 ? .raw : (frame.isMultiline ? .multiline : .single)
        literals.complete(frame.literalIndex, range: frame.start..<end, kind: kind, isMultiline: frame.isMultiline,
                          poundCount: frame.pounds, isTerminated: terminated, segmentBase: frame.segmentBase)
        if stack.isEmpty {
            tokens.append(tag: TokenTag.make(.stringLiteral, nil, atStartOfLine: frame.isAtStartOfLine),
                          start: frame.start, end: end)
        }
        previous = .endsExpression
    }

    func isLineBreakSegment(_ range: Range<Int>) -> Bool {
        !range.isEmpty && cursor.lineBreakLength(at: range.lowerBound) == range.count
    }

    /// A run of a multi-line literal's content as swift-syntax's lexer splits it: text and
    /// escapes up to a line break (included), a line continuation, a `\n` or `\r` escape, an
    /// interpolation or the closing delimiter; or one interpolation. `first..<end` indexes the
    /// literal's segments; a run may be empty.
    struct ContentRun {
        var first: Int
        var end: Int
        var isInterpolation = false
        var endsWithContinuation = false
    }

    /// Splits a multi-line literal's segments into the compiler's runs.
    func contentRuns(_ segments: [StringSegment], contentStart: Int, closingQuote: Int) -> [ContentRun] {
        var runs: [ContentRun] = []
        var current = ContentRun(first: 0, end: 0)
        var lastEnd = contentStart
        for (i, segment) in segments.enumerated() {
            let range: Range<Int>
            switch segment {
            case .text(let r), .escape(let r, _), .interpolation(let r): range = r
            }
            if range.lowerBound != lastEnd {
                // Only a line continuation is left out of the segments.
                current.end = i
                current.endsWithContinuation = true
                runs.append(current)
                current = ContentRun(first: i, end: i)
            }
            lastEnd = range.upperBound
            switch segment {
            case .interpolation:
                current.end = i
                runs.append(current)
                runs.append(ContentRun(first: i, end: i + 1, isInterpolation: true))
                current = ContentRun(first: i + 1, end: i + 1)
            case .text(let r) where isLineBreakSegment(r):
                current.end = i + 1
                runs.append(current)
                current = ContentRun(first: i + 1, end: i + 1)
            case .escape(_, let scalar) where scalar == "\n" || scalar == "\r":
                current.end = i + 1
                runs.append(current)
                current = ContentRun(first: i + 1, end: i + 1)
            default:
                break
            }
        }
        if closingQuote != lastEnd {
            current.end = segments.count
            current.endsWithContinuation = true
            runs.append(current)
            current = ContentRun(first: segments.count, end: segments.count)
        }
        current.end = segments.count
        runs.append(current)
        return runs
    }

    /// What the compiler's parser does to a multi-line literal (swift-syntax's
    /// `postProcessMultilineStringLiteral`): the whitespace of the closing delimiter's line is
    /// the indentation, removed from the start of every line (a line without it loses the
    /// whitespace it has; an empty line stays empty), and the line break before the closing
    /// delimiter is dropped. When the closing delimiter does not follow a line break, the
    /// content stays as it is; when text stands before it on its line, that text's leading
    /// whitespace is the indentation and the text is kept (the compiler reports both).
    mutating func stripIndentation(frame: StringFrame, closingQuote: Int) {
        let segments = literals.pendingSegments(from: frame.segmentBase)
        let bytes = cursor.bytes
        var contentStart = frame.start + frame.pounds + 3
        if frame.opensOwnLine { contentStart += cursor.lineBreakLength(at: contentStart) }
        var runs = contentRuns(segments, contentStart: contentStart, closingQuote: closingQuote)
        var dropped = [Bool](repeating: false, count: segments.count)
        var trimmed = [Int](repeating: 0, count: segments.count)

        func textRange(_ index: Int) -> Range<Int>? {
            if case .text(let r) = segments[index] { return r }
            return nil
        }
        /// Leading spaces and tabs of a run (they can only be in its first segment).
        func leadingWhitespace(_ run: ContentRun) -> Range<Int> {
            guard run.first < run.end, let r = textRange(run.first) else { return 0..<0 }
            var k = r.lowerBound
            while k < r.upperBound && ASCII.isHorizontalSpace(bytes[k]) { k += 1 }
            return r.lowerBound..<k
        }
        func isWhitespaceOnly(_ run: ContentRun) -> Bool {
            guard run.first < run.end else { return true }
            guard run.end - run.first == 1 else { return false }
            return leadingWhitespace(run).count == textRange(run.first)?.count
        }
        func endsWithLineBreak(_ run: ContentRun) -> Bool {
            guard run.first < run.end, let r = textRange(run.end - 1) else { return false }
            return isLineBreakSegment(r)
        }

        let last = runs.removeLast()
        let closesOnNewLine: Bool
        if let previous = runs.last {
            if previous.isInterpolation {
                closesOnNewLine = false
            } else if previous.endsWithContinuation {
                closesOnNewLine = true
            } else if endsWithLineBreak(previous) {
                dropped[previous.end - 1] = true
                closesOnNewLine = true
            } else {
                closesOnNewLine = false
            }
        } else {
            closesOnNewLine = frame.opensOwnLine
        }
        guard closesOnNewLine else { return }

        let indentation: Range<Int>
        if isWhitespaceOnly(last) {
            indentation = leadingWhitespace(last)
            for i in last.first..<last.end { dropped[i] = true }
        } else {
            indentation = leadingWhitespace(last)
            runs.append(last)
        }

        var onNewLine = frame.opensOwnLine
        for run in runs {
            if run.isInterpolation {
                onNewLine = false
                continue
            }
            if onNewLine {
                let first = run.first < run.end ? textRange(run.first) : nil
                let hasIndentation = indentation.isEmpty || (first.map {
                    $0.count >= indentation.count
                        && bytes[$0.lowerBound..<$0.lowerBound + indentation.count].elementsEqual(bytes[indentation])
                } ?? false)
                let isEmptyLine = (run.first == run.end || (run.end - run.first == 1 && endsWithLineBreak(run)))
                    && !run.endsWithContinuation
                if hasIndentation {
                    if !indentation.isEmpty { trimmed[run.first] = indentation.count }
                } else if !isEmptyLine {
                    trimmed[run.first] = leadingWhitespace(run).count
                }
            }
            onNewLine = endsWithLineBreak(run) || run.endsWithContinuation
        }

        var result: [StringSegment] = []
        result.reserveCapacity(segments.count)
        for (i, segment) in segments.enumerated() where !dropped[i] {
            if trimmed[i] > 0, case .text(let r) = segment {
                if r.count > trimmed[i] { result.append(.text(r.lowerBound + trimmed[i]..<r.upperBound)) }
            } else {
                result.append(segment)
            }
        }
        literals.replacePendingSegments(from: frame.segmentBase, with: result)
    }
}
