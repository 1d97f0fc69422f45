/// Operators, `.` and dot-operators (`...`, `..<`).
extension LexerCore {
    @inline(__always)
    static func isASCIIOperatorCharacter(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// operator-head of the grammar, beyond ASCII.
    static func isOperatorHead(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIOperatorCharacter(UInt8(c)) }
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// operator-character: a head or a combining mark / variation selector.
    static func isOperatorCharacter(_ c: UInt32) -> Bool {
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(c)
        }
    }

    /// Advances past operator characters. `//` and `/*` end the operator (a comment starts);
    /// a `.` continues only an operator that began with one.
    mutating func skipOperatorCharacters(allowDots: Bool) {
        let end = cursor.end
        let bytes = cursor.bytes
        var index = pos
        while index < end {
            let b = bytes[index]
            if b < 0x80 {
                if b == ASCII.dot {
                    if allowDots { index += 1; continue }
                    break
                }
                guard Self.isASCIIOperatorCharacter(b) else { break }
                if b == ASCII.slash {
                    let next = cursor.byte(at: index + 1)
                    if next == ASCII.slash || next == ASCII.star { break }
                }
                index += 1
                continue
            }
            guard let (value, length) = cursor.scalar(at: index), Self.isOperatorCharacter(value) else { break }
            index += length
        }
        pos = index
    }

    mutating func lexOperator(atStartOfLine: Bool) {
        let start = pos
        if let (_, length) = cursor.scalar(at: pos) { pos += length } else { pos += 1 }
        skipOperatorCharacters(allowDots: false)
        emit(.operatorSymbol, from: start, atStartOfLine: atStartOfLine)
    }

    /// A lone `.` is a period; `.` followed by `.` or an operator character is a dot-operator.
    mutating func lexPeriodOrDotOperator(atStartOfLine: Bool) {
        let start = pos
        pos += 1
        skipOperatorCharacters(allowDots: true)
        emit(pos == start + 1 ? .period : .operatorSymbol, from: start, atStartOfLine: atStartOfLine)
    }
}
