import Foundation

/// Keys with interpolations, the bundle a lookup names, and Aparoksha's `Loc` phrases: the parts
/// of localized-title resolution that read more than a plain key literal.
///
/// A `LocalizedStringKey` or `String.LocalizationValue` literal with interpolations is stored in
/// a catalog under the key the compiler makes: each interpolation becomes the format specifier of
/// its value's type (`"Delete \(count) items"` is `Delete %lld items` for an `Int`, `%@` for a
/// `String`, `%lf` for a `Double`) and a `%` of the text becomes `%%`. Syntax tells the type of a
/// literal or an explicit `specifier:`; for any other value the plausible specifiers are tried
/// against the catalogs, and a title is read only when exactly one key answers.
extension TitleResolver {
    /// The specifiers a value of unknown type may have made, in the order they are tried: the
    /// integer, object and floating-point types of `LocalizedStringKey`'s interpolations.
    static let plausibleSpecifiers = ["%lld", "%@", "%lf", "%d", "%f", "%llu", "%u"]
    /// The specifiers tried for each value when the full set would make too many keys.
    static let commonSpecifiers = ["%lld", "%@", "%lf"]
    /// The most keys one literal is looked up as.
    static let maximumKeyCandidates = 64

    /// The title of an interpolated key literal: the catalog value of the one key the compiler
    /// can have made from it; else the default value when given; else nothing when the literal
    /// reads as a key (`"post-count \(n)"`), which is no text people see; else the literal as
    /// written. `formatsInterpolations` is false for a `String` key (`NSLocalizedString`), which
    /// no catalog holds with specifiers.
    func interpolatedKeyTitle(_ literal: borrowing StringLiteral, written: LiteralText, table: String,
                              defaultValue: ResolvedTitle?, formatsInterpolations: Bool) -> ResolvedTitle? {
        if formatsInterpolations, let candidates = formatKeys(of: literal) {
            var answer: LocalizedText?
            for key in candidates {
                guard let found = localization.index.resolution(table: table, key: key) else { continue }
                // Two keys the literal could have made: which one the app reads cannot be told.
                guard answer == nil else { return nil }
                answer = found
            }
            if let answer { return keyTitle(answer, anchor: literal.range) }
        }
        if let defaultValue { return defaultValue }
        if Self.readsAsKey(written.text) { return nil }
        return ResolvedTitle(text: written, origin: .literal, anchor: literal.range,
                             countInterpolations: countInterpolations(in: literal))
    }

    /// How many interpolations of `literal` are counts by their syntax (`isCount(interpolation:)`).
    func countInterpolations(in literal: borrowing StringLiteral) -> Int {
        var count = 0
        for index in 0..<literal.segmentCount {
            if case .interpolation(let range) = literal.segment(at: index),
               Self.isCount(interpolation: tree.source.bytes[range]) { count += 1 }
        }
        return count
    }

    /// Whether an interpolation (`\(…)`, its bytes from the backslash) is a count: a value the
    /// compiler keys as an integer specifier (an integer literal, `specifier: "%d"`), or a plain
    /// name or member chain whose last name is `count` or ends in `Count` (`\(items.count)`,
    /// `\(selectedCount)`), the integer a collection's size and a counter are.
    static func isCount(interpolation bytes: ArraySlice<UInt8>) -> Bool {
        if let specifiers = specifiers(ofInterpolation: bytes) {
            return specifiers.count == 1 && FormatSpecifier.isCount(Array(specifiers[0].unicodeScalars))
        }
        guard bytes.count > 3, bytes[bytes.startIndex + 1] == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else {
            return false
        }
        let content = String(decoding: bytes[(bytes.startIndex + 2)..<(bytes.endIndex - 1)], as: UTF8.self).trimmingWhitespace()
        let names = content.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = names.last, names.allSatisfy({ name in
            name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }) else { return false }
        return last == "count" || last.hasSuffix("Count")
    }

    /// Every key the compiler may have made of `literal`, most likely first; nil when there are
    /// too many to try or an interpolation cannot be read.
    func formatKeys(of literal: borrowing StringLiteral) -> [String]? {
        let bytes = tree.source.bytes
        var keys = [""]
        var unknownCount = 0
        var pieces: [[String]] = []
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range):
                let text = String(decoding: bytes[range], as: UTF8.self)
                pieces.append([text.replacingPercentSigns()])
            case .escape(_, let scalar):
                guard let scalar else { return nil }
                pieces.append([String(scalar).replacingPercentSigns()])
            case .interpolation(let range):
                let specifiers = Self.specifiers(ofInterpolation: bytes[range])
                if specifiers == nil { unknownCount += 1 }
                pieces.append(specifiers ?? [])
            }
        }
        var plausible = Self.plausibleSpecifiers
        var count = 1
        for _ in 0..<unknownCount { count *= plausible.count }
        if count > Self.maximumKeyCandidates { plausible = Self.commonSpecifiers }
        for piece in pieces {
            let options = piece.isEmpty ? plausible : piece
            guard keys.count * options.count <= Self.maximumKeyCandidates else { return nil }
            keys = keys.flatMap { key in options.map { key + $0 } }
        }
        return keys
    }

    /// The specifiers an interpolation (`\(…)`, its bytes from the backslash) can make, when its
    /// syntax tells them: an integer, floating-point or string literal, an explicit
    /// `specifier: "%.1f"`, or a formatted value (`format:`, `formatter:`, `style:`: `%@`). Nil
    /// when the value's type is unknown.
    static func specifiers(ofInterpolation bytes: ArraySlice<UInt8>) -> [String]? {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.last == UInt8(ascii: ")"),
              open < bytes.endIndex - 1 else { return nil }
        let content = String(decoding: bytes[(open + 1)..<(bytes.endIndex - 1)], as: UTF8.self)
        let value = content.trimmingWhitespace()
        if let specifier = explicitSpecifier(in: value) { return [specifier] }
        for label in ["format:", "formatter:", "style:"] where value.contains(", " + label) || value.contains("," + label) {
            return ["%@"]
        }
        var digits = Substring(value)
        if digits.first == "-" { digits = digits.dropFirst() }
        guard let first = digits.unicodeScalars.first else { return nil }
        if ("0"..."9").contains(first) {
            if digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }) { return ["%lld"] }
            if digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_" || $0 == "." || $0 == "e" || $0 == "E") }) {
                return ["%lf"]
            }
            return nil
        }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2,
           !value.dropFirst().dropLast().contains("\"") { return ["%@"] }
        return nil
    }

    /// The literal of `specifier: "…"` in an interpolation's content.
    private static func explicitSpecifier(in value: String) -> String? {
        guard let label = value.range(of: "specifier:") else { return nil }
        let rest = value[label.upperBound...].trimmingWhitespace()
        guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let specifier = String(rest[rest.index(after: rest.startIndex)..<close])
        return specifier.hasPrefix("%") ? specifier : nil
    }

    /// Whether a key with interpolations reads as a key, not as text: with the interpolations
    /// left out, each remaining word is a key by the title classifier (`post-count \(n)`,
    /// `menu.playback.seekForward \(seconds)`).
    static func readsAsKey(_ text: String) -> Bool {
        let words = text.unicodeScalars.split { $0 == LiteralText.interpolationMarker || ScalarCase.isWhitespace($0) }
        guard !words.isEmpty else { return false }
        return words.allSatisfy { TitleClassifier.skipReason(scalars: Array($0)) == .localizationKey }
    }

    /// Whether a `bundle:` argument names the bundle of the file's own module: `.module`, or
    /// `.main` outside a package target (an app's own bundle). Any other bundle's catalogs are
    /// not known.
    func namesOwnBundle(_ value: Range<Int>) -> Bool {
        let text = value.map { tree.text($0) }.joined()
        switch text {
        case ".module", "Bundle.module": return true
        case ".main", "Bundle.main": return !localization.isPackageTarget
        default: return false
        }
    }

    /// `Loc.key` or `Loc.key(param: …)` of Aparoksha's `Localized`: the default language's text of
    /// the phrase in the module's `Localized.yml`, each parameter an interpolation. Nil when the
    /// module has no such phrase.
    func phraseTitle(root: String, dotted: String, in value: Range<Int>) -> ResolvedTitle? {
        guard root == LocalizedYAML.accessorRoot else { return nil }
        let names = dotted.split(separator: ".")
        guard names.count == 2,
              let found = localization.index.resolution(table: LocalizedYAML.table, key: String(names[1])) else { return nil }
        let anchor = tree.tokens[value.lowerBound].range.lowerBound..<tree.tokens[value.upperBound - 1].range.upperBound
        switch found {
        case .catalog(let entry): return catalogTitle(entry, origin: .accessor, anchor: anchor)
        case .agreed(let entry): return agreedTitle(entry, origin: .accessor, anchor: anchor)
        case .written, .keyWithoutEntry, .ambiguous: return nil
        }
    }
}

private extension StringProtocol {
    /// The text with a `%` doubled, as a format string holds a literal percent sign.
    func replacingPercentSigns() -> String {
        var text = ""
        for character in self {
            if character == "%" { text += "%%" } else { text.append(character) }
        }
        return text
    }

    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
