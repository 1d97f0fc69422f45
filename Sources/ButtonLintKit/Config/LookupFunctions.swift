/// A function of the project's own that looks a localization key up (`L("Always Allow")`,
/// `tr("settings.title")`), named in `.buttonlint.yml` under `lookup-functions`: its key argument
/// is read as a key into the module's catalogs, as `NSLocalizedString`'s is.
struct LookupFunction: Sendable, Equatable {
    /// The function's name, called without a receiver.
    var call: String
    /// The label of the key's argument; nil is the first unlabeled argument.
    var key: String?
    /// The label of the argument naming the strings table, if the function takes one.
    var table: String?
    /// The label of the argument holding the text shown when no catalog has the key.
    var value: String?

    /// How the title resolver reads a call of it: a `String` key, not a format-making one.
    var keyLookup: KeyLookup {
        KeyLookup(key: key, table: table, defaultValue: value, bundle: nil, formatsInterpolations: false)
    }
}

extension ConfigurationDecoder {
    /// The keys of one `lookup-functions` entry.
    static let lookupFunctionKeys = ["call", "key", "table", "value"]

    /// `lookup-functions:`, a list whose items are a function's name (`- L`: its key is the first
    /// unlabeled argument) or a map (`- {call: tr, key: key, table: table, value: value}`).
    func lookupFunctions(_ node: YAMLNode) throws(ConfigurationError) -> [LookupFunction] {
        let shape = "a list of functions (- L, or - call: tr with key: and optionally table:, value:)"
        guard case .list(let items) = node.value else {
            throw ConfigurationError(path: path, at: node.position, "'lookup-functions' must be \(shape), not \(node.kindDescription)")
        }
        var functions: [LookupFunction] = []
        for item in items {
            switch item.value {
            case .scalar(let name, _):
                functions.append(LookupFunction(call: try functionName(name, at: item.position)))
            case .map(let entries):
                var function = LookupFunction(call: "")
                for entry in entries {
                    switch entry.key {
                    case "call": function.call = try functionName(try text(entry.value, what: "'call' (the function's name)"),
                                                                  at: entry.value.position)
                    case "key": function.key = try label(entry.value, what: "'key'", allowsUnlabeled: true)
                    case "table": function.table = try label(entry.value, what: "'table'", allowsUnlabeled: false)
                    case "value": function.value = try label(entry.value, what: "'value'", allowsUnlabeled: false)
                    default:
                        throw ConfigurationError(path: path, at: entry.keyPosition, "unknown key '\(entry.key)' in a lookup function"
                            + NearestWord.hint(for: entry.key, among: Self.lookupFunctionKeys)
                            + " (known: \(Self.lookupFunctionKeys.joined(separator: ", ")))")
                    }
                }
                guard !function.call.isEmpty else {
                    throw ConfigurationError(path: path, at: item.position, "a lookup function needs 'call' (the function's name)")
                }
                functions.append(function)
            default:
                throw ConfigurationError(path: path, at: item.position, "expected a function's name or a map with call:, found \(item.kindDescription)")
            }
        }
        return functions
    }

    private func text(_ node: YAMLNode, what: String) throws(ConfigurationError) -> String {
        guard case .scalar(let text, _) = node.value else {
            throw ConfigurationError(path: path, at: node.position, "expected \(what), found \(node.kindDescription)")
        }
        return text
    }

    private func functionName(_ name: String, at position: YAMLPosition) throws(ConfigurationError) -> String {
        guard Self.isIdentifier(name), name != "_" else {
            throw ConfigurationError(path: path, at: position, "'\(name)' is not a function name")
        }
        return name
    }

    /// An argument label; `_` (the first unlabeled argument) where `allowsUnlabeled`.
    private func label(_ node: YAMLNode, what: String, allowsUnlabeled: Bool) throws(ConfigurationError) -> String? {
        let name = try text(node, what: "\(what) (an argument label\(allowsUnlabeled ? ", or _ for the first unlabeled argument" : ""))")
        if name == "_", allowsUnlabeled { return nil }
        guard Self.isIdentifier(name), name != "_" else {
            throw ConfigurationError(path: path, at: node.position, "\(what) must be an argument label"
                + (allowsUnlabeled ? " or _" : "") + ", not '\(name)'")
        }
        return name
    }
}

extension APICatalogue {
    /// This catalogue with the project's own lookup functions as title wrappers that look their
    /// key up.
    func adding(lookupFunctions functions: [LookupFunction]) -> APICatalogue {
        guard !functions.isEmpty else { return self }
        var catalogue = self
        var wrappers = catalogue.titleWrappers
        var lookups = catalogue.keyLookupWrappers
        for function in functions {
            wrappers[function.call] = [function.key]
            lookups[function.call] = function.keyLookup
        }
        catalogue.titleWrappers = wrappers
        catalogue.keyLookupWrappers = lookups
        return catalogue
    }
}
