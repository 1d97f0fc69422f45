/// The text encodings Xcode writes `.strings` catalogs in. A later `--fix` writes a value back
/// in the encoding (and with the byte order mark) the file already had.
public enum CatalogEncoding: Sendable, Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
}

/// A catalog's bytes decoded to Unicode scalars, each with the byte offset it starts at, so a
/// reader works on characters and still reports byte ranges in the original file.
struct DecodedCatalogText {
    var encoding: CatalogEncoding
    /// Length of the byte order mark at the start of the file (0 when there is none).
    var byteOrderMarkLength: Int
    var scalars: [Unicode.Scalar]
    /// `offsets[i]` is the byte offset of `scalars[i]`; one extra element holds the end offset.
    var offsets: [Int]
    /// The file's bytes when they are UTF-8: a run of scalars is then `bytes[offsets[a]..<offsets[b]]`,
    /// already checked, so a reader can make its String in one piece.
    var utf8Bytes: [UInt8]? = nil

    /// Decodes UTF-8 (with or without a byte order mark) or UTF-16 in the byte order its mark
    /// names. The mark is read here, not guessed by Foundation, so the encoding is known for
    /// writing back. Bytes that do not decode are an error at the last good position.
    static func decode(_ bytes: [UInt8]) throws(CatalogReadError) -> DecodedCatalogText {
        if bytes.starts(with: [0xFF, 0xFE]) {
            return try decodeUTF16(bytes, bigEndian: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return try decodeUTF16(bytes, bigEndian: true)
        }
        let markLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // Built in local arrays (appending through the struct checked its arrays' uniqueness per scalar).
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(bytes.count)
        offsets.reserveCapacity(bytes.count + 1)
        var offset = markLength
        while offset < bytes.count {
            // An ASCII byte is its scalar: only the rest goes through the decoder, one scalar at a time.
            let byte = bytes[offset]
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
                offsets.append(offset)
                offset += 1
                continue
            }
            var iterator = bytes[offset...].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
                let read = DecodedCatalogText(encoding: .utf8, byteOrderMarkLength: markLength, scalars: scalars, offsets: offsets)
                throw read.error(atScalar: scalars.count, "bytes that are not valid UTF-8 at byte offset \(offset)")
            }
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        return DecodedCatalogText(encoding: .utf8, byteOrderMarkLength: markLength, scalars: scalars, offsets: offsets,
                                  utf8Bytes: bytes)
    }

    private static func decodeUTF16(_ bytes: [UInt8], bigEndian: Bool) throws(CatalogReadError) -> DecodedCatalogText {
        var text = DecodedCatalogText(encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian,
                                      byteOrderMarkLength: 2, scalars: [], offsets: [])
        let unitCount = (bytes.count - 2) / 2
        text.scalars.reserveCapacity(unitCount)
        text.offsets.reserveCapacity(unitCount + 1)
        var units: [UInt16] = []
        units.reserveCapacity(unitCount)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var offset = 2
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(scalar, at: offset)
                offset += 2 * UTF16.width(scalar)
            case .emptyInput:
                if bytes.count % 2 != 0 {
                    throw text.error(atScalar: text.scalars.count, "an odd number of bytes in a UTF-16 file")
                }
                text.offsets.append(offset)
                return text
            case .error:
                throw text.error(atScalar: text.scalars.count, "an unpaired UTF-16 surrogate at byte offset \(offset)")
            }
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar, at offset: Int) {
        scalars.append(scalar)
        offsets.append(offset)
    }

    /// The 1-based line and column of scalar `index`; a line break is `\n`, `\r\n` or a lone `\r`.
    /// Only errors and entries ask, so it scans rather than keeping a line table.
    func location(ofScalar index: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, scalars.count) where CatalogDecoding.endsLine(scalars, at: position) {
            line += 1
            lineStart = position + 1
        }
        return (line, index - lineStart + 1)
    }

    func error(atScalar index: Int, _ reason: String) -> CatalogReadError {
        let place = location(ofScalar: index)
        return CatalogReadError(line: place.line, column: place.column, reason: reason)
    }
}
