import Foundation
import Testing
@testable import ButtonLintKit

/// When the accessor directory scans the project's Swift files: before linting in a project
/// with catalogs (all cores at hand), else only when a title asks.
@Suite struct LocalizationPassTests {
    static let swiftFiles = [
        ("App/Strings.swift", "enum L10n { static let remove = L10n.tr(\"Localizable\", \"remove\", fallback: \"Remove\") }"),
        ("App/View.swift", "import SwiftUI\nstruct V: View { var body: some View { Button(L10n.remove) {} } }"),
    ]
    static let catalog = ("App/en.lproj/Localizable.strings", "\"remove\" = \"Remove\";\n")

    /// Swift files read through the pass's provider, by path.
    final class ReadCount: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.withLock { paths.append(path) } }
        var swiftReads: [String] { lock.withLock { paths.filter { $0.hasSuffix(".swift") }.sorted() } }
    }

    static func pass(withCatalog: Bool, reads: ReadCount) -> LocalizationPass {
        let contents = (swiftFiles + (withCatalog ? [catalog] : [])).map { path, text in
            (file: WalkedFile(path: path, displayPath: path), bytes: Array(text.utf8))
        }
        let memory = SourceProvider.inMemory(contents)
        let provider = SourceProvider(writesBack: false) { file throws(FileSystem.Failure) in
            reads.record(file.path)
            return try memory.provider.bytes(of: file)
        }
        let (sources, catalogs) = LocalizationPass.split(memory.files)
        return LocalizationPass(sources: sources, catalogs: catalogs, provider: provider,
                                developmentLanguage: nil, jobs: 2)
    }

    @Test func aProjectWithCatalogsIsScannedBeforeLinting() throws {
        let reads = ReadCount()
        let pass = Self.pass(withCatalog: true, reads: reads)
        #expect(reads.swiftReads == ["App/Strings.swift", "App/View.swift"])
        // The question later parses the declaring file only; the scan is not done again.
        let accessor = try #require(pass.localization.accessors?.accessor(named: ["L10n", "remove"]))
        #expect(accessor.key == "remove")
        #expect(reads.swiftReads == ["App/Strings.swift", "App/Strings.swift", "App/View.swift"])
    }

    @Test func withoutCatalogsNothingIsReadUntilATitleAsks() throws {
        let reads = ReadCount()
        let pass = Self.pass(withCatalog: false, reads: reads)
        #expect(reads.swiftReads.isEmpty)
        _ = pass.localization.accessors?.accessor(named: ["L10n", "remove"])
        #expect(reads.swiftReads == ["App/Strings.swift", "App/Strings.swift", "App/View.swift"])
    }
}
