/// Which rules run and how strictly. The YAML reader (a later stage) fills this value; the
/// command line's `--enable` / `--disable` adjust it.
public struct Configuration: Sendable {
    /// Rules switched off although on by default.
    public var disabledRules: Set<String> = []
    /// Opt-in rules switched on.
    public var enabledOptInRules: Set<String> = []
    public var severityOverrides: [String: Severity] = [:]
    /// Title builders of the project's own (`builders:`), read besides the standard catalogue.
    public var builders: [BuilderEntry] = []

    public init() {}

    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if disabledRules.contains(rule.id) { return false }
        return !rule.isOptIn || enabledOptInRules.contains(rule.id)
    }

    public func severity(of rule: RuleDescription) -> Severity {
        severityOverrides[rule.id] ?? rule.defaultSeverity
    }
}
