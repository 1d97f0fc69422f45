/// String literals: single-line, multi-line, raw (`#"…"#`, any number of `#`), escapes and
/// interpolations. The literal's content is read here; an interpolation pushes a frame and
/// hands control back to the token loop until its closing parenthesis.
extension LexerCore {
    /// `pos` is at the first quote; `start` at the first `#` of a raw string.
    mutating func beginString(start: Int, pounds: Int, atStartOfLine: Bool) {
        var isMultiline = false
        if cursor.peek(1) == ASCII.quote && cursor.peek(2) == ASCII.quote {
            isMultiline = pounds == 0 || !closesOnSameLine(from: pos + 3, pounds: pounds)
        }
        let kind: StringLiteralKind = pounds > 0 ? .raw : (isMultiline ? .multiline : .single)
        literals.append(StringLiteral(range: start..<start, kind: kind, isMultiline: isMultiline,
                                      poundCount: pounds, segments: [], isTerminated: false))
        let frame = StringFrame(literalIndex: literals.count - 1, start: start, pounds: pounds,
                                isMultiline: isMultiline, isAtStartOfLine: atStartOfLine)
        stack.append(.string(frame))
        if isMultiline {
            pos += 3
            // The compiler drops the line break after the opening delimiter (and requires one).
            var index = pos
            while ASCII.isHorizontalSpace(cursor.byte(at: index)) { index += 1 }
            let lineBreak = cursor.lineBreakLength(at: index)
            if lineBreak > 0 { pos = index + lineBreak }
        } else {
            pos += 1
        }
    }

    /// Whether `"` followed by `pounds` `#` occurs before the line ends: then `#"""…"#` is a
    /// single-line raw string that happens to start with quotes.
    func closesOnSameLine(from index: Int, pounds: Int) -> Bool {
        var i = index
        while i < cursor.end {
            let b = cursor.bytes[i]
            if b == ASCII.lf || b == ASCII.cr { return false }
            i += 1
            if b == ASCII.quote && poundsMatch(at: i, pounds) { return true }
        }
        return false
    }

    @inline(__always) func poundsMatch(at index: Int, _ pounds: Int) -> Bool {
        var i = 0
        while i < pounds {
            if cursor.byte(at: index + i) != ASCII.pound { return false }
            i += 1
        }
        return true
    }

    /// Reads the content of the innermost open literal until it closes, an interpolation
    /// opens, the line ends (single-line) or the file ends.
    mutating func lexStringContent(_ frame: StringFrame) {
        let end = cursor.end
        let bytes = cursor.bytes
        let pounds = frame.pounds
        let li = frame.literalIndex
        var textStart = pos
        var index = pos

        @inline(__always) func flushText(_ upTo: Int) {
            if upTo > textStart { literals[li].segments.append(.text(textStart..<upTo)) }
        }

        while index < end {
            let b = bytes[index]
            if b >= 0x80 {
                if let (_, length) = cursor.scalar(at: index) {
                    index += length
                } else {
                    diagnose(.invalidUTF8, at: index)
                    index += 1
                }
                continue
            }
            switch b {
            case ASCII.backslash:
                guard poundsMatch(at: index + 1, pounds) else { index += 1; continue }
                let escapeStart = index
                let after = index + 1 + pounds
                let c = cursor.byte(at: after)
                if c == ASCII.lparen {
                    flushText(escapeStart)
                    stack.append(.interpolation(start: escapeStart, depth: 1))
                    pos = after + 1
                    previous = .leftParen
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
                literals[li].segments.append(.escape(escapeStart..<escapeEnd, scalar))
                index = escapeEnd
                textStart = index
            case ASCII.quote:
                if frame.isMultiline {
                    guard cursor.byte(at: index + 1) == ASCII.quote, cursor.byte(at: index + 2) == ASCII.quote,
                          poundsMatch(at: index + 3, pounds) else { index += 1; continue }
                    flushText(index)
                    pos = index + 3 + pounds
                    finishString(frame, terminated: true)
                    return
                }
                guard poundsMatch(at: index + 1, pounds) else { index += 1; continue }
                flushText(index)
                pos = index + 1 + pounds
                finishString(frame, terminated: true)
                return
            case ASCII.lf, ASCII.cr:
                if !frame.isMultiline {
                    flushText(index)
                    pos = index
                    diagnose(.unterminatedString, at: frame.start)
                    finishString(frame, terminated: false)
                    return
                }
                flushText(index)
                let length = cursor.lineBreakLength(at: index)
                literals[li].segments.append(.text(index..<index + length))
                index += length
                textStart = index
            default:
                index += 1
            }
        }
        flushText(end)
        pos = end
        diagnose(.unterminatedString, at: frame.start)
        finishString(frame, terminated: false)
    }

    /// After a backslash (and its `#`s) in a multi-line literal: spaces or tabs, then a line
    /// break, make a line continuation. Returns the offset after the line break.
    func lineContinuationEnd(from index: Int) -> Int? {
        var i = index
        while ASCII.isHorizontalSpace(cursor.byte(at: i)) { i += 1 }
        let length = cursor.lineBreakLength(at: i)
        return length > 0 ? i + length : nil
    }

    /// The escape whose character follows the backslash (and `#`s) at `index`: its end and
    /// scalar, nil when the escape is not valid.
    func lexEscape(at index: Int) -> (end: Int, scalar: Unicode.Scalar?) {
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
            while ASCII.isHexDigit(cursor.byte(at: i)) {
                let d = cursor.byte(at: i)
                let v: UInt8 = ASCII.isDigit(d) ? d - ASCII.zero : (d | 0x20) - UInt8(ascii: "a") + 10
                if digits < 9 { value = value << 4 | UInt32(v) }
                digits += 1
                i += 1
            }
            guard cursor.byte(at: i) == ASCII.rbrace else { return (i, nil) }
            let scalar = (1...8).contains(digits) ? Unicode.Scalar(value) : nil
            return (i + 1, scalar)
        default:
            // An unknown escape: the backslash and the next character (not a line break).
            if index >= cursor.end || cursor.lineBreakLength(at: index) > 0 { return (index, nil) }
            if let (_, length) = cursor.scalar(at: index) { return (index + length, nil) }
            return (index + 1, nil)
        }
    }

    /// `)` closed an interpolation: record it on the literal around it and resume that literal.
    mutating func closeInterpolation(start: Int) {
        stack.removeLast()
        guard case .string(let frame)? = stack.last else { return }
        literals[frame.literalIndex].segments.append(.interpolation(start..<pos))
    }

    /// The literal's closing delimiter was read (or it is unterminated at `pos`): set its range,
    /// strip a multi-line literal's indentation, pop it and emit its token.
    mutating func finishString(_ frame: StringFrame, terminated: Bool) {
        stack.removeLast()
        completeLiteral(frame, end: pos, terminated: terminated)
    }

    /// Like `finishString` for a frame already popped (end of file).
    mutating func finishUnterminatedString(_ frame: StringFrame, at end: Int) {
        diagnose(.unterminatedString, at: frame.start)
        completeLiteral(frame, end: end, terminated: false)
    }

    mutating func completeLiteral(_ frame: StringFrame, end: Int, terminated: Bool) {
        let li = frame.literalIndex
        literals[li].range = frame.start..<end
        literals[li].isTerminated = terminated
        if frame.isMultiline && terminated {
            stripIndentation(li, closingDelimiter: end - 3 - frame.pounds)
        }
        if stack.isEmpty {
            tokens.append(Token(kind: .stringLiteral, range: frame.start..<end, isAtStartOfLine: frame.isAtStartOfLine))
        }
        previous = .stringLiteral
        previousStart = frame.start
        previousEnd = end
    }

    func isLineBreakSegment(_ range: Range<Int>) -> Bool {
        !range.isEmpty && cursor.lineBreakLength(at: range.lowerBound) == range.count
    }

    /// What the compiler does to a multi-line literal: the closing delimiter's indentation is
    /// removed from every line and the line break before the closing delimiter is dropped.
    mutating func stripIndentation(_ li: Int, closingDelimiter: Int) {
        // The indentation is the whitespace between the last line start and the delimiter.
        var lineStart = closingDelimiter
        while lineStart > literals[li].range.lowerBound, ASCII.isHorizontalSpace(cursor.byte(at: lineStart - 1)) {
            lineStart -= 1
        }
        let closesOwnLine = lineStart == literals[li].range.lowerBound || ASCII.isLineBreak(cursor.byte(at: lineStart - 1))
        var segments = literals[li].segments
        if closesOwnLine {
            if case .text(let r)? = segments.last, r.lowerBound >= lineStart {
                segments.removeLast()
            }
            if case .text(let r)? = segments.last, isLineBreakSegment(r), r.upperBound == lineStart {
                segments.removeLast()
            }
        }
        let indent = closesOwnLine ? lineStart..<closingDelimiter : closingDelimiter..<closingDelimiter
        let contentStart = firstContentOffset(li)
        if !indent.isEmpty {
            for i in segments.indices {
                guard case .text(let r) = segments[i] else { continue }
                let begin = r.lowerBound
                guard begin == contentStart || ASCII.isLineBreak(cursor.byte(at: begin - 1)),
                      !isLineBreakSegment(r) else { continue }
                var k = 0
                while k < indent.count && begin + k < r.upperBound
                        && cursor.byte(at: begin + k) == cursor.byte(at: indent.lowerBound + k) {
                    k += 1
                }
                // A line of only whitespace may be indented less than the delimiter.
                if k < indent.count && begin + k < r.upperBound {
                    var j = begin + k
                    while j < r.upperBound && ASCII.isHorizontalSpace(cursor.byte(at: j)) { j += 1 }
                    if j == r.upperBound { k = r.count }
                }
                segments[i] = .text(begin + k..<r.upperBound)
            }
            segments.removeAll { if case .text(let r) = $0 { r.isEmpty } else { false } }
        }
        literals[li].segments = segments
    }

    /// Where a multi-line literal's first content line starts (after the opening line break).
    func firstContentOffset(_ li: Int) -> Int {
        let literal = literals[li]
        var index = literal.range.lowerBound + literal.poundCount + 3
        while ASCII.isHorizontalSpace(cursor.byte(at: index)) { index += 1 }
        return index + cursor.lineBreakLength(at: index)
    }
}
