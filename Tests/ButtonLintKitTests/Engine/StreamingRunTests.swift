import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct StreamingRunTests {
    /// Files named by index so a lint function can tell which file it is on.
    func numberedFiles(_ count: Int, in folder: TemporaryFolder) throws -> [WalkedFile] {
        for index in 0..<count {
            try folder.write(String(format: "F%04d.swift", index), String(repeating: "y", count: index % 11))
        }
        return try FileWalker().files(in: [folder.path])
    }

    static func index(of source: SourceFile) -> Int {
        Int(source.path.split(separator: "/").last!.dropFirst().prefix(4))!
    }

    @Test func filesAreHandedOnInFileOrderWhateverTheWorkers() throws {
        let folder = try TemporaryFolder()
        let files = try numberedFiles(200, in: folder)
        let expected = LintRunner(jobs: 1, lint: LintRunnerTests.reversedFindings).run(files).findings
        for jobs in [1, 2, 4, 64] {
            var streamed: [Finding] = []
            var fileCount = 0
            LintRunner(jobs: jobs, lint: LintRunnerTests.reversedFindings).run(files) { result in
                fileCount += 1
                streamed += result.findings
            }
            #expect(fileCount == files.count)
            #expect(streamed == expected, "jobs \(jobs)")
        }
        #expect(expected == expected.sorted(by: Finding.reportOrder))
    }

    @Test func workersStayWithinTheWindowWhenTheOldestFileIsSlow() throws {
        let folder = try TemporaryFolder()
        let files = try numberedFiles(300, in: folder)
        let jobs = 4
        let progress = Progress()
        LintRunner(jobs: jobs) { source in
            let index = Self.index(of: source)
            progress.started(index)
            if index == 0 { Thread.sleep(forTimeInterval: 0.3) }  // the others run ahead meanwhile
            return LintRunnerTests.reversedFindings(source)
        }.run(files) { _ in progress.handedOn() }
        #expect(progress.handedOnCount == files.count)
        // Never further ahead than the window; how far the others get while file 0 sleeps
        // depends on how many threads the machine grants, so only the bound is checked.
        #expect(progress.furthestAhead <= jobs * LintRunner.windowPerWorker)
    }

    @Test func theAllAtOnceRunIsTheStreamedRun() throws {
        let folder = try TemporaryFolder()
        for index in 0..<30 {
            try folder.write("D\(index % 3)/V\(index).swift", "Button(\"save\")\nButton(\"Done\")\nText(\"x\")\n")
        }
        let files = try FileWalker().files(in: [folder.path])
        let runner = LintRunner(jobs: 3, lint: capitalizeFirstLetterLint)
        var streamed: [Finding] = []
        runner.run(files) { streamed += $0.findings }
        let all = runner.run(files)
        #expect(all.findings == streamed)
        #expect(all.findings.count == 60)
        #expect(all.fileCount == 30)
    }

    /// How far file claims got past the files handed on.
    final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private var handedOnFiles = 0
        private var ahead = 0

        func started(_ index: Int) {
            lock.withLock { ahead = max(ahead, index - handedOnFiles) }
        }

        func handedOn() {
            lock.withLock { handedOnFiles += 1 }
        }

        var handedOnCount: Int { lock.withLock { handedOnFiles } }
        var furthestAhead: Int { lock.withLock { ahead } }
    }
}

@Suite struct WalkedFilePathTests {
    @Test func filesInAFolderOpenTheFolderPathJoinedWithTheirName() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Écran ✓/Vue.swift")
        try folder.write("Top.swift")
        let relative = try FileWalker().files(in: ["./Sources//", "Top.swift"], from: folder.path)
        #expect(relative.map(\.displayPath) == ["Sources/Écran ✓/Vue.swift", "Top.swift"])
        #expect(relative[0].path.hasPrefix(folder.path) && relative[0].path.hasSuffix("/Écran ✓/Vue.swift"))
        #expect(relative[1].path == folder.path + "/Top.swift")
        for file in relative { #expect(FileManager.default.fileExists(atPath: file.path)) }
        var renamed = relative[0]
        renamed.displayPath = "Shown.swift"
        #expect(renamed.path == relative[0].path)
        #expect(renamed != relative[0])
        #expect(relative[0] == WalkedFile(path: relative[0].path, displayPath: relative[0].displayPath))
    }
}
