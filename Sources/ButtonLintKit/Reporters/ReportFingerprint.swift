/// Fingerprints that name a finding without its line, so a finding keeps its fingerprint when
/// code above it moves (SARIF `partialFingerprints`, GitLab `fingerprint`): a hash of the
/// repository-relative path, the rule, the message and how many equal findings came before it
/// in the same file, which also makes every fingerprint of a report unique.
struct ReportFingerprint {
    private var path = ""
    private var seen: [String: Int] = [:]

    /// The next finding's fingerprint; findings come file by file, in report order.
    mutating func next(_ finding: Finding, relativePath: String) -> String {
        if relativePath != path {
            path = relativePath
            seen = [:]
        }
        let key = finding.ruleID + "\u{0}" + finding.message
        let occurrence = seen[key, default: 0]
        seen[key] = occurrence + 1
        return StableHash.hex128(relativePath + "\u{0}" + key + "\u{0}" + String(occurrence))
    }
}
