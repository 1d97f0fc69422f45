import Testing
@testable import ButtonLintKit

/// The walk sorts ASCII display paths with `ByteScan.compare`, eight bytes at a time: its order
/// must be the plain byte order at every length and at every place the two paths part.
@Suite struct ByteScanCompareTests {
    /// The byte order, one byte at a time: negative, zero or positive.
    static func expected(_ left: [UInt8], _ right: [UInt8]) -> Int {
        for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }

    static func sign(_ value: Int) -> Int { value < 0 ? -1 : (value > 0 ? 1 : 0) }

    static func bytes(_ count: Int, from alphabet: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
        (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
    }

    @Test func partingAtEveryPlaceAroundTheWordBoundaries() {
        let base = Array("Sources/App/Screens/Settings/AccountView.swift".utf8)
        for length in 0...base.count {
            let left = Array(base[..<length])
            #expect(ByteScan.compare(left, left) == 0, "equal at \(length)")
            for place in 0..<length {
                for delta in [-1, 1] {
                    var right = left
                    right[place] = UInt8(Int(right[place]) + delta)
                    #expect(Self.sign(ByteScan.compare(left, right)) == Self.expected(left, right),
                            "length \(length), place \(place), \(delta)")
                }
            }
            // One a prefix of the other: the shorter sorts first.
            #expect(Self.sign(ByteScan.compare(left, base)) == Self.expected(left, base), "prefix \(length)")
            #expect(Self.sign(ByteScan.compare(base, left)) == Self.expected(base, left), "prefix \(length) reversed")
        }
    }

    @Test func randomPathsSortAsBytes() {
        var generator = SeededGenerator(seed: 17)
        let alphabet = Array("/._-aAbBzZ09".utf8) + [0x7F, 0x20]
        for _ in 0..<3000 {
            let shared = Self.bytes(Int.random(in: 0..<24, using: &generator), from: alphabet, &generator)
            let left = shared + Self.bytes(Int.random(in: 0..<12, using: &generator), from: alphabet, &generator)
            let right = shared + Self.bytes(Int.random(in: 0..<12, using: &generator), from: alphabet, &generator)
            #expect(Self.sign(ByteScan.compare(left, right)) == Self.expected(left, right), "\(left) \(right)")
        }
    }
}
