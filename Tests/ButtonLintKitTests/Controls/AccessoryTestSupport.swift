import Testing
@testable import ButtonLintKit

/// Where `rule` reports in `example` (every rule on, opt-in rules included) and where the
/// example's `↓` markers say it must: the two lists must be equal, so a test states both what
/// is found and that nothing else is.
func accessoryFindings(_ rule: String, in example: String) -> (actual: [ButtonLintKit.SourceLocation], expected: [ButtonLintKit.SourceLocation]) {
    let marked = MarkedExample(example)
    let actual = lintAllRules(marked.code).filter { $0.ruleID == rule }.map(\.start)
    return (actual, marked.markers.map { marked.location(of: $0) })
}

/// Checks that `rule` reports exactly at the `↓` markers of `example` (nowhere, without markers).
func expectFindings(_ rule: String, in example: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (actual, expected) = accessoryFindings(rule, in: example)
    #expect(actual == expected, "\(rule) reported at \(actual), expected \(expected)", sourceLocation: sourceLocation)
}
