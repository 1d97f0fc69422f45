/// One development-language text of a String Catalog key: the plain value, or one case of its
/// plural or device variations.
public struct XCStringsValue: Sendable, Equatable {
    /// Empty for a plain `stringUnit`; otherwise the variation path, such as `plural.one` or
    /// `device.iphone.plural.other`.
    public var variation: String
    public var text: String
    /// The bytes of the JSON string token, quotes included, so a fix can rewrite this one value
    /// and leave Xcode's formatting of the rest of the file alone.
    public var range: Range<Int>
    /// 1-based line of the value.
    public var line: Int
}

/// One key of a String Catalog with its development-language texts.
public struct XCStringsEntry: Sendable, Equatable {
    public var key: String
    /// The development-language texts; empty when the catalog has no value in that language,
    /// in which case the key itself is the text people see.
    public var values: [XCStringsValue]
    /// False when the catalog marks the key `shouldTranslate: false`.
    public var shouldTranslate: Bool
    /// 1-based line of the key's object.
    public var line: Int
}

/// A String Catalog (`.xcstrings`) as read: its source language and its keys in file order.
public struct XCStringsFile: Sendable, Equatable {
    public var sourceLanguage: String
    public var entries: [XCStringsEntry]

    /// Reads the JSON Xcode writes for String Catalogs: `sourceLanguage`, and `strings` → key →
    /// `localizations` → language → `stringUnit.value`, with `variations` (plural, device,
    /// nested) in place of a plain `stringUnit`. Only the source language's values are kept;
    /// substitutions are parts of a formatted text, not a text of their own, and are skipped.
    /// Malformed JSON, or a catalog without `sourceLanguage`, is an error with its line.
    public static func parse(bytes: [UInt8]) throws(CatalogReadError) -> XCStringsFile {
        var scanner = JSONEventScanner(bytes: bytes)
        var collector = XCStringsCollector()
        try scanner.scan { collector.take($0) }
        guard case .objectStart? = collector.rootValue else {
            throw CatalogReadError(line: 1, column: 1, reason: "a String Catalog must be a JSON object")
        }
        guard let sourceLanguage = collector.sourceLanguage else {
            throw CatalogReadError(line: 1, column: 1, reason: "a String Catalog without 'sourceLanguage'")
        }
        return XCStringsFile(sourceLanguage: sourceLanguage, entries: collector.entries(in: sourceLanguage))
    }
}

/// Picks the parts of a String Catalog out of the scanner's events.
private struct XCStringsCollector {
    var rootValue: JSONEventScanner.Value?
    var sourceLanguage: String?
    private var keys: [(key: String, line: Int)] = []
    private var doNotTranslate: Set<String> = []
    private var values: [(key: String, language: String, value: XCStringsValue)] = []

    mutating func take(_ event: JSONEventScanner.Event) {
        let path = event.path
        if path.isEmpty { rootValue = event.value; return }
        // Compared by element: an array literal here would be made for every event.
        if path.count == 1, path[0] == "sourceLanguage", case .string(let language) = event.value {
            sourceLanguage = language
            return
        }
        guard path.count >= 2, path[0] == "strings" else { return }
        if path.count == 2, event.value == .objectStart {
            keys.append((path[1], event.line))
        } else if path.count == 3, path[2] == "shouldTranslate", event.value == .bool(false) {
            doNotTranslate.insert(path[1])
        } else if path.count >= 6, path[2] == "localizations", path[path.count - 2] == "stringUnit",
                  path[path.count - 1] == "value", case .string(let text) = event.value,
                  let variation = XCStringsCollector.variation(path[4..<path.count - 2]) {
            values.append((path[1], path[3], XCStringsValue(variation: variation, text: text,
                                                            range: event.range, line: event.line)))
        }
    }

    /// `variations / plural / one / variations / …` as `plural.one.…`; nil for anything else
    /// between the language and the `stringUnit` (substitutions).
    private static func variation(_ segments: ArraySlice<String>) -> String? {
        guard segments.count % 3 == 0 else { return nil }
        var parts: [String] = []
        var index = segments.startIndex
        while index < segments.endIndex {
            guard segments[index] == "variations" else { return nil }
            parts.append(segments[index + 1])
            parts.append(segments[index + 2])
            index += 3
        }
        return parts.joined(separator: ".")
    }

    func entries(in language: String) -> [XCStringsEntry] {
        var valuesByKey: [String: [XCStringsValue]] = [:]
        for item in values where item.language == language {
            valuesByKey[item.key, default: []].append(item.value)
        }
        return keys.map { key in
            XCStringsEntry(key: key.key, values: valuesByKey[key.key] ?? [],
                           shouldTranslate: !doNotTranslate.contains(key.key), line: key.line)
        }
    }
}
