import Testing
@testable import ButtonLintKit

/// What a reporter prints for `findings` written in one piece: the reference every other split
/// of the same findings must match byte for byte. Each format's own tests (read back by a real
/// consumer) say that this piece is right.
func reportInOnePiece(_ name: String, _ findings: [Finding], context: ReportContext) -> String {
    guard let reporter = ReporterRegistry.reporter(named: name) else { return "unknown reporter \(name)" }
    var stream = reporter.makeStream(context: context)
    return stream.write(findings) + stream.finish()
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
    func anySplitGivesTheOnePieceBytes(name: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(named: name))
        for useColor in [false, true] {
            let context = ReportContext(fileCount: 150, useColor: useColor,
                                        repositoryPaths: RepositoryPaths(currentDirectory: "/repo/App",
                                                                         repositoryRoot: "/repo"))
            let expected = reportInOnePiece(name, manyFilesFindings, context: context)
            // File by file, one finding at a time with empty writes in between, and the convenience call.
            #expect(streamed(reporter, byFile(manyFilesFindings), context: context) == expected)
            #expect(streamed(reporter, manyFilesFindings.flatMap { [[], [$0]] }, context: context) == expected)
            #expect(reporter.report(manyFilesFindings, context: context) == expected)
        }
    }

    @Test(arguments: ReporterRegistry.names)
    func anEmptyStreamGivesTheEmptyReport(name: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(named: name))
        let context = ReportContext(fileCount: 3)
        let expected = reportInOnePiece(name, [], context: context)
        #expect(!expected.isEmpty || name == "xcode")
        #expect(streamed(reporter, [], context: context) == expected)
        #expect(streamed(reporter, [[], []], context: context) == expected)
    }
}
