/// A Cancel button in an alert or action sheet has the cancel role, so the system places it where people expect.
struct CancelRoleRule: Rule {
    static let description = RuleDescription(
        id: "cancel-role",
        name: "Cancel Role",
        summary: "A button titled Cancel (or similar) without the cancel style / role.",
        rationale: """
        Apple's Human Interface Guidelines: give the button that cancels an alert or action sheet \
        the cancel role. UIKit then places it where people expect it (at the bottom of a sheet, on \
        the leading side of an alert) and SwiftUI does not add a second Cancel button. Applies to \
        alert and action-sheet actions only: not toolbar Cancels, not `NSAlert` (which recognizes \
        Cancel by its title), not SwiftCrossUI (which has no roles).
        """,
        defaultSeverity: .warning,
        options: Options.declared,
        triggeringExamples: [
            """
            import UIKit
            func confirm() {
                let alert = UIAlertController(title: "Stop Download?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: ↓"Cancel", style: .default))
                alert.addAction(UIAlertAction(title: "Stop", style: .destructive))
            }
            """,
            """
            import SwiftUI
            let v = Text("").alert("Discard Draft?", isPresented: $on) {
                Button("Discard", role: .destructive) { }
                Button(↓"Cancel") { }
            }
            """,
            "import SwiftUI\nlet a = Alert(title: Text(\"Stop?\"), primaryButton: .destructive(Text(\"Stop\")), secondaryButton: .default(Text(↓\"Dismiss\")))",
            """
            import Adwaita
            let v = Text("").alertDialog(visible: $on, heading: "Delete Note?", body: "")
                .response("Delete", appearance: .destructive) { }
                .response(↓"Cancel") { }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            func confirm() {
                let alert = UIAlertController(title: "Stop Download?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
            "import SwiftUI\nlet v = Text(\"\").alert(\"Stop?\", isPresented: $on) { Button(\"Cancel\", role: .cancel) { } }",
            // A toolbar Cancel is not an alert action.
            "import SwiftUI\nlet v = Text(\"\").toolbar { ToolbarItem(placement: .cancellationAction) { Button(\"Cancel\") { } } }",
            // "Cancel Subscription" performs an action; it does not cancel the alert.
            "import SwiftUI\nlet v = Text(\"\").alert(\"Plan\", isPresented: $on) { Button(\"Cancel Subscription\") { } }",
            // SwiftCrossUI has no roles: every alert button dismisses.
            "import SwiftCrossUI\nlet v = Text(\"\").alert(\"Stop?\", isPresented: $on) { Button(\"Cancel\") { } }",
            "import AppKit\nfunc ask(alert: NSAlert) { alert.addButton(withTitle: \"Cancel\") }",
            """
            import Adwaita
            let v = Text("").alertDialog(visible: $on, heading: "Delete Note?", body: "")
                .response("Cancel", role: .close) { }
            """,
            // Without a `role: .close` response, Adwaita makes the first response the close one.
            """
            import Adwaita
            let v = Text("").alertDialog(visible: $on, heading: "Discard Draft?", body: "")
                .response("Cancel") { }
                .response("Discard", appearance: .destructive) { }
            """,
        ]
    )

    private let language: RuleLanguage

    init(configuration: Configuration) {
        self.init(configuration: configuration, language: RuleLanguage(configuration: configuration))
    }

    init(configuration: Configuration, language: RuleLanguage) {
        self.language = language
    }

    /// One array for the file's findings, each message made in one piece (`JoinedText`).
    func violations(in file: AnalyzedFile) -> [Violation] {
        var violations: [Violation] = []
        for sheet in file.sheets where sheet.kind == .actionSheet || sheet.kind == .alert || sheet.kind == .alertOrSheet {
            for title in sheet.actionsWithoutRole(titled: { language.facts(of: $0, in: file).isCancelTitle }) {
                let displayText = title.displayText
                var violation = Violation(
                    about: title, shownAs: displayText,
                    message: JoinedText.joined("'", displayText, "' cancels but has no cancel role; give it the cancel "
                        + "style or role (`style: .cancel`, `role: .cancel`, `.cancel(…)`, `role: .close`)"))
                violation.related = sheet.relatedActions(besides: title.anchor.lowerBound)
                violations.append(violation)
            }
        }
        return violations
    }
}

extension CancelRoleRule {
    /// What `rules: {cancel-role: {…}}` sets. Its titles are read through `RoleVocabulary`, which
    /// every rule asking what a Cancel is shares.
    struct Options: Sendable, Equatable {
        /// Titles that mean Cancel, in place of the built-in ones.
        var titles: [String]

        static let declared = [
            RuleOption(name: "titles", kind: .words, defaultValue: .words(WordLists.cancelTitles),
                       summary: "Titles that mean Cancel (words: cancel adds to them); sheet-cancel and sheet-length use them too."),
        ]

        init(configuration: Configuration) {
            titles = configuration.options(for: CancelRoleRule.description).words("titles")
        }
    }
}
