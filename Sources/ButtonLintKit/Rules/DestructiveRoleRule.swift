/// A destructive choice in an action sheet, menu or swipe action has the destructive style, so it shows in red.
struct DestructiveRoleRule: Rule {
    static let description = RuleDescription(
        id: "destructive-role",
        name: "Destructive Role",
        summary: "A destructive title (Delete, Remove, Erase…) in a sheet, menu or swipe action without the destructive style / role.",
        rationale: """
        Apple's Human Interface Guidelines: use the destructive style for an action that destroys \
        data people did not deliberately choose to destroy, so the system shows it in red. Scope: \
        action sheets, context menus, menus and swipe actions. Alerts are not checked: the \
        confirming button of an alert that follows a deliberate choice need not be red. Plain \
        buttons (toolbars, forms) have no destructive presentation to miss.
        """,
        defaultSeverity: .warning,
        options: Options.declared,
        triggeringExamples: [
            """
            import UIKit
            func manage() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: ↓"Delete Downloads", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
            "import SwiftUI\nlet v = Text(\"\").contextMenu { Button(↓\"Remove Download\") { } }",
            "import SwiftUI\nlet v = Text(\"\").swipeActions { Button(↓\"Delete\") { } }",
            "import UIKit\nlet menu = UIMenu(children: [UIAction(title: ↓\"Delete All\") { _ in }])",
            "import UIKit\nlet swipe = UIContextualAction(style: .normal, title: ↓\"Delete\") { _, _, done in done(true) }",
            "import SwiftUI\nlet sheet = ActionSheet(title: Text(\"Item\"), buttons: [.default(Text(↓\"Remove Item\")), .cancel()])",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet v = Text(\"\").contextMenu { Button(\"Delete\", role: .destructive) { } }",
            "import UIKit\nlet menu = UIMenu(children: [UIAction(title: \"Delete All\", attributes: .destructive) { _ in }])",
            // An alert confirms a deliberate choice.
            "import SwiftUI\nlet v = Text(\"\").alert(\"Empty Trash?\", isPresented: $on) { Button(\"Empty Trash\") { } }",
            // A plain button is out of scope.
            "import SwiftUI\nlet v = Form { Button(\"Clear Cache\") { } }",
            // A UIAction as a button's primary action is not a menu.
            "import UIKit\nlet b = UIButton(primaryAction: UIAction(title: \"Reset\") { _ in })",
            // A role the analysis cannot read.
            "import SwiftUI\nlet v = Text(\"\").contextMenu { Button(\"Delete\", role: role) { } }",
            // A negated verb keeps things.
            "import SwiftUI\nlet v = Text(\"\").contextMenu { Button(\"Don't Delete\") { } }",
            // SwiftCrossUI has no roles.
            "import SwiftCrossUI\nlet v = Menu(\"Edit\") { Button(\"Delete\") { } }",
            // A swipe action tinted red: the colour is the marking, whatever the action does.
            "import SwiftUI\nlet v = Text(\"\").swipeActions { Button(\"Delete\") { model.confirmDelete(item) }.tint(.red) }",
            // Taking an item out of a list deletes no data.
            "import SwiftUI\nlet v = Text(\"\").contextMenu { Button(\"Remove from Playlist\") { } }",
        ]
    )

    private let language: RuleLanguage
    /// Sheet kinds checked: alerts only with the `in-alerts` option.
    private let kinds: [SheetKind]

    init(configuration: Configuration) {
        self.init(configuration: configuration, language: RuleLanguage(configuration: configuration))
    }

    init(configuration: Configuration, language: RuleLanguage) {
        self.language = language
        kinds = [SheetKind.actionSheet, .menu, .swipeActions]
            + (Options(configuration: configuration).inAlerts ? [.alert, .alertOrSheet] : [])
    }

    /// One array for the file's findings, each message made in one piece (`JoinedText`).
    func violations(in file: AnalyzedFile) -> [Violation] {
        var violations: [Violation] = []
        for sheet in file.sheets where kinds.contains(sheet.kind) {
            for title in sheet.actionsWithoutRole(titled: { language.facts(of: $0, in: file).startsWithDestructiveVerb }) {
                let displayText = title.displayText
                var violation = Violation(
                    about: title, shownAs: displayText,
                    message: JoinedText.joined("'", displayText, "' destroys something but is not marked destructive; "
                        + "give it the destructive style or role (`style: .destructive`, `role: .destructive`, "
                        + "`attributes: .destructive`)"))
                violation.related = sheet.relatedActions(besides: title.anchor.lowerBound)
                violations.append(violation)
            }
        }
        return violations
    }
}

extension DestructiveRoleRule {
    /// What `rules: {destructive-role: {…}}` sets. Its words are read through `RoleVocabulary`,
    /// which every rule asking what destroys shares.
    struct Options: Sendable, Equatable {
        /// Verbs and verb phrases that make a title destructive, in place of the built-in ones.
        var words: [String]
        /// Whether alerts are checked too.
        var inAlerts: Bool

        static let declared = [
            RuleOption(name: "words", kind: .words, defaultValue: .words(WordLists.destructiveVerbs),
                       summary: "Verbs and verb phrases that make a title destructive (words: destructive adds to them)."),
            RuleOption(name: "in-alerts", kind: .boolean, defaultValue: .boolean(false),
                       summary: "Also check alerts, whose confirming button the HIG need not make red."),
        ]

        init(configuration: Configuration) {
            let options = configuration.options(for: DestructiveRoleRule.description)
            words = options.words("words")
            inAlerts = options.boolean("in-alerts")
        }
    }
}
