#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Reading a walked file by its name in a folder each reading thread keeps open.
//
// Unsafe: `openat` takes the file's name as a NUL-terminated C string, and the thread's read
// buffer is filled by `FileSystem` through its raw bytes. Guarded by bounds: the name is copied
// into a temporary allocation one byte longer than the name (names of 1,024 bytes or more are
// opened by path instead), the buffer is an array whose count bounds every read into it, and
// each file descriptor opened here is closed on every path out unless handed to the caller that
// keeps it open; the folders close when their thread ends.
extension WalkedFile {
    /// The file's bytes, as `FileSystem.readBytes(at: path)` reads them (same refusals, same
    /// reasons), but opened by its name in its folder, which the reading thread keeps open
    /// (`FolderDescriptors`): the kernel then looks up one name, not every folder of the path.
    /// A file named on its own, or in a folder that cannot be opened, is opened by its path.
    func readBytes() throws(FileSystem.Failure) -> [UInt8] {
        if let bytes = try withBytes({ Array($0) }) { return bytes }
        let byName = try withName { (name, folder) throws(FileSystem.Failure) in
            try FileSystem.readBytes(named: name, inFolder: folder)
        }
        if let byName { return byName }
        return try FileSystem.readBytes(at: path)
    }

    /// `body` of the file's bytes, read into the thread's reused buffer (`ReadBuffer`) when the
    /// walk saw a regular file that fits there: no `fstat`, and no allocation but what `body`
    /// makes. Nil when the file was not read that way (then `readBytes()` reads it).
    func withBytes<Result>(_ body: (ArraySlice<UInt8>) throws(FileSystem.Failure) -> Result)
        throws(FileSystem.Failure) -> Result? {
        try withBytes(keepingOpenIf: { _ in false }, body)?.result
    }

    /// `withBytes(_:)`, and the file is left open when `keepsOpen` says so of what `body` gave:
    /// `descriptor` is then its open descriptor, which the caller closes, else -1.
    func withBytes<Result>(keepingOpenIf keepsOpen: (Result) -> Bool,
                           _ body: (ArraySlice<UInt8>) throws(FileSystem.Failure) -> Result)
        throws(FileSystem.Failure) -> (result: Result, descriptor: Int32)? {
        guard isListedRegularFile else { return nil }
        let buffer = ReadBuffer.current
        guard !buffer.isLent else { return nil }
        buffer.isLent = true
        defer { buffer.isLent = false }
        let opened = try withName { (name, folder) throws(FileSystem.Failure) in
            let read = buffer.storage.withUnsafeMutableBytes { storage in
                Swift.Result { () throws(FileSystem.Failure) in
                    try FileSystem.readListedFileLeavingItOpen(named: name, inFolder: folder, into: storage)
                }
            }
            return try read.get()
        }
        guard let opened else { return nil }
        guard let count = opened.count else {
            close(opened.descriptor)
            return nil
        }
        let result: Result
        do throws(FileSystem.Failure) {
            result = try body(buffer.storage[..<count])
        } catch {
            close(opened.descriptor)
            throw error
        }
        guard keepsOpen(result) else {
            close(opened.descriptor)
            return (result, -1)
        }
        return (result, opened.descriptor)
    }

    /// `read` of the file's name, NUL-terminated, and its folder's descriptor; nil when it has
    /// no folder (a file named on its own) or its folder cannot be opened.
    private func withName<Result>(_ read: (UnsafePointer<CChar>, Int32) throws(FileSystem.Failure) -> Result)
        throws(FileSystem.Failure) -> Result? {
        let name = nameBytes
        guard !name.isEmpty, name.count < 1024 else { return nil }
        let folder = FolderDescriptors.current.descriptor(for: place)
        guard folder >= 0 else { return nil }
        return try withUnsafeTemporaryAllocation(of: CChar.self, capacity: name.count + 1) {
            (cName) throws(FileSystem.Failure) -> Result? in
            let base = cName.baseAddress!
            for (offset, byte) in name.enumerated() { base[offset] = CChar(bitPattern: byte) }
            base[name.count] = 0
            return try read(base, folder)
        }
    }
}

/// One thread's buffer for reading files into, reused from file to file, so reading a file
/// allocates nothing. A file that fills it is read the usual way into an array of its size. The
/// bytes are an array, handed to readers as a slice of it: a reader that kept the slice would
/// only make the next read copy the buffer.
final class ReadBuffer {
    static let capacity = 256 * 1024
    fileprivate var storage = [UInt8](repeating: 0, count: capacity)
    /// Whether a read is using the buffer (a read inside another read's `body` reads the usual way).
    fileprivate var isLent = false

    /// The whole of a file already open, read again from its start (`FileSystem.readAgain`),
    /// through this buffer unless it is lent.
    func readAgain(_ descriptor: Int32) throws(FileSystem.Failure) -> [UInt8] {
        guard !isLent else { return try FileSystem.readAgain(descriptor, buffer: nil) }
        isLent = true
        defer { isLent = false }
        let read = storage.withUnsafeMutableBytes { buffer in
            Result { () throws(FileSystem.Failure) in try FileSystem.readAgain(descriptor, buffer: buffer) }
        }
        return try read.get()
    }

    /// This thread's buffer, made on its first read.
    static var current: ReadBuffer { perThread.current }

    private static let perThread = PerThread { ReadBuffer() }
}

/// The folders one thread read files from last, each kept open with its descriptor. Files come
/// in path order, so a thread's next file is nearly always in one of them; a few are kept, since
/// a folder's files and its subfolders' files interleave in that order. Each thread has its
/// own, so no lock is taken and no descriptor is closed while another thread uses it. A folder
/// below one of them is opened by the rest of its path there (usually one name), not by its
/// whole path.
final class FolderDescriptors {
    private static let capacity = 4
    private var places: [FilePlace] = []
    /// The folder path of each of `places` (ending with its separator), as bytes.
    private var paths: [[UInt8]] = []
    /// The descriptor of each of `places` (-1 when it could not be opened).
    private var descriptors: [Int32] = []
    /// Which entry was used longest ago is replaced next.
    private var nextToReplace = 0

    deinit {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }

    /// The open folder of `place`'s files, or -1 when it cannot be opened.
    func descriptor(for place: FilePlace) -> Int32 {
        for index in places.indices where places[index] === place { return descriptors[index] }
        let path = Array(place.folderPath.utf8)
        let descriptor = open(path, listedBy: place.walk)
        if places.count < Self.capacity {
            places.append(place)
            paths.append(path)
            descriptors.append(descriptor)
        } else {
            if descriptors[nextToReplace] >= 0 { close(descriptors[nextToReplace]) }
            places[nextToReplace] = place
            paths[nextToReplace] = path
            descriptors[nextToReplace] = descriptor
            nextToReplace = (nextToReplace + 1) % Self.capacity
        }
        return descriptor
    }

    /// The folder at `path`, opened by the rest of the path in the open folder of the same walk
    /// whose path is the longest that leads to it, else by the whole path.
    private func open(_ path: [UInt8], listedBy walk: FilePlace.Walking?) -> Int32 {
        var ancestor: Int?
        for index in paths.indices where descriptors[index] >= 0 && walk != nil && places[index].walk === walk
            && leads(paths[index], to: path) {
            if ancestor.map({ paths[index].count > paths[$0].count }) ?? true { ancestor = index }
        }
        guard let ancestor else { return FileSystem.openFolder(String(decoding: path, as: UTF8.self)) }
        return FileSystem.openFolder(String(decoding: path[paths[ancestor].count...], as: UTF8.self),
                                     in: descriptors[ancestor])
    }

    /// Whether the folder path `ancestor` (ending with a separator) is a folder above `path`.
    private func leads(_ ancestor: [UInt8], to path: [UInt8]) -> Bool {
        ancestor.last == UInt8(ascii: "/") && path.count > ancestor.count && path.starts(with: ancestor)
    }

    /// This thread's folders, made on its first file; they close when the thread ends.
    static var current: FolderDescriptors { perThread.current }

    private static let perThread = PerThread { FolderDescriptors() }
}
