#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines and columns for `dump-literals`, counted forward through a file's bytes as its literals
/// come (in order of their starts), so no table of line starts is made. A line break is `\n`,
/// `\r\n` or a lone `\r`, as in `SourceFile.lineStarts`. In a file without `\r` (nearly all), the
/// `\n`s of sixteen bytes at a time are added up in sixteen byte counters (one compare and one
/// subtract a block, no branch on them: a branch would guess wrong for about every other block of
/// code), summed once per gap between literals, and only when the gap held one is the last `\n`
/// looked for, backwards from the literal, for where its line starts.
struct LiteralDumpLineCounter {
    /// The line breaks before `scanned`: the 0-based line of `scanned`.
    private(set) var line = 0
    /// Where the line of `scanned` starts.
    private(set) var lineStart = 0
    private var scanned = 0
    private let hasCarriageReturn: Bool

    init(_ source: UnsafeBufferPointer<UInt8>) {
        hasCarriageReturn = source.baseAddress.map { memchr($0, 0x0D, source.count) != nil } ?? false
    }

    /// Counts the line breaks up to `offset` (not before where the last call stopped).
    @inline(__always)
    mutating func advance(to offset: Int, in source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, scanned < offset else { return }
        let start = scanned
        scanned = offset
        if hasCarriageReturn {
            countByteByByte(from: start, to: offset, in: source)
            return
        }
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
            found &+= Self.sum(counts)
        }
        if index < offset {
            // Fewer than sixteen bytes before `offset`.
            if index &+ 16 <= source.count {
                let (low, high) = Self.lineFeeds(at: index, before: offset, in: raw)
                let ones: UInt64 = 0x0101_0101_0101_0101
                found &+= Int(truncatingIfNeeded: (((low & ones) &+ (high & ones)) &* ones) >> 56)
            } else {
                for position in index..<offset where source[position] == 0x0A { found &+= 1 }
            }
        }
        guard found > 0 else { return }
        line &+= found
        lineStart = Self.afterLastLineFeed(before: offset, from: start, in: source)
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
    private static func lineFeeds(at index: Int, before end: Int, in raw: UnsafeRawPointer) -> (UInt64, UInt64) {
        let v = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        var (low, high) = unsafeBitCast(maskBytes(v .== splat(0x0A)), to: (UInt64, UInt64).self)
        let length = end &- index
        if length < 16 {
            low &= length >= 8 ? ~0 : (1 << UInt64(length &* 8)) &- 1
            high &= length <= 8 ? 0 : (1 << UInt64((length &- 8) &* 8)) &- 1
        }
        return (low, high)
    }

    private mutating func countByteByByte(from start: Int, to end: Int, in source: UnsafeBufferPointer<UInt8>) {
        var index = start
        while index < end {
            let byte = source[index]
            index &+= 1
            if byte == 0x0A || (byte == 0x0D && (index == source.count || source[index] != 0x0A)) {
                line &+= 1
                lineStart = index
            }
        }
    }
}
