import Foundation
import Testing
@testable import ButtonLintKit

/// The first pass reads every Swift file once; only files that need analysis are read again,
/// and the run's findings are what linting every file whole gives.
@Suite struct FirstPassTests {
    static let files: [(String, String)] = [
        ("App/Model.swift", "struct Model { let name: String }\nextension Model { enum Kind { case a } }\n"),
        ("App/Strings.swift", "enum L10n { static let remove = L10n.tr(\"Localizable\", \"remove\", fallback: \"Remove\") }\n"),
        ("App/View.swift", "import SwiftUI\nstruct V: View { var body: some View { Button(\"delete all\") {} } }\n"),
        ("App/Config.swift", "let configuration = Button.self\n"),
        ("App/Broken.swift", "let x = 1\n// caf\u{E9}\n"),
        ("App/Screen.swift", "import UIKit\nlet a = UIAlertAction(title: \"ok\", style: .default)\n"),
    ]

    /// Reads through an in-memory provider, counting each path's reads.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func record(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
        func count(_ path: String) -> Int { lock.withLock { counts[path] ?? 0 } }
    }

    static func memory(_ files: [(String, String)] = files, brokenBytes: Bool = true, reads: Reads)
        -> (files: [WalkedFile], provider: SourceProvider) {
        let contents = files.map { path, text -> (file: WalkedFile, bytes: [UInt8]) in
            var bytes = Array(text.utf8)
            // Not UTF-8: a lone continuation byte in a file that names no trigger.
            if brokenBytes, path.hasSuffix("Broken.swift") { bytes.append(0x80) }
            return (WalkedFile(path: path, displayPath: path), bytes)
        }
        let memory = SourceProvider.inMemory(contents)
        let provider = SourceProvider(writesBack: false) { file throws(FileSystem.Failure) in
            reads.record(file.path)
            return try memory.provider.bytes(of: file)
        }
        return (memory.files, provider)
    }

    @Test func onlyFilesThatNeedAnalysisAreReadTwiceAndFindingsAreTheSame() {
        let reads = Reads()
        let input = Self.memory(reads: reads)
        let linter = Linter()
        for jobs in [1, 3] {
            let whole = LintRunner(jobs: jobs, provider: input.provider, lint: { linter.analyze($0) }).run(input.files)
            let pass = FirstPass(files: input.files, screening: input.files, provider: input.provider, jobs: jobs)
            var results: [FileResult] = []
            LintRunner(jobs: jobs, provider: input.provider, fileLint: linter.fileLint)
                .run(input.files, after: pass) { results.append($0) }
            #expect(results.count == input.files.count)
            #expect(results.flatMap(\.findings) == whole.findings)
            #expect(whole.findings.contains { $0.path == "App/Broken.swift" && $0.ruleID == "io" })
            #expect(whole.findings.contains { $0.path == "App/View.swift" })
        }
        // Per round: the whole run and the first pass read every file; the second reading is
        // only for the two files that import a framework and name a trigger.
        for path in ["App/Model.swift", "App/Strings.swift", "App/Config.swift", "App/Broken.swift"] {
            #expect(reads.count(path) == 4, "\(path)")
        }
        #expect(reads.count("App/View.swift") == 6)
        #expect(reads.count("App/Screen.swift") == 6)
    }

    @Test func theFilesThatMayDeclareAccessorsAreTheOnlyOnesTheProjectPassReads() throws {
        let reads = Reads()
        let input = Self.memory(reads: reads)
        let pass = FirstPass(files: input.files, screening: [], provider: input.provider, jobs: 2)
        let sorted = input.files.map(\.displayPath)
        #expect(pass.accessorCandidates == [sorted.firstIndex(of: "App/Strings.swift")!])
        // Given to the project pass, only that file is read again.
        let before = input.files.map { reads.count($0.path) }
        let project = ProjectPass(sources: input.files, catalogs: [], provider: input.provider,
                                  developmentLanguage: nil, jobs: 2, firstPass: pass)
        let accessor = try #require(project.context.localization.accessors?.accessor(named: ["L10n", "remove"]))
        #expect(accessor.key == "remove")
        #expect(input.files.indices.map { reads.count(input.files[$0].path) - before[$0] }
                == sorted.map { $0 == "App/Strings.swift" ? 1 : 0 })
    }

    @Test func withoutAScreenedLintEveryFileIsLintedWhole() {
        let reads = Reads()
        let input = Self.memory(reads: reads)
        let pass = FirstPass(files: input.files, screening: input.files, provider: input.provider, jobs: 2)
        let seen = Reads()
        var count = 0
        LintRunner(jobs: 2, provider: input.provider) { source in
            seen.record(source.path)
            return FileReport(findings: [])
        }.run(input.files, after: pass) { _ in count += 1 }
        #expect(count == input.files.count)
        #expect(input.files.allSatisfy { seen.count($0.path) == 1 })
    }

    @Test func filesNotAmongTheFirstPassAreLintedWhole() {
        let reads = Reads()
        let input = Self.memory(reads: reads)
        let pass = FirstPass(files: Array(input.files.prefix(2)), screening: [],
                             provider: input.provider, jobs: 1)
        #expect(pass.positions(of: input.files) == nil)
        #expect(pass.positions(of: [input.files[1]]).map(Array.init) == [1])
        #expect(pass.positions(of: [input.files[1]])?.isEveryFile == false)
        // Every file of the pass: nothing stored, each where it is.
        let all = pass.positions(of: Array(input.files.prefix(2)))
        #expect(all?.isEveryFile == true && all.map(Array.init) == [0, 1])
        #expect(pass.positions(of: [input.files[1], input.files[0]]) == nil)
        #expect(pass.positions(of: [input.files[2], input.files[0]]) == nil)
        var results: [FileResult] = []
        LintRunner(jobs: 2, provider: input.provider, fileLint: Linter().fileLint).run(input.files, after: pass) { results.append($0) }
        #expect(results.count == input.files.count)
    }

    /// The screen settles a file exactly as `analyze` would, or leaves it to analysis.
    @Test func theScreenAgreesWithAnalyze() throws {
        let reads = Reads()
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus").path
        let corpusFiles = try FileWalker().files(in: ["."], from: corpus)
        var texts = Self.memory(reads: reads).files.map { file in
            (file.displayPath, (try? Self.memory(reads: reads).provider.bytes(of: file)) ?? [])
        }
        texts += try corpusFiles.map { ($0.displayPath, try $0.readBytes()) }
        let linter = Linter()
        var settled = 0
        for (path, bytes) in texts {
            guard let report = Linter.screen(bytes[...], path: { path }) else { continue }
            settled += 1
            #expect(report.findings == linter.analyze(SourceFile(path: path, bytes: bytes)).findings, "\(path)")
        }
        #expect(settled >= 4)
    }

    @Test func aConfigurationWithItsOwnBuildersIsNotScreened() {
        var configuration = Configuration()
        #expect(Linter(configuration: configuration).fileLint.screened != nil)
        configuration.frameworkAliases = ["DesignSystem": .swiftUI]
        #expect(Linter(configuration: configuration).fileLint.screened == nil)
    }
}

/// The walk hands its files on as it finds them, and the first pass fed by it learns what the
/// first pass over the sorted list does.
@Suite struct FirstPassStreamTests {
    @Test func theWalkHandsOnEveryFileOnceInFoundOrder() throws {
        let folder = try TemporaryFolder()
        for name in ["B/x.swift", "A.swift", "B/C/y.swift", "Z.swift", "B/y.strings"] { try folder.write(name) }
        var found: [WalkedFile] = []
        let walk = try FileWalker(fileExtensions: ["swift", "strings"]).walk(["."], from: folder.path) { found += $0 }
        #expect(found.map(\.foundIndex) == (0..<UInt32(found.count)).map { $0 })
        #expect(Set(found.map(\.displayPath)) == Set(walk.files.map(\.displayPath)))
        for file in walk.files {
            #expect(found[Int(file.foundIndex)].displayPath == file.displayPath)
        }
        #expect(MemoryLayout<WalkedFile>.size <= 24)
    }

    @Test func aStreamedPassLearnsWhatTheListedPassLearns() throws {
        let folder = try TemporaryFolder()
        for (path, text) in FirstPassTests.files { try folder.write(path, text) }
        try folder.write("App/en.lproj/Localizable.strings", "\"remove\" = \"Remove\";\n")
        try folder.write("App/Deeper/More.swift", "extension L10n { static let more = L10n.tr(\"L\", \"more\") }\n")
        for jobs in [1, 2] {
            let stream = FirstPassStream(provider: .fileSystem, jobs: jobs)
            let walk = try FileWalker(fileExtensions: ProjectPass.walkedExtensions)
                .walk(["."], from: folder.path, found: stream.add)
            let sources = ProjectPass.split(walk.files).sources
            let streamed = stream.finish(sources: sources)
            let listed = FirstPass(files: sources, screening: sources, provider: .fileSystem, jobs: jobs)
            #expect(streamed.files.map(\.displayPath) == sources.map(\.displayPath))
            #expect(streamed.accessorCandidates == listed.accessorCandidates)
            #expect(streamed.accessorCandidates.count == 2)
            for index in sources.indices {
                #expect(streamed.verdict(of: index) == listed.verdict(of: index))
                #expect(streamed.report(of: index).findings == listed.report(of: index).findings)
            }
            #expect(sources.indices.contains { streamed.verdict(of: $0) == .needsAnalysis })
        }
    }
}
