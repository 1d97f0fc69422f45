/// One editor buffer's findings, as a language server shows them: where each is, what it says,
/// and the edits that fix it. Positions are 1-based lines and 1-based UTF-8 byte columns;
/// edit ranges are byte offsets into the buffer linted.
public struct BufferFinding: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The title the finding is about, as the user reads it.
    public var title: String?
    /// The title the rule suggests instead.
    public var suggestion: String?
    public var start: SourceLocation
    public var end: SourceLocation
    /// Edits of the buffer that fix the finding; empty when it has none.
    public var fix: [BufferEdit]
    /// For a title whose text comes from a catalog: the fix there (`fix` is then empty).
    package var catalogFix: BufferCatalogFix?
    /// Other places the finding is about: for a sheet's finding, the sheet's other actions.
    package var related: [BufferRelatedPlace] = []
}

/// Another place a finding is about, and what is there.
package struct BufferRelatedPlace: Sendable, Equatable {
    package var start: SourceLocation
    package var end: SourceLocation
    package var message: String
}

/// A replacement of the buffer's bytes `range`.
public struct BufferEdit: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: String
}

/// Where a configuration that cannot be used is wrong, for a frontend that shows it on the file.
public struct ConfigurationProblem: Error, Sendable, Equatable {
    /// The configuration file as the resolver displays it (absolute unless told otherwise).
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
}

extension ButtonLint {
    /// Lints `bytes` as the file `path` (absolute) with its folder's configuration, as standard
    /// input is linted: `included` / `excluded` never drop it. Throws when a configuration on the
    /// way to the file cannot be used.
    public static func lintBuffer(_ bytes: [UInt8], path: String,
                                  resolver: ConfigurationResolver) throws(ConfigurationProblem) -> [BufferFinding] {
        try lintBuffer(bytes, path: path, resolver: resolver, project: nil)
    }

    /// The same, with what crosses files in the buffer's workspace folder: titles from its
    /// catalogs and accessors are read, and the file's context is decided from its path below
    /// the folder, as a command-line run over the folder decides them.
    package static func lintBuffer(_ bytes: [UInt8], path: String, resolver: ConfigurationResolver,
                                   project: BufferProject?) throws(ConfigurationProblem) -> [BufferFinding] {
        let project = project.flatMap { $0.contains(path) ? $0 : nil }
        let folder = project?.root
            ?? path.lastIndex(of: "/").map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? "/"
        var request = LintRequest(sources: .standardInput(bytes: bytes, displayPath: path), currentDirectory: folder,
                                  resolver: resolver)
        request.jobs = 1
        request.projectContext = project?.context
        var findings: [BufferFinding] = []
        do {
            try lint(request) { result in
                for finding in result.findings {
                    findings.append(BufferFinding(
                        ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
                        title: finding.title, suggestion: finding.suggestion, start: finding.start, end: finding.end,
                        fix: finding.fix.map { BufferEdit(range: $0.range, replacement: String(decoding: $0.replacement, as: UTF8.self)) },
                        catalogFix: finding.catalogFix.map { BufferCatalogFix(catalogPath: $0.catalogPath, fix: $0) },
                        related: finding.related.map { BufferRelatedPlace(start: $0.start, end: $0.end, message: $0.message) }))
                }
            }
        } catch {
            switch error {
            case .configuration(let problem):
                throw ConfigurationProblem(path: problem.path, line: problem.line, column: problem.column, message: problem.message)
            case .walk(let failure):
                throw ConfigurationProblem(path: path, line: 1, column: 1, message: failure.description)
            case .stagedFiles(let complaint):
                throw ConfigurationProblem(path: path, line: 1, column: 1, message: complaint)
            }
        }
        return findings
    }
}
