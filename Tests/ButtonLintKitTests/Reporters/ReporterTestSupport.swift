@testable import ButtonLintKit

/// Findings that exercise what formats must escape.
let sampleFindings: [Finding] = [
    Finding(path: "Sources/App/Settings View.swift", start: SourceLocation(line: 3, column: 12),
            end: SourceLocation(line: 3, column: 20), ruleID: "title-case", severity: .warning,
            message: "Write the title in title case: \"Sign In\".", title: "sign in",
            fix: [TextEdit(range: 1..<2, replacement: [65])]),
    Finding(path: "Sources/App/Sheet.swift", start: SourceLocation(line: 10, column: 5),
            end: SourceLocation(line: 12, column: 6), ruleID: "cancel-single", severity: .error,
            message: "Second cancel action: 50% of\nsheets, a, b: c\t\u{1}\u{2028} 🙂"),
    Finding(path: "Sources/App/Sheet.swift", start: SourceLocation(line: 11, column: 1),
            end: SourceLocation(line: 11, column: 1), ruleID: "button-border", severity: .note,
            message: "Check that the border is needed."),
]
