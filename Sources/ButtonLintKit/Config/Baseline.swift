/// Known findings recorded so a team can adopt the linter without fixing everything first
/// (`--write-baseline FILE`, `--baseline FILE`). Each entry is a repository-relative path, a
/// rule and the title's text (the message, for findings about no title) with a count; never a
/// line number or an absolute path, so the file survives edits around the findings and diffs
/// well in git (entries sorted, one per line). A baselined finding stays silent while its title
/// is unchanged; a changed title, or one more finding of the same title than recorded, is reported.
public struct Baseline: Sendable, Equatable {
    struct Key: Hashable, Comparable, Sendable {
        var path: String
        var rule: String
        /// The title, or the message when `isMessage`.
        var text: String
        var isMessage: Bool

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.path, lhs.rule, lhs.text, lhs.isMessage ? 1 : 0) < (rhs.path, rhs.rule, rhs.text, rhs.isMessage ? 1 : 0)
        }
    }

    static let formatVersion = 1
    private(set) var counts: [Key: Int]

    init(counts: [Key: Int] = [:]) {
        self.counts = counts
    }

    /// The baseline of these findings; `relativePath` turns a finding's path repository-relative.
    public init(findings: [Finding], relativePath: (String) -> String) {
        var counts: [Key: Int] = [:]
        for finding in findings { counts[Self.key(finding, relativePath: relativePath), default: 0] += 1 }
        self.init(counts: counts)
    }

    static func key(_ finding: Finding, relativePath: (String) -> String) -> Key {
        Key(path: relativePath(finding.path), rule: finding.ruleID, text: finding.title ?? finding.message,
            isMessage: finding.title == nil)
    }

    /// Removes the baselined findings from one batch (all findings of a file come in one batch):
    /// of the findings sharing a key, as many as recorded stay silent, the earliest first.
    public func filter(_ findings: [Finding], relativePath: (String) -> String) -> [Finding] {
        guard !counts.isEmpty else { return findings }
        var remaining: [Key: Int] = [:]
        return findings.filter { finding in
            let key = Self.key(finding, relativePath: relativePath)
            guard let recorded = counts[key] else { return true }
            let left = remaining[key] ?? recorded
            guard left > 0 else { return true }
            remaining[key] = left - 1
            return false
        }
    }

    /// The file's text: sorted entries, one per line, keys in each object sorted.
    public func encoded() -> String {
        var text = "{\n  \"findings\" : [\n"
        let lines = counts.keys.sorted().map { key in
            "    {\"count\" : \(counts[key]!), "
                + (key.isMessage ? "\"message\" : \(JSONString.quoted(key.text)), " : "")
                + "\"path\" : \(JSONString.quoted(key.path)), \"rule\" : \(JSONString.quoted(key.rule))"
                + (key.isMessage ? "" : ", \"title\" : \(JSONString.quoted(key.text))") + "}"
        }
        text += lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n")
        text += "  ],\n  \"version\" : \(Self.formatVersion)\n}\n"
        return text
    }

    /// Bounded so that the counts of one key's entries, added up, cannot overflow: a baseline
    /// file is edited by hand.
    static let largestCount = Int(Int32.max)

    /// Reads a baseline file's bytes; `path` names it in errors.
    public static func decode(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> Baseline {
        func failure(_ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: 1, column: 1, message: "not a ButtonLint baseline: \(message)")
        }
        let root: JSONValue
        do {
            root = try JSONValue.read(bytes)
        } catch {
            throw ConfigurationError(path: path, line: error.line, column: error.column,
                                     message: "not a ButtonLint baseline: malformed JSON (\(error.reason))")
        }
        guard let entries = root["findings"]?.array else {
            throw failure("expected an object with a \"findings\" list")
        }
        guard let version = root["version"]?.int, version == formatVersion else {
            throw failure("expected \"version\" : \(formatVersion)")
        }
        var counts: [Key: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard let path = entry["path"]?.string, let rule = entry["rule"]?.string, let count = entry["count"]?.int,
                  (1...Self.largestCount).contains(count) else {
                throw failure("entry \(index + 1) needs \"path\", \"rule\" and a \"count\" from 1 to \(Self.largestCount)")
            }
            if let title = entry["title"]?.string {
                counts[Key(path: path, rule: rule, text: title, isMessage: false), default: 0] += count
            } else if let message = entry["message"]?.string {
                counts[Key(path: path, rule: rule, text: message, isMessage: true), default: 0] += count
            } else {
                throw failure("entry \(index + 1) needs a \"title\" or a \"message\"")
            }
        }
        return Baseline(counts: counts)
    }
}
