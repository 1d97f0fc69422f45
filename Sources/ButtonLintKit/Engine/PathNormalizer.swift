/// Display paths as users expect them from SwiftLint: no `./`, no doubled or trailing slash,
/// `a/../b` written `b`. Purely textual; the engine opens files by the path as typed.
public enum PathNormalizer {
    public static func normalize(_ path: String) -> String {
        // Most paths asked about are clean already (a walk's absolute folders, once per folder of
        // a large tree): splitting one into parts and joining them again gives it back.
        if isClean(path) { return path }
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

    /// Whether `normalize` leaves `path` as it is: `/` alone, or an optional leading `/` and then
    /// parts none of which is empty, `.` or `..`.
    static func isClean(_ path: String) -> Bool {
        var utf8 = path.utf8[...]
        if utf8.first == UInt8(ascii: "/") {
            utf8 = utf8.dropFirst()
            if utf8.isEmpty { return true }
        }
        return isCleanRelative(utf8)
    }

    /// Whether `path` is relative and has no empty, `.` or `..` part, so normalizing leaves it.
    static func isCleanRelative<Bytes: Sequence<UInt8>>(_ path: Bytes) -> Bool {
        var length = 0
        var dots = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots == length && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && dots <= 2)
    }

    /// `path` as typed, resolved against `folder` when it is relative, and normalized.
    public static func absolute(_ path: String, in folder: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(folder, path))
    }

    /// `folder` (already normalized) joined with one name; `.` adds nothing.
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
