/// Ascending file numbers (indices into a run's Swift files) kept as the gaps between them, each
/// gap in one to five bytes (7 bits a byte, the high bit saying another byte follows). The files
/// declaring a name are such a list, and one name may be declared in most files of a project
/// (`CodingKeys` in nearly every file of a large tree: four bytes a file as `Int32`s, about one
/// as gaps).
struct FileNumbers: Sequence, Sendable, Equatable, ExpressibleByArrayLiteral {
    private var gaps: [UInt8] = []
    private(set) var count = 0
    private var last: Int32 = -1

    init() {}

    /// `numbers`, which must be ascending.
    init(ascending numbers: [Int32]) {
        // Most gaps take one byte.
        gaps.reserveCapacity(numbers.count)
        for number in numbers { append(number) }
    }

    init(arrayLiteral numbers: Int32...) {
        self.init(ascending: numbers)
    }

    /// Appends `number`, which must be greater than every number already in the list.
    mutating func append(_ number: Int32) {
        precondition(number > last && number >= 0, "file numbers must be ascending")
        // From -1 the first gap may be 2^31: worked out in 64 bits, and added back wrapping.
        var gap = UInt32(Int64(number) - Int64(last))
        while gap >= 0x80 {
            gaps.append(UInt8(truncatingIfNeeded: gap) | 0x80)
            gap >>= 7
        }
        gaps.append(UInt8(gap))
        last = number
        count += 1
    }

    /// Appends `number` unless it is already the last; it must not be smaller.
    mutating func appendOnce(_ number: Int32) {
        if number != last { append(number) }
    }

    func makeIterator() -> Iterator {
        Iterator(gaps: gaps)
    }

    struct Iterator: IteratorProtocol {
        fileprivate let gaps: [UInt8]
        private var position = 0
        private var number: Int32 = -1

        fileprivate init(gaps: [UInt8]) {
            self.gaps = gaps
        }

        mutating func next() -> Int32? {
            guard position < gaps.count else { return nil }
            var gap: UInt32 = 0
            var shift: UInt32 = 0
            while true {
                let byte = gaps[position]
                position += 1
                gap |= UInt32(byte & 0x7F) << shift
                guard byte & 0x80 != 0 else { break }
                shift += 7
            }
            number &+= Int32(bitPattern: gap)
            return number
        }
    }
}
