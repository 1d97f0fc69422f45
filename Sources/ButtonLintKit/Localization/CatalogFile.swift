/// A localization catalog found in the tree: what format it is, which table it holds and, for a
/// `.strings` file, which language folder it sits in.
struct CatalogFile: Sendable, Hashable {
    enum Format: Sendable, Hashable {
        /// A `.strings` file inside `<language>.lproj`.
        case strings(language: String)
        /// A String Catalog; its languages are inside it.
        case xcstrings
    }

    var path: String
    var format: Format
    /// The table a call names: the file name without its extension (`Localizable` by default).
    var table: String
    /// For a `.strings` file, the folder holding its `.lproj` folder: the same table in the other
    /// `.lproj` folders there is the same catalog in other languages.
    var bundleFolder: String

    /// The catalog at `path`, or nil when the path is not one: a `.strings` file counts only
    /// inside an `.lproj` folder (elsewhere it is not a localization table), an `.xcstrings` file
    /// anywhere.
    init?(path: String) {
        // An ASCII path (nearly every one) is read as bytes; others by characters, since a
        // character may join a `/` or `.` with the scalar next to it.
        if let ascii = CatalogFile(asciiPath: path) {
            self = ascii
            return
        }
        guard !path.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = components.popLast() else { return nil }
        if let table = CatalogFile.stripSuffix(".xcstrings", from: name) {
            self.init(path: path, format: .xcstrings, table: table, bundleFolder: components.joined(separator: "/"))
        } else if let table = CatalogFile.stripSuffix(".strings", from: name),
                  let folder = components.popLast(), let language = CatalogFile.stripSuffix(".lproj", from: folder) {
            self.init(path: path, format: .strings(language: language), table: table,
                      bundleFolder: components.joined(separator: "/"))
        } else {
            return nil
        }
    }

    /// `init?(path:)` for an ASCII path, read as bytes; nil also when the path is not ASCII.
    private init?(asciiPath path: String) {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let slash = UInt8(ascii: "/")
        let nameStart = bytes.lastIndex(of: slash).map(bytes.index(after:)) ?? bytes.startIndex
        let name = path[nameStart...]
        if let table = CatalogFile.stripASCIISuffix(".xcstrings", from: name) {
            self.init(path: path, format: .xcstrings, table: table,
                      bundleFolder: nameStart == bytes.startIndex ? "" : String(path[..<bytes.index(before: nameStart)]))
            return
        }
        guard let table = CatalogFile.stripASCIISuffix(".strings", from: name), nameStart != bytes.startIndex else {
            return nil
        }
        let folderEnd = bytes.index(before: nameStart)
        let folderStart = bytes[..<folderEnd].lastIndex(of: slash).map(bytes.index(after:)) ?? bytes.startIndex
        guard let language = CatalogFile.stripASCIISuffix(".lproj", from: path[folderStart..<folderEnd]) else { return nil }
        self.init(path: path, format: .strings(language: language), table: table,
                  bundleFolder: folderStart == bytes.startIndex ? "" : String(path[..<bytes.index(before: folderStart)]))
    }

    /// `stripSuffix` for ASCII text: a character is a byte.
    private static func stripASCIISuffix(_ suffix: String, from name: Substring) -> String? {
        let suffixBytes = suffix.utf8
        guard name.utf8.count > suffixBytes.count, name.utf8.reversed().starts(with: suffixBytes.reversed()) else { return nil }
        return String(name.utf8.dropLast(suffixBytes.count))!
    }

    init(path: String, format: Format, table: String, bundleFolder: String) {
        self.path = path
        self.format = format
        self.table = table
        self.bundleFolder = bundleFolder
    }

    /// The file extensions a walk for catalogs asks for (then filtered by `init?(path:)`).
    static let fileExtensions: Set<String> = ["strings", "xcstrings"]

    private static func stripSuffix(_ suffix: String, from name: String) -> String? {
        guard name.count > suffix.count, name.hasSuffix(suffix) else { return nil }
        return String(name.dropLast(suffix.count))
    }
}
