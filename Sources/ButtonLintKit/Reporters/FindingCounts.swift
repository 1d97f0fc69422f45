/// How many findings of each severity: the wording of summary lines.
public struct FindingCounts: Sendable, Equatable {
    public var errors = 0
    var warnings = 0
    var notes = 0

    public init(_ findings: [Finding]) {
        for finding in findings { add(finding.severity) }
    }

    public mutating func add(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    public var total: Int { errors + warnings + notes }

    /// "3 findings (1 error, 2 warnings) in 12 files"; severities with no finding are left out.
    public func sentence(fileCount: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append(Self.count(errors, "error")) }
        if warnings > 0 { parts.append(Self.count(warnings, "warning")) }
        if notes > 0 { parts.append(Self.count(notes, "note")) }
        let detail = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
        return "\(Self.count(total, "finding"))\(detail) in \(Self.count(fileCount, "file"))"
    }

    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
