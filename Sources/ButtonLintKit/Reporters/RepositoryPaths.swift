/// Rewrites a finding's path (relative to the folder the run started in, or absolute) as a
/// path relative to the repository root, which is what GitHub and SARIF consumers match on.
public struct RepositoryPaths: Sendable, Equatable {
    /// Absolute path of the folder the run started in.
    var currentDirectory: String?
    /// Absolute path of the repository root (the folder holding `.git`).
    var repositoryRoot: String?

    public init(currentDirectory: String?, repositoryRoot: String?) {
        self.currentDirectory = currentDirectory
        self.repositoryRoot = repositoryRoot
    }

    /// The path relative to the repository root when it lies inside it; otherwise unchanged.
    public func relative(_ path: String) -> String {
        guard let root = repositoryRoot.map(PathNormalizer.normalize) else { return path }
        let absolute: String
        if path.hasPrefix("/") {
            absolute = PathNormalizer.normalize(path)
        } else if let currentDirectory {
            absolute = PathNormalizer.normalize(currentDirectory + "/" + path)
        } else {
            return path
        }
        if root == "/" { return String(absolute.dropFirst()) }
        guard absolute.hasPrefix(root + "/") else { return path }
        return String(absolute.dropFirst(root.count + 1))
    }
}
