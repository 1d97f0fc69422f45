#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the configuration for each folder: the `.buttonlint.yml` files from the folder upward,
/// stopping at the repository root (a folder holding `.git`) or the file system's root, the
/// outermost read first and each nested one refining it (SwiftLint's nested configurations).
/// Results are cached, as ripgrep caches ignore files, so a tree of N folders asked for in walk
/// order (a folder's subfolders before its next sibling) costs at most N pairs of `stat` calls
/// and one read per configuration file. With `--config FILE` that file alone applies, everywhere.
///
/// The cache does not grow with the tree: it keeps the folders from the root down to the folder
/// asked for last (what walk order asks for again) and the folders with a configuration file or
/// a `.git` (few). A large tree has tens of thousands of folders.
///
/// Not thread-safe: the command resolves every folder before linting starts, so a broken
/// configuration anywhere stops the run (exit 2) before any output.
public final class ConfigurationResolver {
    static let fileName = ".buttonlint.yml"

    /// A folder's configuration and an identity shared by every folder with the same files
    /// behind it, so the runner keeps one linter per distinct configuration.
    public struct Resolved {
        public var configuration: Configuration
        var identity: Int
    }

    private let base: Configuration
    private let explicit: Resolved?
    private let displayPath: (String) -> String
    /// The folder asked for last and its ancestors that were resolved, outermost first, each
    /// with its configuration identity; the configurations themselves are kept once each in
    /// `configurations`.
    private var chain: [(folder: String, identity: Int)] = []
    /// The identity of each folder that holds a configuration file or is a repository root.
    private var markedFolders: [String: Int] = [:]
    private var identities: [[String]: Int] = [:]
    private var configurations: [Int: Configuration] = [:]
    /// Configuration files read so far (tests check the cache by it).
    private(set) var filesRead = 0
    /// The notes of the configuration files read so far, at most one per file, in the order read
    /// (keys spelled the other way); the command line prints them on standard error.
    package private(set) var notes: [ConfigurationNote] = []
    /// Folders looked at so far.
    private(set) var foldersVisited = 0

    /// - Parameters:
    ///   - base: the configuration before any file (defaults).
    ///   - explicitFile: `--config FILE` as an absolute path; replaces the search.
    ///   - displayPath: how an absolute configuration path is shown in errors.
    public init(base: Configuration = Configuration(), explicitFile: String? = nil,
                displayPath: @escaping (String) -> String = { $0 }) throws(ConfigurationError) {
        self.base = base
        self.displayPath = displayPath
        if let explicitFile {
            let path = PathNormalizer.normalize(explicitFile)
            let (configuration, note) = try Self.read(path, shownAs: displayPath(path), folder: Self.parent(of: path) ?? "/", over: base)
            explicit = Resolved(configuration: configuration, identity: 0)
            filesRead = 1
            notes += note.map { [$0] } ?? []
        } else {
            explicit = nil
        }
    }

    /// The names looked for in each folder: the configuration file and a repository's `.git`.
    /// A walk that records them (`FileWalker.recordedNames`) saves a `stat` per folder and name.
    static let probedNames: Set<String> = [fileName, ".git"]

    /// What a walk's listings said of `probedNames` for one folder and those above it, down
    /// from `root` (all absolute, normalized): a folder at or below `root` holds a name only
    /// if it is among that name's holders. Above `root`, the file system is asked.
    public struct Listing {
        var root: String
        var holders: [String: Set<String>]

        init(root: String, holders: [String: Set<String>]) {
            self.root = root
            self.holders = holders
        }

        /// Whether `folder` may hold `name`: false only when the listing says it does not.
        func mayHold(_ name: String, in folder: String) -> Bool {
            guard folder == root || ConfigurationResolver.isFolder(root, above: folder) else { return true }
            return holders[name]?.contains(folder) ?? false
        }
    }

    /// The configuration for files in `folder` (absolute, normalized). `listing`, when given,
    /// answers for the folders a walk listed which of them hold a configuration file or `.git`.
    public func configuration(forFolder folder: String, listing: Listing? = nil) throws(ConfigurationError) -> Resolved {
        if let explicit { return explicit }
        let identity = try identity(ofFolder: folder, listing: listing)
        return Resolved(configuration: configurations[identity]!, identity: identity)
    }

    /// How many folders the cache holds (for tests: it stays near the tree's depth).
    var cachedFolderCount: Int { chain.count + markedFolders.count }

    private func identity(ofFolder folder: String, listing: Listing?) throws(ConfigurationError) -> Int {
        if let known = chain.last(where: { $0.folder == folder }) { return known.identity }
        if let known = markedFolders[folder] { return known }
        foldersVisited += 1
        // A name the folder's listing does not hold is not there: no `stat`.
        func holds(_ name: String) -> Bool { listing?.mayHold(name, in: folder) ?? true }
        let isRoot = folder == "/"
            || holds(".git") && FileSystem.status(of: PathNormalizer.join(folder, ".git"), followingLinks: true).kind != .missing
        let inherited: Int?
        if !isRoot, let parent = Self.parent(of: folder) {
            inherited = try identity(ofFolder: parent, listing: listing)
        } else {
            inherited = nil
        }
        let file = PathNormalizer.join(folder, Self.fileName)
        var identity: Int
        if holds(Self.fileName) && FileSystem.status(of: file, followingLinks: true).kind == .file {
            filesRead += 1
            let (configuration, note) = try Self.read(file, shownAs: displayPath(file), folder: folder,
                                                      over: inherited.map { configurations[$0]! } ?? base)
            notes += note.map { [$0] } ?? []
            identity = self.identity(of: configuration)
            markedFolders[folder] = identity
        } else if let inherited {
            identity = inherited
        } else {
            identity = self.identity(of: base)
            markedFolders[folder] = identity
        }
        chain.removeAll { !Self.isFolder($0.folder, above: folder) }
        chain.append((folder, identity))
        return identity
    }

    /// The identity of `configuration`: the same for every configuration made from the same files.
    private func identity(of configuration: Configuration) -> Int {
        if let known = identities[configuration.sources] { return known }
        let identity = identities.count
        identities[configuration.sources] = identity
        configurations[identity] = configuration
        return identity
    }

    /// Whether `ancestor` is a folder that holds `folder` (both absolute, normalized).
    static func isFolder(_ ancestor: String, above folder: String) -> Bool {
        guard ancestor != "/" else { return folder != "/" }
        guard folder.utf8.count > ancestor.utf8.count else { return false }
        return folder.utf8.starts(with: ancestor.utf8)
            && folder.utf8[folder.utf8.index(folder.utf8.startIndex, offsetBy: ancestor.utf8.count)] == UInt8(ascii: "/")
    }

    /// Number of distinct configurations handed out.
    var distinctCount: Int { explicit == nil ? identities.count : 1 }

    private static func read(_ path: String, shownAs shown: String, folder: String, over base: Configuration)
        throws(ConfigurationError) -> (configuration: Configuration, note: ConfigurationNote?) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: path)
        } catch {
            throw ConfigurationError(path: shown, line: 1, column: 1, message: "cannot read the configuration: \(error.reason)")
        }
        return try ConfigurationDecoder(path: shown, folder: folder).decodeNoting(bytes, over: base)
    }

    /// The folder holding `path`, found in its bytes (a `/` is never part of a longer character
    /// there), not by walking its characters.
    static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
