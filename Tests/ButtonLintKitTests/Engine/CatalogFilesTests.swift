import Testing
@testable import ButtonLintKit

/// The run's catalogs, found by the path a catalog fix names.
@Suite struct CatalogFilesTests {
    @Test func findsEachCatalogByItsDisplayPathInAnyOrder() {
        let paths = ["Shop/en.lproj/Localizable.strings", "App/Resources/Localizable.xcstrings",
                     "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "Zebra/Ä.lproj/Menu.strings"]
        let catalogs = CatalogFiles(paths.map { WalkedFile(path: "/repo/" + $0, displayPath: $0) })
        for path in paths { #expect(catalogs.file(atDisplayPath: path)?.path == "/repo/" + path) }
        for missing in ["", "App", "App/en.lproj/Localizable.string", "Zz/en.lproj/Localizable.strings", "A/en.lproj/Localizable.strings"] {
            #expect(catalogs.file(atDisplayPath: missing) == nil, "\(missing)")
        }
        #expect(!catalogs.isEmpty && CatalogFiles([]).isEmpty)
    }

    @Test func ofFilesWithOneDisplayPathTheFirstIsKept() {
        // As a table built with the first of equal keys kept did.
        let files = [WalkedFile(path: "/b/App/en.lproj/Localizable.strings", displayPath: "App/en.lproj/Localizable.strings"),
                     WalkedFile(path: "/a/Other.xcstrings", displayPath: "Other.xcstrings"),
                     WalkedFile(path: "/a/App/en.lproj/Localizable.strings", displayPath: "App/en.lproj/Localizable.strings")]
        let catalogs = CatalogFiles(files)
        #expect(catalogs.file(atDisplayPath: "App/en.lproj/Localizable.strings")?.path == "/b/App/en.lproj/Localizable.strings")
        #expect(catalogs.file(atDisplayPath: "Other.xcstrings")?.path == "/a/Other.xcstrings")
    }
}
