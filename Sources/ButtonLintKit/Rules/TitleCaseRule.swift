/// Button titles use title-style capitalization; the fix changes only the case of the title's letters.
struct TitleCaseRule: Rule {
    static let description = RuleDescription(
        id: "title-case",
        name: "Title Case",
        summary: "A button title not in title case.",
        rationale: """
        Apple's Human Interface Guidelines: "Use title-style capitalization" for button titles. \
        Capitalize every word except articles, coordinating conjunctions and short prepositions; \
        always capitalize the first and last word and the particle of a phrasal verb ("Sign In"). \
        Consistent capitalization makes controls read as one family across the app.
        """,
        defaultSeverity: .warning,
        isFixable: true,
        options: Options.declared,
        triggeringExamples: [
            "import SwiftUI\nlet save = Button(↓\"Save draft\") { }",
            "import UIKit\nlet action = UIAlertAction(title: ↓\"Move To Trash\", style: .destructive)",
            "import SwiftUI\nlet b = Button(↓\"sign in\") { }",
            "import AppKit\nfunc f(alert: NSAlert) { alert.addButton(withTitle: ↓\"Log out\") }",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet save = Button(\"Save Draft\") { }",
            "import UIKit\nlet action = UIAlertAction(title: \"Move to Trash\", style: .destructive)",
            "import SwiftUI\nlet b = Button(\"Sign In\") { }",
            "import SwiftUI\nlet b = Button(\"Open in Safari\") { }",
            "import SwiftUI\nlet b = Button(\"Share on iCloud\") { }",
            "import SwiftUI\nlet b = Button(\"settings.delete.title\") { }",
            "import SwiftUI\nlet b = Button(\"Sign in with Apple\") { }",
            "import Foundation\nlet b = Button(\"save draft\") { }",
            "import SwiftUI\nlet b = Button { } label: { Text(\"Show more replies\").font(.caption) }.buttonStyle(.plain)",
        ]
    )

    private let language: RuleLanguage

    init(configuration: Configuration) {
        self.init(configuration: configuration, language: RuleLanguage(configuration: configuration))
    }

    init(configuration: Configuration, language: RuleLanguage) {
        self.language = language
    }

    func violations(in file: AnalyzedFile) -> [Violation] {
        // The configured style, else the one the file's frameworks prescribe.
        let profile = language.profile(for: file.frameworks)
        // The titles the run's casing tally counts (`CasingTally(of:)`) are the ones a
        // sentence-case project's note can stand for.
        let tallied = profile != .sentence && language.prescribedCasing(of: file.frameworks) == nil
        return file.checkableTitles.compactMap { checkable -> Violation? in
            // Inline text and checkbox labels take the casing of the text around them (`TitleControl`).
            guard checkable.control.asksForCase else { return nil }
            let facts = language.facts(of: checkable)
            guard let corrected = facts.correction(for: profile) else { return nil }
            // A label that other views continue: its text's last word is not the label's.
            if !checkable.control.endsItsLabel,
               FragmentCasing.onlyCapitalizesFinalMinorWord(checkable.title.text.text, corrected) { return nil }
            let title = checkable.title
            let shown = LiteralText.display(corrected)
            let displayText = title.displayText
            var violation = Violation(about: title, shownAs: displayText,
                                      message: JoinedText.joined("Button title '", displayText, "' is not in ",
                                                                 profile == .sentence ? "sentence" : "title",
                                                                 " case; write '", shown, "'"),
                                      fix: title.text.caseEdits(to: corrected) ?? [],
                                      suggestion: shown,
                                      catalogFix: catalogFix(for: title, profile: profile))
            violation.followsSentenceCase = tallied && facts.wordCount >= 2 && facts.correction(for: .sentence) == nil
            return violation
        }
    }

    /// A catalog title's fix: each development-language text of its entry (variations too) the
    /// profile corrects, in the catalog. Nil when the text is the key itself (no value to rewrite).
    private func catalogFix(for title: ResolvedTitle, profile: CasingProfile) -> CatalogFix? {
        guard let catalog = title.catalogKey?.catalogPath, !title.catalogTexts.isEmpty else { return nil }
        var values: [CatalogValueEdit] = []
        for text in title.catalogTexts {
            guard let range = text.range else { return nil }
            if let corrected = language.facts(for: text.text).correction(for: profile) {
                values.append(CatalogValueEdit(range: range, expected: text.text, replacement: corrected))
            }
        }
        return values.isEmpty ? nil : CatalogFix(catalogPath: catalog, values: values)
    }
}

extension TitleCaseRule {
    /// What `rules: {title-case: {…}}` sets.
    struct Options: Sendable, Equatable {
        /// The configured casing profile; nil leaves it to each file's frameworks (Apple's title
        /// case unless a framework's entry prescribes another).
        var style: CasingProfile?
        /// Phrases whose spelling is left as written: `words: keep`, then the option's.
        var keepPhrases: [String]

        /// The frameworks whose entries prescribe GNOME's casing, for the option's summary.
        private static let gnomeFrameworks = FrameworkEntry.standard.filter { $0.casingProfile == .gnome }
            .map(\.name).joined(separator: " or ")

        static let declared = [
            RuleOption(name: "style", kind: .choice(CasingProfile.allCases.map(\.rawValue)), defaultValue: .choice("apple"),
                       summary: "The casing profile: apple (Apple's title case), gnome (GNOME header capitalization, "
                           + "also chosen for files importing \(gnomeFrameworks) when no style is set) or sentence (sentence case)."),
            RuleOption(name: "keep", kind: .words, defaultValue: .words([]),
                       summary: "Phrases whose spelling is left as written (added to words: keep)."),
        ]

        init(configuration: Configuration) {
            let options = configuration.options(for: TitleCaseRule.description)
            style = options.values["style"] == nil ? nil : CasingProfile(rawValue: options.choice("style"))
            keepPhrases = configuration.words.keep + options.words("keep")
        }
    }
}
