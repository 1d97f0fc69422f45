/// Where the bytes of the files to lint come from: the file system, standard input, the git
/// index. The runner asks its provider for each file's bytes and never opens a file itself, so
/// a new source of files is one more provider, not one more path through the runner.
struct SourceProvider: Sendable {
    /// Reads one file's bytes; called from many threads at once.
    typealias Read = @Sendable (WalkedFile) throws(FileSystem.Failure) -> [UInt8]

    /// Whether the bytes are the file at `WalkedFile.path`, so `--fix` may write fixes back there.
    /// Bytes from elsewhere (standard input, the git index) are never written to disk.
    var writesBack: Bool
    private let read: Read
    /// Whether a file can be read into the thread's reused buffer (`WalkedFile.withBytes`),
    /// for a look that keeps none of its bytes.
    private let readsIntoBuffer: Bool

    init(writesBack: Bool, read: @escaping Read) {
        self.init(writesBack: writesBack, readsIntoBuffer: false, read: read)
    }

    private init(writesBack: Bool, readsIntoBuffer: Bool, read: @escaping Read) {
        self.writesBack = writesBack
        self.readsIntoBuffer = readsIntoBuffer
        self.read = read
    }

    func bytes(of file: WalkedFile) throws(FileSystem.Failure) -> [UInt8] {
        try read(file)
    }

    /// `body` of the file's bytes, which it must not keep: files on disk are read into the
    /// thread's reused buffer when they fit, so reading them allocates nothing.
    func withBytes<Result>(of file: WalkedFile, _ body: (ArraySlice<UInt8>) -> Result) throws(FileSystem.Failure) -> Result {
        if readsIntoBuffer, let result = try file.withBytes({ (bytes) throws(FileSystem.Failure) in body(bytes) }) {
            return result
        }
        return body(try read(file)[...])
    }

    /// `withBytes(of:_:)`, and a file read from disk into the buffer is left open when
    /// `keepsOpen` says so of what `body` gave: `descriptor` is then its open descriptor, which
    /// the caller closes, else -1.
    func withBytes<Result>(of file: WalkedFile, keepingOpenIf keepsOpen: (Result) -> Bool,
                           _ body: (ArraySlice<UInt8>) -> Result) throws(FileSystem.Failure)
        -> (result: Result, descriptor: Int32) {
        if readsIntoBuffer, let read = try file.withBytes(keepingOpenIf: keepsOpen, { (bytes) throws(FileSystem.Failure) in body(bytes) }) {
            return read
        }
        return (body(try read(file)[...]), -1)
    }

    /// Files on disk, opened by name in their folder (the path the walker built, in effect).
    static let fileSystem = SourceProvider(writesBack: true, readsIntoBuffer: true) { file throws(FileSystem.Failure) in
        try file.readBytes()
    }

    /// Bytes already in memory (standard input, blobs read from the git index), one entry per
    /// file, keyed by the file's `path`. The files to lint are `files`, in report order.
    static func inMemory(_ contents: [(file: WalkedFile, bytes: [UInt8])]) -> (files: [WalkedFile], provider: SourceProvider) {
        let sorted = contents.sorted { $0.file.displayPath < $1.file.displayPath }
        let table = Dictionary(sorted.map { ($0.file.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let provider = SourceProvider(writesBack: false) { file throws(FileSystem.Failure) in
            guard let bytes = table[file.path] else { throw FileSystem.Failure(reason: "no content for '\(file.path)'") }
            return bytes
        }
        return (sorted.map(\.file), provider)
    }
}
