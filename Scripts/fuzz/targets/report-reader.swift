// fuzz-seeds: *.json
// The reader of json and SARIF reports (`buttonlint merge`), on any bytes: it returns findings
// or a failure that says why, and never crashes.
@testable import ButtonLintKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReportReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? ReportReader.read(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
