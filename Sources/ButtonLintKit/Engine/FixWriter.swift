#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a fixed file in place of the one that was linted, or leaves the original untouched and
/// says why. `--fix` runs on checkouts nobody reviewed, so it writes
/// only a regular file it may write, never through a symbolic link, and only while the file
/// still holds the bytes that were linted; a failed write never leaves half a file.
struct FixWriter: Sendable {
    /// Writes all of `bytes` to an open descriptor. Tests replace it to simulate a full disk.
    typealias WriteFunction = @Sendable (_ descriptor: Int32, _ bytes: [UInt8]) throws -> Void

    private let writeAll: WriteFunction

    init(writeAll: @escaping WriteFunction = { descriptor, bytes in try FileSystem.writeAll(bytes, to: descriptor) }) {
        self.writeAll = writeAll
    }

    /// Replaces the file at `path`, which must still hold `original`, with `bytes`, through
    /// `FileSystem.replaceThroughTemporaryFile`, checking the original once more before the
    /// rename and syncing the folder after it.
    func replace(path: String, original: [UInt8], with bytes: [UInt8]) throws(FileSystem.Failure) {
        let before = try Self.writableRegularFile(at: path)
        let folder = Self.folder(of: path)
        try Self.requireWritableFolder(folder)

        let writeAll = self.writeAll
        try FileSystem.replaceThroughTemporaryFile(path, keeping: before, write: { (descriptor) throws(FileSystem.Failure) in
            do {
                try writeAll(descriptor, bytes)
            } catch let failure as FileSystem.Failure {
                throw failure
            } catch {
                throw FileSystem.Failure(reason: "\(error)")
            }
        }, beforeRename: { () throws(FileSystem.Failure) in
            // Last look before the rename: the same file, not a link, and still what was linted.
            let now = FileSystem.status(of: path, followingLinks: false)
            guard now.kind == .file, now.identity == before.identity,
                  (try? FileSystem.readBytes(at: path)) == original else {
                throw FileSystem.Failure(reason: "the file changed on disk after it was read; not fixed")
            }
        })
        Self.syncFolder(folder)
    }

    /// The file's status when it is a regular file that may be written (not a link, not read-only).
    private static func writableRegularFile(at path: String) throws(FileSystem.Failure) -> FileSystem.Status {
        let status = FileSystem.status(of: path, followingLinks: false)
        switch status.kind {
        case .file: break
        case .symbolicLink: throw FileSystem.Failure(reason: "it is a symbolic link, and --fix never writes through one")
        case .missing: throw FileSystem.Failure.fromErrno(ENOENT)
        case .directory, .other: throw FileSystem.Failure(reason: "it is not a regular file")
        }
        // The mode bits are checked as well as access(2): root may write anything, but a file
        // marked read-only is kept as it is whoever runs the fix.
        guard status.mode & 0o222 != 0, access(path, W_OK) == 0 else {
            throw FileSystem.Failure(reason: "the file is read-only")
        }
        return status
    }

    private static func requireWritableFolder(_ folder: String) throws(FileSystem.Failure) {
        let status = FileSystem.status(of: folder, followingLinks: true)
        guard status.kind == .directory, status.mode & 0o222 != 0, access(folder, W_OK) == 0 else {
            throw FileSystem.Failure(reason: "its folder is read-only")
        }
    }

    /// The rename is durable once the folder is synced; a failure here loses nothing already written.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

}
