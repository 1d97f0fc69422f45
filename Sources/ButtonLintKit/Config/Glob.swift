/// A path pattern of `included` / `excluded`, relative to its configuration's folder:
/// `*` matches any run of characters within one path component, `?` one character, and a
/// component `**` any number of components (none included). A pattern that names a folder
/// covers everything below it (`Sources/Generated`, `**/Previews`).
public struct Glob: Sendable, Equatable {
    let pattern: String
    private let components: [[Unicode.Scalar]]

    init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed = trimmed.dropLast() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
    }

    /// Whether the relative path (components joined by `/`) matches exactly.
    func matches(_ relativePath: String) -> Bool {
        Self.match(components[...], Self.split(relativePath)[...])
    }

    /// Whether the path or a folder above it (within the configuration's folder) matches.
    func matchesPathOrParent(_ relativePath: String) -> Bool {
        let path = Self.split(relativePath)
        guard !path.isEmpty else { return false }
        return (1...path.count).contains { Self.match(components[...], path[..<$0]) }
    }

    /// The path below `folder`, or nil when the path is not inside it.
    public static func relativePath(_ path: String, inFolder folder: String) -> String? {
        if folder == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }

    private static func split(_ path: String) -> [[Unicode.Scalar]] {
        path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
    }

    /// Component by component; `**` tries every number of components it could stand for.
    /// Memoized over (pattern, path) positions, so no pattern makes it exponential.
    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        let patternCount = pattern.count
        let pathCount = path.count
        let pattern = Array(pattern)
        let path = Array(path)
        // reachable[i][j]: pattern[i...] can match path[j...].
        var reachable = Array(repeating: Array(repeating: false, count: pathCount + 1), count: patternCount + 1)
        reachable[patternCount][pathCount] = true
        for i in stride(from: patternCount - 1, through: 0, by: -1) {
            let isGlobstar = pattern[i] == ["*", "*"]
            for j in stride(from: pathCount, through: 0, by: -1) {
                if isGlobstar {
                    reachable[i][j] = reachable[i + 1][j] || (j < pathCount && reachable[i][j + 1])
                } else {
                    reachable[i][j] = j < pathCount && reachable[i + 1][j + 1] && component(pattern[i], matches: path[j])
                }
            }
        }
        return reachable[0][0]
    }

    /// `*` and `?` within one component (the classic linear backtracking over the last `*`).
    private static func component(_ pattern: [Unicode.Scalar], matches name: [Unicode.Scalar]) -> Bool {
        var p = 0
        var n = 0
        var starAt: Int?
        var resumeAt = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] && pattern[p] != "*" {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starAt = p
                resumeAt = n
                p += 1
            } else if let star = starAt {
                p = star + 1
                resumeAt += 1
                n = resumeAt
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
