/// A file the walker found: where to open it and how to name it in findings.
public struct WalkedFile: Sendable, Hashable {
    /// The path to open, built from the argument as the user typed it.
    public var path: String {
        get {
            guard let pathPrefix else { return storedPath }
            return pathPrefix + String(decoding: displayPath.utf8.dropFirst(sharedSuffixStart), as: UTF8.self)
        }
        set {
            storedPath = newValue
            pathPrefix = nil
        }
    }
    /// The path findings show: the argument joined with the part below it, normalized
    /// (`./Sources//A.swift` shows as `Sources/A.swift`, `.` adds nothing).
    public var displayPath: String {
        get { storedDisplayPath }
        set {
            if pathPrefix != nil { path = path }  // the path no longer follows from the display path
            storedDisplayPath = newValue
        }
    }

    /// Whether a folder walk reached the file through a symbolic link (the file or a folder
    /// below the argument is a link): it may lie outside the paths given, so `--fix` leaves it.
    public var isThroughLink = false

    /// The whole path, when `pathPrefix` is nil.
    private var storedPath: String
    private var storedDisplayPath: String
    /// For files found in a folder: the folder's path and `/`, one string shared by every file in
    /// it, and where the file's name starts in the display path (UTF-8 offset). A large tree's
    /// list then holds one string per file instead of two (memory stays flat, SPEC section 8).
    private var pathPrefix: String?
    private var sharedSuffixStart = 0

    public init(path: String, displayPath: String) {
        self.storedPath = path
        self.storedDisplayPath = displayPath
    }

    /// A file named `name` in a folder whose path with a trailing `/` is `folderPrefix`.
    init(folderPrefix: String, name: String, displayPath: String) {
        // Bytes, not characters: the name is cut off the display path at a UTF-8 offset.
        guard displayPath.utf8.reversed().starts(with: name.utf8.reversed()) else {
            self.init(path: folderPrefix + name, displayPath: displayPath)
            return
        }
        self.init(path: "", displayPath: displayPath)
        self.pathPrefix = folderPrefix
        self.sharedSuffixStart = displayPath.utf8.count - name.utf8.count
    }

    public static func == (lhs: WalkedFile, rhs: WalkedFile) -> Bool {
        lhs.displayPath == rhs.displayPath && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(displayPath)
    }
}

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
    public static let defaultSkippedFolderNames: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    public var fileExtensions: Set<String>
    public var skippedFolderNames: Set<String>

    public init(fileExtensions: Set<String> = ["swift"],
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
    public struct Walk: Sendable, Equatable {
        /// Files to lint, sorted by display path.
        public var files: [WalkedFile]
        /// Folders that could not be listed (display path and the system's reason), sorted.
        public var unreadableFolders: [UnreadableFolder]
    }

    public struct UnreadableFolder: Sendable, Equatable {
        public var displayPath: String
        public var reason: String
    }

    /// The files `arguments` name, sorted by display path. Relative arguments are resolved
    /// against `currentDirectory` when given (the process's folder otherwise) but displayed as typed.
    public func files(in arguments: [String], from currentDirectory: String? = nil) throws(Failure) -> [WalkedFile] {
        try walk(arguments, from: currentDirectory).files
    }

    /// `files(in:from:)`, plus the folders that could not be listed.
    public func walk(_ arguments: [String], from currentDirectory: String? = nil) throws(Failure) -> Walk {
        var collector = Collector()
        var linkedFolders: [Folder] = []
        var folders: [Folder] = []

        for argument in arguments {
            let typed = argument.isEmpty ? "." : argument
            let display = PathNormalizer.normalize(typed)
            let path = typed.hasPrefix("/") ? typed : currentDirectory.map { PathNormalizer.join($0, typed) } ?? typed
            let status = FileSystem.status(of: path, followingLinks: true)
            switch status.kind {
            case .directory:
                folders.append(Folder(path: path, displayPath: display, isThroughLink: false,
                                      identity: status.identity))
            case .missing:
                // A dangling link still exists: it is kept, and reading it reports why it fails.
                guard FileSystem.status(of: path, followingLinks: false).kind == .symbolicLink else {
                    throw .missingPath(argument)
                }
                collector.add(WalkedFile(path: path, displayPath: display), identity: nil, isThroughLink: true)
            default:
                collector.add(WalkedFile(path: path, displayPath: display), identity: status.identity,
                              isThroughLink: false)
            }
        }

        var enteredFolders: Set<FileSystem.Identity> = []
        // Real folders first, then the folders reached through links, round after round.
        while !folders.isEmpty {
            while let folder = folders.popLast() {
                guard enteredFolders.insert(folder.identity).inserted else { continue }
                walk(folder, into: &collector, folders: &folders, linkedFolders: &linkedFolders)
            }
            folders = linkedFolders.reversed()
            linkedFolders = []
        }
        let unreadableFolders = collector.unreadableFolders.sorted { $0.displayPath < $1.displayPath }
        return Walk(files: collector.sortedFiles(), unreadableFolders: unreadableFolders)
    }

    private struct Folder {
        var path: String
        var displayPath: String
        var isThroughLink: Bool
        var identity: FileSystem.Identity
    }

    private func walk(_ folder: Folder, into collector: inout Collector, folders: inout [Folder],
                      linkedFolders: inout [Folder]) {
        let entries: [FileSystem.DirectoryEntry]
        do {
            entries = try FileSystem.entries(ofDirectory: folder.path)
        } catch {
            collector.unreadableFolders.append(UnreadableFolder(displayPath: folder.displayPath, reason: error.reason))
            return
        }
        let folderPrefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        for entry in entries.sorted(by: { $0.name > $1.name }) {
            let name = entry.name
            if entry.isRegularFile {
                // The listing already tells a regular file: no `stat`, and none at all for the
                // many files of other types. Its identity is the folder's device and its inode.
                guard hasKeptExtension(name) else { continue }
                collector.add(WalkedFile(folderPrefix: folderPrefix, name: name,
                                         displayPath: PathNormalizer.join(folder.displayPath, name)),
                              identity: FileSystem.Identity(device: folder.identity.device, inode: entry.inode),
                              isThroughLink: folder.isThroughLink)
                continue
            }
            let path = folderPrefix + name
            let display = PathNormalizer.join(folder.displayPath, name)
            let own = FileSystem.status(of: path, followingLinks: false)
            let isLink = own.kind == .symbolicLink
            let target = isLink ? FileSystem.status(of: path, followingLinks: true) : own
            switch target.kind {
            case .directory:
                guard !skippedFolderNames.contains(name) else { continue }
                let next = Folder(path: path, displayPath: display, isThroughLink: folder.isThroughLink || isLink,
                                  identity: target.identity)
                if next.isThroughLink { linkedFolders.append(next) } else { folders.append(next) }
            case .file, .missing:
                guard hasKeptExtension(name) else { continue }
                collector.add(WalkedFile(folderPrefix: folderPrefix, name: name, displayPath: display),
                              identity: target.kind == .missing ? nil : target.identity,
                              isThroughLink: folder.isThroughLink || isLink)
            case .symbolicLink, .other:
                continue
            }
        }
    }

    private func hasKeptExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return fileExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Keeps one entry per file: the one not reached through a link, else the first by display path.
    /// Files and their identities live in flat arrays and duplicates are found by sorting once at
    /// the end, so a large tree's list costs a few dozen bytes per file (memory stays flat, SPEC 8).
    private struct Collector {
        private var files: [WalkedFile] = []
        /// Device and inode of each file; nil for a dangling link (merged by display path instead).
        private var identities: [FileSystem.Identity?] = []
        var unreadableFolders: [UnreadableFolder] = []

        mutating func add(_ file: WalkedFile, identity: FileSystem.Identity?, isThroughLink: Bool) {
            var file = file
            file.isThroughLink = isThroughLink
            files.append(file)
            identities.append(identity)
        }

        /// Of the entries that are the same file, the ones to drop.
        private func duplicates() -> [Bool] {
            var drop = [Bool](repeating: false, count: files.count)
            let order = files.indices.filter { identities[$0] != nil }.sorted { lhs, rhs in
                let (left, right) = (identities[lhs]!, identities[rhs]!)
                return (left.device, left.inode) < (right.device, right.inode)
            }
            var groupStart = 0
            while groupStart < order.count {
                var groupEnd = groupStart + 1
                while groupEnd < order.count, identities[order[groupEnd]] == identities[order[groupStart]] { groupEnd += 1 }
                let group = order[groupStart..<groupEnd]
                let kept = group.min { lhs, rhs in
                    files[lhs].isThroughLink != files[rhs].isThroughLink
                        ? !files[lhs].isThroughLink : files[lhs].displayPath < files[rhs].displayPath
                }
                for index in group where index != kept { drop[index] = true }
                groupStart = groupEnd
            }
            return drop
        }

        /// Sorted in place and deduplicated, so the list exists once, not in copies.
        consuming func sortedFiles() -> [WalkedFile] {
            let drop = duplicates()
            identities = []
            var files = self.files
            self.files = []
            var distinct = 0
            for index in files.indices where !drop[index] {
                files.swapAt(distinct, index)
                distinct += 1
            }
            files.removeSubrange(distinct...)
            files.sort { $0.displayPath < $1.displayPath }
            // Equal display paths are neighbours once sorted: keep the first of each.
            var kept = 0
            for index in files.indices where kept == 0 || files[index].displayPath != files[kept - 1].displayPath {
                files.swapAt(kept, index)
                kept += 1
            }
            files.removeSubrange(kept...)
            return files
        }
    }
}
