#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands PATH arguments into the files to lint. It knows about files and folders, not about
/// Swift: the only thing it reads from a name is the extension it is told to keep.
///
/// - A file given explicitly is kept whatever its extension.
/// - A folder is walked recursively; files with a kept extension are kept; folders whose name is
///   in `skippedFolderNames` are not entered (unless given explicitly).
/// - Symbolic links are followed. Each folder is entered once (by device and inode), so link
///   loops end, and links are walked only after every real folder, so a file reached both
///   directly and through a link is named by its direct path.
/// - Each file appears once (by device and inode), and the list is sorted by display path.
public struct FileWalker: Sendable {
    static let defaultSkippedFolderNames: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    var fileExtensions: Set<String>
    var skippedFolderNames: Set<String>
    /// Names whose presence in each folder the walk lists it records (`Walk.listedNames`), each
    /// starting with a `.` (the configuration file, `.git`): what a listed folder holds need not
    /// be asked of the file system again.
    var recordedNames: Set<String> = []
    /// How far past its place's display prefix a name may begin (`FolderPlaces`): lowered only
    /// by tests, to see a folder's names spread over several places without writing 4 MiB of them.
    var maximumNameOffset = WalkedFile.maximumNameOffset

    init(fileExtensions: Set<String> = ["swift"],
                skippedFolderNames: Set<String> = FileWalker.defaultSkippedFolderNames) {
        self.fileExtensions = fileExtensions
        self.skippedFolderNames = skippedFolderNames
    }

    /// Why a walk cannot start.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missingPath(String)

        public var description: String {
            switch self {
            case .missingPath(let path): "no such file or directory: '\(path)'"
            }
        }
    }

    /// What a walk found.
    struct Walk: Sendable, Equatable {
        /// Files to lint, sorted by display path.
        var files: [WalkedFile]
        /// Folders that could not be listed (display path and the system's reason), sorted.
        var unreadableFolders: [UnreadableFolder]
        /// What the listings said of `recordedNames`.
        var listedNames = ListedNames()
    }

    /// Which listed folders hold each of `recordedNames`, and below which folders the walk
    /// listed every folder on the way down to the files it found. For a found file's folder
    /// and the folders above it down from its longest root, the listings answer whether a name
    /// is there; above that root the walk listed nothing.
    struct ListedNames: Sendable, Equatable {
        /// Display paths of the argument folders the walk listed, each as typed (no `.` or
        /// `..` part, so the display path is the path listed).
        var roots: [String] = []
        /// For each recorded name, the display paths of the listed folders holding an entry of
        /// that name (of any kind: a link, a folder, even a dangling link).
        var holders: [String: Set<String>] = [:]

        init(roots: [String] = [], holders: [String: Set<String>] = [:]) {
            self.roots = roots
            self.holders = holders
        }
    }

    struct UnreadableFolder: Sendable, Equatable {
        var displayPath: String
        var reason: String
    }

    /// The files `arguments` name, sorted by display path. Relative arguments are resolved
    /// against `currentDirectory` when given (the process's folder otherwise) but displayed as typed.
    func files(in arguments: [String], from currentDirectory: String? = nil) throws(Failure) -> [WalkedFile] {
        try walk(arguments, from: currentDirectory).files
    }

    /// `files(in:from:)`, plus the folders that could not be listed. `found`, when given, is
    /// handed the files as the walk finds them (a folder's at a time, in the order folders are
    /// listed, duplicates included), each with its `foundIndex`, so work on them can start
    /// before the walk ends.
    func walk(_ arguments: [String], from currentDirectory: String? = nil,
                     found: (([WalkedFile]) -> Void)? = nil) throws(Failure) -> Walk {
        var collector = Collector()
        collector.found = found
        let keptExtensions = KeptExtensions(fileExtensions)
        var linkedFolders: [Folder] = []
        var folders: [Folder] = []

        for argument in arguments {
            let typed = argument.isEmpty ? "." : argument
            let display = PathNormalizer.normalize(typed)
            let path = typed.hasPrefix("/") ? typed : currentDirectory.map { PathNormalizer.join($0, typed) } ?? typed
            let status = FileSystem.status(of: path, followingLinks: true)
            switch status.kind {
            case .directory:
                var folder = Folder(path: path, displayPath: display, isThroughLink: false,
                                    identity: status.identity, parent: nil)
                folder.isCleanArgument = display == typed || display + "/" == typed
                let head = PathNormalizer.join(display, "")
                folder.displayHead = head.isEmpty ? nil : FilePlace.DisplayHead(head)
                folders.append(folder)
            case .missing:
                // A dangling link still exists: it is kept, and reading it reports why it fails.
                guard FileSystem.status(of: path, followingLinks: false).kind == .symbolicLink else {
                    throw .missingPath(argument)
                }
                collector.add(WalkedFile(path: path, displayPath: display), identity: nil, isThroughLink: true)
            default:
                var file = WalkedFile(path: path, displayPath: display)
                file.isListedRegularFile = status.kind == .file
                collector.add(file, identity: status.identity, isThroughLink: false)
            }
        }

        collector.handOnFound()
        var enteredFolders: Set<FileSystem.Identity> = []
        // Real folders first, then the folders reached through links, round after round.
        while !folders.isEmpty {
            while let folder = folders.popLast() {
                let opened = folder.open()
                // A folder the listing named is identified once open (one `fstat`, no path to
                // walk); if it cannot be opened, by its path.
                let openedIdentity = (try? opened.get())?.identity
                let identity = folder.identity ?? openedIdentity ?? {
                    let status = FileSystem.status(of: folder.path, followingLinks: true)
                    return status.kind == .missing ? nil : status.identity
                }()
                if let identity {
                    guard enteredFolders.insert(identity).inserted else { continue }
                }
                switch opened {
                case .success(let open):
                    walk(folder, open: open, device: identity?.device ?? 0, keeping: keptExtensions, into: &collector,
                         folders: &folders, linkedFolders: &linkedFolders)
                collector.handOnFound()
                case .failure(let failure):
                    collector.unreadableFolders.append(UnreadableFolder(displayPath: folder.displayPath,
                                                                        reason: failure.reason))
                }
            }
            folders = linkedFolders.reversed()
            linkedFolders = []
        }
        let unreadableFolders = collector.unreadableFolders.sorted { $0.displayPath < $1.displayPath }
        let listedNames = collector.listedNames
        return Walk(files: collector.takeSortedFiles(), unreadableFolders: unreadableFolders, listedNames: listedNames)
    }

    private struct Folder {
        var path: String
        var displayPath: String
        var isThroughLink: Bool
        /// Device and inode when already known (an argument's or a link's `stat`); nil for a
        /// folder its parent's listing named, identified once opened.
        var identity: FileSystem.Identity?
        /// The parent folder, still open, when the folder is opened by its name there (folders
        /// below the arguments that no link leads to); nil to open it by its path.
        var parent: OpenFolder?
        var name = ""
        /// How many folders below an argument it lies: past `maximumOpenDepth` it is opened by
        /// its path, so a very deep tree does not hold one descriptor per level.
        var depth = 0
        /// An argument whose display path is its path as typed: a root of `ListedNames`.
        var isCleanArgument = false
        /// The display path of the argument the folder lies below, which its own begins with.
        var displayHead: FilePlace.DisplayHead?

        static let maximumOpenDepth = 48

        /// `parent`, when a folder below it may be opened by name there.
        func parentForChild(isThroughLink: Bool, _ open: OpenFolder) -> OpenFolder? {
            isThroughLink || depth + 1 >= Self.maximumOpenDepth ? nil : open
        }

        func open() -> Result<OpenFolder, FileSystem.Failure> {
            do throws(FileSystem.Failure) {
                if let parent { return .success(try OpenFolder(name: name, in: parent)) }
                return .success(try OpenFolder(path: path))
            } catch {
                return .failure(error)
            }
        }
    }

    /// A folder open while it is listed and until every folder below it that it named is
    /// opened (the walk goes depth first, so only the current folder's ancestors stay open).
    typealias OpenFolder = FileSystem.OpenFolder

    private func walk(_ folder: Folder, open: OpenFolder, device: UInt64, keeping keptExtensions: KeptExtensions,
                      into collector: inout Collector, folders: inout [Folder], linkedFolders: inout [Folder]) {
        let entries: [FileSystem.DirectoryEntry]
        do {
            entries = try open.entries()
        } catch {
            collector.unreadableFolders.append(UnreadableFolder(displayPath: folder.displayPath, reason: error.reason))
            return
        }
        if folder.isCleanArgument, !recordedNames.isEmpty { collector.listedNames.roots.append(folder.displayPath) }
        let folderPrefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        // The kept files' names go into one buffer shared by the folder's files, made once the
        // listing is done.
        var names: [UInt8] = []
        var kept: [(name: Range<Int>, identity: FileSystem.Identity?, isThroughLink: Bool, isRegular: Bool)] = []
        // Room for every entry at once: most of a source folder's entries are kept, and growing
        // the list an entry at a time copied it several times per folder.
        kept.reserveCapacity(entries.count)
        func keep(_ name: String, identity: FileSystem.Identity?, isThroughLink: Bool, isRegular: Bool) {
            let start = names.count
            names.append(contentsOf: name.utf8)
            kept.append((start..<names.count, identity, isThroughLink, isRegular))
        }
        // In name order, so folders reached through several links are entered in the same order on every machine.
        for entry in entries.sorted(by: { $0.name > $1.name }) {
            let name = entry.name
            if !recordedNames.isEmpty, name.utf8.first == UInt8(ascii: "."), recordedNames.contains(name) {
                collector.listedNames.holders[name, default: []].insert(folder.displayPath)
            }
            if entry.isRegularFile {
                // The listing already tells a regular file: no `stat`, and none at all for the
                // many files of other types. Its identity is the folder's device and its inode.
                guard keptExtensions.keeps(name) else { continue }
                keep(name, identity: FileSystem.Identity(device: device, inode: entry.inode),
                     isThroughLink: folder.isThroughLink, isRegular: true)
                continue
            }
            let path = folderPrefix + name
            if entry.isFolder {
                // The listing tells a folder too: it is identified when it is opened.
                guard !skippedFolderNames.contains(name) else { continue }
                let next = Folder(path: path, displayPath: PathNormalizer.join(folder.displayPath, name),
                                  isThroughLink: folder.isThroughLink, identity: nil,
                                  parent: folder.parentForChild(isThroughLink: folder.isThroughLink, open),
                                  name: name, depth: folder.depth + 1, displayHead: folder.displayHead)
                if next.isThroughLink { linkedFolders.append(next) } else { folders.append(next) }
                continue
            }
            let own = FileSystem.status(of: name, inFolder: open.descriptor, followingLinks: false)
            let isLink = own.kind == .symbolicLink
            let target = isLink ? FileSystem.status(of: name, inFolder: open.descriptor, followingLinks: true) : own
            switch target.kind {
            case .directory:
                guard !skippedFolderNames.contains(name) else { continue }
                let isThroughLink = folder.isThroughLink || isLink
                let next = Folder(path: path, displayPath: PathNormalizer.join(folder.displayPath, name),
                                  isThroughLink: isThroughLink, identity: target.identity,
                                  parent: folder.parentForChild(isThroughLink: isThroughLink, open),
                                  name: name, depth: folder.depth + 1, displayHead: folder.displayHead)
                if next.isThroughLink { linkedFolders.append(next) } else { folders.append(next) }
            case .file, .missing:
                guard keptExtensions.keeps(name) else { continue }
                keep(name, identity: target.kind == .missing ? nil : target.identity,
                     isThroughLink: folder.isThroughLink || isLink, isRegular: target.kind == .file)
            case .symbolicLink, .other:
                continue
            }
        }
        guard !kept.isEmpty else { return }
        let displayPrefix = PathNormalizer.join(folder.displayPath, "")
        let places = FolderPlaces(pathPrefix: folderPrefix, displayPrefix: displayPrefix, names: names,
                                  nameRanges: kept.lazy.map(\.name),
                                  origin: collector.origin(of: folderPrefix, before: displayPrefix, displayHead: folder.displayHead),
                                  maximumNameOffset: maximumNameOffset)
        // Added in name order (the listing was read backwards, for the folder stack): a tree's
        // files then come mostly in display order already, and the final sort, which finds runs
        // in order, costs little.
        for index in kept.indices.reversed() {
            let file = kept[index]
            var walked = places.file(named: file.name, at: index, isThroughLink: file.isThroughLink)
            walked.isListedRegularFile = file.isRegular
            collector.add(walked, identity: file.identity, isThroughLink: file.isThroughLink)
        }
    }

    /// The kept extensions, also as bytes: a listed name's extension is compared with them in
    /// place, with no string made and hashed per file.
    private struct KeptExtensions {
        let names: Set<String>
        let bytes: [[UInt8]]
        /// Whether every kept extension is ASCII: a string equal to one is then the same bytes.
        let areASCII: Bool

        init(_ names: Set<String>) {
            self.names = names
            bytes = names.map { Array($0.utf8) }
            areASCII = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        }

        /// Whether the part after the name's last `.` (not its first byte) is a kept extension,
        /// found in the UTF-8 bytes (a `.` is never part of a longer character there). A
        /// non-ASCII extension is compared as a string, which canonically equivalent spellings equal.
        func keeps(_ name: String) -> Bool {
            let utf8 = name.utf8
            guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return false }
            let start = utf8.index(after: dot)
            let tail = utf8[start...]
            if areASCII, tail.allSatisfy({ $0 < 0x80 }) {
                return bytes.contains { tail.elementsEqual($0) }
            }
            return names.contains(String(name[start...]))
        }
    }

    /// Keeps one entry per file: the one not reached through a link, else the first by display path.
    /// Files and their identities live in flat arrays and duplicates are found by sorting once at
    /// the end, so a large tree's list costs a few dozen bytes per file and memory stays flat.
    private struct Collector {
        private var files: [WalkedFile] = []
        /// Device and inode of each file; a placeholder for the files in `unidentified`. Not
        /// optional: sixteen bytes a file instead of twenty-four, and the list is at its longest
        /// at the run's peak (the walk's end, on a large tree).
        private var identities: [FileSystem.Identity] = []
        /// The files without an identity, in order: dangling links, merged by display path instead.
        private var unidentified: [Int32] = []
        var unreadableFolders: [UnreadableFolder] = []
        var listedNames = ListedNames()
        /// This walk, which its folders' places name.
        let walking = FilePlace.Walking()
        /// Told of the files added since it was last told (`handOnFound`).
        var found: (([WalkedFile]) -> Void)?
        private var handedOn = 0

        mutating func add(_ file: WalkedFile, identity: FileSystem.Identity?, isThroughLink: Bool) {
            var file = file
            file.isThroughLink = isThroughLink
            file.foundIndex = UInt32(truncatingIfNeeded: files.count)
            if identity == nil { unidentified.append(Int32(truncatingIfNeeded: files.count)) }
            files.append(file)
            identities.append(identity ?? FileSystem.Identity(device: 0, inode: 0))
        }

        /// The last origin handed out, so the folders of one walk share one.
        private var lastOrigin: FilePlace.Origin?

        /// The origin of a folder of this walk whose path is `path` and display path `display`,
        /// below the argument whose display head is `displayHead`. Its path head is `path`
        /// without `display` at its end, nil when `path` does not end with `display` or is it.
        mutating func origin(of path: String, before display: String, displayHead: FilePlace.DisplayHead?) -> FilePlace.Origin {
            let pathBytes = Array(path.utf8)
            let headCount = pathBytes.count - display.utf8.count
            // `display` starts a character, so the head ends where one does.
            guard headCount > 0, pathBytes[headCount...].elementsEqual(display.utf8) else {
                return origin(pathHead: nil, displayHead: displayHead)
            }
            if let lastOrigin, lastOrigin.displayHead === displayHead,
               lastOrigin.pathHead.map({ pathBytes[..<headCount].elementsEqual($0.utf8) }) == true {
                return lastOrigin
            }
            return origin(pathHead: String(decoding: pathBytes[..<headCount], as: UTF8.self), displayHead: displayHead)
        }

        private mutating func origin(pathHead: String?, displayHead: FilePlace.DisplayHead?) -> FilePlace.Origin {
            if let lastOrigin, lastOrigin.displayHead === displayHead, lastOrigin.pathHead == pathHead { return lastOrigin }
            let made = FilePlace.Origin(walk: walking, displayHead: displayHead, pathHead: pathHead)
            lastOrigin = made
            return made
        }

        mutating func handOnFound() {
            guard let found, handedOn < files.count else { return }
            found(Array(files[handedOn...]))
            handedOn = files.count
        }

        /// Of the entries that are the same file, the ones to drop.
        private func duplicates() -> [Bool] {
            var drop = [Bool](repeating: false, count: files.count)
            // The identified files' places as 32-bit integers, sorted by identity: a list of
            // (device, inode, place) would add a fifth to the run's peak memory on a large tree.
            var order: [Int32] = []
            order.reserveCapacity(files.count - unidentified.count)
            var nextUnidentified = 0
            for index in files.indices {
                if nextUnidentified < unidentified.count, unidentified[nextUnidentified] == index {
                    nextUnidentified += 1
                } else {
                    order.append(Int32(truncatingIfNeeded: index))
                }
            }
            order.sort { lhs, rhs in
                let (left, right) = (identities[Int(lhs)], identities[Int(rhs)])
                return (left.device, left.inode, lhs) < (right.device, right.inode, rhs)
            }
            var groupStart = 0
            while groupStart < order.count {
                var groupEnd = groupStart + 1
                while groupEnd < order.count, identities[Int(order[groupEnd])] == identities[Int(order[groupStart])] {
                    groupEnd += 1
                }
                let group = order[groupStart..<groupEnd].lazy.map { Int($0) }
                let kept = group.min { lhs, rhs in
                    files[lhs].isThroughLink != files[rhs].isThroughLink
                        ? !files[lhs].isThroughLink : files[lhs].displayPath < files[rhs].displayPath
                }
                for index in group where index != kept { drop[index] = true }
                groupStart = groupEnd
            }
            return drop
        }

        /// The files, taken out of the collector, sorted and deduplicated: the collector lets its
        /// list go first, so the list and its sorted copy are the only two. Mutating, not
        /// consuming: called on a variable, a consuming method would get a copy of the collector,
        /// whose list would then be held a third time at the run's peak.
        mutating func takeSortedFiles() -> [WalkedFile] {
            let drop = duplicates()
            identities = []
            unidentified = []
            var files = self.files
            self.files = []
            var distinct = 0
            for index in files.indices where !drop[index] {
                files.swapAt(distinct, index)
                distinct += 1
            }
            files.removeSubrange(distinct...)
            // Each display path is joined once, not per comparison: the sort compares each path
            // many times. ASCII paths compare as bytes, in their strings' order; otherwise as
            // strings (what `displayPathPrecedes` answers either way).
            if files.allSatisfy(\.hasASCIIDisplayPath) {
                let paths = files.map(\.displayPathBytes)
                return Self.sortedDistinct(files, precedes: { ByteScan.compare(paths[$0], paths[$1]) < 0 },
                                           same: { ByteScan.compare(paths[$0], paths[$1]) == 0 })
            }
            let paths = files.map(\.displayPath)
            return Self.sortedDistinct(files, precedes: { paths[$0] < paths[$1] }, same: { paths[$0] == paths[$1] })
        }

        /// `files` sorted by `precedes` on their indices, of those `same` calls equal only the first.
        private static func sortedDistinct(_ files: [WalkedFile], precedes: (Int, Int) -> Bool,
                                           same: (Int, Int) -> Bool) -> [WalkedFile] {
            var order = Array(files.indices)
            order.sort(by: precedes)
            // Equal display paths are neighbours once sorted: keep the first of each.
            var sorted: [WalkedFile] = []
            sorted.reserveCapacity(order.count)
            var last = -1
            for index in order where last < 0 || !same(index, last) {
                sorted.append(files[index])
                last = index
            }
            return sorted
        }
    }
}
