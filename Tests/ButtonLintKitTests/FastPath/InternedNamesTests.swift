import Testing
@testable import ButtonLintKit

/// The parser takes name texts from `InternedNames`: whatever the name, wherever it lies in the
/// file and however full the table is, the text must be the one `String(decoding:as:)` makes.
@Suite struct InternedNamesTests {
    static func decoded(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    @Test func everySliceOfAFileIsItsDecodedText() {
        // Names at the very end of the buffer, where fewer than sixteen bytes remain, included.
        let file = Array("let okButton = Button(\"OK\") { dismiss() }\nlet é = UIAlertAction\nx".utf8)
        let names = InternedNames.current
        for start in 0..<file.count {
            for end in start...min(file.count, start + 20) {
                #expect(names.text(of: file, from: start, to: end) == Self.decoded(file, start, end), "\(start)..<\(end)")
            }
        }
    }

    @Test func theSameNameTwiceIsTheSameTextAndOthersStayApart() {
        let names = InternedNames.current
        let file = Array("Button Buttons Button_ button Button".utf8)
        #expect(names.text(of: file, from: 0, to: 6) == "Button")
        #expect(names.text(of: file, from: 7, to: 14) == "Buttons")
        #expect(names.text(of: file, from: 15, to: 22) == "Button_")
        #expect(names.text(of: file, from: 23, to: 29) == "button")
        #expect(names.text(of: file, from: 30, to: 36) == "Button")
    }

    @Test func moreNamesThanTheTableKeepsAreStillRight() {
        // Far more distinct names than half the table's slots: past that point names are made
        // each time, and the ones kept earlier must still be found.
        var generator = SeededGenerator(seed: 41)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".utf8)
        var file: [UInt8] = []
        var ranges: [Range<Int>] = []
        for _ in 0..<6000 {
            let name = ByteScanCompareTests.bytes(Int.random(in: 1...15, using: &generator), from: alphabet, &generator)
            ranges.append(file.count..<(file.count + name.count))
            file += name + [0x20]
        }
        let names = InternedNames.current
        for _ in 0..<2 {
            for range in ranges {
                let text = names.text(of: file, from: range.lowerBound, to: range.upperBound)
                guard text == Self.decoded(file, range.lowerBound, range.upperBound) else {
                    Issue.record("\(range): \(text)")
                    return
                }
            }
        }
    }
}
