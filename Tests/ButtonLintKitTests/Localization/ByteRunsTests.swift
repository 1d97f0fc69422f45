import Testing
@testable import ButtonLintKit

extension LocalizationTests {
    /// The word-at-a-time runs against a byte-by-byte reading, at every start and length, so each
    /// stop lands in every byte of a word and in the tail shorter than a word.
    @Suite struct ByteRunsTests {
        static func spacesByteByByte(from start: Int, in bytes: [UInt8]) -> Int {
            bytes[start...].firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.count
        }

        static func plainByteByByte(from start: Int, in bytes: [UInt8]) -> (end: Int, isASCII: Bool) {
            let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 } ?? bytes.count
            return (end, bytes[start..<end].allSatisfy { $0 < 0x80 })
        }

        static func expectAgreement(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    #expect(ByteRuns.spaces(from: start, in: buffer) == spacesByteByByte(from: start, in: bytes))
                    let fast = ByteRuns.plainJSONText(from: start, in: buffer)
                    let slow = plainByteByByte(from: start, in: bytes)
                    #expect(fast.end == slow.end && fast.isASCII == slow.isASCII, "from \(start) in \(bytes)")
                }
            }
        }

        @Test func indentationAndPlainTextStopWhereAByteByByteReadingStops() {
            let line = "            \"value\" : \"Caf\u{e9} \\\"1\\\" \u{1F600}\",\n\t\r  \u{01}x"
            Self.expectAgreement(Array(line.utf8))
            Self.expectAgreement([])
            Self.expectAgreement(Array(repeating: UInt8(ascii: " "), count: 17))
        }

        @Test func everyStopByteInEveryPlaceOfAWord() {
            // Bytes either side of each stop's edge (0x1F/0x20, quotes and backslashes beside
            // look-alikes, 0x7F/0x80, 0xA2 and 0xDC share low bits with '"' and '\').
            let stops: [UInt8] = [0x00, 0x1F, 0x22, 0x5C, 0x0A, 0x80, 0xA2, 0xDC, 0xFF]
            let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x61]
            for stop in stops {
                for place in 0..<17 {
                    for filler in plain {
                        var bytes = Array(repeating: filler, count: 17)
                        bytes[place] = stop
                        Self.expectAgreement(bytes)
                    }
                }
            }
        }

        @Test func randomBytesAgree() {
            var generator = SeededGenerator(seed: 7_341)
            let alphabet: [UInt8] = [0x20, 0x20, 0x20, 0x22, 0x5C, 0x0A, 0x09, 0x41, 0x7F, 0x80, 0xC3, 0xA9, 0x01, 0xFF]
            for _ in 0..<300 {
                let count = Int.random(in: 0..<40, using: &generator)
                Self.expectAgreement((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
            }
        }
    }
}
