import Foundation
import Testing
@testable import ButtonLintKit

/// A walk's files split into the Swift files to lint and the catalogs, each list in the walk's
/// order and made at its size.
@Suite struct LocalizationSplitTests {
    @Test func catalogsGoApartAndStringsOutsideLprojAreDropped() throws {
        let folder = try TemporaryFolder()
        let names = ["App/View.swift", "App/en.lproj/Localizable.strings", "App/Model.swift", "App/Loose.strings",
                     "App/Localizable.xcstrings", "App/de.lproj/Localizable.strings", "App/strings.swift", "Top.swift"]
        for name in names { try folder.write(name) }
        let walked = try FileWalker(fileExtensions: ProjectPass.walkedExtensions).files(in: ["."], from: folder.path)
        let (sources, catalogs) = ProjectPass.split(walked)
        #expect(sources.map(\.displayPath) == ["App/Model.swift", "App/View.swift", "App/strings.swift", "Top.swift"])
        #expect(catalogs.map(\.displayPath) == ["App/Localizable.xcstrings", "App/de.lproj/Localizable.strings",
                                                "App/en.lproj/Localizable.strings"])
        #expect(catalogs.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        let none = ProjectPass.split([])
        #expect(none.sources.isEmpty && none.catalogs.isEmpty)
        let onlySwift = ProjectPass.split(sources)
        #expect(onlySwift.sources == sources && onlySwift.catalogs.isEmpty)
    }

    /// The sources' list is kept all run: it has room for the sources, not for every walked file.
    @Test func theSourcesListHasRoomForTheSourcesOnly() {
        let files = (0..<1_000).map { index in
            let path = index % 4 == 0 ? "App/en.lproj/T\(index).strings" : "App/V\(index).swift"
            return WalkedFile(path: path, displayPath: path)
        }
        let (sources, catalogs) = ProjectPass.split(files)
        #expect(sources.count == 750 && catalogs.count == 250)
        #expect(sources.capacity < 800 && catalogs.capacity < 300)
    }
}
