/// The localized half of title resolution: a literal that is a key (`NSLocalizedString("okay",
/// comment: "")`, SwiftUI's `Button("okay")`) is looked up in the project's development-language
/// catalogs, and a generated accessor's use (`L10n.Common.cancel`) through its declaration. A
/// catalog value is the title people see, pointed at by the key's literal or the accessor
/// expression; a key no catalog has is read as written (`LocalizedText.resolve`); a key several
/// catalogs of one table hold is not read.
extension TitleResolver {
    /// A wrapper's decision: `title` nil means the wrapper was read and gives no title.
    struct LookedUp {
        var title: ResolvedTitle?
    }

    /// Whether the file is one where `lookup` happens (SwiftUI's own lookup needs SwiftUI).
    func appliesHere(_ lookup: KeyLookup) -> Bool {
        lookup.onlyIn.map(frameworks.contains) ?? true
    }

    /// The title of a wrapper that looks its literal key up, or nil when its key is not a literal
    /// (then the wrapper is read like any other: its default value or nothing).
    /// The call at `index` of `calls` is read in place, not copied.
    func lookedUpTitle(ofCallAt index: Int, in calls: [Call], _ lookup: KeyLookup) -> LookedUp? {
        if lookup.key == nil, calls[index].arguments.first?.label != nil { return nil }
        guard let keyArgument = calls[index].argument(labeled: lookup.key), keyArgument.value.count == 1,
              tree.tokens[keyArgument.value.lowerBound].kind == .stringLiteral else { return nil }
        // Another bundle's catalogs (an app's, seen from a package target) are not known.
        if let label = lookup.bundle, let argument = calls[index].argument(labeled: label),
           !namesOwnBundle(argument.value) { return LookedUp() }
        var table: String?
        if let label = lookup.table, let argument = calls[index].argument(labeled: label) {
            // A table named by a variable: which catalog answers cannot be told.
            guard argument.value.count == 1, let name = plainText(at: argument.value.lowerBound) else { return LookedUp() }
            table = name
        }
        var defaultValue: ResolvedTitle?
        if let label = lookup.defaultValue, let argument = calls[index].argument(labeled: label) {
            guard argument.value.count == 1, tree.tokens[argument.value.lowerBound].kind == .stringLiteral,
                  let literal = literalTitle(at: argument.value.lowerBound, origin: .literal) else { return LookedUp() }
            // `value: ""` shows the key when no catalog has it, as Foundation does.
            if !literal.text.text.isEmpty { defaultValue = literal }
        }
        let explicit = lookup.onlyIn == nil || table != nil
        return LookedUp(title: keyTitle(at: keyArgument.value.lowerBound, table: table, defaultValue: defaultValue,
                                        explicit: explicit, formatsInterpolations: lookup.formatsInterpolations))
    }

    /// The title of a key literal: the catalog value when a catalog has it, else the default value
    /// (its title as read) or the key as written. `explicit` is false for SwiftUI's implicit
    /// lookup, whose literal is no key reference of its own when no catalog has it.
    func keyTitle(at keyToken: Int, table: String?, defaultValue: ResolvedTitle?, explicit: Bool,
                  formatsInterpolations: Bool = false) -> ResolvedTitle? {
        // The key is decoded once, as the title it is when no catalog has it: its text is the key.
        guard tree.tokens[keyToken].kind == .stringLiteral,
              let literal = tree.lexed.literal(startingAt: tree.tokens[keyToken].range.lowerBound),
              literal.isTerminated else {
            return defaultValue ?? literalTitle(at: keyToken, origin: .literal)
        }
        let written = LiteralText(literal, in: tree.lexed.source)
        let tableName = table ?? LocalizationIndex.defaultTable
        // An interpolated key (`"Delete \(n) items"`) is looked up as the key the compiler makes.
        guard let key = written.plainText else {
            return interpolatedKeyTitle(literal, written: written, table: tableName, defaultValue: defaultValue,
                                        formatsInterpolations: formatsInterpolations)
        }
        let reference = explicit ? CatalogKeyReference(table: tableName, key: key, catalogPath: nil) : nil
        // No catalog has the key: the default value is shown, else the key as written (which the
        // title rules skip when it reads as a key, as they skip such a literal anywhere), so
        // `LocalizedText.resolve`'s written-or-key decision is not needed.
        guard let found = localization.index.resolution(table: tableName, key: key) else {
            // Made with its reference, not made and then copied to set it.
            guard var shown = defaultValue else {
                return ResolvedTitle(text: written, origin: .literal, catalogKey: reference, anchor: literal.range)
            }
            shown.catalogKey = reference
            return shown
        }
        return keyTitle(found, anchor: literal.range)
    }

    /// SwiftUI's own lookup of a view's literal (`Button("Save")`), `keyTitle` with no table, no
    /// default value and no key reference: the usual key lookup, read without the optional
    /// default value and reference handed along (copies of a title each).
    func implicitKeyTitle(at keyToken: Int) -> ResolvedTitle? {
        guard let literal = tree.lexed.literal(startingAt: tree.tokens[keyToken].range.lowerBound),
              literal.isTerminated else {
            return literalTitle(at: keyToken, origin: .literal)
        }
        let written = LiteralText(literal, in: tree.lexed.source)
        // A key no catalog has is read as written. The key is the text itself, asked about in
        // place; an interpolated key is looked up as the key the compiler makes.
        guard written.isPlainText else {
            return interpolatedKeyTitle(literal, written: written, table: LocalizationIndex.defaultTable, defaultValue: nil,
                                        formatsInterpolations: true)
        }
        if let found = localization.index.resolution(table: LocalizationIndex.defaultTable, key: written.text) {
            return keyTitle(found, anchor: literal.range)
        }
        return ResolvedTitle(text: written, origin: .literal, anchor: literal.range)
    }

    /// The title a catalog's answer for a key literal at `anchor` gives.
    func keyTitle(_ found: LocalizedText, anchor: Range<Int>) -> ResolvedTitle? {
        switch found {
        case .catalog(let entry):
            return catalogTitle(entry, origin: .catalog, anchor: anchor)
        case .written, .keyWithoutEntry:
            return nil  // Not an answer `resolution` gives.
        case .agreed(let entry):
            return agreedTitle(entry, origin: .catalog, anchor: anchor)
        case .ambiguous:
            return nil
        }
    }

    /// A key several catalogs of one table hold, all saying the same: that is the text people
    /// see, but which catalog the app reads cannot be told, so no fix edits any of them.
    func agreedTitle(_ entry: CatalogEntry, origin: TitleOrigin, anchor: Range<Int>) -> ResolvedTitle? {
        guard var title = catalogTitle(entry, origin: origin, anchor: anchor) else { return nil }
        // No catalog path: the texts are known, the file a fix would edit is not.
        title.catalogKey?.catalogPath = nil
        return title
    }

    /// The title of a generated accessor's use: `L10n.Common.cancel`, `L10n.deleteItems(count)`.
    /// Only a chain on a type name (capitalized) is asked about, so `viewModel.title` costs nothing.
    func accessorTitle(in value: Range<Int>) -> ResolvedTitle? {
        guard let path = accessorPath(in: value) else { return nil }
        guard let accessor = localization.accessors?.accessor(root: path.root, dottedName: path.dotted)
                ?? fileAccessor(named: path.dotted.split(separator: ".").map(String.init)) else {
            return phraseTitle(root: path.root, dotted: path.dotted, in: value)
        }
        let anchor = tree.tokens[value.lowerBound].range.lowerBound..<tree.tokens[value.upperBound - 1].range.upperBound
        switch LocalizedText.resolve(key: accessor.key, table: accessor.table, defaultValue: accessor.fallback,
                                     in: localization.index) {
        case .catalog(let entry):
            return catalogTitle(entry, origin: .accessor, anchor: anchor)
        case .written(let text):
            // The fallback (or English key) lives in generated code: shown, checked, never fixed there.
            return ResolvedTitle(text: LiteralText(unwritten: text), origin: .accessor,
                                 catalogKey: CatalogKeyReference(table: accessor.table, key: accessor.key, catalogPath: nil),
                                 anchor: anchor)
        case .agreed(let entry):
            return agreedTitle(entry, origin: .accessor, anchor: anchor)
        case .keyWithoutEntry, .ambiguous:
            return nil
        }
    }

    /// A catalog entry as a title: its plain value, or for variations the `other` form.
    func catalogTitle(_ entry: CatalogEntry, origin: TitleOrigin, anchor: Range<Int>) -> ResolvedTitle? {
        guard let shown = entry.texts.first(where: { $0.variation.isEmpty })
                ?? entry.texts.first(where: { $0.variation.hasSuffix("other") }) ?? entry.texts.last else { return nil }
        return ResolvedTitle(text: LiteralText(unwritten: shown.text), origin: origin,
                             catalogKey: CatalogKeyReference(table: entry.table, key: entry.key, catalogPath: entry.catalogPath),
                             anchor: anchor, catalogTexts: entry.texts)
    }

    /// The member path a value names, on a capitalized root: `Root.a.b`, or `Root.a.f(…)` when
    /// the call fills the rest of the value, as its root and the whole path written with dots
    /// (one String, not one per name). Nil for anything else.
    private func accessorPath(in value: Range<Int>) -> (root: String, dotted: String)? {
        let tokens = tree.tokens
        guard tokens[value.lowerBound].kind == .identifier else { return nil }
        let root = tree.text(value.lowerBound)
        guard Self.startsUppercase(root) else { return nil }
        var count = 0
        var index = value.lowerBound
        while index < value.upperBound {
            guard tokens[index].kind == .identifier else { return nil }
            count += 1
            if let callIndex = call(namedAt: index), count > 1 {
                let call = tree.calls[callIndex]
                guard call.openParen != nil, call.trailingClosures.isEmpty, call.endToken == value.upperBound - 1 else { return nil }
                return (root, dottedText(value.lowerBound...index, root: root))
            }
            index += 1
            if index == value.upperBound { break }
            guard tokens[index].kind == .period, index + 1 < value.upperBound else { return nil }
            index += 1
        }
        return count > 1 ? (root, dottedText(value.lowerBound...(index - 1), root: root)) : nil
    }

    /// Whether `name` starts with an uppercase letter. An ASCII first byte is one only from `A` to
    /// `Z`, told without the scalar's properties.
    static func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.unicodeScalars.first?.properties.isUppercase ?? false
    }

    /// The names of `chain` (names and one-byte periods, starting with `root`) joined by dots: the
    /// source bytes themselves when nothing sits between its tokens (one string rather than one
    /// per name), else the names appended.
    private func dottedText(_ chain: ClosedRange<Int>, root: String) -> String {
        let tokens = tree.tokens
        var index = chain.lowerBound
        while index < chain.upperBound, tokens[index].range.upperBound == tokens[index + 1].range.lowerBound,
              tokens[index].kind != .period || tokens[index].range.count == 1 {
            index += 1
        }
        if index == chain.upperBound {
            return tree.source.text(tokens[chain.lowerBound].range.lowerBound..<tokens[chain.upperBound].range.upperBound)
        }
        var dotted = root
        for name in stride(from: chain.lowerBound + 2, through: chain.upperBound, by: 2) {
            dotted += "."
            dotted += tree.text(name)
        }
        return dotted
    }

    /// An accessor the file declares itself, when no project directory is known (a single file).
    private func fileAccessor(named path: [String]) -> GeneratedAccessor? {
        guard localization.accessors == nil, let root = path.first,
              tree.scopes.contains(where: { scope in
                  if case .type(_, let name) = scope.kind { return name == root || name.hasPrefix(root + ".") }
                  return false
              }) else { return nil }
        return GeneratedAccessorIndex(GeneratedAccessor.declared(in: tree)).accessor(named: path)
    }

    /// The text of a terminated string literal without interpolation.
    func plainText(at token: Int) -> String? {
        guard tree.tokens[token].kind == .stringLiteral,
              let literal = tree.lexed.literal(startingAt: tree.tokens[token].range.lowerBound) else { return nil }
        return literal.plainText(in: tree.source)
    }
}
