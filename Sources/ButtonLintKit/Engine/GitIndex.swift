/// The staged content of the files staged in git: the blobs in the index (what the next commit
/// will hold), not the working copies, so a partially staged file is judged by what will be
/// committed. One `git diff` lists the staged files and one `git cat-file --batch` reads every
/// blob, however many files are staged.
struct GitIndex: Sendable {
    var git: Git
    /// Kept file extensions, as the walker's.
    var fileExtensions: Set<String>

    init(git: Git, fileExtensions: Set<String> = ["swift"]) {
        self.git = git
        self.fileExtensions = fileExtensions
    }

    /// A staged file: its path as the working tree names it, relative to `git.directory`, and
    /// the id of its staged blob.
    struct StagedFile: Sendable, Equatable {
        var path: String
        var blob: String
    }

    /// The added, copied, modified and renamed regular files staged under `pathspecs` (all when
    /// empty) with a kept extension, and their staged bytes. A blob git cannot give is left out
    /// of the table, so the runner reports the file as unreadable (rule `io`).
    func stagedSources(pathspecs: [String] = []) throws(Git.Failure) -> (files: [WalkedFile], provider: SourceProvider) {
        let staged = try stagedFiles(pathspecs: pathspecs)
        let blobs = try blobContents(staged.map(\.blob))
        var contents: [(file: WalkedFile, bytes: [UInt8])] = []
        var unread: [WalkedFile] = []
        for file in staged {
            let walked = WalkedFile(path: file.path, displayPath: file.path)
            if let bytes = blobs[file.blob] { contents.append((walked, bytes)) } else { unread.append(walked) }
        }
        let input = SourceProvider.inMemory(contents)
        return ((input.files + unread).sorted { $0.displayPath < $1.displayPath }, input.provider)
    }

    /// The staged files, from `git diff --cached --raw -z` (the raw format names each blob, so no
    /// path has to travel through `cat-file`'s line-based input).
    func stagedFiles(pathspecs: [String] = []) throws(Git.Failure) -> [StagedFile] {
        // The folder's place in the working tree, to name files relative to it.
        let prefix = try git.line(["rev-parse", "--show-prefix"])
        let raw = try git.run(["diff", "--cached", "--raw", "-z", "--no-abbrev", "--diff-filter=ACMR", "--"] + pathspecs)
        return Self.parseRawDiff(raw).compactMap { entry in
            guard Self.regularFileModes.contains(entry.mode), keepsExtension(of: entry.path) else { return nil }
            return StagedFile(path: Self.path(entry.path, relativeTo: prefix), blob: entry.blob)
        }
    }

    /// Regular files only: a symbolic link's blob is its target's name, a submodule has no blob.
    static let regularFileModes: Set<String> = ["100644", "100755"]

    private func keepsExtension(of path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return fileExtensions.contains(String(path[path.index(after: dot)...]))
    }

    /// One record of `git diff --raw -z`: `:srcmode dstmode srcblob dstblob STATUS\0path\0`, with
    /// a second path (the new name) for a rename or copy.
    struct RawEntry: Equatable {
        var mode: String
        var blob: String
        var path: String
    }

    static func parseRawDiff(_ bytes: [UInt8]) -> [RawEntry] {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var entries: [RawEntry] = []
        var index = 0
        while index < fields.count {
            let header = fields[index].split(separator: " ")
            index += 1
            guard header.count == 5, header[0].hasPrefix(":"), let status = header[4].first else { continue }
            let pathCount = status == "R" || status == "C" ? 2 : 1
            guard index + pathCount <= fields.count else { break }
            entries.append(RawEntry(mode: String(header[1]), blob: String(header[3]), path: fields[index + pathCount - 1]))
            index += pathCount
        }
        return entries
    }

    /// `path` (relative to the top of the working tree) relative to the folder at `prefix`
    /// (`git rev-parse --show-prefix`: empty at the top, else ending in `/`).
    static func path(_ path: String, relativeTo prefix: String) -> String {
        var prefixParts = prefix.split(separator: "/")
        var pathParts = path.split(separator: "/", omittingEmptySubsequences: false)
        while let first = prefixParts.first, pathParts.count > 1, pathParts.first == first {
            prefixParts.removeFirst()
            pathParts.removeFirst()
        }
        return (Array(repeating: "..", count: prefixParts.count) + pathParts.map(String.init)).joined(separator: "/")
    }

    /// Every blob's bytes, from one `git cat-file --batch`: for each id a header line
    /// `<id> blob <size>` then exactly `size` bytes and a line break (`<id> missing` when absent).
    func blobContents(_ blobs: [String]) throws(Git.Failure) -> [String: [UInt8]] {
        guard !blobs.isEmpty else { return [:] }
        let output = try git.run(["cat-file", "--batch"], input: Array((blobs.joined(separator: "\n") + "\n").utf8))
        var contents: [String: [UInt8]] = [:]
        var index = 0
        while index < output.count, let lineEnd = output[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = String(decoding: output[index..<lineEnd], as: UTF8.self).split(separator: " ")
            index = lineEnd + 1
            guard header.count == 3, let size = Int(header[2]), size >= 0, index + size <= output.count else { continue }
            contents[String(header[0])] = Array(output[index..<index + size])
            index += size + 1
        }
        return contents
    }
}
