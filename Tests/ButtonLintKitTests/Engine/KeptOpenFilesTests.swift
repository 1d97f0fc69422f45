import Foundation
import Testing
@testable import ButtonLintKit

/// The first pass leaves the files that need analysis open (within a budget of descriptors),
/// and the lint pass reads them through those descriptors: the same findings as linting every
/// file whole, every descriptor closed at the end, never more open than the budget.
@Suite struct KeptOpenFilesTests {
    /// `FirstPassTests.files` on disk, walked and first-passed as the command does.
    func streamedPass(budget: OpenFileBudget, jobs: Int, in folder: TemporaryFolder)
        throws -> (files: [WalkedFile], pass: FirstPass) {
        let stream = FirstPassStream(provider: .fileSystem, jobs: jobs, budget: budget)
        let walk = try FileWalker().walk(["."], from: folder.path, found: stream.add)
        return (walk.files, stream.finish(sources: walk.files))
    }

    func writeFiles(to folder: TemporaryFolder) throws {
        for (path, text) in FirstPassTests.files { try folder.write(path, text) }
        // Many more files that need analysis, in several folders.
        for index in 0..<40 {
            try folder.write("More\(index % 3)/V\(index).swift",
                             "import SwiftUI\nlet b\(index) = Button(\"save \(index)\") {}\n")
        }
    }

    @Test func filesThatNeedAnalysisAreReadThroughTheirOpenDescriptorWithTheSameFindings() throws {
        let folder = try TemporaryFolder()
        try writeFiles(to: folder)
        let linter = Linter()
        for (limit, jobs) in [(100, 1), (100, 2), (5, 2), (1, 1), (0, 2)] {
            let budget = OpenFileBudget(limit: limit)
            let (files, pass) = try streamedPass(budget: budget, jobs: jobs, in: folder)
            let whole = LintRunner(jobs: jobs, lint: { linter.analyze($0) }).run(files)
            let needingAnalysis = files.indices.filter { pass.verdict(of: $0) == .needsAnalysis }.count
            #expect(needingAnalysis == 42)
            #expect(pass.keptOpenCount == min(limit, needingAnalysis), "limit \(limit)")
            #expect(budget.inUse == pass.keptOpenCount)
            var results: [FileResult] = []
            LintRunner(jobs: jobs, fileLint: linter.fileLint).run(files, after: pass) { results.append($0) }
            #expect(results.count == files.count)
            #expect(results.flatMap(\.findings) == whole.findings, "limit \(limit), jobs \(jobs)")
            #expect(whole.findings.count >= 42)
            // Every descriptor was taken and closed.
            #expect(pass.keptOpenCount == 0)
            #expect(budget.inUse == 0)
        }
    }

    @Test func filesLeftOpenThatNoRunTakesAreClosed() throws {
        let folder = try TemporaryFolder()
        try writeFiles(to: folder)
        let budget = OpenFileBudget(limit: 100)
        do {
            let (_, pass) = try streamedPass(budget: budget, jobs: 2, in: folder)
            #expect(pass.keptOpenCount == 42)
            #expect(budget.inUse == 42)
        }
        // Released with the pass.
        #expect(budget.inUse == 0)
        // A run over part of the files closes the rest when it ends.
        let (files, pass) = try streamedPass(budget: budget, jobs: 2, in: folder)
        let part = files.filter { $0.displayPath.hasPrefix("More1/") }
        var count = 0
        LintRunner(jobs: 2, fileLint: Linter().fileLint).run(part, after: pass) { _ in count += 1 }
        #expect(count == part.count)
        #expect(pass.keptOpenCount == 0)
        #expect(budget.inUse == 0)
        // A second run over the same pass opens every file by its name again.
        var findings: [Finding] = []
        LintRunner(jobs: 2, fileLint: Linter().fileLint).run(files, after: pass) { findings += $0.findings }
        #expect(findings == LintRunner(jobs: 1, lint: { Linter().analyze($0) }).run(files).findings)
    }

    @Test func theListedFirstPassLeavesFilesOpenToo() throws {
        let folder = try TemporaryFolder()
        try writeFiles(to: folder)
        let files = try FileWalker().files(in: ["."], from: folder.path)
        let budget = OpenFileBudget(limit: 10)
        let pass = FirstPass(files: files, screening: files, provider: .fileSystem, jobs: 2,
                             budget: budget)
        #expect(pass.keptOpenCount == 10)
        // Files not screened (not linted in this run) are never left open.
        let unscreened = FirstPass(files: files, screening: [], provider: .fileSystem, jobs: 2,
                                   budget: budget)
        #expect(unscreened.keptOpenCount == 0)
        pass.closeKeptFiles()
        #expect(budget.inUse == 0)
    }

    /// A file changed in place after the first pass is read again whole from its start, as
    /// reading it by name reads it, in the buffer or (grown past it) the usual way.
    @Test func aFileReadAgainIsReadWholeFromItsStart() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("A.swift", String(repeating: "abc", count: 40))
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        var scratch = [UInt8](repeating: 0, count: 7)
        #expect(read(descriptor, &scratch, 7) == 7)
        let large = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
        let small = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 16)
        defer {
            large.deallocate()
            small.deallocate()
        }
        let expected = try FileSystem.readBytes(at: path)
        #expect(expected.count == 120)
        #expect(try FileSystem.readAgain(descriptor, buffer: large) == expected)
        #expect(try FileSystem.readAgain(descriptor, buffer: small) == expected)
        #expect(try FileSystem.readAgain(descriptor, buffer: nil) == expected)
        // Rewritten in place, longer: the same open file gives the new bytes.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data(String(repeating: "xyz", count: 50).utf8))
        try handle.close()
        let rewritten = try FileSystem.readBytes(at: path)
        #expect(rewritten.count == 150)
        #expect(try FileSystem.readAgain(descriptor, buffer: large) == rewritten)
        #expect(try FileSystem.readAgain(descriptor, buffer: small) == rewritten)
    }

    /// Growing the table takes a free descriptor at or above the highest one and gives it back:
    /// a descriptor already open there (one the process inherited) stays what it was.
    @Test func growingTheDescriptorTableLeavesAnOpenDescriptorAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("kept.txt", "kept")
        let file = open(folder.path + "/kept.txt", O_RDONLY)
        try #require(file >= 0)
        defer { close(file) }
        let top = fcntl(file, F_DUPFD, Int32(min(OpenFileBudget.softDescriptorLimit() - 2, 4000)))
        try #require(top > 2)
        defer { close(top) }
        var before = stat()
        try #require(fstat(top, &before) == 0)

        OpenFileBudget.growDescriptorTable(toHold: Int(top))

        var after = stat()
        #expect(fstat(top, &after) == 0)
        #expect(after.st_ino == before.st_ino && after.st_dev == before.st_dev)
        var bytes = [UInt8](repeating: 0, count: 4)
        #expect(pread(top, &bytes, 4, 0) == 4)
        #expect(bytes == Array("kept".utf8))
    }

    @Test func theBudgetIsAShareOfTheDescriptorLimit() {
        #expect(OpenFileBudget.fromDescriptorLimit(100) == 0)
        #expect(OpenFileBudget.fromDescriptorLimit(256) == 0)
        #expect(OpenFileBudget.fromDescriptorLimit(1024) == 384)
        #expect(OpenFileBudget.fromDescriptorLimit(20000) == 8192)
        #expect(OpenFileBudget.fromDescriptorLimit(Int(Int32.max)) == 8192)
        let budget = OpenFileBudget(limit: 2)
        #expect(budget.reserve() && budget.reserve())
        #expect(!budget.reserve())
        budget.release()
        #expect(budget.reserve())
        #expect(budget.inUse == 2)
    }
}
