import Testing
@testable import ButtonLintKit

@Suite struct GlobTests {
    @Test(arguments: [
        ("Sources", "Sources/A.swift", true),
        ("Sources", "Tests/A.swift", false),
        ("Sources/Generated", "Sources/Generated/Deep/A.swift", true),
        ("*.swift", "A.swift", true),
        ("*.swift", "Sources/A.swift", false),
        ("**/*.swift", "Sources/A.swift", true),
        ("**/*.swift", "A.swift", true),
        ("**/Previews", "App/Views/Previews/P.swift", true),
        ("Sources/**/Mock*.swift", "Sources/A/B/MockStore.swift", true),
        ("Sources/**/Mock*.swift", "Sources/MockStore.swift", true),
        ("Sources/**/Mock*.swift", "Tests/MockStore.swift", false),
        ("File?.swift", "File1.swift", true),
        ("File?.swift", "File10.swift", false),
        ("?", "é", true),
        ("./Sources/", "Sources/A.swift", true),
        ("*Tests", "AppTests/X.swift", true),
        ("a*b*c", "aXbYc/z", true),
        ("a*b*c", "aXbY/z", false),
    ] as [(String, String, Bool)])
    func matchesPathsAndTheFoldersAboveThem(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matchesPathOrParent(path) == expected, "\(pattern) vs \(path)")
    }

    @Test func exactMatchDoesNotCoverFilesBelow() {
        #expect(Glob("Sources").matches("Sources"))
        #expect(!Glob("Sources").matches("Sources/A.swift"))
    }

    @Test func manyStarsStayFast() {
        let pattern = Glob(String(repeating: "*a", count: 30) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 200)))
        let globstars = Glob(Array(repeating: "**", count: 30).joined(separator: "/") + "/x")
        #expect(!globstars.matches(Array(repeating: "d", count: 60).joined(separator: "/")))
    }

    @Test func relativePathsOnlyInsideTheFolder() {
        #expect(Glob.relativePath("/repo/a/b.swift", inFolder: "/repo") == "a/b.swift")
        #expect(Glob.relativePath("/repository/b.swift", inFolder: "/repo") == nil)
        #expect(Glob.relativePath("/b.swift", inFolder: "/") == "b.swift")
    }
}
