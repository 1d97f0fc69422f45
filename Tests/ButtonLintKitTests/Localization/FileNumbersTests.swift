import Testing
@testable import ButtonLintKit

/// The files declaring a name, kept as gaps of one to five bytes.
@Suite struct FileNumbersTests {
    @Test func numbersComeBackWhateverTheGapsBytes() {
        // Gaps at each byte-count boundary: 1, 127 | 128, 16,383 | 16,384, ... and the largest.
        var numbers: [Int32] = [0, 1, 128, 256, 16_639, 33_023, 33_024]
        numbers += [numbers.last! + 2_097_151, numbers.last! + 2_097_152 + 2_097_151, Int32.max - 268_435_456, Int32.max]
        let list = FileNumbers(ascending: numbers)
        #expect(Array(list) == numbers)
        #expect(list.count == numbers.count)
        #expect(Array(FileNumbers()) == [] && FileNumbers().count == 0)
        #expect(Array(FileNumbers(ascending: [Int32.max])) == [Int32.max])
    }

    @Test func aFileWhoseNamesRepeatIsListedOnce() {
        var list = FileNumbers()
        for file: Int32 in [3, 3, 3, 9, 9, 40_000] { list.appendOnce(file) }
        #expect(list == [3, 9, 40_000])
        #expect(list.count == 3)
        #expect(list != [3, 9])
    }
}
