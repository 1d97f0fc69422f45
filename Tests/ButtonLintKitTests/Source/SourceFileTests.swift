import Testing
@testable import ButtonLintKit

@Suite struct SourceFileTests {
    @Test func locationsCountLinesAndUTF8Columns() {
        let file = SourceFile(path: "a.swift", text: "let a = 1\r\nlet é = \"x\"\rend\n")
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 11) == SourceLocation(line: 2, column: 1))
        // "é" is two bytes, so the quote after it sits at byte column 10.
        #expect(file.location(of: 11 + 9) == SourceLocation(line: 2, column: 10))
        #expect(file.location(of: 24) == SourceLocation(line: 3, column: 1))
        #expect(file.lineStarts.count == 4)
    }

    /// Line starts are found eight bytes at a time: every mix of line breaks, control bytes,
    /// ASCII and multi-byte text at every offset must give what a byte-by-byte scan gives.
    @Test func lineStartsAgreeWithAByteByByteScan() {
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x09], [0x0C], [0x0E], [0x00], Array("abc".utf8),
                                 Array("é".utf8), Array("日本".utf8), [0xFF], Array("        ".utf8)]
        var state: UInt64 = 7
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 58) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes += pieces[Int(state >> 33) % pieces.count]
            }
            var expected = [0]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0A {
                    expected.append(index + 1)
                } else if bytes[index] == 0x0D {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    expected.append(index + 1)
                }
                index += 1
            }
            #expect(SourceFile(path: "a.swift", bytes: bytes).lineStarts == expected, "\(bytes)")
        }
    }

    @Test func firstInvalidUTF8IsFoundAfterLongASCIIRuns() {
        for prefix in 0..<20 {
            let ascii = [UInt8](repeating: 0x61, count: prefix)
            #expect(ByteScan.firstInvalidUTF8(in: ascii) == nil)
            #expect(ByteScan.firstInvalidUTF8(in: ascii + [0xFF] + ascii) == prefix)
            #expect(ByteScan.firstInvalidUTF8(in: ascii + Array("é".utf8) + ascii + [0xC3]) == 2 * prefix + 2)
        }
    }
}
