import Foundation
import Testing
@testable import ButtonLintKit

/// A walked file is 16 bytes: where its name lies in its folder's place is packed with its two
/// flags, so a folder's names are cut into several places when a file could not point into one.
@Suite struct FolderPlacesTests {
    /// The names one after another, as the walker keeps them, and where each lies.
    static func packed(_ names: [String]) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        var bytes: [UInt8] = [], ranges: [Range<Int>] = []
        for name in names {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            ranges.append(start..<bytes.count)
        }
        return (bytes, ranges)
    }

    /// The files of `names` in a folder `/work/app/Sources/Kit/` shown as `Sources/Kit/`.
    static func files(_ names: [String], maximumNameOffset: Int = WalkedFile.maximumNameOffset) -> [WalkedFile] {
        let (bytes, ranges) = packed(names)
        let origin = FilePlace.Origin(walk: FilePlace.Walking(), displayHead: FilePlace.DisplayHead("Sources/"),
                                      pathHead: "/work/app/")
        let places = FolderPlaces(pathPrefix: "/work/app/Sources/Kit/", displayPrefix: "Sources/Kit/", names: bytes,
                                  nameRanges: ranges, origin: origin, maximumNameOffset: maximumNameOffset)
        return ranges.indices.map { places.file(named: ranges[$0], at: $0, isThroughLink: $0 % 3 == 0) }
    }

    static func placeCount(_ files: [WalkedFile]) -> Int {
        Set(files.map { ObjectIdentifier($0.place) }).count
    }

    @Test func aWalkedFileTakesSixteenBytes() {
        #expect(MemoryLayout<WalkedFile>.size == 16)
    }

    @Test func aFolderOfShortNamesHasOnePlace() {
        let names = ["Button.swift", "Café.swift", "Localizable.strings", "View.swift"]
        let files = Self.files(names)
        #expect(files.map(\.displayPath) == names.map { "Sources/Kit/" + $0 })
        #expect(files.map(\.path) == names.map { "/work/app/Sources/Kit/" + $0 })
        #expect(files.map(\.isThroughLink) == [true, false, false, true])
        #expect(Self.placeCount(files) == 1)
        #expect(files[0].place.displayPrefixCount == 4)
        #expect(files.map(\.nameBytes.count) == names.map(\.utf8.count))
    }

    /// Names past the largest offset a file stores go to further places; every file still
    /// names its own file, and a place's names start within the offset.
    @Test func namesPastTheLargestOffsetGoToFurtherPlaces() {
        let names = (0..<22_000).map { "Screen\($0)" + String(repeating: "x", count: 180) + ".swift" }
        #expect(names.reduce(0) { $0 + $1.utf8.count } > WalkedFile.maximumNameOffset + 1)
        let files = Self.files(names)
        #expect(Self.placeCount(files) == 2)
        #expect(files.map(\.displayPath) == names.map { "Sources/Kit/" + $0 })
        #expect(files.allSatisfy { $0.nameRange.lowerBound - $0.place.displayPrefixCount <= WalkedFile.maximumNameOffset })
        #expect(files.last?.path == "/work/app/Sources/Kit/" + (names.last ?? ""))
    }

    /// A name too long for its length to be stored (macOS allows 255 characters, up to 765
    /// bytes) ends its place, so its end is the place's; names of 254 bytes are stored as they are.
    @Test func aNameTooLongForItsLengthEndsItsPlace() {
        let long = String(repeating: "é", count: 380) + ".swift"
        let names = ["A.swift", String(repeating: "b", count: 248) + ".swift", long, "B.swift",
                     String(repeating: "c", count: 249) + ".swift", "C.swift", long]
        #expect(names.map(\.utf8.count) == [7, 254, 766, 7, 255, 7, 766])
        let files = Self.files(names)
        #expect(files.map(\.displayPath) == names.map { "Sources/Kit/" + $0 })
        #expect(files.map(\.path) == names.map { "/work/app/Sources/Kit/" + $0 })
        // New places after the first long name and after the 255-byte one; the last ends the folder.
        #expect(Self.placeCount(files) == 3)
        #expect(files[0].place === files[2].place && files[2].place !== files[3].place)
        #expect(files[3].place === files[4].place && files[4].place !== files[5].place)
        #expect(files.allSatisfy { $0.place.isASCII == ($0.place !== files[0].place && $0.place !== files[6].place) })
    }

    /// Files of one folder in different places sort and compare as the display paths do.
    @Test func filesOfOneFolderInSeveralPlacesSortAsTheirDisplayPaths() {
        let names = ["b.swift", "a.swift", "c.swift", "a.swift", "ab.swift", "B.swift", "a0.swift"]
        let files = Self.files(names, maximumNameOffset: 8)
        #expect(Self.placeCount(files) == 4)
        let sorted = files.sorted { $0.displayPathPrecedes($1) }
        #expect(sorted.map(\.displayPath) == names.map { "Sources/Kit/" + $0 }.sorted())
        #expect(files[1].hasSameDisplayPath(as: files[3]) && files[1].place !== files[3].place)
        #expect(!files[1].hasSameDisplayPath(as: files[4]))
    }

    /// The flags and the walk's index are set apart from where the name lies.
    @Test func flagsAndFoundIndexLeaveTheNameAlone() {
        let names = ["Long" + String(repeating: "n", count: 300) + ".swift", "Z.swift"]
        var files = Self.files(names)
        for index in files.indices {
            let range = files[index].nameRange
            files[index].isListedRegularFile = true
            files[index].foundIndex = .max
            files[index].isThroughLink.toggle()
            #expect(files[index].nameRange == range)
            #expect(files[index].isListedRegularFile)
            files[index].isListedRegularFile = false
            #expect(!files[index].isListedRegularFile && files[index].foundIndex == .max)
        }
        #expect(files.map(\.isThroughLink) == [false, true])
        #expect(files.map(\.displayPath) == names.map { "Sources/Kit/" + $0 })
    }

    /// A file named on its own keeps its whole path: its place's own when the display path is
    /// not the path's end, after the display path in the place's bytes.
    @Test func aFileNamedOnItsOwnKeepsItsPaths() {
        let file = WalkedFile(path: "./Sources//Café.swift", displayPath: "Sources/Café.swift")
        #expect(file.path == "./Sources//Café.swift")
        #expect(file.displayPath == "Sources/Café.swift")
        #expect(file.place.pathForm == .own("./Sources//Café.swift"))
        #expect(file.nameBytes.isEmpty && file.nameRange.isEmpty)
        #expect(file.nameEnds(with: ".swift") && !file.nameEnds(with: ".strings"))
        var moved = file
        moved.path = "/work/app/Sources/Café.swift"
        #expect(moved.path == "/work/app/Sources/Café.swift" && moved.displayPath == "Sources/Café.swift")
        #expect(WalkedFile(path: "A.swift", displayPath: "A.swift").place.pathForm == .display)
    }
}

/// A walk whose folders' names are cut into several places finds, names, flags and reads what a
/// walk with one place a folder does.
@Suite struct FolderPlacesWalkTests {
    static let extensions: Set<String> = ["swift", "strings"]

    static func compare(_ arguments: [String], in folder: TemporaryFolder, maximumNameOffset: Int) throws -> (places: Int, wholePlaces: Int) {
        var split = FileWalker(fileExtensions: extensions)
        split.maximumNameOffset = maximumNameOffset
        let whole = try FileWalker(fileExtensions: extensions).files(in: arguments, from: folder.path)
        let found = try split.files(in: arguments, from: folder.path)
        #expect(found.map(\.displayPath) == whole.map(\.displayPath), "\(arguments)")
        #expect(found.map(\.path) == whole.map(\.path), "\(arguments)")
        #expect(found.map(\.isThroughLink) == whole.map(\.isThroughLink), "\(arguments)")
        #expect(found.map(\.isListedRegularFile) == whole.map(\.isListedRegularFile), "\(arguments)")
        for file in found {
            #expect(try file.readBytes() == Array(FileManager.default.contents(atPath: file.path) ?? Data()), "\(file.path)")
        }
        return (Set(found.map { ObjectIdentifier($0.place) }).count, Set(whole.map { ObjectIdentifier($0.place) }).count)
    }

    @Test func foldersSplitIntoPlacesWalkAsWholeOnes() throws {
        let folder = try TemporaryFolder()
        let names = ["App/View.swift", "App/Model.swift", "App/Café.swift", "App/en.lproj/Localizable.strings",
                     "App/b-c/y.swift", "App/b.swift", "App/b0.swift", "App/B.swift", "Top.swift"]
        for (index, name) in names.enumerated() { try folder.write(name, "// \(index)\n") }
        try folder.link("Linked", to: "App")
        try folder.link("App/Alias.swift", to: "View.swift")
        for arguments in [["."], [folder.path], ["./App//", "Top.swift"], ["Linked", "App"]] {
            let counts = try Self.compare(arguments, in: folder, maximumNameOffset: 6)
            #expect(counts.places > counts.wholePlaces, "\(arguments)")
        }
    }

    /// Linux allows names of 255 bytes: one that is not its folder's last name ends its place.
    /// A folder path of thousands of bytes is a display prefix like any other.
    @Test func namesOfTheLongestLengthAndLongPaths() throws {
        let folder = try TemporaryFolder()
        let longest = String(repeating: "n", count: 249) + ".swift"
        let deep = (0..<18).map { "Level\($0)" + String(repeating: "d", count: 190) }.joined(separator: "/")
        for name in ["Kit/A.swift", "Kit/" + longest, "Kit/Z.swift", deep + "/" + longest, deep + "/Deep.swift"] {
            try folder.write(name, name)
        }
        let counts = try Self.compare(["."], in: folder, maximumNameOffset: WalkedFile.maximumNameOffset)
        // A folder lists backwards, so each long name is its folder's first and ends a place.
        #expect(counts.places == 4 && counts.wholePlaces == 4)
        let files = try FileWalker().files(in: ["."], from: folder.path)
        #expect(files.map(\.displayPath) == ["Kit/A.swift", "Kit/Z.swift", "Kit/" + longest, deep + "/Deep.swift", deep + "/" + longest])
        #expect(files[0].place === files[1].place && files[2].place !== files[0].place && files[3].place !== files[4].place)
        #expect(files.map(\.nameBytes.count) == [7, 7, 255, 10, 255])
    }
}
