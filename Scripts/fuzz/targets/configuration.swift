// fuzz-seeds: .buttonlint.yml
// The configuration reader, YAML subset and decoding, on any bytes: it returns a configuration
// or an error that names a line and column inside the file, and never crashes.
@testable import ButtonLintKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoder = ConfigurationDecoder(path: ".buttonlint.yml", folder: "/project")
    do {
        _ = try decoder.decode(bytes)
    } catch {
        // YAML breaks lines at LF, CRLF and a lone CR: counting both bytes bounds the line count.
        let breaks = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
        FuzzCheck.require(error.line >= 1 && error.line <= breaks + 1, "error line outside the file")
        FuzzCheck.require(error.column >= 1, "error column before the line")
    }
    return 0
}
