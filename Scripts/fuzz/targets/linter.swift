// fuzz-seeds: *.swift
// The whole per-file pipeline (lexer, parser, title sites, sheets, every rule, opt-in ones
// too), then the fix planner: findings lie inside the file, and fixing a file a second time
// changes nothing.
@testable import ButtonLintKit

private let linter: Linter = {
    var configuration = Configuration()
    configuration.enabledOptInRules = Set(RuleRegistry.descriptions.map(\.id))
    return Linter(configuration: configuration)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "Fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let findings = linter.lint(source)
    for finding in findings {
        for edit in finding.fix {
            FuzzCheck.require(edit.range.lowerBound >= 0 && edit.range.upperBound <= size, "fix outside the file")
        }
    }
    let plan = FixApplier().plan(for: source, findings: findings)
    guard plan.changesFile else { return 0 }
    let fixed = SourceFile(path: source.path, bytes: plan.bytes)
    let again = FixApplier().plan(for: fixed, findings: linter.lint(fixed))
    FuzzCheck.require(again.bytes == plan.bytes, "a second --fix changed the file again")
    return 0
}
