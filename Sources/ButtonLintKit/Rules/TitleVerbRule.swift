/// A button title starts with a verb that names the action.
struct TitleVerbRule: Rule {
    static let description = RuleDescription(
        id: "title-verb",
        name: "Title Verb",
        summary: "A button title that does not start with a verb.",
        rationale: """
        Apple's Human Interface Guidelines: "Start the title with a verb" so people know what \
        the button does. A noun ("Photos") or an answer ("Yes") makes people read the context \
        first; a verb ("View Photos", "Delete") says what will happen.
        """,
        defaultSeverity: .warning,
        options: Options.declared,
        triggeringExamples: [
            "import SwiftUI\nlet b = Button(↓\"Photos\") { }",
            "import UIKit\nlet yes = UIAlertAction(title: ↓\"Yes\", style: .default)",
            "import SwiftUI\nlet b = Button(↓\"Login\") { }",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet b = Button(\"View Photos\") { }",
            "import UIKit\nlet ok = UIAlertAction(title: \"OK\", style: .default)",
            "import SwiftUI\nlet b = Button(\"Don't Allow\") { }",
            "import SwiftUI\nlet b = Button(\"New Window\") { }",
            "import SwiftUI\nlet m = Menu(\"Options\") { }",
        ]
    )

    private let language: RuleLanguage

    init(configuration: Configuration) {
        self.init(configuration: configuration, language: RuleLanguage(configuration: configuration))
    }

    init(configuration: Configuration, language: RuleLanguage) {
        self.language = language
    }

    /// A loop appending each finding: most titles have none, and no optional is made for them.
    func violations(in file: AnalyzedFile) -> [Violation] {
        var violations: [Violation] = []
        // A menu's title names a group of commands, not an action.
        for checkable in file.checkableTitles where checkable.kind != .menu {
            let message: String, displayText: String
            switch language.facts(of: checkable).verbVerdict {
            case .startsWithVerb, .allowed, .skipped:
                continue
            case .notAVerb(let word):
                displayText = checkable.title.displayText
                message = JoinedText.joined("Button title '", displayText, "' does not start with a verb ('", word,
                                            "'); start with the action it performs")
            case .compoundNoun(let word, let verbPhrase):
                displayText = checkable.title.displayText
                message = JoinedText.joined("Button title '", displayText, "' starts with the noun '", word,
                                            "'; use the verb '", verbPhrase, "'")
            }
            violations.append(Violation(about: checkable.title, shownAs: displayText, message: message))
        }
        return violations
    }
}

extension TitleVerbRule {
    /// What `rules: {title-verb: {…}}` sets, with the verbs `words: verbs` adds.
    struct Options: Sendable, Equatable {
        /// Whole titles that pass without a verb.
        var allow: [String]
        /// First words that let any title pass.
        var allowedFirstWords: [String]
        /// Words accepted as verbs besides the lexicon's (`words: verbs`).
        var extraVerbs: [String]

        static let declared = [
            RuleOption(name: "allow", kind: .words, defaultValue: .words(VerbChecker.defaultAllowList),
                       summary: "Whole titles that pass without a verb (the system's own OK, Done…)."),
            RuleOption(name: "allowed-first-words", kind: .words, defaultValue: .words(VerbChecker.defaultAllowedFirstWords),
                       summary: "First words that let any title pass (Apple's New Window, About App)."),
        ]

        init(configuration: Configuration) {
            let options = configuration.options(for: TitleVerbRule.description)
            allow = options.words("allow")
            allowedFirstWords = options.words("allowed-first-words")
            extraVerbs = configuration.words.verbs
        }
    }
}
