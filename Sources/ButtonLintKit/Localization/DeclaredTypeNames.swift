/// The type names after `enum` and `extension` keywords in a file's bytes, found without lexing:
/// a match inside a comment or string only costs a parse that finds nothing. This search reads
/// every Swift file of the project, so it tests sixteen bytes at a time: a keyword can start only
/// where an `e` has the `m` of `enum` three bytes on or the `x` of `extension` next to it, and
/// only blocks holding such a position are looked at byte by byte.
enum DeclaredTypeNames {
    static func scan(_ bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> Set<String> {
        Set(names(in: buffer))
    }

    /// The names in the order they are declared, a name declared twice listed twice: the first
    /// pass reads every file, and most declare a few names, so a set per file (its hashing and
    /// growth, ~900 instructions a name) costs more than the repeats do.
    static func names(in buffer: UnsafeBufferPointer<UInt8>) -> [String] {
        var names: [String] = []
        guard let base = buffer.baseAddress else { return names }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        let letterE = SIMD16<UInt8>(repeating: UInt8(ascii: "e"))
        let letterM = SIMD16<UInt8>(repeating: UInt8(ascii: "m"))
        let letterX = SIMD16<UInt8>(repeating: UInt8(ascii: "x"))
        var index = 0
        while index < count {
            // A block's loads reach 3 + 16 bytes on: the last few bytes go one by one.
            if index + 19 <= count {
                let starts = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== letterE
                let seconds = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self) .== letterX
                let fourths = raw.loadUnaligned(fromByteOffset: index + 3, as: SIMD16<UInt8>.self) .== letterM
                // The mask's lanes as two words (SIMD's own `any` is a call that is not inlined).
                let found = unsafeBitCast(starts .& (seconds .| fourths), to: SIMD2<UInt64>.self)
                guard found[0] | found[1] != 0 else {
                    index += 16
                    continue
                }
                let blockEnd = index + 16
                while index < blockEnd {
                    // Most of a block's bytes are not an `e`: only those call out.
                    if buffer[index] == UInt8(ascii: "e"), let resume = declaration(at: index, in: buffer, into: &names) {
                        index = resume
                        break
                    }
                    index += 1
                }
                continue
            }
            index = declaration(at: index, in: buffer, into: &names) ?? index + 1
        }
        return names
    }

    private static let keywords: [[UInt8]] = [Array("enum".utf8), Array("extension".utf8)]

    /// When `enum` or `extension` starts at `index` (at an identifier boundary, then a space or
    /// tab), the name after it goes into `names` and the scan resumes after that name.
    private static func declaration(at index: Int, in buffer: UnsafeBufferPointer<UInt8>,
                                    into names: inout [String]) -> Int? {
        let count = buffer.count
        guard buffer[index] == UInt8(ascii: "e"), index == 0 || !isIdentifierByte(buffer[index - 1]) else { return nil }
        for keyword in keywords where index + keyword.count < count
            && keyword.indices.allSatisfy({ buffer[index + $0] == keyword[$0] }) {
            var cursor = index + keyword.count
            guard isBlank(buffer[cursor]) else { continue }
            while cursor < count, isBlank(buffer[cursor]) { cursor += 1 }
            let start = cursor
            while cursor < count, isIdentifierByte(buffer[cursor]) { cursor += 1 }
            if cursor > start {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<cursor]), as: UTF8.self))
            }
            return cursor
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
