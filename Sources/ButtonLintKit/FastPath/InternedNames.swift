/// The texts of short ASCII names (at most 15 bytes), each made once per worker thread and then
/// handed out again. The parser turns most name tokens of a file into `String`s, nearly all of
/// them names met before (`self`, `Button`, `title`), and finding a name by its bytes packed into
/// two words costs a fraction of making its `String` again. A longer or non-ASCII name, or one
/// met once the table is half full, is made each time.
///
/// Unsafe: a name's bytes are read as two eight-byte words from the file's memory, and the
/// table lives in memory it allocates itself. What guards it: the words are loaded only where
/// sixteen bytes from the name's start lie inside the buffer (nearer the end, byte by byte); the
/// table has a fixed power-of-two number of slots, every slot index is masked to it, at most half
/// the slots are ever filled (so a probe always meets an empty slot), and the filled slots'
/// strings are deinitialized when the table is freed. Each thread has its own table
/// (`PerThread`), so no lock.
final class InternedNames {
    private static let perThread = PerThread { InternedNames() }

    /// The calling thread's table.
    static var current: InternedNames { perThread.current }

    private static let slotBits = 12
    private static let slotCount = 1 << slotBits

    /// Two words per slot: the name's first eight bytes, then its next seven with its length in
    /// the top byte (never zero for a name, so a zero second word marks an empty slot).
    private let keys: UnsafeMutablePointer<UInt64>
    private let texts: UnsafeMutablePointer<String>
    /// How many slots are filled, in memory of its own so reading it needs no exclusivity check.
    private let filled: UnsafeMutablePointer<Int>

    private init() {
        keys = .allocate(capacity: 2 * Self.slotCount)
        keys.initialize(repeating: 0, count: 2 * Self.slotCount)
        texts = .allocate(capacity: Self.slotCount)
        filled = .allocate(capacity: 1)
        filled.initialize(to: 0)
    }

    deinit {
        for slot in 0..<Self.slotCount where keys[2 * slot + 1] != 0 {
            (texts + slot).deinitialize(count: 1)
        }
        keys.deallocate()
        texts.deallocate()
        filled.deallocate()
    }

    /// The text of `bytes[start..<end]`, as `String(decoding:as:)` makes it.
    func text(of bytes: [UInt8], from start: Int, to end: Int) -> String {
        let count = end - start
        guard count > 0, count <= 15, start >= 0, end <= bytes.count else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let (low, rest) = bytes.withUnsafeBufferPointer { Self.words($0, start, count) }
        guard (low | rest) & 0x8080_8080_8080_8080 == 0 else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let high = rest | UInt64(count) &<< 56
        let mask = Self.slotCount - 1
        var slot = Int(truncatingIfNeeded: ((low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F))
                       &>> UInt64(64 - Self.slotBits)) & mask
        while true {
            let stored = keys[2 &* slot &+ 1]
            if stored == high && keys[2 &* slot] == low { return texts[slot] }
            if stored == 0 {
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                if filled.pointee < Self.slotCount / 2 {
                    keys[2 &* slot] = low
                    keys[2 &* slot &+ 1] = high
                    (texts + slot).initialize(to: text)
                    filled.pointee += 1
                }
                return text
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// The `count` (1 to 15) bytes from `start` as two little-endian words, the bytes past the
    /// name zero: two loads where sixteen bytes remain, else byte by byte.
    @inline(__always)
    private static func words(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (UInt64, UInt64) {
        if start + 16 <= buffer.count, let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                low &= (UInt64(1) &<< UInt64(8 &* count)) &- 1
                high = 0
            } else {
                high &= (UInt64(1) &<< UInt64(8 &* (count &- 8))) &- 1
            }
            return (low, high)
        }
        var low: UInt64 = 0, high: UInt64 = 0
        for index in 0..<count {
            let byte = UInt64(buffer[start + index])
            if index < 8 { low |= byte &<< UInt64(8 * index) } else { high |= byte &<< UInt64(8 * (index - 8)) }
        }
        return (low, high)
    }
}
