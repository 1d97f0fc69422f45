#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Literal skipping: the byte search of the literals-only lexer (`Lexer.Options.literalsOnly`),
/// which steps over the code between string literals sixteen bytes at a time instead of cutting
/// it into tokens. Which bytes stop it, and why no other byte can change where literals are, is
/// the lexer's business (`Lexer+LiteralSkipping.swift`); this type only finds the next one.
///
/// Unsafe because it loads sixteen bytes at a time, unaligned, from the buffer's memory and
/// tests them with SIMD compares. What guards it: a block is loaded only where sixteen bytes
/// remain before the end the caller gives (never past the buffer's count); the tail is read
/// byte by byte.
enum LiteralSkip {
    /// The index of the first byte at or after `index` (before `end`) where literal skipping
    /// stops (`stops`), or `end`.
    @inline(__always)
    static func indexOfStop(in buffer: UnsafeBufferPointer<UInt8>, from index: Int, end: Int) -> Int {
        var i = index
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i &+ 16 <= end {
                let stops = stops(raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
                let (low, high) = unsafeBitCast(stops, to: (UInt64, UInt64).self)
                if low != 0 { return i &+ UInt64(littleEndian: low).trailingZeroBitCount &>> 3 }
                if high != 0 { return i &+ 8 &+ UInt64(littleEndian: high).trailingZeroBitCount &>> 3 }
                i &+= 16
            }
        }
        while i < end && !isStop(buffer[i]) { i &+= 1 }
        return i
    }

    /// The bytes among sixteen where literal skipping stops, as 0xFF (others 0): `"`, `#`, `'`,
    /// `/`, `<`, `>`, a backtick, DEL, any non-ASCII byte and any control byte but a tab or
    /// `\n`. Written with vector operands only (a scalar operand takes a slow generic path), so
    /// each test is one or two vector operations for all sixteen bytes.
    @inline(__always) static func stops(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let quoteOrPound = maskBytes((v & splat(0xFE)) .== splat(0x22))
        let apostropheOrSlash = maskBytes((v & splat(0xF7)) .== splat(0x27))
        let angle = maskBytes((v | splat(0x02)) .== splat(0x3E))
        let backtick = maskBytes(v .== splat(0x60))
        // Below 0x20 or from 0x7F: one more, as a signed byte, is below 0x21.
        let controlOrNonASCII = maskBytes(unsafeBitCast(v &+ splat(0x01), to: SIMD16<Int8>.self) .< SIMD16(repeating: 0x21))
        let tabOrLineFeed = maskBytes(v .== splat(0x09)) | maskBytes(v .== splat(0x0A))
        return quoteOrPound | apostropheOrSlash | angle | backtick | (controlOrNonASCII & ~tabOrLineFeed)
    }

    /// One byte of `stops`.
    @inline(__always) static func isStop(_ b: UInt8) -> Bool {
        if b < 0x20 { return b != 0x09 && b != 0x0A }
        return b >= 0x7F || b & 0xFE == 0x22 || b & 0xF7 == 0x27 || b | 0x02 == 0x3E || b == 0x60
    }
}

/// Sixteen copies of `byte`, as a vector operand.
@inline(__always) private func splat(_ byte: UInt8) -> SIMD16<UInt8> { SIMD16(repeating: byte) }

/// A lane mask as bytes, 0xFF where it is set: combined with `|` and `&` (the mask operators take
/// a slow path) and read as two words.
@inline(__always) private func maskBytes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
    unsafeBitCast(mask, to: SIMD16<UInt8>.self)
}

/// Lines and columns for `dump-literals`, counted forward through a file's bytes as its literals
/// come (in order of their starts), so no table of line starts is made. A line break is `\n`,
/// `\r\n` or a lone `\r`, as in `SourceFile.lineStarts`. In a file without `\r` (nearly all), the
/// `\n`s of sixteen bytes at a time are added up in sixteen byte counters (one compare and one
/// subtract a block, no branch on them: a branch would guess wrong for about every other block of
/// code), summed once per gap between literals, and only when the gap held one is the last `\n`
/// looked for, backwards from the literal, for where its line starts.
///
/// Unsafe because it loads sixteen bytes at a time, unaligned, from the file's memory. What
/// guards it: a block is loaded only where sixteen bytes lie inside the array (forwards before
/// the offset asked for or before the array's count, backwards from the offset down to where
/// the last count began); shorter tails are read byte by byte.
struct LineFeedCounter {
    /// The line breaks before `scanned`: the 0-based line of `scanned`.
    private(set) var line = 0
    /// Where the line of `scanned` starts.
    private(set) var lineStart = 0
    private var scanned = 0
    private let bytes: [UInt8]
    private let hasCarriageReturn: Bool

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        hasCarriageReturn = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
        }
    }

    /// The 1-based line and column of `offset`, which is not before the offset asked last.
    @inline(__always)
    mutating func location(of offset: Int) -> SourceLocation {
        advance(to: offset)
        return SourceLocation(line: line &+ 1, column: offset &- lineStart &+ 1)
    }

    /// Counts the line breaks up to `offset` (not before where the last call stopped).
    @inline(__always)
    mutating func advance(to offset: Int) {
        guard scanned < offset else { return }
        let start = scanned
        scanned = offset
        if hasCarriageReturn {
            countByteByByte(from: start, to: offset)
            return
        }
        let found = bytes.withUnsafeBufferPointer { Self.lineFeeds(in: $0, from: start, to: offset) }
        guard found > 0 else { return }
        line &+= found
        lineStart = bytes.withUnsafeBufferPointer { Self.afterLastLineFeed(before: offset, from: start, in: $0) }
    }

    /// The number of `\n`s in `start..<offset`.
    @inline(__always)
    private static func lineFeeds(in source: UnsafeBufferPointer<UInt8>, from start: Int, to offset: Int) -> Int {
        guard let base = source.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = start
        var found = 0
        while index &+ 16 <= offset {
            // At most 255 blocks at a time, so no byte counter wraps.
            let last = min(offset &- 16, index &+ 254 &* 16)
            var counts = SIMD16<UInt8>()
            while index <= last {
                // Each `\n` is 0xFF, that is -1: subtracted, it adds one.
                counts &-= maskBytes(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== splat(0x0A))
                index &+= 16
            }
            found &+= sum(counts)
        }
        if index < offset {
            // Fewer than sixteen bytes before `offset`.
            if index &+ 16 <= source.count {
                let (low, high) = lineFeedMask(at: index, before: offset, in: raw)
                let ones: UInt64 = 0x0101_0101_0101_0101
                found &+= Int(truncatingIfNeeded: (((low & ones) &+ (high & ones)) &* ones) >> 56)
            } else {
                for position in index..<offset where source[position] == 0x0A { found &+= 1 }
            }
        }
        return found
    }

    /// The sum of sixteen byte counters: added in pairs into 16-bit lanes, then by one multiply
    /// into the top lane (at most 16 × 255, which fits).
    @inline(__always)
    private static func sum(_ counts: SIMD16<UInt8>) -> Int {
        let (low, high) = unsafeBitCast(counts, to: (UInt64, UInt64).self)
        let even: UInt64 = 0x00FF_00FF_00FF_00FF
        let pairs = (low & even) &+ ((low &>> 8) & even) &+ (high & even) &+ ((high &>> 8) & even)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
    }

    /// The byte after the last `\n` in `start..<end`, which holds one; sixteen bytes at a time
    /// backwards from `end`.
    @inline(__always)
    private static func afterLastLineFeed(before end: Int, from start: Int, in source: UnsafeBufferPointer<UInt8>) -> Int {
        var blockEnd = end
        if let base = source.baseAddress {
            let raw = UnsafeRawPointer(base)
            while blockEnd &- 16 >= start {
                let v = raw.loadUnaligned(fromByteOffset: blockEnd &- 16, as: SIMD16<UInt8>.self)
                let (low, high) = unsafeBitCast(maskBytes(v .== splat(0x0A)), to: (UInt64, UInt64).self)
                if high != 0 { return blockEnd &- UInt64(littleEndian: high).leadingZeroBitCount &>> 3 }
                if low != 0 { return blockEnd &- 8 &- UInt64(littleEndian: low).leadingZeroBitCount &>> 3 }
                blockEnd &-= 16
            }
        }
        var index = blockEnd
        while index > start {
            if source[index &- 1] == 0x0A { return index }
            index &-= 1
        }
        return start
    }

    /// The `\n`s among the sixteen bytes at `index` that lie before `end`, as 0xFF bytes.
    @inline(__always)
    private static func lineFeedMask(at index: Int, before end: Int, in raw: UnsafeRawPointer) -> (UInt64, UInt64) {
        let v = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        var (low, high) = unsafeBitCast(maskBytes(v .== splat(0x0A)), to: (UInt64, UInt64).self)
        let length = end &- index
        if length < 16 {
            low &= length >= 8 ? ~0 : (1 << UInt64(length &* 8)) &- 1
            high &= length <= 8 ? 0 : (1 << UInt64((length &- 8) &* 8)) &- 1
        }
        return (low, high)
    }

    private mutating func countByteByByte(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let byte = bytes[index]
            index &+= 1
            if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
                line &+= 1
                lineStart = index
            }
        }
    }
}

/// The text of a string literal written escaped for JSON (`dump-literals`). Most literals are
/// plain, at most sixteen bytes and need no escape: those are tested and copied as one block of
/// sixteen; any other text goes through `JSONString`.
///
/// Unsafe because it loads sixteen bytes at a time from the file's memory and hands ranges of
/// it to the JSON writer. What guards it: the block is loaded only when sixteen bytes from the
/// text's start lie inside the array (the closing quote and what follows it are loaded too,
/// then left out), and every range is checked against the array's indices first.
enum EscapedLiteralText {
    /// Writes `range` of `bytes` (valid UTF-8) escaped as in a JSON string.
    @inline(__always)
    static func write(_ bytes: [UInt8], _ range: Range<Int>, to out: inout ByteBuffer) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "text range outside the file")
        bytes.withUnsafeBufferPointer { source in
            let start = range.lowerBound
            let length = range.count
            if length <= 16 && start &+ 16 <= source.count, let base = source.baseAddress {
                let v = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self)
                let escapes = maskBytes(v .< splat(0x20)) | maskBytes(v .== splat(0x22)) | maskBytes(v .== splat(0x5C))
                var (low, high) = unsafeBitCast(escapes, to: (UInt64, UInt64).self)
                if length < 16 {
                    low &= length >= 8 ? ~0 : (1 << UInt64(length &* 8)) &- 1
                    high &= length <= 8 ? 0 : (1 << UInt64((length &- 8) &* 8)) &- 1
                }
                if low | high == 0 {
                    let (textLow, textHigh) = unsafeBitCast(v, to: (UInt64, UInt64).self)
                    out.reserve(16)
                    out.writeWords(UInt64(littleEndian: textLow), UInt64(littleEndian: textHigh), count: length)
                    return
                }
            }
            JSONString.writeEscaped(UnsafeBufferPointer(rebasing: source[range]), to: &out)
        }
    }

    /// Writes `bytes` (valid UTF-8) escaped as in a JSON string.
    static func write(_ bytes: [UInt8], to out: inout ByteBuffer) {
        bytes.withUnsafeBufferPointer { JSONString.writeEscaped($0, to: &out) }
    }
}
