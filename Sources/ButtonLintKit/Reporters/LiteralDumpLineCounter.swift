/// Lines and columns for `dump-literals`, counted forward through a file's bytes as its literals
/// come (in order of their starts), so no table of line starts is made: sixteen bytes are
/// tested at a time for line breaks, and the last one seen gives the line's start.
/// A line break is `\n`, `\r\n` or a lone `\r`, as in `SourceFile.lineStarts`.
struct LiteralDumpLineCounter {
    /// The line breaks before `scanned`: the 0-based line of `scanned`.
    private(set) var line = 0
    /// Where the line of `scanned` starts.
    private(set) var lineStart = 0
    private var scanned = 0

    /// Counts the line breaks up to `offset` (not before where the last call stopped).
    @inline(__always)
    mutating func advance(to offset: Int, in source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, scanned < offset else { return }
        let raw = UnsafeRawPointer(base)
        var index = scanned
        scanned = offset
        while index < offset {
            let length = min(offset &- index, 16)
            guard index &+ 16 <= source.count else {
                countByteByByte(from: index, to: index &+ length, in: source)
                index &+= length
                continue
            }
            let v = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let lineFeeds = maskBytes(v .== splat(0x0A))
            let breaks = lineFeeds | maskBytes(v .== splat(0x0D))
            var (low, high) = unsafeBitCast(breaks, to: (UInt64, UInt64).self)
            if length < 16 {
                // Only the bytes before `offset` count.
                low &= length >= 8 ? ~0 : (1 << UInt64(length &* 8)) &- 1
                high &= length <= 8 ? 0 : (1 << UInt64((length &- 8) &* 8)) &- 1
            }
            if low | high != 0 {
                let (lowFeeds, highFeeds) = unsafeBitCast(lineFeeds, to: (UInt64, UInt64).self)
                if low == lowFeeds & low && high == highFeeds & high {
                    // `\n` alone: counted by adding up their bytes (one bit each) in one multiply.
                    let ones: UInt64 = 0x0101_0101_0101_0101
                    line &+= Int(truncatingIfNeeded: (((low & ones) &+ (high & ones)) &* ones) >> 56)
                    // The byte after the last `\n`.
                    lineStart = index &+ (high != 0 ? 16 &- high.leadingZeroBitCount &>> 3
                                                    : 8 &- low.leadingZeroBitCount &>> 3)
                } else {
                    // A `\r` among them.
                    countByteByByte(from: index, to: index &+ length, in: source)
                }
            }
            index &+= length
        }
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
