import Testing
@testable import ButtonLintKit

/// A sentence-case project's title-case findings become one note at its first such title; other
/// projects keep theirs.
@Suite struct SentenceCaseNotesTests {
    private func result(_ path: String, project: [String], sentenceTitles: Int, otherTitles: Int) -> FileResult {
        var tally = CasingTally(configured: .apple)
        tally.project = project
        for _ in 0..<sentenceTitles { tally.record(wordCount: 2) { $0 == .sentence } }
        for _ in 0..<otherTitles { tally.record(wordCount: 2) { $0 == .apple } }
        let findings = (0..<sentenceTitles).map { line -> Finding in
            let start = SourceLocation(line: line + 1, column: 1)
            var finding = Finding(path: path, start: start, end: start, ruleID: "title-case", severity: .warning,
                                  message: "not in title case", title: "Save draft")
            finding.followsSentenceCase = true
            return finding
        }
        var result = FileResult(findings: findings, casing: tally)
        result.findings = findings
        return result
    }

    @Test func aSentenceCaseProjectGetsOneNoteAtItsFirstTitle() {
        var notes = SentenceCaseNotes()
        var emitted: [FileResult] = []
        notes.add(result("A/One.swift", project: ["A/.buttonlint.yml"], sentenceTitles: 3, otherTitles: 0)) { emitted.append($0) }
        notes.add(result("A/Two.swift", project: ["A/.buttonlint.yml"], sentenceTitles: 2, otherTitles: 1)) { emitted.append($0) }
        notes.add(result("B/Three.swift", project: [], sentenceTitles: 2, otherTitles: 4)) { emitted.append($0) }
        #expect(emitted.isEmpty)
        notes.finish { emitted.append($0) }
        let findings = emitted.flatMap(\.findings)
        #expect(findings.filter { $0.severity == .note }.map(\.path) == ["A/One.swift"])
        #expect(findings.first?.message.contains("5 of 6 multi-word titles") == true)
        // The title-case project keeps a finding per title.
        #expect(findings.filter { $0.path == "B/Three.swift" }.count == 2)
        #expect(findings.count == 3)
    }

    @Test func aCountingPassPlacesTheNoteWhereverItsTitleIs() {
        var count = SentenceCaseNotes.Count()
        let first = result("A/One.swift", project: ["A"], sentenceTitles: 3, otherTitles: 0)
        let second = result("A/Two.swift", project: ["A"], sentenceTitles: 2, otherTitles: 0)
        count.add(first)
        count.add(second)
        // A shard that holds only the second file: no note there, and its titles are folded.
        var notes = SentenceCaseNotes(decided: count)
        var emitted: [FileResult] = []
        notes.add(second) { emitted.append($0) }
        notes.finish { emitted.append($0) }
        #expect(emitted.flatMap(\.findings).isEmpty)
        #expect(notes.sentenceCaseProjects == [["A"]])
    }
}
