import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct FileWalkerTests {
    @Test func walksFoldersRecursivelyAndSortsByDisplayPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("b/Z.swift")
        try folder.write("b/a/Y.swift")
        try folder.write("A.swift")
        try folder.write("notes.txt")
        try folder.write("b/README.md")
        let files = try FileWalker().files(in: [folder.path])
        #expect(files.map(\.displayPath) == ["A.swift", "b/Z.swift", "b/a/Y.swift"].map { folder.path + "/" + $0 })
    }

    @Test func skipsBuildAndDependencyFolders() throws {
        let folder = try TemporaryFolder()
        for skipped in [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"] {
            try folder.write("\(skipped)/Inside.swift")
            try folder.write("nested/\(skipped)/Deeper.swift")
        }
        try folder.write("Sources/Kept.swift")
        try folder.write(".hidden/Kept.swift")
        let files = try FileWalker().files(in: [folder.path])
        #expect(files.map(\.displayPath) == [".hidden/Kept.swift", "Sources/Kept.swift"].map { folder.path + "/" + $0 })
    }

    @Test func aSkippedFolderGivenExplicitlyIsWalked() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pods/Lib.swift")
        let files = try FileWalker().files(in: [folder.path + "/Pods"])
        #expect(files.map(\.displayPath) == [folder.path + "/Pods/Lib.swift"])
    }

    @Test func anExplicitFileIsKeptWhateverItsExtension() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Script.txt")
        #expect(try FileWalker().files(in: [path]) == [WalkedFile(path: path, displayPath: path)])
    }

    @Test func aMissingPathIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path + "/Nope.swift"
        #expect(throws: FileWalker.Failure.missingPath(missing)) {
            try FileWalker().files(in: [folder.path, missing])
        }
        #expect(FileWalker.Failure.missingPath("Nope.swift").description.contains("'Nope.swift'"))
    }

    @Test func symlinkLoopsTerminateAndEachFileAppearsOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/A.swift")
        try folder.write("a/b/B.swift")
        try folder.link("a/b/up", to: "..")
        try folder.link("a/self", to: ".")
        try folder.link("a/b/root", to: folder.path)
        let files = try FileWalker().files(in: [folder.path + "/a"])
        #expect(files.map(\.displayPath) == [folder.path + "/a/A.swift", folder.path + "/a/b/B.swift"])
    }

    @Test func symlinkedFoldersAreFollowedButDirectPathsWin() throws {
        let folder = try TemporaryFolder()
        try folder.write("real/Real.swift")
        try folder.write("other/Other.swift")
        try folder.link("aaa-link", to: "other")   // sorts before "other": still named by the direct path
        try folder.link("outside", to: folder.path + "/real")
        try folder.makeFolder("walked")
        try folder.link("walked/into", to: "../real")
        let files = try FileWalker().files(in: [folder.path + "/walked"])
        #expect(files.map(\.displayPath) == [folder.path + "/walked/into/Real.swift"])
        let all = try FileWalker().files(in: [folder.path])
        #expect(all.map(\.displayPath) == ["other/Other.swift", "real/Real.swift"].map { folder.path + "/" + $0 })
    }

    @Test func aFileGivenTwiceOrThroughTwoArgumentsAppearsOnce() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Sources/A.swift")
        let files = try FileWalker().files(in: [path, folder.path + "/Sources", path])
        #expect(files.count == 1)
    }

    @Test func aDanglingLinkIsKeptSoReadingItReportsWhy() throws {
        let folder = try TemporaryFolder()
        try folder.link("Gone.swift", to: "nowhere.swift")
        let files = try FileWalker().files(in: [folder.path])
        #expect(files.map(\.displayPath) == [folder.path + "/Gone.swift"])
    }

    @Test func displayPathsAreTheArgumentJoinedWithTheRelativePartNormalized() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/View.swift")
        let walker = FileWalker()
        for argument in [".", "./Sources//", "Sources/../Sources/App", "Sources/App/View.swift"] {
            let files = try walker.files(in: [argument], from: folder.path)
            #expect(files.map(\.displayPath) == ["Sources/App/View.swift"], "argument \(argument)")
        }
        #expect(try walker.files(in: ["./Sources/App/View.swift"], from: folder.path).first?.path
            == folder.path + "/./Sources/App/View.swift")
    }

    /// A relative argument is walked by its absolute path: each folder's files open at the
    /// current folder joined with their display path, and the folders of the walk share that
    /// head instead of each keeping its own absolute path. A folder whose path does not end with
    /// its display path (`./Sources//` is shown as `Sources/`) keeps a path of its own.
    @Test func foldersOfARelativeArgumentShareTheirPathHead() throws {
        let folder = try TemporaryFolder()
        for name in ["Sources/App/View.swift", "Sources/App/Model.swift", "Sources/Kit/Button.swift", "Top.swift"] {
            try folder.write(name)
        }
        let walked = try FileWalker().files(in: ["Sources", "Top.swift"], from: folder.path)
        #expect(walked.map(\.displayPath) == ["Sources/App/Model.swift", "Sources/App/View.swift",
                                                "Sources/Kit/Button.swift", "Top.swift"])
        for file in walked {
            #expect(file.path == folder.path + "/" + file.displayPath)
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
        for file in walked.dropLast() {
            guard case .headThenDisplay(let head) = file.place.pathForm else {
                Issue.record("\(file.displayPath) keeps a path of its own")
                continue
            }
            #expect(head == folder.path + "/")
        }
        let expected = [(".", "/./Sources/App/View.swift", true), ("Sources/../Sources", "/Sources/../Sources/App/View.swift", true),
                        ("./Sources//", "/./Sources//App/View.swift", false)]
        for (argument, path, sharesHead) in expected {
            let files = try FileWalker().files(in: [argument], from: folder.path).filter { $0.displayPath.hasSuffix("View.swift") }
            #expect(files.map(\.path) == [folder.path + path], "\(argument)")
            let form = files.first?.place.pathForm
            if case .headThenDisplay = form { #expect(sharesHead, "\(argument)") } else { #expect(!sharesHead, "\(argument)") }
        }
    }

    /// Each folder argument's display path begins the display path of every folder below it: it
    /// is kept once for them all, and a folder stores only the rest. Files below different
    /// arguments still sort by their whole display paths.
    @Test func foldersBelowAnArgumentShareItsDisplayHead() throws {
        let folder = try TemporaryFolder()
        for name in ["Sources/App/View.swift", "Sources/Kit.swift", "Sources/a.swift", "Sources-/Dash.swift", "Sources0/Zero.swift"] {
            try folder.write(name)
        }
        let walked = try FileWalker().files(in: ["Sources0", "Sources-", "Sources"], from: folder.path)
        #expect(walked.map(\.displayPath) == ["Sources-/Dash.swift", "Sources/App/View.swift", "Sources/Kit.swift",
                                                "Sources/a.swift", "Sources0/Zero.swift"])
        let below = walked.filter { $0.displayPath.hasPrefix("Sources/") }
        let head = try #require(below.first?.place.displayHead)
        #expect(String(decoding: head.bytes, as: UTF8.self) == "Sources/")
        #expect(below.allSatisfy { $0.place.displayHead === head })
        #expect(below.map(\.place.displayPrefixCount) == [4, 0, 0])
        #expect(walked.filter { !$0.displayPath.hasPrefix("Sources/") }.allSatisfy { $0.place.displayHead !== head })
        for file in walked { #expect(file.path == folder.path + "/" + file.displayPath) }
        // An absolute argument: the head is the whole folder path.
        let absolute = try FileWalker().files(in: [folder.path], from: "/")
        #expect(absolute.map(\.displayPath) == walked.map { folder.path + "/" + $0.displayPath })
        #expect(absolute.allSatisfy { $0.place.displayHead.map { String(decoding: $0.bytes, as: UTF8.self) } == folder.path + "/" })
        // `.` has no head: display paths start below it.
        #expect(try FileWalker().files(in: ["."], from: folder.path).allSatisfy { $0.place.displayHead == nil })
    }

    @Test func pathNormalizerCleansPathsTextually() {
        #expect(PathNormalizer.normalize("./a//b/./c/") == "a/b/c")
        #expect(PathNormalizer.normalize("a/../../b") == "../b")
        #expect(PathNormalizer.normalize("/../a") == "/a")
        #expect(PathNormalizer.normalize(".") == ".")
        #expect(PathNormalizer.normalize("./") == ".")
        #expect(PathNormalizer.join(".", "A.swift") == "A.swift")
        #expect(PathNormalizer.join("/", "A.swift") == "/A.swift")
    }
}

@Suite struct FileWalkerUnreadableFolderTests {
    /// Root lists any folder whatever its permissions, so this runs only as another user.
    @Test(.enabled(if: getuid() != 0, "root can list a folder without permissions"))
    func aFolderThatCannotBeListedIsReportedNotSkippedSilently() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift")
        try folder.write("Locked/B.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path + "/Locked")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/Locked") }
        let walk = try FileWalker().walk([folder.path])
        #expect(walk.files.map(\.displayPath) == [folder.path + "/A.swift"])
        #expect(walk.unreadableFolders.map(\.displayPath) == [folder.path + "/Locked"])
        #expect(walk.unreadableFolders.first?.reason.contains("Permission denied") == true)
    }

    /// The list keeps paths as folder places and names in shared buffers and sorts them as bytes;
    /// the order must still be the order of the display paths as strings, wherever folders and
    /// files interleave (`b-c/` < `b.swift` < `b/` < `b0.swift`) and for names outside ASCII.
    @Test func compactListSortsLikeDisplayPathStrings() throws {
        let folder = try TemporaryFolder()
        let names = ["b/x.swift", "b.swift", "b-c/y.swift", "b0.swift", "b/a/z.swift", "B.swift", "é/é.swift",
                     "e\u{301}.swift", "Z/é.swift", "ab.swift", "a.swift"]
        for name in names { try folder.write(name) }
        for arguments in [[folder.path], ["."]] {
            let files = try FileWalker().files(in: arguments, from: folder.path)
            let shown = files.map(\.displayPath)
            #expect(shown == shown.sorted())
            let relative = shown.map { $0.hasPrefix(folder.path + "/") ? String($0.dropFirst(folder.path.count + 1)) : $0 }
            #expect(Set(relative) == Set(names))
            for file in files {
                #expect(file.path.hasSuffix("/" + file.displayPath.split(separator: "/").last!))
                #expect(FileManager.default.fileExists(atPath: file.path))
            }
        }
        let inCurrent = try FileWalker().files(in: ["."], from: folder.path)
        #expect(inCurrent.first?.displayPath == "B.swift")
    }
}
