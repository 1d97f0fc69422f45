/// Strings joined into one `String` made in one piece from their UTF-8 bytes. A message or a
/// report line built by interpolation appends its pieces one by one, and each append cost
/// about 400 instructions (five of them were most of making a `title-case` finding's message).
enum JoinedText {
    static func joined(_ pieces: String...) -> String {
        var count = 0
        for piece in pieces { count += piece.utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var writer = UTF8Writer(buffer)
            for piece in pieces { writer.write(piece) }
            return writer.offset
        }
    }
}

/// Writes text and numbers into a buffer made for a `String` (`String(unsafeUninitializedCapacity:)`)
/// whose size the caller counted: a line of a report made in one piece, without a `String`
/// per number or an array of pieces.
struct UTF8Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far.
    private(set) var offset = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func write(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + bytes.count]))
                .copyMemory(from: UnsafeRawBufferPointer(bytes))
            offset += bytes.count
        }
        guard copied == nil else { return }
        for byte in text.utf8 {
            buffer[offset] = byte
            offset += 1
        }
    }

    /// ASCII punctuation, byte by byte (a `String` of it is read through a copy of its bytes).
    mutating func write(ascii character: Unicode.Scalar) {
        buffer[offset] = UInt8(truncatingIfNeeded: character.value)
        offset += 1
    }

    mutating func write(ascii first: Unicode.Scalar, _ second: Unicode.Scalar) {
        write(ascii: first)
        write(ascii: second)
    }

    /// `number` in decimal, as `String(number)` writes it.
    mutating func write(decimal number: Int) {
        if number < 0 { buffer[offset] = UInt8(ascii: "-"); offset += 1 }
        var magnitude = number.magnitude
        let end = offset + Self.digitCount(of: magnitude)
        var index = end
        repeat {
            index -= 1
            buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        offset = end
    }

    /// The bytes `write(decimal:)` writes for `number`.
    static func byteCount(ofDecimal number: Int) -> Int {
        (number < 0 ? 1 : 0) + digitCount(of: number.magnitude)
    }

    private static func digitCount(of magnitude: UInt) -> Int {
        var count = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }
}
