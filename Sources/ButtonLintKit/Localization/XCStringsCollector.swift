/// Picks the parts of a String Catalog out of the scanner's walk. A member it enters has a role
/// by where it stands; a member that cannot hold anything kept (the `state` beside each value, a
/// translation once the source language is known) is declined, so no String is made for its
/// keys and texts.
struct XCStringsCollector: JSONVisitor {
    private enum Role {
        case sourceLanguage
        case strings
        /// A key under `strings`.
        case key
        case shouldTranslate
        case localizations
        /// Under it, `(variations / name / case)*` then `stringUnit / value`.
        case language
        case variations
        case variationName
        case variationCase
        case stringUnit
        case value
    }

    private let bytes: [UInt8]
    /// Whether a language other than the source language (once known) is declined.
    private let skipsTranslations: Bool
    private(set) var rootIsObject = false
    private(set) var sourceLanguage: String?
    /// Set when `sourceLanguage` changed after translations were declined for its old value.
    private(set) var skippedForAnotherLanguage = false
    private var skippedFor: String?
    /// The roles of the members entered, outermost first.
    private var roles: [Role] = []
    private var key = ""
    private var language = ""
    /// The names and cases of the variations entered, in order.
    private var variationParts: [String] = []
    private var keys: [(key: String, line: Int)] = []
    private var doNotTranslate: Set<String> = []
    private var values: [(key: String, language: String, value: XCStringsValue)] = []

    init(bytes: [UInt8], skipsTranslations: Bool) {
        (self.bytes, self.skipsTranslations) = (bytes, skipsTranslations)
    }

    mutating func enter(_ segment: JSONSegment) -> Bool {
        guard let role = role(of: segment) else { return false }
        switch role {
        case .key: key = segment.text(in: bytes)
        case .variationName, .variationCase: variationParts.append(segment.text(in: bytes))
        default: break
        }
        roles.append(role)
        return true
    }

    private mutating func role(of segment: JSONSegment) -> Role? {
        switch roles.last {
        case nil:
            if segment.isText("sourceLanguage", in: bytes) { return .sourceLanguage }
            return segment.isText("strings", in: bytes) ? .strings : nil
        case .strings:
            return .key
        case .key:
            if segment.isText("shouldTranslate", in: bytes) { return .shouldTranslate }
            return segment.isText("localizations", in: bytes) ? .localizations : nil
        case .localizations:
            if skipsTranslations, let sourceLanguage, !segment.isText(sourceLanguage, in: bytes) {
                skippedFor = sourceLanguage
                return nil
            }
            language = segment.text(in: bytes)
            return .language
        case .language, .variationCase:
            if segment.isText("variations", in: bytes) { return .variations }
            return segment.isText("stringUnit", in: bytes) ? .stringUnit : nil
        case .variations:
            return .variationName
        case .variationName:
            return .variationCase
        case .stringUnit:
            return segment.isText("value", in: bytes) ? .value : nil
        case .sourceLanguage, .shouldTranslate, .value:
            return nil
        }
    }

    mutating func visit(_ value: JSONToken, range: Range<Int>, line: Int) {
        switch (roles.last, value) {
        case (nil, .objectStart):
            rootIsObject = true
        case (.sourceLanguage, .string(let text)):
            let newLanguage = text.text(in: bytes)
            if let skippedFor, skippedFor != newLanguage { skippedForAnotherLanguage = true }
            sourceLanguage = newLanguage
        case (.key, .objectStart):
            keys.append((key, line))
        case (.shouldTranslate, .bool(false)):
            doNotTranslate.insert(key)
        case (.value, .string(let text)):
            let variation = variationParts.joined(separator: ".")
            values.append((key, language, XCStringsValue(variation: variation, text: text.text(in: bytes), range: range, line: line)))
        default:
            break
        }
    }

    mutating func leave() {
        switch roles.removeLast() {
        case .variationName, .variationCase: variationParts.removeLast()
        default: break
        }
    }

    func entries(in language: String) -> [XCStringsEntry] {
        var valuesByKey: [String: [XCStringsValue]] = [:]
        for item in values where item.language == language {
            valuesByKey[item.key, default: []].append(item.value)
        }
        // Most catalogs mark no key and have no value in the source language: then no key is hashed.
        return keys.map { key in
            XCStringsEntry(key: key.key, values: valuesByKey.isEmpty ? [] : valuesByKey[key.key] ?? [],
                           shouldTranslate: doNotTranslate.isEmpty || !doNotTranslate.contains(key.key), line: key.line)
        }
    }
}
