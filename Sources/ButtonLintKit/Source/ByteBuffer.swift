/// The fast path's output buffer: a growable byte buffer in memory it manages itself, for output
/// written piece by piece once per literal or finding (`dump-literals` writes every string literal
/// of a tree through it).
///
/// Why it is unsafe: room is asked for once per piece (`reserve`), then the writes store bytes
/// through a pointer without checking each one, and no byte is zero-filled or counted twice as
/// in an array. What guards it: every write stays within the room the last `reserve` made, which
/// grows the capacity before it returns; the type is not copyable, so its memory has one owner,
/// freed in `deinit` or handed over whole to a `ByteBlock` by `finish`.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 16)
        self.base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes; every write after it must stay within that room.
    @inline(__always) mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    mutating func removeAll() { count = 0 }

    @inline(__always) mutating func write(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always) mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Any bytes: copied whole when they are contiguous in memory, else one by one.
    @inline(__always) mutating func write<Bytes: Collection>(contentsOf bytes: Bytes) where Bytes.Element == UInt8 {
        let copied: Void? = bytes.withContiguousStorageIfAvailable { write($0) }
        guard copied == nil else { return }
        for byte in bytes { write(byte) }
    }

    /// The first `count` (at most 16) bytes of two little-endian words; writes all sixteen, so
    /// room for sixteen must have been reserved.
    @inline(__always) mutating func writeWords(_ low: UInt64, _ high: UInt64, count: Int) {
        let raw = UnsafeMutableRawPointer(base + self.count)
        raw.storeBytes(of: low.littleEndian, as: UInt64.self)
        (raw + 8).storeBytes(of: high.littleEndian, as: UInt64.self)
        self.count += count
    }

    /// `value` (not negative) in decimal: at most 20 bytes.
    @inline(__always) mutating func writeDecimal(_ value: Int) {
        // Columns and most line numbers are one or two digits.
        if UInt(bitPattern: value) < 100 {
            let tens = value / 10
            base[count] = UInt8(truncatingIfNeeded: 0x30 + tens)
            let wide = tens > 0 ? 1 : 0
            base[count &+ wide] = UInt8(truncatingIfNeeded: 0x30 + value - tens * 10)
            count &+= 1 &+ wide
            return
        }
        var digits = 1
        var power = 10
        while digits < 19 && value >= power { digits += 1; power &*= 10 }
        var rest = value
        var index = count + digits
        count = index
        repeat {
            index -= 1
            base[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Hands the memory over as it is, without copying the bytes into an array.
    consuming func finish() -> ByteBlock {
        let block = ByteBlock(base: base, count: count)
        discard self
        return block
    }

    /// The bytes as a `String` (invalid UTF-8 repaired).
    func string() -> String { String(decoding: bytes, as: UTF8.self) }
}

/// Bytes written by a `ByteBuffer`, kept in its memory: a worker's output handed to the thread
/// that writes it, copied once (into the write's batch) rather than first into an array.
final class ByteBlock: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { base.deallocate() }

    /// The bytes, valid while the block lives.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
