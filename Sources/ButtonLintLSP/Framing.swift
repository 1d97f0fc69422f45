/// The base protocol's framing: `Content-Length: N` headers, a blank line, then N bytes of JSON.
/// Bytes are fed as they arrive; each complete message body comes out in order.
struct MessageFramer {
    /// What came out of the bytes fed so far.
    enum Piece: Equatable {
        case message([UInt8])
        /// A header block without a usable `Content-Length`: dropped, reading goes on after it.
        case malformedHeader(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// The largest body accepted; a bigger announced length is treated as a malformed header so a
    /// wrong number cannot make the server wait for bytes that never come or hold gigabytes.
    static let maximumLength = 256 << 20

    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Piece] {
        buffer.append(contentsOf: bytes)
        var pieces: [Piece] = []
        while let piece = next() { pieces.append(piece) }
        if start > 0, start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        return pieces
    }

    /// Wraps a body in its header.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private mutating func next() -> Piece? {
        guard let headerEnd = findHeaderEnd() else { return nil }
        let header = String(decoding: buffer[start..<headerEnd.lower], as: UTF8.self)
        var length: Int?
        for line in header.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: " \t").lowercased() == "content-length" else { continue }
            length = Int(parts[1].trimmingCharacters(in: " \t"))
        }
        guard let length, length >= 0, length <= Self.maximumLength else {
            start = headerEnd.upper
            return .malformedHeader(header)
        }
        guard buffer.count - headerEnd.upper >= length else { return nil }
        let body = Array(buffer[headerEnd.upper..<headerEnd.upper + length])
        start = headerEnd.upper + length
        return .message(body)
    }

    /// The blank line ending a header block: `\r\n\r\n`, or `\n\n` from lenient clients.
    private func findHeaderEnd() -> (lower: Int, upper: Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "\n") {
                if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"), buffer[index + 2] == UInt8(ascii: "\n") {
                    return (index > start && buffer[index - 1] == UInt8(ascii: "\r") ? index - 1 : index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        let skip = Set(set)
        return String(drop(while: { skip.contains($0) }).reversed().drop(while: { skip.contains($0) }).reversed())
    }
}
