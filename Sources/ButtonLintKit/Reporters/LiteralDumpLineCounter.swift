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
/// `\n`s of sixteen bytes at a time are added up without a branch on them (a branch would guess
/// wrong for about every other block of code), and only the last block that held one is looked
/// at again for where the line starts.
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
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = start
        var lastBlockWithLineFeed = -1
        while index &+ 16 <= source.count && index < offset {
            let (low, high) = Self.lineFeeds(at: index, before: offset, in: raw)
            // Each `\n` is 0xFF: one bit of each, added up by one multiply into the top byte.
            line &+= Int(truncatingIfNeeded: (((low & ones) &+ (high & ones)) &* ones) >> 56)
            lastBlockWithLineFeed = low | high != 0 ? index : lastBlockWithLineFeed
            index &+= 16
        }
        if index < offset {
            // The last bytes of the file.
            let before = line
            countByteByByte(from: index, to: offset, in: source)
            if line != before { return }
        }
        if lastBlockWithLineFeed >= 0 {
            let (low, high) = Self.lineFeeds(at: lastBlockWithLineFeed, before: offset, in: raw)
            // The byte after the block's last `\n`.
            lineStart = lastBlockWithLineFeed &+ (high != 0 ? 16 &- high.leadingZeroBitCount &>> 3
                                                            : 8 &- low.leadingZeroBitCount &>> 3)
        }
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
