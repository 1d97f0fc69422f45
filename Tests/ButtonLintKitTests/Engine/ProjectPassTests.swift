import Foundation
import Testing
@testable import ButtonLintKit

/// The project pass gathers what crosses files before linting: without a first pass it reads
/// every Swift file once to find the ones that may declare accessors, and parses only those.
@Suite struct ProjectPassTests {
    static let swiftFiles = [
        ("App/Strings.swift", "enum L10n { static let remove = L10n.tr(\"Localizable\", \"remove\", fallback: \"Remove\") }"),
        ("App/View.swift", "import SwiftUI\nstruct V: View { var body: some View { Button(L10n.remove) {} } }"),
    ]
    static let catalog = ("App/en.lproj/Localizable.strings", "\"remove\" = \"Remove\";\n")

    @Test func projectFilesAreToldByTheirNameAlone() {
        #expect(ProjectPass.kind(ofProjectFile: "Localized.yml") == .localizedPhrases)
        #expect(ProjectPass.kind(ofProjectFile: "App/Sources/Localized.yaml") == .localizedPhrases)
        #expect(ProjectPass.kind(ofProjectFile: "Demo.xcodeproj/project.pbxproj") == .projectMarker)
        #expect(ProjectPass.kind(ofProjectFile: "/Users/me/Café/project.yml") == .projectMarker)
        #expect(ProjectPass.kind(ofProjectFile: "App/NotLocalized.yml") == nil)
        // A path ending in a separator names a folder, even one named like a project file.
        #expect(ProjectPass.kind(ofProjectFile: "App/project.yml/") == nil)
        #expect(ProjectPass.kind(ofProjectFile: "/") == nil)
        #expect(ProjectPass.kind(ofProjectFile: "") == nil)
    }

    /// Swift files read through the pass's provider, by path.
    final class ReadCount: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.withLock { paths.append(path) } }
        var swiftReads: [String] { lock.withLock { paths.filter { $0.hasSuffix(".swift") }.sorted() } }
    }

    static func pass(withCatalog: Bool, reads: ReadCount) -> ProjectPass {
        let contents = (swiftFiles + (withCatalog ? [catalog] : [])).map { path, text in
            (file: WalkedFile(path: path, displayPath: path), bytes: Array(text.utf8))
        }
        let memory = SourceProvider.inMemory(contents)
        let provider = SourceProvider(writesBack: false) { file throws(FileSystem.Failure) in
            reads.record(file.path)
            return try memory.provider.bytes(of: file)
        }
        let (sources, catalogs) = ProjectPass.split(memory.files)
        return ProjectPass(sources: sources, catalogs: catalogs, provider: provider, developmentLanguage: nil, jobs: 2)
    }

    @Test func accessorsAreGatheredBeforeLintingWithOrWithoutCatalogs() throws {
        for withCatalog in [true, false] {
            let reads = ReadCount()
            let pass = Self.pass(withCatalog: withCatalog, reads: reads)
            #expect(reads.swiftReads == ["App/Strings.swift", "App/View.swift"])
            // The context is a value: asking it reads nothing.
            let accessor = try #require(pass.context.localization.accessors?.accessor(named: ["L10n", "remove"]))
            #expect(accessor.key == "remove")
            #expect(reads.swiftReads == ["App/Strings.swift", "App/View.swift"])
            #expect(pass.context.localization.index.tableNames.isEmpty == !withCatalog)
        }
    }

    @Test func withoutSourcesThereAreNoProjectAccessors() {
        let pass = ProjectPass(sources: [], catalogs: [], provider: .fileSystem, developmentLanguage: nil, jobs: 1)
        #expect(pass.context.localization.accessors == nil)
    }
}
