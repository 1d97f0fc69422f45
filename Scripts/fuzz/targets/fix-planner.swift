// fuzz-seeds: *.swift
// The fix planner against edits nobody checked: whatever edits a finding carries, the planned
// bytes differ from the file only in the case of letters inside string literals, and lex to
// the same tokens. The input is a few edits, then the file:
// [count] then per edit [offset high, offset low, length, case mask], then the source bytes.
@testable import ButtonLintKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixPlanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let count = input.first.map({ Int($0 % 8) }), input.count > 1 + 4 * count else { return 0 }
    let source = SourceFile(path: "Fuzz.swift", bytes: Array(input[(1 + 4 * count)...]))
    let bytes = source.bytes
    guard !bytes.isEmpty else { return 0 }
    var edits: [TextEdit] = []
    for index in 0..<count {
        let field = input[(1 + 4 * index)...]
        let start = (Int(field[field.startIndex]) << 8 | Int(field[field.startIndex + 1])) % bytes.count
        let length = min(Int(field[field.startIndex + 2]) % 16, bytes.count - start)
        let mask = field[field.startIndex + 3]
        // Flip the 0x20 bit (ASCII case) where the mask says, or write the mask itself: both kinds
        // of edits, the allowed and the forbidden, reach the checks.
        let replacement = bytes[start..<(start + length)].enumerated().map { offset, byte in
            mask & 0x80 != 0 ? mask : (mask >> (offset % 7)) & 1 == 1 ? byte ^ 0x20 : byte
        }
        edits.append(TextEdit(range: start..<(start + length), replacement: replacement))
    }
    let finding = Finding(path: source.path, start: SourceLocation(line: 1, column: 1),
                          end: SourceLocation(line: 1, column: 1), ruleID: "title-case", severity: .warning,
                          message: "fuzz", fix: edits)
    let plan = FixApplier().plan(for: source, findings: [finding])
    FuzzCheck.require(plan.bytes.count == bytes.count, "a fix changed the file's length")
    guard plan.changesFile else {
        FuzzCheck.require(plan.bytes == bytes, "an unfixed file changed")
        return 0
    }
    let lexed = Lexer.lex(source)
    for offset in bytes.indices where plan.bytes[offset] != bytes[offset] {
        FuzzCheck.require(lexed.innermostLiteral(containing: offset..<(offset + 1)) != nil, "a fix changed code outside a literal")
        let (old, new) = (bytes[offset], plan.bytes[offset])
        FuzzCheck.require(old >= 0x80 && new >= 0x80 || old | 0x20 == new | 0x20 && (old | 0x20) >= 0x61 && (old | 0x20) <= 0x7A,
                          "a fix changed more than the case of a letter")
    }
    FuzzCheck.require(FixApplier.tokenDifference(lexed, Lexer.lex(SourceFile(path: source.path, bytes: plan.bytes))) == nil,
                      "a fix changed the tokens")
    return 0
}
