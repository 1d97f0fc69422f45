/// The text encodings Xcode writes `.strings` catalogs in. A later `--fix` writes a value back
/// in the encoding (and with the byte order mark) the file already had.
enum CatalogEncoding: Sendable, Equatable {
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
        return try decodeScalars(bytes, UTF8Steps(), encoding: .utf8, markLength: markLength, end: bytes.count)
    }

    private static func decodeUTF16(_ bytes: [UInt8], bigEndian: Bool) throws(CatalogReadError) -> DecodedCatalogText {
        // The last whole unit ends here; an odd last byte is an error once every unit decoded.
        let unitsEnd = 2 + (bytes.count - 2) / 2 * 2
        let text = try decodeScalars(bytes, UTF16Steps(bigEndian: bigEndian, end: unitsEnd),
                                     encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian, markLength: 2, end: unitsEnd)
        if bytes.count % 2 != 0 {
            throw text.error(atScalar: text.scalars.count, "an odd number of bytes in a UTF-16 file")
        }
        return text
    }

    /// The scalars `steps` decodes one after another from `markLength` to `end`, each with its
    /// offset, into arrays made at the most scalars the bytes can hold.
    private static func decodeScalars<Steps: ScalarSteps>(_ bytes: [UInt8], _ steps: Steps, encoding: CatalogEncoding,
                                                          markLength: Int, end: Int) throws(CatalogReadError) -> DecodedCatalogText {
        let capacity = max(0, end - markLength) / Steps.minimumWidth
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(capacity)
        offsets.reserveCapacity(capacity + 1)
        var failedAt: Int?
        var offset = markLength
        while offset < end {
            guard let (scalar, width) = steps.scalar(in: bytes, at: offset) else {
                failedAt = offset
                break
            }
            scalars.append(scalar)
            offsets.append(offset)
            offset += width
        }
        if failedAt == nil { offsets.append(offset) }
        let text = DecodedCatalogText(encoding: encoding, byteOrderMarkLength: markLength, scalars: scalars, offsets: offsets,
                                      utf8Bytes: encoding == .utf8 ? bytes : nil)
        if let failedAt { throw text.error(atScalar: scalars.count, Steps.failure(at: failedAt)) }
        return text
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

/// How one encoding's scalars are read off a catalog's bytes.
private protocol ScalarSteps {
    /// The fewest bytes a scalar takes.
    static var minimumWidth: Int { get }
    /// The scalar at `offset` and its width in bytes; nil when the bytes there do not decode.
    func scalar(in bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)?
    static func failure(at offset: Int) -> String
}

private struct UTF8Steps: ScalarSteps {
    static var minimumWidth: Int { 1 }

    func scalar(in bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
        // An ASCII byte is its scalar: only the rest goes through the decoder.
        let byte = bytes[offset]
        if byte < 0x80 { return (Unicode.Scalar(byte), 1) }
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }

    static func failure(at offset: Int) -> String { "bytes that are not valid UTF-8 at byte offset \(offset)" }
}

private struct UTF16Steps: ScalarSteps {
    var bigEndian: Bool
    /// Where the last whole unit ends.
    var end: Int

    static var minimumWidth: Int { 2 }

    func scalar(in bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
        let first = unit(in: bytes, at: offset)
        if !UTF16.isLeadSurrogate(first) && !UTF16.isTrailSurrogate(first) { return (Unicode.Scalar(UInt32(first))!, 2) }
        guard UTF16.isLeadSurrogate(first), offset + 2 < end else { return nil }
        let second = unit(in: bytes, at: offset + 2)
        guard UTF16.isTrailSurrogate(second) else { return nil }
        return (CatalogDecoding.scalar(lead: first, trail: second), 4)
    }

    private func unit(in bytes: [UInt8], at offset: Int) -> UInt16 {
        let first = UInt16(bytes[offset]), second = UInt16(bytes[offset + 1])
        return bigEndian ? first << 8 | second : second << 8 | first
    }

    static func failure(at offset: Int) -> String { "an unpaired UTF-16 surrogate at byte offset \(offset)" }
}
