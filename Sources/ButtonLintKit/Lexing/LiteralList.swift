/// A file's string literals, twelve bytes each for the usual kind: a terminated single-line
/// `"…"` whose text is one piece or nothing is just its start and end. Any other literal also
/// points at a detail record (kind, `#` count, its segments in one shared list). A 100 MB file
/// of short strings holds some 4 million of them. The subscript builds a `StringLiteral`.
struct LiteralList: RandomAccessCollection, Sendable {
    let storage: LiteralStorage

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    init(storage: LiteralStorage) {
        self.storage = storage
    }

    init<S: Sequence<StringLiteral>>(_ literals: S) {
        var builder = LiteralBuilder(reservedCapacity: literals.underestimatedCount)
        for literal in literals {
            let index = builder.begin()
            let base = builder.pendingSegmentCount
            for position in 0..<literal.segmentCount { builder.appendSegment(literal.segment(at: position)) }
            builder.complete(index, range: literal.range, kind: literal.kind, isMultiline: literal.isMultiline,
                             poundCount: literal.poundCount, isTerminated: literal.isTerminated, segmentBase: base)
        }
        self = builder.take()
    }

    subscript(index: Int) -> StringLiteral {
        precondition(index >= 0 && index < storage.count, "literal index out of range")
        return storage.literal(at: index)
    }

    /// The literal's range alone, without building the literal (for binary searches).
    @inline(__always)
    func range(at index: Int) -> Range<Int> {
        let record = storage.records[index]
        return Int(record.start)..<Int(record.end)
    }
}

/// A literal as stored: its range and, unless it is a plain literal, its detail record.
struct LiteralRecord {
    static let plain = UInt32.max

    var start: UInt32
    var end: UInt32
    /// `plain`, or the index of its `LiteralDetail`.
    var detail: UInt32
}

/// What a literal that is not plain also needs.
struct LiteralDetail {
    var kind: StringLiteralKind
    var isMultiline: Bool
    var isTerminated: Bool
    var poundCount: UInt32
    var firstSegment: UInt32
    var segmentCount: UInt32
}

/// A segment in twelve bytes: its range, and in `info` the case (bits 30–31), whether an
/// escape's scalar is valid (bit 29) and the scalar (bits 0–20).
struct PackedSegment {
    var start: UInt32
    var end: UInt32
    var info: UInt32

    private static let escape: UInt32 = 1 << 30
    private static let interpolation: UInt32 = 2 << 30
    private static let hasScalar: UInt32 = 1 << 29

    @inline(__always)
    init(_ segment: StringSegment) {
        switch segment {
        case .text(let range):
            self.init(range, info: 0)
        case .escape(let range, let scalar):
            self.init(range, info: Self.escape | (scalar.map { Self.hasScalar | $0.value } ?? 0))
        case .interpolation(let range):
            self.init(range, info: Self.interpolation)
        }
    }

    @inline(__always)
    private init(_ range: Range<Int>, info: UInt32) {
        start = UInt32(truncatingIfNeeded: range.lowerBound)
        end = UInt32(truncatingIfNeeded: range.upperBound)
        self.info = info
    }

    var segment: StringSegment {
        let range = Int(start)..<Int(end)
        switch info & (3 << 30) {
        case Self.escape:
            return .escape(range, info & Self.hasScalar != 0 ? Unicode.Scalar(info & 0x1F_FFFF) : nil)
        case Self.interpolation:
            return .interpolation(range)
        default:
            return .text(range)
        }
    }
}

/// The memory behind a `LiteralList`: written once by the lexer (or `LiteralList.init`), then only read.
final class LiteralStorage: Sendable {
    let records: [LiteralRecord]
    var count: Int { records.count }
    let details: [LiteralDetail]
    let segments: [PackedSegment]

    init(records: [LiteralRecord], details: [LiteralDetail], segments: [PackedSegment]) {
        self.records = records
        self.details = details
        self.segments = segments
    }

    func literal(at index: Int) -> StringLiteral {
        let record = records[index]
        let range = Int(record.start)..<Int(record.end)
        guard record.detail != LiteralRecord.plain else {
            let text = range.lowerBound + 1..<range.upperBound - 1
            return StringLiteral(range: range, kind: .single, isMultiline: false, poundCount: 0,
                                 storage: text.isEmpty ? .none : .one(.text(text)), isTerminated: true)
        }
        let detail = details[Int(record.detail)]
        let first = Int(detail.firstSegment)
        let storage: StringLiteral.SegmentStorage
        switch detail.segmentCount {
        case 0: storage = .none
        case 1: storage = .one(segments[first].segment)
        default: storage = .shared(self, first: first, count: Int(detail.segmentCount))
        }
        return StringLiteral(range: range, kind: detail.kind, isMultiline: detail.isMultiline,
                             poundCount: Int(detail.poundCount), storage: storage, isTerminated: detail.isTerminated)
    }
}

/// Builds a `LiteralStorage` while the lexer reads: a literal gets its index when it opens (so
/// literals stay ordered by start, outer before inner), its segments collect on a stack while it
/// is open (an inner literal's above its outer one's, gone again when it completes), and on
/// completion it becomes a plain record or a record with details.
struct LiteralBuilder {
    private var records: [LiteralRecord] = []
    private var details: [LiteralDetail] = []
    private var segments: [PackedSegment] = []
    private var pending: [PackedSegment] = []

    init(reservedCapacity: Int) {
        records.reserveCapacity(max(reservedCapacity, 16))
    }

    var count: Int { records.count }
    var pendingSegmentCount: Int { pending.count }

    /// A new literal's index; its record is filled in by `complete`.
    @inline(__always)
    mutating func begin() -> Int {
        records.append(LiteralRecord(start: 0, end: 0, detail: LiteralRecord.plain))
        return records.count - 1
    }

    /// A plain literal (`"text"` on one line, no escape or interpolation) read whole.
    @inline(__always)
    mutating func appendPlain(start: Int, end: Int) {
        records.append(LiteralRecord(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                                     detail: LiteralRecord.plain))
    }

    /// Adds a segment to the innermost open literal.
    @inline(__always)
    mutating func appendSegment(_ segment: StringSegment) {
        pending.append(PackedSegment(segment))
    }

    /// The segments of the innermost open literal, whose first is at `base`.
    func pendingSegments(from base: Int) -> [StringSegment] {
        pending[base...].map(\.segment)
    }

    mutating func replacePendingSegments(from base: Int, with replacement: [StringSegment]) {
        pending.removeSubrange(base...)
        pending.append(contentsOf: replacement.map(PackedSegment.init))
    }

    /// Stores the literal `index` with the segments collected from `segmentBase` on.
    mutating func complete(_ index: Int, range: Range<Int>, kind: StringLiteralKind, isMultiline: Bool,
                           poundCount: Int, isTerminated: Bool, segmentBase: Int) {
        let start = UInt32(truncatingIfNeeded: range.lowerBound)
        let end = UInt32(truncatingIfNeeded: range.upperBound)
        let segmentCount = pending.count - segmentBase
        if kind == .single && !isMultiline && isTerminated && poundCount == 0 && range.count >= 2 {
            // Plain when the text is everything between the quotes, as one segment or none.
            if segmentCount == 0 ? range.count == 2
                : segmentCount == 1 && pending[segmentBase].info == 0
                    && pending[segmentBase].start == start + 1 && pending[segmentBase].end == end - 1 {
                records[index] = LiteralRecord(start: start, end: end, detail: LiteralRecord.plain)
                pending.removeLast(segmentCount)
                return
            }
        }
        let first = segments.count
        // Room for many at once: most files have a few dozen such literals, and an array grown
        // one doubling at a time from empty is copied five or six times on the way.
        if segments.capacity == 0 { segments.reserveCapacity(256) }
        if details.capacity == 0 { details.reserveCapacity(64) }
        // One by one: appending the slice takes a generic path that costs more for these few.
        var position = segmentBase
        while position < pending.count {
            segments.append(pending[position])
            position &+= 1
        }
        pending.removeLast(segmentCount)
        details.append(LiteralDetail(kind: kind, isMultiline: isMultiline, isTerminated: isTerminated,
                                     poundCount: UInt32(truncatingIfNeeded: poundCount),
                                     firstSegment: UInt32(truncatingIfNeeded: first),
                                     segmentCount: UInt32(truncatingIfNeeded: segmentCount)))
        records[index] = LiteralRecord(start: start, end: end, detail: UInt32(truncatingIfNeeded: details.count - 1))
    }

    /// Room for `capacity` more literals.
    mutating func reserve(_ capacity: Int) {
        records.reserveCapacity(records.count + capacity)
    }

    /// The literals so far, as a list; the builder starts empty again. No literal may be open.
    mutating func take() -> LiteralList {
        let storage = LiteralStorage(records: records, details: details, segments: segments)
        records = []
        details = []
        segments = []
        return LiteralList(storage: storage)
    }
}
