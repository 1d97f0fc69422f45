#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the engine needs, in one place: what a path is, reading a
/// whole file as bytes, writing bytes, and replacing a file (the hook installer; `--fix` uses the
/// stricter `FixWriter`). Everything else in the engine is pure.
///
/// Unsafe: the C calls take and fill raw buffers (`read`, `pread`, `write`, `readdir`'s
/// entries, `mkstemp`'s template). Guarded by sizing: every buffer handed to a call is allocated
/// at the count the call is told, reads fill at most that count and only the count returned is
/// kept, and every failure becomes a `Failure` with the system's reason (an `io` finding).
public enum FileSystem {
    /// What a path names, after following symbolic links or not.
    public enum Kind: Equatable { case file, directory, symbolicLink, other, missing }

    /// Device and inode: the identity of a file or folder whatever path reaches it.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    public struct Status {
        public var kind: Kind
        var identity: Identity
        var mode: UInt32
        var owner: UInt32 = 0
        var group: UInt32 = 0
    }

    /// A failed system call with the reason the system gave.
    public struct Failure: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }

        static func fromErrno(_ code: Int32 = errno) -> Failure {
            Failure(reason: String(cString: strerror(code)))
        }
    }

    public static func status(of path: String, followingLinks: Bool) -> Status {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return status(result == 0 ? info : nil)
    }

    /// `status(of:followingLinks:)` for the entry `name` of the folder open as `folder`.
    static func status(of name: String, inFolder folder: Int32, followingLinks: Bool) -> Status {
        var info = stat()
        let result = fstatat(folder, name, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW)
        return status(result == 0 ? info : nil)
    }

    private static func status(_ info: stat?) -> Status {
        guard let info else {
            return Status(kind: .missing, identity: Identity(device: 0, inode: 0), mode: 0)
        }
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        let kind: Kind
        switch type {
        case UInt32(S_IFREG): kind = .file
        case UInt32(S_IFDIR): kind = .directory
        case UInt32(S_IFLNK): kind = .symbolicLink
        default: kind = .other
        }
        return Status(kind: kind,
                      identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
                      mode: UInt32(info.st_mode) & 0o7777, owner: UInt32(info.st_uid), group: UInt32(info.st_gid))
    }

    /// One name in a folder, with what the folder listing says about it.
    struct DirectoryEntry: Sendable {
        var name: String
        /// True when the listing says it is a regular file (not a link, a folder or unknown), so
        /// no `stat` is needed to know it.
        var isRegularFile: Bool
        /// True when the listing says it is a folder (not a link to one).
        var isFolder: Bool = false
        var inode: UInt64
    }

    /// The names in a folder, without `.` and `..`, in no particular order.
    static func entries(ofDirectory path: String) throws(Failure) -> [DirectoryEntry] {
        try OpenFolder(path: path).entries()
    }

    #if canImport(Darwin)
    typealias DirectoryStream = UnsafeMutablePointer<DIR>
    #else
    typealias DirectoryStream = OpaquePointer
    #endif

    /// A folder open for listing and for looking names up in (`openat`, `fstatat`): the walker
    /// keeps a folder open until the folders below it are opened by name there. Listed through
    /// `readdir` on the stream `fdopendir` makes of its descriptor.
    final class OpenFolder {
        private let stream: DirectoryStream
        let descriptor: Int32

        /// The folder at `path`.
        convenience init(path: String) throws(Failure) {
            try self.init(descriptor: open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
        }

        /// The folder `name` of `parent`.
        convenience init(name: String, in parent: OpenFolder) throws(Failure) {
            try self.init(descriptor: openat(parent.descriptor, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
        }

        private init(descriptor: Int32) throws(Failure) {
            guard descriptor >= 0 else { throw Failure.fromErrno() }
            self.descriptor = descriptor
            guard let stream = fdopendir(descriptor) else {
                let failure = Failure.fromErrno()
                close(descriptor)
                throw failure
            }
            self.stream = stream
        }

        deinit { closedir(stream) }

        /// The folder's device and inode, or nil when `fstat` fails.
        var identity: Identity? {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return nil }
            return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }

        /// The names in the folder, listed once. A listing that fails part way ends there, as
        /// `readdir` ends it.
        func entries() throws(Failure) -> [DirectoryEntry] {
            var entries: [DirectoryEntry] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                guard name != "." && name != ".." else { continue }
                let type = Int32(entry.pointee.d_type)
                entries.append(DirectoryEntry(name: name, isRegularFile: type == Int32(DT_REG),
                                              isFolder: type == Int32(DT_DIR), inode: UInt64(entry.pointee.d_ino)))
            }
            return entries
        }
    }

    /// The whole file as bytes, read with one buffer sized from `fstat`. Only a regular file is
    /// read: a FIFO or a device (`x.swift -> /dev/zero` in a checkout) would block or never end,
    /// so it is opened without waiting and refused.
    public static func readBytes(at path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure.fromErrno() }
        defer { close(descriptor) }
        return try readRegularFile(descriptor)
    }

    /// `readBytes(at:)` for the file `name` of the folder open as `folder`: the kernel looks up
    /// one name instead of walking every folder of a full path, which for small files costs
    /// more than reading them.
    static func readBytes(named name: UnsafePointer<CChar>, inFolder folder: Int32) throws(Failure) -> [UInt8] {
        let descriptor = openat(folder, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure.fromErrno() }
        defer { close(descriptor) }
        return try readRegularFile(descriptor)
    }

    /// `readBytes(named:inFolder:)` of a file its folder's listing called a regular file, into
    /// `buffer` and without asking its size (`fstat`): a read of a regular file that returns
    /// fewer bytes than asked for has reached its end. Nil when one read cannot tell: the file
    /// filled the buffer (it may be longer), read nothing (it may be a FIFO or a device put there
    /// since the listing) or failed. The caller then reads it the usual way, which refuses what
    /// is no regular file with the usual reasons.
    static func readListedFile(named name: UnsafePointer<CChar>, inFolder folder: Int32,
                               into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int? {
        let opened = try readListedFileLeavingItOpen(named: name, inFolder: folder, into: buffer)
        close(opened.descriptor)
        return opened.count
    }

    /// `readListedFile(named:inFolder:into:)` with the file left open: the caller closes
    /// `descriptor` (or keeps it, to read the file again without opening it by name).
    static func readListedFileLeavingItOpen(named name: UnsafePointer<CChar>, inFolder folder: Int32,
                                            into buffer: UnsafeMutableRawBufferPointer) throws(Failure)
        -> (descriptor: Int32, count: Int?) {
        let descriptor = openat(folder, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure.fromErrno() }
        let count = readStart(of: descriptor, into: buffer)
        return (descriptor, count > 0 && count < buffer.count ? count : nil)
    }

    /// One read of an open file from its start into `buffer` (`pread`, so wherever an earlier
    /// read left the file's offset): the count read, or -1 when it fails.
    static func readStart(of descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var count = pread(descriptor, buffer.baseAddress, buffer.count, 0)
        while count < 0 && errno == EINTR { count = pread(descriptor, buffer.baseAddress, buffer.count, 0) }
        return count
    }

    /// The whole of a file already open (left open by the first pass, `KeptOpenFiles`), read
    /// again from its start with the refusals of `readBytes(at:)`: into `buffer` when it still
    /// fits there (one `pread`, no `fstat`), else the usual way.
    static func readAgain(_ descriptor: Int32, buffer: UnsafeMutableRawBufferPointer?) throws(Failure) -> [UInt8] {
        if let buffer {
            let count = readStart(of: descriptor, into: buffer)
            if count > 0 && count < buffer.count {
                // Copied as typed bytes, in one `memcpy` (from raw bytes the copy went byte by byte).
                return Array(UnsafeRawBufferPointer(rebasing: buffer[..<count]).assumingMemoryBound(to: UInt8.self))
            }
        }
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw Failure.fromErrno() }
        return try readRegularFile(descriptor)
    }

    /// A folder opened only to look names up in (`openat`), or -1 when it cannot be opened.
    static func openFolder(_ path: String) -> Int32 {
        #if os(Linux)
        // Only a handle on the place (no read access is checked or set up). Glibc's headers
        // hide `O_PATH` from Swift; its value on x86-64 and ARM64 Linux is 0o10000000.
        open(path, 0o10000000 | O_DIRECTORY | O_CLOEXEC)
        #else
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }

    /// The folder `name` (a relative path) of the folder open as `folder`, opened as
    /// `openFolder(_:)` opens one, or -1.
    static func openFolder(_ name: String, in folder: Int32) -> Int32 {
        #if os(Linux)
        openat(folder, name, 0o10000000 | O_DIRECTORY | O_CLOEXEC)
        #else
        openat(folder, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #endif
    }

    /// The whole of an open file, refused unless it is a regular file.
    private static func readRegularFile(_ descriptor: Int32) throws(Failure) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure.fromErrno() }
        switch UInt32(info.st_mode) & UInt32(S_IFMT) {
        case UInt32(S_IFREG): break
        case UInt32(S_IFDIR): throw Failure.fromErrno(EISDIR)
        default: throw Failure(reason: "not a regular file")
        }
        return try readAll(from: descriptor, sizeHint: max(Int(info.st_size), 0))
    }

    /// Everything left on a descriptor (a file, or standard input). The bytes are read straight
    /// into the array's storage, one byte larger than `sizeHint`, so a regular file whose size
    /// `fstat` gave takes one system call: reading exactly that many bytes is its end. Anything
    /// else (a pipe, a file that grew meanwhile) reads on in chunks until a read returns 0.
    public static func readAll(from descriptor: Int32, sizeHint: Int = 0) throws(Failure) -> [UInt8] {
        var failure: Int32 = 0
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: sizeHint > 0 ? sizeHint + 1 : 1 << 16) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let result = read(descriptor, base + count, buffer.count - count)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if result == 0 {
                    reachedEnd = true
                    return
                }
                count += result
                if sizeHint > 0 && count == sizeHint {
                    reachedEnd = true
                    return
                }
            }
        }
        if failure != 0 { throw Failure.fromErrno(failure) }
        guard !reachedEnd else { return bytes }
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.fromErrno()
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// The path with every symbolic link resolved, or nil when it does not resolve.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Replaces the file at `path` with `bytes` atomically (see `replaceThroughTemporaryFile`).
    /// A symbolic link is kept: its target is replaced.
    public static func replaceAtomically(path: String, with bytes: [UInt8]) throws(Failure) {
        let target = resolvedPath(path) ?? path
        let original = status(of: target, followingLinks: true)
        try replaceThroughTemporaryFile(target, keeping: original.kind == .missing ? nil : original) {
            (descriptor) throws(Failure) in try writeAll(bytes, to: descriptor)
        }
    }

    /// The one way a file is replaced: a temporary file in the same folder is written in full by
    /// `write`, given the original's owner and permissions, synced, then renamed over `target`,
    /// so a reader sees the old file or the new one and never half of it. `beforeRename` has the
    /// last word (a failure there, as anywhere, removes the temporary file and keeps the original).
    static func replaceThroughTemporaryFile(_ target: String, keeping original: Status?,
                                            write: (Int32) throws(Failure) -> Void,
                                            beforeRename: () throws(Failure) -> Void = {}) throws(Failure) {
        let folderEnd = target.lastIndex(of: "/")
        let folder = folderEnd.map { String(target[..<$0]) } ?? "."
        let name = folderEnd.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array("\(folder.isEmpty ? "" : folder)/.\(name).buttonlint-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure.fromErrno() }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var isOpen = true
        do throws(Failure) {
            try write(descriptor)
            if let original {
                // Owner first (only root may give a file away; otherwise it already is ours), then
                // permissions, since changing the owner can clear set-id bits.
                _ = fchown(descriptor, uid_t(original.owner), gid_t(original.group))
                if fchmod(descriptor, mode_t(original.mode)) != 0 { throw Failure.fromErrno() }
            }
            if fsync(descriptor) != 0 { throw Failure.fromErrno() }
            isOpen = false
            if close(descriptor) != 0 { throw Failure.fromErrno() }
            try beforeRename()
            if rename(temporaryPath, target) != 0 { throw Failure.fromErrno() }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
    }

    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.fromErrno()
            }
            written += count
        }
    }

    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
