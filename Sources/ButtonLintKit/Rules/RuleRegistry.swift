/// Every rule ButtonLint knows, in the order `buttonlint rules` lists them.
public enum RuleRegistry {
    static let rules: [any Rule.Type] = [
        TitleCaseRule.self,
        TitleVerbRule.self,
        TitleLengthRule.self,
        SheetCancelRule.self,
        CancelRoleRule.self,
        CancelSingleRule.self,
        DestructiveRoleRule.self,
        DestructiveFirstRule.self,
        SheetLengthRule.self,
        SheetAnchorRule.self,
        ButtonBorderRule.self,
        DetailDisclosureRule.self,
        ContactAddKeyboardRule.self,
    ]

    /// Findings about the run itself rather than a guideline: unreadable files.
    public static let ioRuleID = "io"

    /// What rule `io` is, for formats that describe every rule they report (SARIF, SonarQube).
    static let ioDescription = RuleDescription(
        id: ioRuleID, name: "Unreadable File",
        summary: "A file or folder that could not be read, or a file that is not valid UTF-8.",
        rationale: "ButtonLint cannot check what it cannot read; the rest of the run goes on.",
        defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    /// Every rule a configuration, a suppression or `buttonlint rules` can name: the guideline
    /// rules and `unused-suppression`, which the linter itself reports.
    public static let descriptions: [RuleDescription] = rules.map { $0.description } + [UnusedSuppression.description]

    /// The rules `.buttonlint.yml` may name.
    static var configurableDescriptions: [RuleDescription] { descriptions }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
