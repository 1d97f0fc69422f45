/// One `// buttonlint:…` comment, read from the lexer's comments (so text in a string literal
/// that only looks like one is not one):
/// `disable RULE…`, `enable RULE…`, `disable:next RULE…`, `disable:this RULE…`, where RULE may
/// be `all`, rules are separated by spaces or commas, and a reason may follow ` - `.
struct SuppressionDirective: Sendable, Equatable {
    enum Action: String, Sendable, CaseIterable {
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    /// Nil when the word after `buttonlint:` is not an action (reported as a mistake).
    var action: Action?
    var actionText: String
    /// Rule ids as written (`all` included).
    var rules: [String]
    var reason: String?
    /// The comment's bytes.
    var range: Range<Int>

    static let prefix = "buttonlint:"

    /// Reads a line comment's text (`//` included); nil when it is not a directive.
    static func parse(_ comment: Substring, range: Range<Int>) -> SuppressionDirective? {
        var text = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(prefix) else { return nil }
        text = text.dropFirst(prefix.count)
        var reason: String?
        if let dash = text.range(of: " - ") {
            reason = String(text[dash.upperBound...]).trimmingSpaces()
            text = text[..<dash.lowerBound]
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        let actionText = words.first ?? ""
        return SuppressionDirective(action: Action(rawValue: actionText), actionText: actionText,
                                    rules: Array(words.dropFirst()), reason: reason, range: range)
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}

/// `unused-suppression`: a suppression that silenced nothing, or that names no known rule. The
/// linter reports it itself after the other rules ran.
enum UnusedSuppression {
    static let ruleID = "unused-suppression"

    static let description = RuleDescription(
        id: ruleID,
        name: "Unused suppression",
        summary: "A buttonlint:disable comment that silenced nothing or names an unknown rule.",
        rationale: """
            A suppression that silences nothing hides nothing today but will hide a real finding \
            tomorrow, when code moves under it. Remove it, or correct the rule id it names. A \
            suppression naming an unknown rule is reported as a warning; one that silenced nothing \
            as a note.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            "import SwiftUI\n↓// buttonlint:disable:next title-case\nlet b = Button(\"Save Draft\") { }",
            "import SwiftUI\nlet b = Button(\"Save\") { } ↓// buttonlint:disable:this title-verb - reviewed",
            "import SwiftUI\n↓// buttonlint:disable:next title-cases\nlet b = Button(\"save draft\") { }",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\n// buttonlint:disable:next title-case - the product's name\nlet b = Button(\"save draft\") { }",
            "import SwiftUI\n// buttonlint:disable all\nlet b = Button(\"Photos\") { }\n// buttonlint:enable all",
            "import SwiftUI\nlet text = \"// buttonlint:disable:next title-case\"\nlet b = Button(\"Save\") { }",
        ]
    )
}
