/// Button titles are short: a few words that fit on small screens and in other languages.
struct TitleLengthRule: Rule {
    static let description = RuleDescription(
        id: "title-length",
        name: "Title Length",
        summary: "A button title longer than 25 characters or 5 words.",
        rationale: """
        Apple's Human Interface Guidelines: keep button titles short. Long titles get truncated \
        on small screens and in other languages, and people scan a button rather than read it.
        """,
        defaultSeverity: .warning,
        options: Options.declared,
        triggeringExamples: [
            "import SwiftUI\nlet b = Button(↓\"Save All of the Changes to This Document Now\") { }",
            "import UIKit\nlet a = UIAlertAction(title: ↓\"Permanently Erase Everything\", style: .destructive)",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet b = Button(\"Save Changes\") { }",
            "import SwiftUI\nlet b = Button(\"Share \\(name)\") { }",
        ]
    )

    private let maxCharacters: Int
    private let maxWords: Int
    private let language: RuleLanguage

    init(configuration: Configuration) {
        self.init(configuration: configuration, language: RuleLanguage(configuration: configuration))
    }

    init(configuration: Configuration, language: RuleLanguage) {
        let options = Options(configuration: configuration)
        maxCharacters = options.maxCharacters
        maxWords = options.maxWords
        self.language = language
    }

    /// A loop appending each finding: most titles have none, and no optional is made for them.
    func violations(in file: AnalyzedFile) -> [Violation] {
        var violations: [Violation] = []
        // Menu items, links, options, state labels and composed labels are not held to a
        // button's length (`TitleControl`).
        for checkable in file.checkableTitles where checkable.control.asksForLength {
            let facts = language.facts(of: checkable)
            let title = checkable.title
            let characters = TitleMetrics.characterCount(facts.characterCount, countInterpolations: title.countInterpolations)
            let words = facts.wordCount
            guard characters > maxCharacters || words > maxWords else { continue }
            violations.append(Violation(about: title,
                                        message: "Button title '\(title.displayText)' is \(characters) characters and \(words) "
                                            + "words long; keep it to \(maxCharacters) characters and \(maxWords) words"))
        }
        return violations
    }
}

extension TitleLengthRule {
    /// What `rules: {title-length: {…}}` sets.
    struct Options: Sendable, Equatable {
        static let defaultMaxCharacters = 25
        static let defaultMaxWords = 5

        /// The most characters a title may have; an interpolation counts as 8, a count as 1.
        var maxCharacters: Int
        var maxWords: Int

        static let declared = [
            RuleOption(name: "max-characters", kind: .integer(1...1_000), defaultValue: .integer(defaultMaxCharacters),
                       summary: "The most characters a title may have (an interpolation counts as 8, a count as 1)."),
            RuleOption(name: "max-words", kind: .integer(1...100), defaultValue: .integer(defaultMaxWords),
                       summary: "The most words a title may have."),
        ]

        init(configuration: Configuration) {
            let options = configuration.options(for: TitleLengthRule.description)
            maxCharacters = options.integer("max-characters")
            maxWords = options.integer("max-words")
        }
    }
}
