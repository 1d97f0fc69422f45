/// Strings joined into one `String` made in one piece from their UTF-8 bytes. A message or a
/// report line built by interpolation appends its pieces one by one, and each append cost
/// about 400 instructions (five of them were most of making a `title-case` finding's message).
enum JoinedText {
    static func joined(_ pieces: String...) -> String {
        var count = 0
        for piece in pieces { count += piece.utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for piece in pieces {
                let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes in
                    UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + bytes.count]))
                        .copyMemory(from: UnsafeRawBufferPointer(bytes))
                    offset += bytes.count
                }
                guard copied == nil else { continue }
                for byte in piece.utf8 {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            return offset
        }
    }
}
