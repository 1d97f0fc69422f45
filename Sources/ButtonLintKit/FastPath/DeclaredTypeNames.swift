/// The type names after `enum` and `extension` keywords in a file's bytes, found without lexing
/// (a match inside a comment or string only costs a parse that finds nothing), and whether a file
/// may declare generated accessors at all. The first pass asks the second of every Swift file of
/// the project, so both search sixteen bytes at a time.
///
/// Unsafe: the searches load sixteen bytes at a time from the buffer's memory (SIMD) and read
/// keywords as whole words. Every load is bounded by the buffer's count: a block is loaded only
/// when it and the bytes compared past it (three for a keyword, one for a call's parenthesis) lie
/// inside the buffer, and the rest is read byte by byte, each index tested against the count.
enum DeclaredTypeNames {
    static func scan(_ bytes: [UInt8]) -> Set<String> {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> Set<String> {
        Set(names(in: buffer))
    }

    /// Whether the file may declare a generated accessor: it declares a name after `enum` or
    /// `extension`, and it holds a call whose first two arguments are string literals, as a
    /// lookup's table and key are (`tr("Localizable", "common.cancel")`). The first pass asks
    /// this of every file, so only the few files that pass are read again and parsed for their
    /// accessors.
    static func mayDeclareAccessors(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mayDeclareAccessors($0) }
    }

    static func mayDeclareAccessors(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { mayDeclareAccessors($0) }
    }

    static func mayDeclareAccessors(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        !names(in: buffer, stoppingAtFirst: true).isEmpty && hasLookupCall(buffer)
    }

    /// Whether a `(` is followed, past blanks and line breaks, by a string literal and then a
    /// comma and another literal: the table and key of a lookup (`tr("Localizable", "cancel")`).
    /// A raw or multi-line first literal counts without a look inside. Sixteen positions at a
    /// time: only the positions holding a `(` before a quote, `#`, blank or line break are read on.
    static func hasLookupCall(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        let paren = SIMD16<UInt8>(repeating: UInt8(ascii: "("))
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\"")), pound = SIMD16<UInt8>(repeating: UInt8(ascii: "#"))
        let space = SIMD16<UInt8>(repeating: UInt8(ascii: " ")), newline = SIMD16<UInt8>(repeating: 0x0A)
        var index = 0
        while index + 17 <= count {
            let firsts = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let seconds = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
            let found = (firsts .== paren) .& ((seconds .== quote) .| (seconds .== pound) .| (seconds .== space)
                                               .| (seconds .== newline))
            // Each lane of `found` is a byte, all ones where a `(` qualifies: only those are read.
            let lanes = unsafeBitCast(found, to: SIMD2<UInt64>.self)
            var low = lanes[0], high = lanes[1]
            while low != 0 {
                let lane = low.trailingZeroBitCount &>> 3
                if lookupCall(at: index &+ lane, in: buffer) { return true }
                low &= ~(UInt64(0xFF) &<< UInt64(lane &* 8))
            }
            while high != 0 {
                let lane = high.trailingZeroBitCount &>> 3
                if lookupCall(at: index &+ 8 &+ lane, in: buffer) { return true }
                high &= ~(UInt64(0xFF) &<< UInt64(lane &* 8))
            }
            index += 16
        }
        while index < count {
            if lookupCall(at: index, in: buffer) { return true }
            index += 1
        }
        return false
    }

    /// Whether the `(` at `index` opens a call whose first two arguments are string literals.
    private static func lookupCall(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let quote = UInt8(ascii: "\""), pound = UInt8(ascii: "#")
        guard buffer[index] == UInt8(ascii: "(") else { return false }
        var next = skipBlanks(from: index + 1, in: buffer)
        guard next < buffer.count else { return false }
        if buffer[next] == pound { return true }
        guard buffer[next] == quote else { return false }
        if next + 2 < buffer.count, buffer[next + 1] == quote, buffer[next + 2] == quote { return true }
        // The first literal, on its line, escapes skipped.
        next += 1
        while next < buffer.count, buffer[next] != quote, buffer[next] != 0x0A {
            next += buffer[next] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard next < buffer.count, buffer[next] == quote else { return false }
        next = skipBlanks(from: next + 1, in: buffer)
        guard next < buffer.count, buffer[next] == UInt8(ascii: ",") else { return false }
        next = skipBlanks(from: next + 1, in: buffer)
        return next < buffer.count && (buffer[next] == quote || buffer[next] == pound)
    }

    /// The first index from `start` that is no blank or line break.
    private static func skipBlanks(from start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < buffer.count, isBlank(buffer[index]) || buffer[index] == 0x0A || buffer[index] == 0x0D { index += 1 }
        return index
    }

    /// The names in the order they are declared, a name declared twice listed twice.
    static func names(in buffer: UnsafeBufferPointer<UInt8>, stoppingAtFirst: Bool = false) -> [String] {
        var names: [String] = []
        guard let base = buffer.baseAddress else { return names }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        let letters = KeywordLetters()
        var index = 0
        while index < count {
            // Two blocks at a time where they fit, one test for both, else one; a block's loads
            // reach 3 + 16 bytes on.
            let blocks = index + 35 <= count ? 2 : (index + 19 <= count ? 1 : 0)
            if blocks > 0 {
                var found = letters.starts(raw, at: index)
                if blocks == 2 { found |= letters.starts(raw, at: index + 16) }
                let words = unsafeBitCast(found, to: SIMD2<UInt64>.self)
                guard words[0] | words[1] != 0 else {
                    index += 16 * blocks
                    continue
                }
                index = scanBytes(from: index, to: index + 16 * blocks, in: buffer, into: &names)
                if stoppingAtFirst, !names.isEmpty { return names }
                continue
            }
            index = declaration(at: index, in: buffer, into: &names) ?? index + 1
            if stoppingAtFirst, !names.isEmpty { return names }
        }
        return names
    }

    /// The letters a keyword's start is tested by, in all sixteen lanes: made once per file and
    /// kept in registers (a `SIMD16(repeating:)` inside the loop is not folded into a constant,
    /// and made again per block it cost 25 times the search).
    private struct KeywordLetters {
        let e = SIMD16<UInt8>(repeating: UInt8(ascii: "e"))
        let n = SIMD16<UInt8>(repeating: UInt8(ascii: "n"))
        let m = SIMD16<UInt8>(repeating: UInt8(ascii: "m"))
        let x = SIMD16<UInt8>(repeating: UInt8(ascii: "x"))

        /// All ones in each lane of the sixteen positions from `index` where a keyword may
        /// start: an `e` with `n` next and `m` three on (`enum`), or with `x` next and `e` three
        /// on (`exte`nsion). Looser tests (an `e` with `x` next or `m` three on) let through the
        /// `ex` of `index`, `text` and `context` too, and each such block was read byte by byte.
        @inline(__always)
        func starts(_ raw: UnsafeRawPointer, at index: Int) -> SIMD16<UInt8> {
            let firsts = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let seconds = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
            let fourths = raw.loadUnaligned(fromByteOffset: index + 3, as: SIMD16<UInt8>.self)
            let isEnum = (seconds .== n) .& (fourths .== m)
            let isExtension = (seconds .== x) .& (fourths .== e)
            return unsafeBitCast((firsts .== e) .& (isEnum .| isExtension), to: SIMD16<UInt8>.self)
        }
    }

    /// Looks for a declaration at each `e` from `index` up to `end`; returns where the scan goes
    /// on: after the first declaration's name, or `end`.
    private static func scanBytes(from index: Int, to end: Int, in buffer: UnsafeBufferPointer<UInt8>,
                                  into names: inout [String]) -> Int {
        var index = index
        while index < end {
            // Most of a block's bytes are not an `e`: only those call out.
            if buffer[index] == UInt8(ascii: "e"), let resume = declaration(at: index, in: buffer, into: &names) {
                return resume
            }
            index += 1
        }
        return end
    }

    /// `num` and `xtension`, the keywords after their `e`, as little-endian words (first byte in
    /// the low bits): a keyword is recognized by a load and a compare, not a loop over a table.
    private static let numWord: UInt32 = 0x6D75_6E     // "num", three bytes
    private static let xtensionWord: UInt64 = 0x6E6F_6973_6E65_7478  // "xtension"

    /// When `enum` or `extension` starts at `index` (at an identifier boundary, then a space or
    /// tab), the name after it goes into `names` and the scan resumes after that name.
    private static func declaration(at index: Int, in buffer: UnsafeBufferPointer<UInt8>,
                                    into names: inout [String]) -> Int? {
        let count = buffer.count
        guard buffer[index] == UInt8(ascii: "e"), index == 0 || !isIdentifierByte(buffer[index - 1]) else { return nil }
        let raw = UnsafeRawPointer(buffer.baseAddress!)
        // Each keyword needs a byte after it (the blank).
        var cursor: Int
        if index + 4 < count,
           UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index + 1, as: UInt32.self)) & 0x00FF_FFFF == numWord {
            cursor = index + 4
        } else if index + 9 < count,
                  UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + 1, as: UInt64.self)) == xtensionWord {
            cursor = index + 9
        } else {
            return nil
        }
        guard isBlank(buffer[cursor]) else { return nil }
        while cursor < count, isBlank(buffer[cursor]) { cursor += 1 }
        let start = cursor
        while cursor < count, isIdentifierByte(buffer[cursor]) { cursor += 1 }
        if cursor > start {
            names.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<cursor]), as: UTF8.self))
        }
        return cursor
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
