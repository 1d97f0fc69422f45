// fuzz-seeds: *strings
// Both localization catalog readers on any bytes: each must return or throw an error with a
// 1-based place, and every byte range it gives must lie inside the file, in order.
@testable import ButtonLintKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogs(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let file = try StringsFile.parse(bytes: bytes)
        var end = file.byteOrderMarkLength
        for entry in file.entries {
            FuzzCheck.require(entry.valueRange.lowerBound >= 0 && entry.valueRange.upperBound <= size, ".strings value out of bounds")
            FuzzCheck.require(entry.line >= 1, ".strings entry line below 1")
            FuzzCheck.require(entry.valueRange.lowerBound >= end, ".strings values out of order")
            end = entry.valueRange.upperBound
        }
    } catch {
        FuzzCheck.require(error.line >= 1 && error.column >= 1, ".strings error without a place")
    }
    do {
        let file = try XCStringsFile.parse(bytes: bytes)
        for value in file.entries.flatMap(\.values) {
            FuzzCheck.require(value.range.lowerBound >= 0 && value.range.upperBound <= size, ".xcstrings value out of bounds")
            FuzzCheck.require(value.range.count >= 2 && bytes[value.range.lowerBound] == UInt8(ascii: "\"")
                              && bytes[value.range.upperBound - 1] == UInt8(ascii: "\""), ".xcstrings range is not a string token")
        }
    } catch {
        FuzzCheck.require(error.line >= 1 && error.column >= 1, ".xcstrings error without a place")
    }
    return 0
}
