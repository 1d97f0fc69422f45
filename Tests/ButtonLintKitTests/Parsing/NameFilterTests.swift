import Testing
@testable import ButtonLintKit

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

    /// Names cut from a file's bytes are admitted like the table's own strings.
    @Test func namesMadeFromBytesOfAnyLengthAreAdmitted() {
        let table = ["Button", "UIAlertController", "popoverPresentationController", "naïve"]
        let filter = NameFilter(table)
        let bytes = Array("let a = UIAlertController(); popoverPresentationController; Button; naïve".utf8)
        for name in table {
            let utf8 = Array(name.utf8)
            let start = (0...bytes.count - utf8.count).first { Array(bytes[$0..<$0 + utf8.count]) == utf8 }!
            #expect(filter.mayContain(String(decoding: bytes[start..<start + utf8.count], as: UTF8.self)))
        }
    }

    /// Seeded random tables of random names: every name of a table passes its filter.
    @Test(arguments: [1, 2, 3])
    func everyNameOfARandomTablePasses(seed: UInt64) {
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array("abcXYZ_0é漢")
        for _ in 0..<50 {
            let table = (0..<(1 + next() % 40)).map { _ in
                String((0..<(next() % 30)).map { _ in alphabet[next() % alphabet.count] })
            }
            let filter = NameFilter(table)
            for name in table { #expect(filter.mayContain(name), "\(name)") }
        }
    }
}
