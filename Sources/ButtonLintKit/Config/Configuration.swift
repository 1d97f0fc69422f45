/// Everything a `.buttonlint.yml` (and the command line's `--enable` / `--disable`) decides:
/// which rules run, how strictly, with which options and words, which extra builders make
/// titles, and which files are linted. A plain value, decoded in one place
/// (`ConfigurationDecoder`); a nested file refines its parent's value.
public struct Configuration: Sendable {
    /// Rules switched off although on by default.
    var disabledRules: Set<String> = []
    /// Opt-in rules switched on.
    var enabledOptInRules: Set<String> = []
    /// When set (`only-rules`), exactly these rules run.
    var onlyRules: Set<String>?
    var severityOverrides: [String: Severity] = [:]
    /// Configured option values by rule id; options not here keep their declared default.
    var ruleOptionValues: [String: [String: RuleOptionValue]] = [:]
    /// Words added to the built-in lists (`words:`).
    var words = ConfiguredWords()
    /// Title builders of the project's own (`builders:`), read besides the standard catalogue.
    var builders: [BuilderEntry] = []
    /// Titles inside `#Preview` bodies and `PreviewProvider.previews` are checked (`previews: check`,
    /// the same as naming `previews` in `contexts:`).
    var checksPreviews: Bool {
        get { checkedContexts.contains(.previews) }
        set { if newValue { checkedContexts.insert(.previews) } else { checkedContexts.remove(.previews) } }
    }
    /// The contexts whose sites and sheets are reported (`contexts:`); shipping UI alone by default.
    var checkedContexts: Set<SiteContext> = [.app]
    /// Modules that stand for a UI framework (`frameworks: {DesignKit: SwiftUI}`).
    var frameworkAliases: [String: Framework] = [:]
    /// `included` / `excluded` of every configuration file that applies, outermost first.
    var fileScopes: [FileScope] = []
    /// The configuration files this value was read from, outermost first.
    var sources: [String] = []
    /// The language of the catalogs' `.lproj` folders that hold the texts people see
    /// (`development-language`; `en` when unset). Read from the run's root configuration.
    var developmentLanguage: String?
    /// The project's own localization lookup functions (`lookup-functions`), read like
    /// `NSLocalizedString`.
    var lookupFunctions: [LookupFunction] = []

    public init() {}

    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(rule.id) }
        if disabledRules.contains(rule.id) { return false }
        return !rule.isOptIn || enabledOptInRules.contains(rule.id)
    }

    public func severity(of rule: RuleDescription) -> Severity {
        severityOverrides[rule.id] ?? rule.defaultSeverity
    }

    /// The rule's options: configured values over its declared defaults.
    public func options(for rule: RuleDescription) -> RuleOptions {
        RuleOptions(values: ruleOptionValues[rule.id] ?? [:], declared: rule.options)
    }

    /// Whether the file at this absolute, normalized path is linted: every applicable
    /// configuration's `included` (when given) admits it and none of their `excluded` does.
    func admits(path: String) -> Bool {
        fileScopes.allSatisfy { $0.admits(path: path) }
    }

    /// Switches rules on or off as `--enable` / `--disable` do (a later toggle wins).
    mutating func toggle(_ rule: RuleDescription, isEnabled: Bool) {
        if isEnabled {
            disabledRules.remove(rule.id)
            if rule.isOptIn { enabledOptInRules.insert(rule.id) }
            onlyRules?.insert(rule.id)
        } else {
            disabledRules.insert(rule.id)
            enabledOptInRules.remove(rule.id)
            onlyRules?.remove(rule.id)
        }
    }
}

/// Words and phrases added to the built-in lists (`words:`), shared by every rule.
struct ConfiguredWords: Sendable, Equatable {
    /// Accepted as verbs by `title-verb`.
    var verbs: [String] = []
    /// Phrases whose spelling `title-case` leaves as written (brands, product names).
    var keep: [String] = []
    /// Verbs that make a title destructive (`destructive-role` and the sheet rules).
    var destructive: [String] = []
    /// Titles that mean Cancel (`cancel-role` and the sheet rules).
    var cancel: [String] = []

    init() {}
}

/// One configuration file's `included` and `excluded`, relative to its folder.
struct FileScope: Sendable {
    /// Absolute, normalized, without a trailing `/`.
    var folder: String
    var included: [Glob]
    var excluded: [Glob]

    init(folder: String, included: [Glob], excluded: [Glob]) {
        self.folder = folder
        self.included = included
        self.excluded = excluded
    }

    /// Files outside the folder are not this scope's business.
    func admits(path: String) -> Bool {
        guard let relative = Glob.relativePath(path, inFolder: folder) else { return true }
        if !included.isEmpty && !included.contains(where: { $0.matchesPathOrParent(relative) }) { return false }
        return !excluded.contains { $0.matchesPathOrParent(relative) }
    }
}
