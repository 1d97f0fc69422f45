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
            "import SwiftUI\nlet b = Button(↓\"Photo Library\") { }.buttonStyle(.plain)",
            "import SwiftUI\nlet b = Button(↓\"Shutdown\") { shutdown() }",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet b = Button(\"View Photos\") { }",
            "import UIKit\nlet ok = UIAlertAction(title: \"OK\", style: .default)",
            "import SwiftUI\nlet b = Button(\"Don't Allow\") { }",
            "import SwiftUI\nlet b = Button(\"New Window\") { }",
            "import SwiftUI\nlet m = Menu(\"Share\") { Button(\"Photo Library\") { } }",
            "import SwiftUI\nlet b = Button(\"Always Allow\") { }",
            "import SwiftUI\nlet b = Button(\"Notification Settings\") { }",
            "import SwiftUI\nlet b = Button(\"Acknowledgements\") { }.buttonStyle(.link)",
            "import SwiftUI\nlet b = Button(\"Security\") { router.route(to: .security) }",
            "import SwiftUI\nlet b = Button(\"I'll Do It!\") { }",
            "import SwiftUI\nlet b = Button(\"No Thanks\", role: .cancel) { }",
            "import SwiftUI\nlet b = Button(\"+10 ms\") { delay += 10 }",
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
        // A menu's title names a group of commands, not an action; menu items, links, options,
        // destinations and state labels name places, choices and states, and a dismiss button, a
        // stepper, an icon-only label or inline text is not read as an action's name (`TitleControl`).
        for checkable in file.checkableTitles where checkable.kind != .menu && checkable.control.asksForVerb {
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
        /// Last words that let any title pass ("Notification Settings").
        var allowedLastWords: [String]
        /// Words accepted as verbs besides the lexicon's (`words: verbs`).
        var extraVerbs: [String]

        static let declared = [
            RuleOption(name: "allow", kind: .words, defaultValue: .words(VerbChecker.defaultAllowList),
                       summary: "Whole titles that pass without a verb (the system's own OK, Done…)."),
            RuleOption(name: "allowed-first-words", kind: .words, defaultValue: .words(VerbChecker.defaultAllowedFirstWords),
                       summary: "First words that let any title pass (Apple's New Window, About App)."),
            RuleOption(name: "allowed-last-words", kind: .words, defaultValue: .words(VerbChecker.defaultAllowedLastWords),
                       summary: "Last words that let any title pass (a panel named by what it sets: Notification Settings)."),
        ]

        init(configuration: Configuration) {
            let options = configuration.options(for: TitleVerbRule.description)
            allow = options.words("allow")
            allowedFirstWords = options.words("allowed-first-words")
            allowedLastWords = options.words("allowed-last-words")
            extraVerbs = configuration.words.verbs
        }
    }
}
