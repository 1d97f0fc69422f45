extension YAMLCursorReader {
    // MARK: - Quoted scalars

    mutating func quotedScalar() throws(YAMLError) -> YAMLNode {
        let start = position
        let quote = current!
        offset += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current, !isLineEnd(byte) else {
                throw error("unterminated quoted text (opened at line \(start.line), column \(start.column)); "
                    + "quoted text must end on its line")
            }
            if byte == quote {
                if quote == UInt8(ascii: "'"), self.byte(at: offset + 1) == quote {
                    text.append(quote)
                    offset += 2
                    continue
                }
                offset += 1
                break
            }
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                try escape(into: &text)
                continue
            }
            text.append(byte)
            offset += 1
        }
        return YAMLNode(.scalar(String(decoding: text, as: UTF8.self), isQuoted: true), at: start)
    }

    /// One escape of a double-quoted scalar; the cursor is at its backslash.
    mutating func escape(into text: inout [UInt8]) throws(YAMLError) {
        let start = position
        offset += 1
        guard let letter = current, !isLineEnd(letter) else {
            throw error("a backslash at the end of a line is not supported; keep quoted text on one line", at: start)
        }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""),
            UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: " "): UInt8(ascii: " "),
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9,
            UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
            UInt8(ascii: "e"): 27,
        ]
        if let replacement = simple[letter] {
            text.append(replacement)
            return
        }
        let digits: Int
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            throw error("unknown escape '\\\(character(at: offset - 1))' in double-quoted text", at: start)
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("'\\\(Character(Unicode.Scalar(letter)))' needs \(digits) hexadecimal digits", at: start)
            }
            value = value * 16 + digit
            offset += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("'\\\(Character(Unicode.Scalar(letter)))' names no Unicode character", at: start)
        }
        // Encoded directly, as `LiteralText.caseEdits` does: the fuzz build miscompiled the same
        // round trip through a String there.
        UTF8.encode(scalar) { text.append($0) }
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
