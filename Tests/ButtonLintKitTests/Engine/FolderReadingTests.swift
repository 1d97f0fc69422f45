import Foundation
import Testing
@testable import ButtonLintKit

/// Files are opened by name in their folder, which the reading thread keeps open, and the
/// walker opens folders by name in their open parent (`FolderDescriptors`, `FileSystem.OpenFolder`).
@Suite struct FolderReadingTests {
    @Test func aWalkedFileIsReadThroughItsOpenFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Module/A.swift", "let a = 1\n")
        try folder.write("Module/B.swift", "let b = 2\n")
        let files = try FileWalker().files(in: [folder.path])
        #expect(files.count == 2)
        #expect(try SourceProvider.fileSystem.bytes(of: files[0]) == Array("let a = 1\n".utf8))
        // The folder is now open on this thread: renamed away, its path no longer leads to
        // B.swift, but the open folder still does. (Opened by its path, the read would fail.)
        #expect(rename(folder.path + "/Module", folder.path + "/Moved") == 0)
        #expect(throws: FileSystem.Failure.self) { try FileSystem.readBytes(at: files[1].path) }
        #expect(try SourceProvider.fileSystem.bytes(of: files[1]) == Array("let b = 2\n".utf8))
    }

    @Test func readingByNameRefusesWhatReadingByPathRefuses() throws {
        let folder = try TemporaryFolder()
        for name in ["Removed", "Fifo", "Folder", "Kept"] { try folder.write("F/\(name).swift", "x") }
        let files = try FileWalker().files(in: [folder.path])
        unlink(folder.path + "/F/Removed.swift")
        unlink(folder.path + "/F/Fifo.swift")
        #expect(mkfifo(folder.path + "/F/Fifo.swift", 0o644) == 0)
        unlink(folder.path + "/F/Folder.swift")
        #expect(mkdir(folder.path + "/F/Folder.swift", 0o755) == 0)
        for file in files {
            let byName = Result { () throws(FileSystem.Failure) in try SourceProvider.fileSystem.bytes(of: file) }
            let byPath = Result { () throws(FileSystem.Failure) in try FileSystem.readBytes(at: file.path) }
            switch (byName, byPath) {
            case (.success(let left), .success(let right)): #expect(left == right)
            case (.failure(let left), .failure(let right)): #expect(left.reason == right.reason, "\(file.path)")
            default: Issue.record("\(file.path): \(byName) by name, \(byPath) by path")
            }
        }
        #expect(try SourceProvider.fileSystem.bytes(of: files.first { $0.path.hasSuffix("Kept.swift") }!) == [0x78])
    }

    @Test func aFileNamedOnItsOwnIsReadByItsPath() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Alone.swift", "let alone = 0\n")
        let file = WalkedFile(path: path, displayPath: "Alone.swift")
        #expect(try SourceProvider.fileSystem.bytes(of: file) == Array("let alone = 0\n".utf8))
    }

    @Test func aTreeDeeperThanTheOpenFoldersLimitIsWalkedWhole() throws {
        let folder = try TemporaryFolder()
        var relative = ""
        var expected: [String] = []
        for depth in 0..<70 {
            relative += "d\(depth)/"
            if depth % 10 == 9 {
                try folder.write(relative + "F\(depth).swift", "let f = \(depth)\n")
                expected.append(folder.path + "/" + relative + "F\(depth).swift")
            }
        }
        let files = try FileWalker().files(in: [folder.path])
        #expect(files.map(\.displayPath) == expected)
        for file in files { #expect(try !SourceProvider.fileSystem.bytes(of: file).isEmpty) }
    }

    @Test func folderOpenedByNameKeepsTheWalksRules() throws {
        // A folder reached directly and through a link is walked once, by its direct path; a
        // folder that cannot be listed is reported once, by the path the walk reached it.
        let folder = try TemporaryFolder()
        try folder.write("Real/Inner/A.swift")
        try folder.link("Alias", to: "Real")
        try folder.makeFolder("Locked")
        try folder.write("Locked/Hidden.swift")
        #expect(chmod(folder.path + "/Locked", 0) == 0)
        defer { chmod(folder.path + "/Locked", 0o755) }
        let walk = try FileWalker().walk([folder.path])
        let isRoot = geteuid() == 0  // root lists any folder
        #expect(walk.files.map(\.displayPath) == (isRoot ? [folder.path + "/Locked/Hidden.swift"] : [])
            + [folder.path + "/Real/Inner/A.swift"])
        #expect(walk.unreadableFolders.map(\.displayPath) == (isRoot ? [] : [folder.path + "/Locked"]))
    }

    @Test func aFolderBelowAnOpenFolderIsOpenedThere() throws {
        let folder = try TemporaryFolder()
        try folder.write("Top/Module/A.swift", "let a = 1\n")
        try folder.write("Top/Module/Inner/B.swift", "let b = 2\n")
        let files = try FileWalker().files(in: [folder.path + "/Top"])
        #expect(files.map { $0.path.hasSuffix("A.swift") } == [true, false])
        #expect(try SourceProvider.fileSystem.bytes(of: files[0]) == Array("let a = 1\n".utf8))
        // `Module` is open on this thread; with `Top` renamed, only a folder opened below it
        // (`Inner` by its name there, not by its whole path) still leads to B.swift.
        #expect(rename(folder.path + "/Top", folder.path + "/Moved") == 0)
        #expect(throws: FileSystem.Failure.self) { try FileSystem.readBytes(at: files[1].path) }
        #expect(try SourceProvider.fileSystem.bytes(of: files[1]) == Array("let b = 2\n".utf8))
    }

    @Test func filesOfEverySizeReadAsByPathAndOnlySmallOnesIntoTheBuffer() throws {
        let folder = try TemporaryFolder()
        let capacity = ReadBuffer.capacity
        let sizes = [0, 1, 15, 16, 17, 4096, capacity - 1, capacity, capacity + 1, 3 * capacity + 5]
        for size in sizes {
            let text = String((0..<size).map { Character(UnicodeScalar(UInt8(0x41 + $0 % 26))) })
            try folder.write("Sizes/F\(size).swift", text)
        }
        let files = try FileWalker().files(in: [folder.path])
        #expect(files.count == sizes.count)
        for file in files {
            let expected = try FileSystem.readBytes(at: file.path)
            #expect(file.isListedRegularFile)
            #expect(try SourceProvider.fileSystem.bytes(of: file) == expected, "\(file.path)")
            #expect(try SourceProvider.fileSystem.withBytes(of: file) { Array($0) } == expected, "\(file.path)")
            // One read tells the whole file only when it is neither empty nor as large as the buffer.
            let inBuffer = try file.withBytes { (bytes) throws(FileSystem.Failure) in bytes.count }
            #expect((inBuffer != nil) == (expected.count > 0 && expected.count < capacity), "\(file.path)")
        }
    }

    /// A listing longer than one read of the system's (32 KB) is read to its end, with every
    /// name, type and inode, and the walk keeps every file of it.
    @Test func aFolderListingLongerThanOneReadIsListedWhole() throws {
        let folder = try TemporaryFolder()
        let padding = String(repeating: "n", count: 60)
        var expected: Set<String> = []
        for index in 0..<1200 {
            let name = "File\(index)\(padding).swift"
            try folder.write("Big/\(name)", "let f = \(index)\n")
            expected.insert(name)
        }
        #expect(mkdir(folder.path + "/Big/Sub", 0o755) == 0)
        #expect(symlink("File0\(padding).swift", folder.path + "/Big/Link.swift") == 0)
        let entries = try FileSystem.entries(ofDirectory: folder.path + "/Big")
        #expect(entries.count == 1202)
        #expect(Set(entries.filter(\.isRegularFile).map(\.name)) == expected)
        #expect(entries.filter(\.isFolder).map(\.name) == ["Sub"])
        #expect(entries.first { $0.name == "Link.swift" }.map { !$0.isRegularFile && !$0.isFolder } == true)
        for entry in entries where entry.name == "File7\(padding).swift" {
            #expect(entry.inode == FileSystem.status(of: folder.path + "/Big/" + entry.name, followingLinks: false).identity.inode)
        }
        let files = try FileWalker().files(in: [folder.path])
        #expect(files.count == 1200)
        #expect(try SourceProvider.fileSystem.bytes(of: files.first { $0.path.hasSuffix("/File7\(padding).swift") }!)
            == Array("let f = 7\n".utf8))
    }
}
