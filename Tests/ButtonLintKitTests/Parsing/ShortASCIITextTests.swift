import Testing
@testable import ButtonLintKit

/// Short ASCII names are made inline; they must be the standard library's own strings.
@Suite struct ShortASCIITextTests {
    private static func make(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { ShortASCIIText.make($0, inline: ShortASCIIText.isAvailable) }
    }

    @Test func theLayoutCheckPassesOnThisPlatform() {
        #expect(ShortASCIIText.isAvailable)
    }

    @Test(arguments: ["", "a", "Button", "addAction", "abcdefghijklmno", "abcdefghijklmnop",
                      "UIContextualAction", "Grüße", "naïve", "$0", "`default`"])
    func madeTextsEqualAndHashLikeTheStandardLibrarys(text: String) {
        let made = Self.make(text)
        let standard = String(decoding: Array(text.utf8), as: UTF8.self)
        #expect(made == standard)
        #expect(made.hashValue == standard.hashValue)
        #expect(made.utf8.count == text.utf8.count)
        #expect(Set([made]).contains(text))
        #expect(made < text + "z")
    }

    /// Texts cut from a larger buffer, of every length up to 20 and at every place, the last
    /// bytes of the buffer included (where no 16 bytes can be loaded past the start).
    @Test func textsOfAnyRangeOfABufferEqualTheStandardLibrarys() {
        let source = "let alertController = UIAlertController(title: nil, message: \"Grüße\", style: .default)"
        let bytes = Array(source.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...bytes.count {
                for length in 0...min(20, bytes.count - start) {
                    let range = start..<start + length
                    let made = ShortASCIIText.make(buffer, range: range, inline: ShortASCIIText.isAvailable)
                    let standard = String(decoding: bytes[range], as: UTF8.self)
                    #expect(made == standard, "\(range)")
                    #expect(made.hashValue == standard.hashValue, "\(range)")
                    // A cut through `ü` decodes to a replacement character: compare with the standard's count.
                    #expect(made.utf8.count == standard.utf8.count, "\(range)")
                    #expect(Array(made.utf8) == Array(standard.utf8), "\(range)")
                }
            }
        }
    }

    @Test func withoutInlineTextsAreStillMade() {
        let bytes = Array("Button".utf8)
        #expect(bytes.withUnsafeBufferPointer { ShortASCIIText.make($0, inline: false) } == "Button")
    }
}

/// The name filter only ever says "certainly not" for names outside its table.
@Suite struct NameFilterTests {
    @Test func everyNameOfTheTableMayBeInIt() {
        let table = ["Menu", "alert", "UIAlertController", "confirmationDialog", "Grüße", "swipeActions", ""]
        let filter = NameFilter(table)
        for name in table { #expect(filter.mayContain(name)) }
        for name in table { #expect(filter.mayContain(String(decoding: Array(name.utf8), as: UTF8.self))) }
    }

    @Test func mostOtherShortNamesAreTurnedAway() {
        let filter = NameFilter(["Menu", "alert", "contextMenu", "swipeActions", "UIMenu", "ActionSheet", "Alert"])
        let others = (0..<200).map { "view\($0)" }
        let admitted = others.filter(filter.mayContain).count
        #expect(admitted < 40)
    }

    @Test func longOrNonASCIINamesAreAlwaysAMaybe() {
        let filter = NameFilter(["Menu"])
        #expect(filter.mayContain("someVeryLongCalleeName"))
        #expect(filter.mayContain("Grüße"))
    }
}
