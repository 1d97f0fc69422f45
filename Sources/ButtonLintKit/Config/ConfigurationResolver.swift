/// Finds the configuration for each folder: the `.buttonlint.yml` files from the folder upward,
/// stopping at the repository root (a folder holding `.git`) or the file system's root, the
/// outermost read first and each nested one refining it (SwiftLint's nested configurations).
/// Results are cached by folder, as ripgrep caches ignore files, so a tree of N folders costs at
/// most N `stat` calls and one read per configuration file. With `--config FILE` that file
/// alone applies, everywhere.
///
/// Not thread-safe: the command resolves every folder before linting starts, so a broken
/// configuration anywhere stops the run (exit 2) before any output.
public final class ConfigurationResolver {
    public static let fileName = ".buttonlint.yml"

    /// A folder's configuration and an identity shared by every folder with the same files
    /// behind it, so the runner keeps one linter per distinct configuration.
    public struct Resolved {
        public var configuration: Configuration
        public var identity: Int
    }

    private let base: Configuration
    private let explicit: Resolved?
    private let displayPath: (String) -> String
    /// Each folder's configuration identity; the configurations themselves are kept once each
    /// in `configurations` (a large tree has tens of thousands of folders and a few configurations).
    private var cache: [String: Int] = [:]
    private var identities: [[String]: Int] = [:]
    private var configurations: [Int: Configuration] = [:]
    /// Configuration files read so far (for the cost note and tests).
    public private(set) var filesRead = 0
    /// Folders looked at so far.
    public private(set) var foldersVisited = 0

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
            let configuration = try Self.read(path, shownAs: displayPath(path), folder: Self.parent(of: path) ?? "/", over: base)
            explicit = Resolved(configuration: configuration, identity: 0)
            filesRead = 1
        } else {
            explicit = nil
        }
    }

    /// The configuration for files in `folder` (absolute, normalized).
    public func configuration(forFolder folder: String) throws(ConfigurationError) -> Resolved {
        if let explicit { return explicit }
        if let cached = cache[folder] { return Resolved(configuration: configurations[cached]!, identity: cached) }
        foldersVisited += 1
        let isRoot = folder == "/" || FileSystem.status(of: PathNormalizer.join(folder, ".git"), followingLinks: true).kind != .missing
        let inherited: Configuration
        if !isRoot, let parent = Self.parent(of: folder) {
            inherited = try configuration(forFolder: parent).configuration
        } else {
            inherited = base
        }
        let file = PathNormalizer.join(folder, Self.fileName)
        var configuration = inherited
        if FileSystem.status(of: file, followingLinks: true).kind == .file {
            filesRead += 1
            configuration = try Self.read(file, shownAs: displayPath(file), folder: folder, over: inherited)
        }
        let identity = identities[configuration.sources] ?? identities.count
        identities[configuration.sources] = identity
        if configurations[identity] == nil { configurations[identity] = configuration }
        cache[folder] = identity
        return Resolved(configuration: configurations[identity]!, identity: identity)
    }

    /// Number of distinct configurations handed out.
    public var distinctCount: Int { explicit == nil ? identities.count : 1 }

    private static func read(_ path: String, shownAs shown: String, folder: String,
                             over base: Configuration) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readBytes(at: path)
        } catch {
            throw ConfigurationError(path: shown, line: 1, column: 1, message: "cannot read the configuration: \(error.reason)")
        }
        return try ConfigurationDecoder(path: shown, folder: folder).decode(bytes, over: base)
    }

    static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
