import Testing
@testable import ButtonLintKit

/// The reporters as they were before they streamed: every finding at once, one string. Kept
/// here as the reference the streaming reporters must match byte for byte.
enum AllAtOnceReports {
    static func xcode(_ findings: [Finding], useColor: Bool) -> String {
        var output = ""
        for finding in findings {
            output += "\(finding.path):\(finding.start.line):\(finding.start.column): "
            if useColor {
                let code = switch finding.severity {
                case .error: "31"
                case .warning: "33"
                case .note: "36"
                }
                output += "\u{1B}[1;\(code)m\(finding.severity.rawValue)\u{1B}[0m"
            } else {
                output += finding.severity.rawValue
            }
            output += ": \(XcodeReporter.singleLine(finding.message)) (\(finding.ruleID))\n"
        }
        return output
    }

    static func github(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings {
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let properties = [
                ("file", context.repositoryPaths.relative(finding.path)),
                ("line", String(finding.start.line)),
                ("col", String(finding.start.column)),
                ("endLine", String(finding.end.line)),
                ("endColumn", String(finding.end.column)),
                ("title", "ButtonLint (\(finding.ruleID))"),
            ].map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }
            output += "::\(command) \(properties.joined(separator: ","))::\(GitHubReporter.escapeMessage(finding.message))\n"
        }
        output += "ButtonLint: \(FindingCounts(findings).sentence(fileCount: context.fileCount)).\n"
        return output
    }

    static func json(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "[]\n" }
        let objects = findings.map { finding in
            JSONWriter.object([
                ("column", String(finding.start.column)),
                ("endColumn", String(finding.end.column)),
                ("endLine", String(finding.end.line)),
                ("file", JSONWriter.string(finding.path)),
                ("line", String(finding.start.line)),
                ("message", JSONWriter.string(finding.message)),
                ("rule", JSONWriter.string(finding.ruleID)),
                ("severity", JSONWriter.string(finding.severity.rawValue)),
                ("title", finding.title.map(JSONWriter.string) ?? "null"),
            ])
        }
        return "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }

    static func summary(_ findings: [Finding], fileCount: Int) -> String {
        var byRule: [String: FindingCounts] = [:]
        var byFile: [String: Int] = [:]
        for finding in findings {
            byRule[finding.ruleID, default: FindingCounts([])].add(finding.severity)
            byFile[finding.path, default: 0] += 1
        }
        var output = ""
        if !findings.isEmpty {
            let ruleRows = byRule.keys.sorted().map { rule -> [String] in
                let counts = byRule[rule]!
                return [rule, String(counts.errors), String(counts.warnings), String(counts.notes), String(counts.total)]
            }
            output += TextTable.render(header: ["rule", "errors", "warnings", "notes", "total"], rows: ruleRows,
                                       rightAligned: [1, 2, 3, 4])
            output += "\n"
            let fileRows = byFile.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { [$0.key, String($0.value)] }
            output += TextTable.render(header: ["file", "findings"], rows: fileRows, rightAligned: [1])
            output += "\n"
        }
        output += FindingCounts(findings).sentence(fileCount: fileCount) + "\n"
        return output
    }

    /// The old output of the reporter named `name`.
    static func report(_ name: String, _ findings: [Finding], context: ReportContext) -> String {
        switch name {
        case "xcode": xcode(findings, useColor: context.useColor)
        case "github": github(findings, context: context)
        case "json": json(findings)
        case "summary": summary(findings, fileCount: context.fileCount)
        default: "unknown reporter \(name)"
        }
    }
}

/// Many files' worth of findings in report order: every severity, escapes, titles and none.
let manyFilesFindings: [Finding] = (0..<120).flatMap { file -> [Finding] in
    let path = "Sources/Module\(file / 10)/File \(file).swift"
    return (0..<(file % 6)).map { index in
        let severity: Severity = [.warning, .error, .note][(file + index) % 3]
        return Finding(path: path, start: SourceLocation(line: index * 3 + 1, column: index + 1),
                       end: SourceLocation(line: index * 3 + 2, column: 4), ruleID: ["title-case", "sheet-cancel",
                                                                                     "cancel-single"][index % 3],
                       severity: severity, message: index == 2 ? "50% of\nsheets, a: b \u{1}" : "Finding \(index).",
                       title: index.isMultiple(of: 2) ? "title \(index)" : nil)
    }
}.sorted(by: Finding.reportOrder)

@Suite struct StreamingReporterTests {
    /// The findings split file by file, as the engine streams them.
    func byFile(_ findings: [Finding]) -> [[Finding]] {
        var chunks: [[Finding]] = []
        for finding in findings {
            if chunks.last?.last?.path == finding.path { chunks[chunks.count - 1].append(finding) } else { chunks.append([finding]) }
        }
        return chunks
    }

    func streamed(_ reporter: any Reporter, _ chunks: [[Finding]], context: ReportContext) -> String {
        var stream = reporter.makeStream(context: context)
        var output = ""
        for chunk in chunks { output += stream.write(chunk) }
        return output + stream.finish()
    }

    @Test(arguments: ReporterRegistry.names)
    func streamingGivesTheAllAtOnceBytes(name: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(named: name))
        for useColor in [false, true] {
            let context = ReportContext(fileCount: 150, useColor: useColor,
                                        repositoryPaths: RepositoryPaths(currentDirectory: "/repo/App",
                                                                         repositoryRoot: "/repo"))
            let expected = AllAtOnceReports.report(name, manyFilesFindings, context: context)
            // File by file, one finding at a time, with empty writes in between, and all at once.
            #expect(streamed(reporter, byFile(manyFilesFindings), context: context) == expected)
            #expect(streamed(reporter, manyFilesFindings.flatMap { [[], [$0]] }, context: context) == expected)
            #expect(reporter.report(manyFilesFindings, context: context) == expected)
        }
    }

    @Test(arguments: ReporterRegistry.names)
    func anEmptyStreamGivesTheEmptyReport(name: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(named: name))
        let context = ReportContext(fileCount: 3)
        let expected = AllAtOnceReports.report(name, [], context: context)
        #expect(streamed(reporter, [], context: context) == expected)
        #expect(streamed(reporter, [[], []], context: context) == expected)
    }
}
