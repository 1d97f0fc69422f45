/// Turns a `.buttonlint.yml` into a `Configuration`, refining the configuration of the folders
/// above it. The one place configuration values are checked: every mistake is an error with the
/// file, line and column of the value at fault and what was expected.
struct ConfigurationDecoder {
    /// Every top-level key, in the order the README documents them, spelled the preferred way
    /// (`KeySpelling`: the snake spelling is read too).
    static let keys = ["included", "excluded", "disabled-rules", "opt-in-rules", "only-rules", "rules",
                              "words", "builders", "contexts", "previews", "frameworks", "development-language",
                              "lookup-functions"]
    static let wordKeys = ["verbs", "keep", "destructive", "cancel"]
    static let builderKeys = ["call", "receiver", "title", "role", "kind"]
    /// `kind:` of a custom builder.
    static let builderKinds: [String: ControlKind] = [
        "button": .button, "menu": .menu, "alert-action": .alertAction, "menu-action": .menuAction,
        "swipe-action": .swipeAction, "bar-button": .barButton,
    ]
    static let previewModes = ["skip", "check"]
    /// The language names old Xcode projects used as `.lproj` folder names, with their tags.
    static let legacyLanguageNames = ["English": "en", "German": "de", "French": "fr", "Spanish": "es",
                                      "Italian": "it", "Japanese": "ja", "Dutch": "nl"]

    /// The file's path as messages show it.
    let path: String
    /// The absolute folder its globs are relative to.
    let folder: String
    /// The rules a configuration may name.
    let rules: [RuleDescription]

    init(path: String, folder: String, rules: [RuleDescription] = RuleRegistry.configurableDescriptions) {
        self.path = path
        self.folder = folder
        self.rules = rules
    }

    /// Reads the bytes of a configuration file over `base` (its parent folder's configuration).
    func decode(_ bytes: [UInt8], over base: Configuration = Configuration()) throws(ConfigurationError) -> Configuration {
        try decodeNoting(bytes, over: base).configuration
    }

    /// `decode(_:over:)`, with the note the file earns when it spells keys the other way.
    func decodeNoting(_ bytes: [UInt8], over base: Configuration = Configuration())
        throws(ConfigurationError) -> (configuration: Configuration, note: ConfigurationNote?) {
        let root: YAMLNode
        do {
            root = try YAMLReader.parse(bytes)
        } catch {
            throw ConfigurationError(path: path, at: error.position, error.message)
        }
        var spelling = KeySpelling()
        let configuration = try decode(root, over: base, spelling: &spelling)
        return (configuration, spelling.note(path: path))
    }

    func decode(_ root: YAMLNode, over base: Configuration = Configuration()) throws(ConfigurationError) -> Configuration {
        var spelling = KeySpelling()
        return try decode(root, over: base, spelling: &spelling)
    }

    private func decode(_ root: YAMLNode, over base: Configuration,
                        spelling: inout KeySpelling) throws(ConfigurationError) -> Configuration {
        var configuration = base
        configuration.sources.append(path)
        guard case .map(let written) = root.value else {
            throw failure(at: root.position, "expected a map of settings (key: value) at the top, found \(root.kindDescription)")
        }
        let entries = try spelling.normalize(written, known: Self.keys, path: path)
        var included: [Glob] = []
        var excluded: [Glob] = []
        for entry in entries {
            switch entry.key {
            case "included": included = try strings(entry.value, what: "a list of paths").map(Glob.init)
            case "excluded": excluded = try strings(entry.value, what: "a list of paths").map(Glob.init)
            case "disabled-rules":
                for id in try ruleIDs(entry.value) {
                    configuration.disabledRules.insert(id)
                    configuration.enabledOptInRules.remove(id)
                }
            case "opt-in-rules":
                for id in try ruleIDs(entry.value) {
                    configuration.enabledOptInRules.insert(id)
                    configuration.disabledRules.remove(id)
                }
            case "only-rules": configuration.onlyRules = Set(try ruleIDs(entry.value))
            case "rules": try decodeRules(entry.value, into: &configuration, spelling: &spelling)
            case "words": try decodeWords(entry.value, into: &configuration.words)
            case "builders": configuration.builders += try builders(entry.value)
            case "contexts": configuration.checkedContexts = try contexts(entry.value)
            case "previews":
                configuration.checksPreviews = try choice(entry.value, among: Self.previewModes, what: "previews") == "check"
            case "frameworks": try decodeFrameworks(entry.value, into: &configuration.frameworkAliases)
            case "development-language": configuration.developmentLanguage = try languageCode(entry.value)
            case "lookup-functions": configuration.lookupFunctions += try lookupFunctions(entry.value)
            default:
                throw failure(at: entry.keyPosition, "unknown key '\(entry.key)'"
                    + NearestWord.hint(for: entry.key, among: Self.keys)
                    + " (known keys: \(Self.keys.joined(separator: ", ")))")
            }
        }
        if !included.isEmpty || !excluded.isEmpty {
            configuration.fileScopes.append(FileScope(folder: folder, included: included, excluded: excluded))
        }
        return configuration
    }

    // MARK: - Sections

    private func decodeRules(_ node: YAMLNode, into configuration: inout Configuration,
                             spelling: inout KeySpelling) throws(ConfigurationError) {
        for entry in try map(node, what: "a map of rule ids to their settings") {
            let rule = try rule(named: entry.key, at: entry.keyPosition)
            if case .empty = entry.value.value { continue }
            let known = ["severity"] + rule.options.map(\.name)
            let settings = try spelling.normalize(
                try map(entry.value, what: "a map of '\(rule.id)' options (for example {severity: error})"),
                known: known, path: path)
            for setting in settings {
                if setting.key == "severity" {
                    let name = try choice(setting.value, among: Severity.allCases.map(\.rawValue), what: "severity")
                    configuration.severityOverrides[rule.id] = Severity(rawValue: name)
                    continue
                }
                guard let option = rule.options.first(where: { $0.name == setting.key }) else {
                    throw failure(at: setting.keyPosition, "rule '\(rule.id)' has no option '\(setting.key)'"
                        + NearestWord.hint(for: setting.key, among: known)
                        + " (its options: \(known.joined(separator: ", ")))")
                }
                configuration.ruleOptionValues[rule.id, default: [:]][option.name] = try value(setting.value, for: option, of: rule)
            }
        }
    }

    private func value(_ node: YAMLNode, for option: RuleOption, of rule: RuleDescription) throws(ConfigurationError) -> RuleOptionValue {
        let wrong = "'\(option.name)' of '\(rule.id)' must be \(option.expectation), not \(node.kindDescription)"
        switch option.kind {
        case .integer(let range):
            guard case .scalar(let text, false) = node.value, let number = Int(text) else {
                throw failure(at: node.position, wrong)
            }
            guard range.contains(number) else {
                throw failure(at: node.position, "'\(option.name)' of '\(rule.id)' is out of range: \(option.expectation), not \(number)")
            }
            return .integer(number)
        case .boolean:
            guard case .scalar(let text, false) = node.value, text == "true" || text == "false" else {
                throw failure(at: node.position, wrong)
            }
            return .boolean(text == "true")
        case .choice(let choices):
            guard case .scalar(let text, _) = node.value, choices.contains(text) else {
                if case .scalar(let text, _) = node.value {
                    throw failure(at: node.position, wrong + NearestWord.hint(for: text, among: choices))
                }
                throw failure(at: node.position, wrong)
            }
            return .choice(text)
        case .words:
            return .words(try strings(node, what: option.expectation))
        }
    }

    private func decodeWords(_ node: YAMLNode, into words: inout ConfiguredWords) throws(ConfigurationError) {
        for entry in try map(node, what: "a map with \(Self.wordKeys.joined(separator: ", "))") {
            let list = try strings(entry.value, what: "a list of words or phrases")
            switch entry.key {
            case "verbs": words.verbs += list
            case "keep": words.keep += list
            case "destructive": words.destructive += list
            case "cancel": words.cancel += list
            default:
                throw failure(at: entry.keyPosition, "unknown key 'words: \(entry.key)'"
                    + NearestWord.hint(for: entry.key, among: Self.wordKeys)
                    + " (known: \(Self.wordKeys.joined(separator: ", ")))")
            }
        }
    }

    private func builders(_ node: YAMLNode) throws(ConfigurationError) -> [BuilderEntry] {
        guard case .list(let items) = node.value else {
            throw failure(at: node.position, "'builders' must be a list of builders (- call: Name), not \(node.kindDescription)")
        }
        var builders: [BuilderEntry] = []
        for item in items {
            let entries = try map(item, what: "a builder: a map with call, title and optionally receiver, role, kind")
            var call: String?
            var receiver: String?
            var title: String?
            var role: String?
            var kind = ControlKind.button
            for entry in entries {
                switch entry.key {
                case "call": call = try identifier(entry.value, what: "'call' (the callee's name)")
                case "receiver":
                    let text = try scalar(entry.value, what: "'receiver' (a type or a dotted chain such as DS.Buttons)")
                    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                    guard parts.allSatisfy(Self.isIdentifier) else {
                        throw failure(at: entry.value.position, "'receiver' must be a name or a dotted chain of names, not '\(text)'")
                    }
                    receiver = text
                case "title":
                    let label = try identifier(entry.value, what: "'title' (an argument label, or _ for the first unlabeled argument)")
                    title = label
                case "role": role = try identifier(entry.value, what: "'role' (an argument label)")
                case "kind":
                    let name = try choice(entry.value, among: Self.builderKinds.keys.sorted(), what: "kind")
                    kind = Self.builderKinds[name]!
                default:
                    throw failure(at: entry.keyPosition, "unknown key '\(entry.key)' in a builder"
                        + NearestWord.hint(for: entry.key, among: Self.builderKeys)
                        + " (known: \(Self.builderKeys.joined(separator: ", ")))")
                }
            }
            guard let call else { throw failure(at: item.position, "a builder needs 'call' (the callee's name)") }
            guard let title else {
                throw failure(at: item.position, "builder '\(call)' needs 'title' (an argument label, or _ for the first unlabeled argument)")
            }
            builders.append(BuilderEntry(call: call, receiver: receiver, title: title, role: role, kind: kind))
        }
        return builders
    }

    private func decodeFrameworks(_ node: YAMLNode, into aliases: inout [String: Framework]) throws(ConfigurationError) {
        let names = FrameworkEntry.standard.map(\.name)
        for entry in try map(node, what: "a map of module names to the framework they re-export (DesignKit: SwiftUI)") {
            guard Self.isIdentifier(entry.key) else {
                throw failure(at: entry.keyPosition, "'\(entry.key)' is not a module name")
            }
            let name = try choice(entry.value, among: names, what: "the framework of '\(entry.key)'")
            aliases[entry.key] = Framework(named: name)
        }
    }

    // MARK: - Values

    private func rule(named id: String, at position: YAMLPosition) throws(ConfigurationError) -> RuleDescription {
        guard let rule = rules.first(where: { $0.id == id }) else {
            throw failure(at: position, "unknown rule '\(id)'" + NearestWord.hint(for: id, among: rules.map(\.id))
                + " (run 'buttonlint rules' for the list)")
        }
        return rule
    }

    private func ruleIDs(_ node: YAMLNode) throws(ConfigurationError) -> [String] {
        guard case .list(let items) = node.value else {
            throw failure(at: node.position, "expected a list of rule ids, found \(node.kindDescription)")
        }
        var ids: [String] = []
        for item in items {
            ids.append(try rule(named: try scalar(item, what: "a rule id"), at: item.position).id)
        }
        return ids
    }

    private func map(_ node: YAMLNode, what: String) throws(ConfigurationError) -> [YAMLEntry] {
        guard case .map(let entries) = node.value else {
            throw failure(at: node.position, "expected \(what), found \(node.kindDescription)")
        }
        return entries
    }

    private func scalar(_ node: YAMLNode, what: String) throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node.value else {
            throw failure(at: node.position, "expected \(what), found \(node.kindDescription)")
        }
        return text
    }

    private func strings(_ node: YAMLNode, what: String) throws(ConfigurationError) -> [String] {
        guard case .list(let items) = node.value else {
            throw failure(at: node.position, "expected \(what), found \(node.kindDescription)")
        }
        var texts: [String] = []
        for item in items {
            let text = try scalar(item, what: "text in \(what)")
            guard !text.isEmpty else { throw failure(at: item.position, "expected non-empty text in \(what)") }
            texts.append(text)
        }
        return texts
    }

    /// `contexts: [app, debug]`: the contexts reported, each a known one.
    private func contexts(_ node: YAMLNode) throws(ConfigurationError) -> Set<SiteContext> {
        let names = SiteContext.allCases.map(\.rawValue)
        guard case .list(let items) = node.value else {
            throw failure(at: node.position, "expected a list of contexts (\(names.joined(separator: ", "))), "
                + "found \(node.kindDescription)")
        }
        var contexts: Set<SiteContext> = []
        for item in items {
            contexts.insert(SiteContext(rawValue: try choice(item, among: names, what: "a context"))!)
        }
        return contexts
    }

    private func choice(_ node: YAMLNode, among choices: [String], what: String) throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node.value, choices.contains(text) else {
            var hint = ""
            if case .scalar(let text, _) = node.value { hint = NearestWord.hint(for: text, among: choices) }
            throw failure(at: node.position, "\(what) must be one of \(choices.joined(separator: ", ")), "
                + "not \(node.kindDescription)" + hint)
        }
        return text
    }

    /// A language code as `.lproj` folders are named: `en`, `en-GB`, `pt_BR`, `zh-Hans`, `Base`.
    private func languageCode(_ node: YAMLNode) throws(ConfigurationError) -> String {
        let what = "a language code as .lproj folders are named (en, en-GB, zh-Hans, Base)"
        let text = try scalar(node, what: what)
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let isLetters = { (part: Substring) in part.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic } }
        if let code = Self.legacyLanguageNames[text] {
            // Old projects name their folders `English.lproj`; the key takes the tag they stand for.
            throw failure(at: node.position, "expected \(what), found '\(text)'; did you mean '\(code)'?")
        }
        guard text == "Base" || parts.first.map({ (2...3).contains($0.count) }) == true,
              let language = parts.first, isLetters(language),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count)
                  && $0.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) } })
        else {
            throw failure(at: node.position, "expected \(what), found '\(text)'")
        }
        return text
    }

    private func identifier(_ node: YAMLNode, what: String) throws(ConfigurationError) -> String {
        let text = try scalar(node, what: what)
        guard Self.isIdentifier(text) else {
            throw failure(at: node.position, "expected \(what), found '\(text)'")
        }
        return text
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    private func failure(at position: YAMLPosition, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, at: position, message)
    }
}
