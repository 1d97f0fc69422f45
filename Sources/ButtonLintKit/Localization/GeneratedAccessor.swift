/// A member of a generated strings enum (SwiftGen's `L10n` and its look-alikes, whatever their
/// name) and the table and key it looks up: `L10n.Common.cancel` → `Localizable`, `common.cancel`.
struct GeneratedAccessor: Sendable, Equatable {
    /// The enums around the member and its name: `["L10n", "Common", "cancel"]`.
    var memberPath: [String]
    /// True for a function with parameters (`L10n.deleteItems(count)`), false for a constant or
    /// computed property.
    var isFunction: Bool
    var table: String
    var key: String
    /// The `fallback:` text, when the generator wrote one.
    var fallback: String?
    /// Where the member is declared: the file and the token of the lookup call's name.
    var path: String
    var line: Int

    /// The accessors one parsed file declares. A member counts when it sits in an enum (nested
    /// enums and enum extensions included) and its whole value, or its function or computed
    /// property body after an optional `return`, is one call whose first two arguments are
    /// unlabeled plain string literals (table, key), followed only by unlabeled arguments (format
    /// values) and an optional `fallback:` literal. The call's name is not looked at, so
    /// `tr(…)`, `L10n.tr(…)` and a hand-written `Strings.lookup(…)` are all found.
    static func declared(in tree: SyntaxTree) -> [GeneratedAccessor] {
        var bindingEnds: [Int: Binding] = [:]
        for binding in tree.bindings where binding.isTypeMember && !binding.value.isEmpty {
            bindingEnds[binding.value.upperBound - 1] = binding
        }
        var accessors: [GeneratedAccessor] = []
        // A generated file has hundreds of members in a few enums: each enum's path is made once,
        // from its parent's (an enum nested three deep no longer walks and splits its chain again).
        var enumPaths: [Int: [String]?] = [:]
        func names(downTo scope: Int) -> [String]? {
            if let known = enumPaths[scope] { return known }
            let path = enumNames(downTo: scope, in: tree, parentNames: names(downTo:))
            enumPaths[scope] = .some(path)
            return path
        }
        func enums(around scope: Int) -> [String]? {
            guard let path = names(downTo: scope), !path.isEmpty else { return nil }
            return path
        }
        for call in tree.calls {
            guard let lookup = LookupArguments(call, in: tree) else { continue }
            let callStart = call.nameToken - 2 * (call.receiver?.count ?? 0)
            if let binding = bindingEnds[call.endToken], binding.value.lowerBound == callStart,
               let enums = enums(around: binding.scope) {
                accessors.append(accessor(enums + [binding.name], isFunction: false, lookup, call, tree))
            } else if case .function(let name, let labels) = tree.scopes[call.scope].kind,
                      let parent = tree.scopes[call.scope].parent, let enums = enums(around: parent),
                      isWholeBody(tree.scopes[call.scope].body, callStart: callStart, callEnd: call.endToken, in: tree) {
                accessors.append(accessor(enums + [name], isFunction: !labels.isEmpty, lookup, call, tree))
            }
        }
        return accessors
    }

    private static func accessor(_ memberPath: [String], isFunction: Bool, _ lookup: LookupArguments,
                                 _ call: Call, _ tree: SyntaxTree) -> GeneratedAccessor {
        GeneratedAccessor(memberPath: memberPath, isFunction: isFunction, table: lookup.table, key: lookup.key,
                          fallback: lookup.fallback, path: tree.source.path,
                          line: tree.source.location(of: tree.tokens[call.nameToken].range.lowerBound).line)
    }

    /// The names of the enums from the file down to `scope` (empty for the file itself), or nil
    /// unless `scope` is an enum (or an extension) with only enums and extensions around it up to
    /// the file; `parentNames` gives the parent's. A member's path is these names when not empty.
    private static func enumNames(downTo scope: Int, in tree: SyntaxTree, parentNames: (Int) -> [String]?) -> [String]? {
        switch tree.scopes[scope].kind {
        case .file:
            return []
        case .type(let keyword, let name):
            guard keyword == "enum" || keyword == "extension", let parent = tree.scopes[scope].parent,
                  let outer = parentNames(parent) else { return nil }
            return outer + name.split(separator: ".").map(String.init)
        case .function, .closure:
            return nil
        }
    }

    /// Whether a body's tokens are the call alone, after an optional `return`.
    private static func isWholeBody(_ body: Range<Int>, callStart: Int, callEnd: Int, in tree: SyntaxTree) -> Bool {
        guard body.upperBound == callEnd + 1 else { return false }
        if body.lowerBound == callStart { return true }
        return body.lowerBound + 1 == callStart && tree.token(body.lowerBound, is: "return")
    }
}

/// The literal table, key and fallback of a lookup call, or nil when the call is not one.
struct LookupArguments {
    var table: String
    var key: String
    var fallback: String?

    init?(_ call: Call, in tree: SyntaxTree) {
        guard call.trailingClosures.isEmpty, call.receiver != nil, call.arguments.count >= 2,
              call.arguments[0].label == nil, call.arguments[1].label == nil,
              let table = LookupArguments.plainLiteral(call.arguments[0].value, in: tree),
              let key = LookupArguments.plainLiteral(call.arguments[1].value, in: tree) else { return nil }
        var fallback: String?
        for argument in call.arguments.dropFirst(2) {
            switch argument.label {
            case nil:
                continue
            case "fallback"?:
                guard let text = LookupArguments.plainLiteral(argument.value, in: tree) else { return nil }
                fallback = text
            default:
                return nil
            }
        }
        self.table = table
        self.key = key
        self.fallback = fallback
    }

    init(table: String, key: String, fallback: String?) {
        self.table = table
        self.key = key
        self.fallback = fallback
    }

    /// The text of a value that is one terminated string literal without interpolation.
    private static func plainLiteral(_ value: Range<Int>, in tree: SyntaxTree) -> String? {
        guard value.count == 1 else { return nil }
        return plainLiteral(value.lowerBound, in: tree.lexed)
    }

    /// The text of a token that is a terminated string literal without interpolation.
    /// A generated file's tables and keys are almost all `"…"` in plain ASCII: those are read
    /// from their bytes, without looking the literal up and walking its segments.
    static func plainLiteral(_ tokenIndex: Int, in lexed: LexedFile) -> String? {
        let token = lexed.tokens[tokenIndex]
        guard token.kind == .stringLiteral else { return nil }
        let range = Int(token.start)..<Int(token.end)
        if let text = simpleLiteralText(range, in: lexed.source.bytes) { return text }
        guard let literal = lexed.literal(startingAt: range.lowerBound) else { return nil }
        return literal.plainText(in: lexed.source)
    }

    /// The text of a literal written `"…"` on one line in printable ASCII without a backslash or
    /// quote inside (the bytes between its quotes, as `StringLiteral.plainText` reads them), or
    /// nil for any other literal (raw, multi-line, escaped, unterminated, non-ASCII).
    static func simpleLiteralText(_ range: Range<Int>, in bytes: [UInt8]) -> String? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        guard range.count >= 2, range.upperBound <= bytes.count,
              bytes[range.lowerBound] == quote, bytes[range.upperBound - 1] == quote else { return nil }
        let inside = bytes[range.lowerBound + 1 ..< range.upperBound - 1]
        for byte in inside where byte < 0x20 || byte >= 0x7F || byte == quote || byte == backslash {
            return nil
        }
        return String(decoding: inside, as: UTF8.self)
    }
}
