/// Strings joined into one `String` grown once to its final size: a message or a report line
/// built by interpolation grows its storage piece by piece.
enum JoinedText {
    static func joined(_ pieces: String...) -> String {
        var count = 0
        for piece in pieces { count += piece.utf8.count }
        var text = ""
        text.reserveCapacity(count)
        for piece in pieces { text += piece }
        return text
    }
}

/// Writes text and numbers as UTF-8 into one array, made a `String` once: a report's lines
/// without a `String` per number or an array of pieces per line.
struct UTF8Writer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// ASCII punctuation, byte by byte.
    mutating func write(ascii character: Unicode.Scalar) {
        bytes.append(UInt8(truncatingIfNeeded: character.value))
    }

    mutating func write(ascii first: Unicode.Scalar, _ second: Unicode.Scalar) {
        write(ascii: first)
        write(ascii: second)
    }

    /// `number` in decimal, as `String(number)` writes it.
    mutating func write(decimal number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// What was written, as a `String`.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
