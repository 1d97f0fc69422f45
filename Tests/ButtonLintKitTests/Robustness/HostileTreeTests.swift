import Foundation
import Testing
@testable import ButtonLintKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A checkout nobody reviewed: whatever the other files are, or become
/// while the run goes on, each gets a finding or nothing, nothing hangs, and the good file is
/// still linted.
@Suite(.timeLimit(.minutes(1))) struct HostileTreeTests {
    static let good = "import SwiftUI\nlet v = Button(\"save draft\") { }\n"

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("Good.swift", Self.good)
    }

    func lint(_ files: [WalkedFile], jobs: Int = 2) -> LintResult {
        LintRunner(linter: Linter(), jobs: jobs).run(files)
    }

    func walk() throws -> [WalkedFile] {
        try FileWalker().files(in: [folder.path])
    }

    func findings(_ result: LintResult, in name: String) -> [String] {
        result.findings.filter { $0.path.hasSuffix("/" + name) }.map(\.ruleID)
    }

    @Test func hostileFilesBesideAGoodOne() throws {
        var generator = SeededGenerator(seed: 11)
        let noise = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(noise).write(to: URL(fileURLWithPath: folder.path + "/Noise.swift"))
        try Data(Array("import UIKit\nButton(".utf8) + noise).write(to: URL(fileURLWithPath: folder.path + "/NoisyButton.swift"))
        try folder.write("Empty.swift")
        try Data([0, 0, 0] + Array("Button(\"x\")".utf8)).write(to: URL(fileURLWithPath: folder.path + "/Nul.swift"))
        try folder.write("Open.swift", "import SwiftUI\nlet v = Button(#\"\"\"\n")
        try folder.link("Loop", to: ".")                      // a folder that contains itself
        try folder.makeFolder("Deep")
        try folder.link("Deep/Up", to: "..")
        try folder.link("Dangling.swift", to: "Nowhere.swift")
        try folder.link("Zero.swift", to: "/dev/zero")        // a device: never read, so never endless
        #expect(mkfifo(folder.path + "/Pipe.swift", 0o644) == 0)  // a FIFO nobody writes to

        let files = try walk()
        let result = lint(files)
        #expect(findings(result, in: "Good.swift") == ["title-case"])
        #expect(findings(result, in: "Noise.swift") == ["io"])
        #expect(findings(result, in: "Empty.swift").isEmpty)
        #expect(findings(result, in: "Dangling.swift") == ["io"])
        // Devices and FIFOs inside a folder are not files to lint.
        #expect(!files.contains { $0.path.hasSuffix("Zero.swift") || $0.path.hasSuffix("Pipe.swift") })
        // The same output with one worker.
        #expect(lint(files, jobs: 1).findings == result.findings)
    }

    @Test func devicesAndFIFOsNamedExplicitlyAreIOFindings() throws {
        // A pre-commit hook passes names one by one: a link to a device must not be read forever.
        try folder.link("Zero.swift", to: "/dev/zero")
        #expect(mkfifo(folder.path + "/Pipe.swift", 0o644) == 0)
        let files = try FileWalker().files(in: ["Zero.swift", "Pipe.swift", "Good.swift"], from: folder.path)
        let result = lint(files)
        #expect(result.findings.map(\.ruleID) == ["title-case", "io", "io"])
        #expect(result.findings.filter { $0.ruleID == "io" }.allSatisfy { $0.message.contains("not a regular file") })
    }

    @Test func filesRemovedOrReplacedBetweenListingAndReading() throws {
        for name in ["Removed", "Folder", "Fifo", "Link", "Device"] {
            try folder.write(name + ".swift", Self.good)
        }
        let files = try walk()
        #expect(files.count == 6)
        let path = { (name: String) in self.folder.path + "/" + name + ".swift" }
        unlink(path("Removed"))
        unlink(path("Folder"))
        mkdir(path("Folder"), 0o755)
        unlink(path("Fifo"))
        mkfifo(path("Fifo"), 0o644)
        unlink(path("Link"))
        symlink("Good.swift", path("Link"))        // now names another file: linted as that content
        unlink(path("Device"))
        symlink("/dev/zero", path("Device"))
        let result = lint(files)
        #expect(findings(result, in: "Good.swift") == ["title-case"])
        #expect(findings(result, in: "Link.swift") == ["title-case"])
        for name in ["Removed", "Folder", "Fifo", "Device"] {
            #expect(findings(result, in: name + ".swift") == ["io"], "\(name)")
        }
    }
}
