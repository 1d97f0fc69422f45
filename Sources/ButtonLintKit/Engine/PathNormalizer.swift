/// Display paths as users expect them from SwiftLint: no `./`, no doubled or trailing slash,
/// `a/../b` written `b`. Purely textual; the engine opens files by the path as typed.
public enum PathNormalizer {
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` as typed, resolved against `folder` when it is relative, and normalized.
    public static func absolute(_ path: String, in folder: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(folder, path))
    }

    /// `folder` (already normalized) joined with one name; `.` adds nothing.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
