/// An action sheet offers few choices: more than a handful belong in a menu or a view of their own.
struct SheetLengthRule: Rule {
    static let description = RuleDescription(
        id: "sheet-length",
        name: "Sheet Length",
        summary: "An action sheet with more than 5 actions, not counting Cancel.",
        rationale: """
        Apple's Human Interface Guidelines: avoid letting an action sheet scroll; the more choices, \
        the more effort it takes to decide. More than five actions (Cancel not counted) suggests a \
        menu or a separate view. Only actions that are certainly shown are counted.
        """,
        defaultSeverity: .warning,
        options: Options.declared,
        triggeringExamples: [
            """
            import SwiftUI
            let v = Text("").↓confirmationDialog("Speed", isPresented: $on) {
                Button("Play at 0.5×") { }
                Button("Play at 0.75×") { }
                Button("Play at 1×") { }
                Button("Play at 1.25×") { }
                Button("Play at 1.5×") { }
                Button("Play at 2×") { }
            }
            """,
            """
            import UIKit
            func showExport() {
                let sheet = ↓UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Export as PDF", style: .default))
                sheet.addAction(UIAlertAction(title: "Export as PNG", style: .default))
                sheet.addAction(UIAlertAction(title: "Export as JPEG", style: .default))
                sheet.addAction(UIAlertAction(title: "Export as HEIC", style: .default))
                sheet.addAction(UIAlertAction(title: "Export as TIFF", style: .default))
                sheet.addAction(UIAlertAction(title: "Export as GIF", style: .default))
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            let v = Text("").confirmationDialog("Speed", isPresented: $on) {
                Button("Play at 0.5×") { }
                Button("Play at 1×") { }
                Button("Play at 1.5×") { }
                Button("Play at 2×") { }
                Button("Play at 3×") { }
                Button("Cancel", role: .cancel) { }
            }
            """,
            // Options added in a loop are not counted.
            """
            import UIKit
            func pick(_ names: [String]) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                for name in names { sheet.addAction(UIAlertAction(title: name, style: .default)) }
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """,
        ]
    )

    private let maxActions: Int
    private let language: RuleLanguage

    init(configuration: Configuration) {
        self.init(configuration: configuration, language: RuleLanguage(configuration: configuration))
    }

    init(configuration: Configuration, language: RuleLanguage) {
        maxActions = Options(configuration: configuration).maxActions
        self.language = language
    }

    func violations(in file: AnalyzedFile) -> [Violation] {
        file.sheets.compactMap { sheet in
            guard sheet.kind == .actionSheet else { return nil }
            // Only actions shown on every path; a Cancel by role or by title is not counted.
            var counted = 0
            for action in sheet.actions where !action.isConditional && !action.isCancel(language, in: file) { counted += 1 }
            guard counted > maxActions else { return nil }
            var violation = Violation(range: sheet.anchor,
                                      message: "Action sheet has \(counted) actions besides Cancel; keep it to \(maxActions) "
                                          + "or move the choices into a menu or a separate view")
            violation.related = sheet.relatedActions()
            return violation
        }
    }
}

extension SheetLengthRule {
    /// What `rules: {sheet-length: {…}}` sets.
    struct Options: Sendable, Equatable {
        static let defaultMaxActions = 5

        /// The most actions an action sheet may have, not counting Cancel.
        var maxActions: Int

        static let declared = [
            RuleOption(name: "max-actions", kind: .integer(1...100), defaultValue: .integer(defaultMaxActions),
                       summary: "The most actions an action sheet may have, not counting Cancel."),
        ]

        init(configuration: Configuration) {
            maxActions = configuration.options(for: SheetLengthRule.description).integer("max-actions")
        }
    }
}
