/// Whitespace and comments: everything between tokens.
extension LexerCore {
    /// `#!` at the very start of the file is a comment (a script's shebang); a UTF-8
    /// byte-order mark is skipped. As in the compiler, a shebang after a byte-order mark is not one.
    mutating func skipByteOrderMarkAndShebang() {
        if cursor.peek() == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF {
            pos = 3
            return
        }
        if cursor.peek() == ASCII.pound && cursor.peek(1) == ASCII.bang {
            let start = pos
            skipToLineEnd()
            comments.append(Comment(kind: .line, range: start..<pos))
            // A shebang ends no expression, but a `/` after it starts no regex either.
            previous = .endsExpression
        }
    }

    /// Skips whitespace and comments. Returns true when a line break was crossed, in
    /// whitespace or inside a block comment. With `stopAtLineBreak` (inside the interpolation
    /// of a single-line literal) a line break is not trivia.
    mutating func skipTrivia(stopAtLineBreak: Bool = false) -> Bool {
        var sawLineBreak = false
        let bytes = cursor.bytes
        let end = cursor.end
        // Spaces, tabs and line breaks, most of the trivia, are stepped over on a local index;
        // `pos` is written back only when something else comes.
        var index = pos
        while index < end {
            switch bytes[index] {
            case ASCII.space:
                index = cursor.indexAfterSpaces(from: index + 1)
                continue
            case ASCII.tab, ASCII.vt, ASCII.ff:
                index += 1
                continue
            case ASCII.lf, ASCII.cr:
                if stopAtLineBreak { pos = index; return sawLineBreak }
                sawLineBreak = true
                index += 1
                continue
            default:
                break
            }
            pos = index
            switch bytes[index] {
            case 0xEF where cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF:
                // A byte-order mark is whitespace to the compiler, wherever it stands.
                pos += 3
            case 0xC2 where cursor.peek(1) == 0xA0:
                // A non-breaking space: the compiler reports it and treats it as whitespace.
                diagnose(.unexpectedCharacter, at: pos)
                pos += 2
            case ASCII.nul:
                // The compiler warns about an embedded NUL and treats it as whitespace.
                diagnose(.unexpectedCharacter, at: pos)
                pos += 1
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                guard skipConflictMarker() else { return sawLineBreak }
                sawLineBreak = true
            case ASCII.slash:
                let next = cursor.peek(1)
                if next == ASCII.slash {
                    lexLineComment()
                } else if next == ASCII.star {
                    if lexBlockComment() { sawLineBreak = true }
                } else {
                    return sawLineBreak
                }
            default:
                return sawLineBreak
            }
            index = pos
        }
        pos = index
        return sawLineBreak
    }

    /// A version-control conflict (`<<<<<<< ` … `>>>>>>> `, or Perforce's `>>>> ` … `<<<<`) at
    /// the start of a line: the compiler skips the whole region as trivia, and so does this.
    mutating func skipConflictMarker() -> Bool {
        let start = pos
        guard start == 0 || ASCII.isLineBreak(cursor.bytes[start - 1]) else { return false }
        let normal = Array("<<<<<<< ".utf8), perforce = Array(">>>> ".utf8)
        let terminator: [UInt8]
        let introducerLength: Int
        if hasPrefix(normal, at: start) {
            terminator = Array(">>>>>>> ".utf8)
            introducerLength = normal.count
        } else if hasPrefix(perforce, at: start) {
            terminator = Array("<<<<\n".utf8)
            introducerLength = perforce.count
        } else {
            return false
        }
        var i = start + introducerLength
        while i < cursor.end {
            if cursor.bytes[i] == terminator[0] && ASCII.isLineBreak(cursor.bytes[i - 1]) && hasPrefix(terminator, at: i) {
                pos = i + terminator.count
                if terminator.last != ASCII.lf { skipToLineEnd() }
                diagnose(.unexpectedCharacter, at: start)
                return true
            }
            i += 1
        }
        return false
    }

    func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= cursor.end else { return false }
        for (offset, byte) in prefix.enumerated() where cursor.bytes[index + offset] != byte { return false }
        return true
    }

    /// Moves to the next line break (or the end), checking UTF-8 on the way; ASCII text is
    /// stepped over eight bytes at a time.
    mutating func skipToLineEnd() {
        var index = pos
        while true {
            index = cursor.indexOfLineCommentStop(from: index)
            guard index < cursor.end && cursor.bytes[index] >= 0x80 else { break }
            index = indexAfterNonASCII(at: index)
        }
        pos = index
    }

    mutating func lexLineComment() {
        let start = pos
        let isDoc = cursor.peek(2) == ASCII.slash
        skipToLineEnd()
        comments.append(Comment(kind: isDoc ? .docLine : .line, range: start..<pos))
    }

    /// A block comment, nested ones included. Returns true when it contains a line break.
    mutating func lexBlockComment() -> Bool {
        let start = pos
        // `/**/` is an ordinary empty comment, `/** … */` documentation.
        let isDoc = cursor.peek(2) == ASCII.star && cursor.peek(3) != ASCII.slash
        pos += 2
        var depth = 1
        var sawLineBreak = false
        let end = cursor.end
        let bytes = cursor.bytes
        var index = pos
        while index < end {
            let b = bytes[index]
            switch b {
            case ASCII.star where cursor.byte(at: index + 1) == ASCII.slash:
                index += 2
                depth -= 1
                if depth == 0 {
                    pos = index
                    comments.append(Comment(kind: isDoc ? .docBlock : .block, range: start..<pos))
                    return sawLineBreak
                }
            case ASCII.slash where cursor.byte(at: index + 1) == ASCII.star:
                index += 2
                depth += 1
            case ASCII.lf, ASCII.cr:
                sawLineBreak = true
                index += 1
            default:
                if b >= 0x80 {
                    index = indexAfterNonASCII(at: index)
                } else {
                    index += 1
                }
            }
        }
        pos = end
        diagnose(.unterminatedComment, at: start)
        comments.append(Comment(kind: isDoc ? .docBlock : .block, range: start..<pos))
        return sawLineBreak
    }
}
