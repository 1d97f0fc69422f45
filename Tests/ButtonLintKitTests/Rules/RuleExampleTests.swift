import Testing
@testable import ButtonLintKit

/// Every rule's documented examples run as tests, with SwiftLint-style variants: the same code
/// in a comment or a string must not trigger, and text inserted before a finding moves its
/// column by exactly the inserted bytes.
@Suite struct RuleExampleTests {
    static let triggering: [(String, String)] = RuleRegistry.descriptions.flatMap { rule in
        rule.triggeringExamples.map { (rule.id, $0) }
    }
    static let nonTriggering: [(String, String)] = RuleRegistry.descriptions.flatMap { rule in
        rule.nonTriggeringExamples.map { (rule.id, $0) }
    }

    @Test(arguments: triggering)
    func triggeringExampleTriggersAtItsMarkers(rule: String, example: String) {
        let marked = MarkedExample(example)
        // Each marker is exactly one finding, and no finding lacks a marker.
        let found = lintAllRules(marked.code).filter { $0.ruleID == rule }.map(\.start)
        let expected = marked.markers.map { marked.location(of: $0) }
        #expect(!found.isEmpty, "\(rule) should trigger on:\n\(marked.code)")
        #expect(found == expected, "\(rule) found at \(found), marked at \(expected), in:\n\(marked.code)")
    }

    @Test(arguments: nonTriggering)
    func nonTriggeringExampleIsSilent(rule: String, example: String) {
        let findings = lintAllRules(example).filter { $0.ruleID == rule }
        #expect(findings.isEmpty, "\(rule) should not trigger on:\n\(example)\nbut reported \(findings.map(\.message))")
    }

    @Test(arguments: triggering)
    func triggeringExampleInACommentIsSilent(rule: String, example: String) {
        let code = MarkedExample(example).code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix("import ") ? String(line) : "// " + line }
            .joined(separator: "\n")
        #expect(lintAllRules(code).filter { $0.ruleID == rule }.isEmpty, "commented out:\n\(code)")
    }

    @Test(arguments: triggering)
    func triggeringExampleInAStringIsSilent(rule: String, example: String) {
        let lines = MarkedExample(example).code.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.filter { $0.hasPrefix("import ") }.joined(separator: "\n")
        let body = lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let code = imports + "\nlet quoted = #\"\"\"\n" + body + "\n\"\"\"#\n"
        #expect(lintAllRules(code).filter { $0.ruleID == rule }.isEmpty, "inside a string:\n\(code)")
    }

    @Test(arguments: triggering)
    func aDisableCommentInFrontSilencesIt(rule: String, example: String) {
        guard rule != UnusedSuppression.ruleID else { return }
        let marked = MarkedExample(example)
        let code = "// buttonlint:disable \(rule) - an example\n" + marked.code
        let findings = lintAllRules(code).filter { $0.ruleID == rule || $0.ruleID == UnusedSuppression.ruleID }
        #expect(findings.isEmpty, "with a disable comment in front:\n\(code)\nreported \(findings.map(\.message))")
        // `disable:next` on the line before the finding's statement silences it too.
        let lines = marked.code.split(separator: "\n", omittingEmptySubsequences: false)
        for marker in marked.markers {
            let line = marked.location(of: marker).line
            var shifted = lines
            let indent = shifted[line - 1].prefix { $0 == " " }
            shifted.insert("\(indent)// buttonlint:disable:next \(rule)", at: line - 1)
            let next = lintAllRules(shifted.joined(separator: "\n")).filter { $0.ruleID == rule }
            #expect(!next.contains { $0.start.line == line + 1 }, "disable:next above line \(line):\n\(shifted.joined(separator: "\n"))")
        }
    }

    @Test(arguments: triggering)
    func insertedTextMovesColumnsByItsBytes(rule: String, example: String) throws {
        let marked = MarkedExample(example)
        let marker = try #require(marked.markers.first)
        let prefix = "/* 🗑️ é */ "
        var bytes = Array(marked.code.utf8)
        let lineStart = bytes[..<marker].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        bytes.insert(contentsOf: Array(prefix.utf8), at: lineStart)
        let shifted = lintAllRules(String(decoding: bytes, as: UTF8.self)).filter { $0.ruleID == rule }
        var expected = marked.location(of: marker)
        expected.column += prefix.utf8.count
        #expect(shifted.contains { $0.start == expected }, "expected \(rule) at \(expected)")
    }
}

@Suite struct RuleDescriptionTests {
    /// A marker pins where a finding points, which the column test relies on.
    @Test func everyTriggeringExampleMarksItsFinding() {
        for rule in RuleRegistry.descriptions {
            for example in rule.triggeringExamples {
                #expect(!MarkedExample(example).markers.isEmpty, "\(rule.id) example has no ↓:\n\(example)")
            }
        }
    }

    @Test func everyRuleDocumentsItself() {
        for rule in RuleRegistry.descriptions {
            #expect(!rule.rationale.isEmpty, "\(rule.id)")
            #expect(rule.triggeringExamples.count >= 2, "\(rule.id)")
            #expect(rule.nonTriggeringExamples.count >= 2, "\(rule.id)")
        }
    }
}
