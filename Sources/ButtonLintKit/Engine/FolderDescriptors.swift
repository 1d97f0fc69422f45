#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension WalkedFile {
    /// The file's bytes, as `FileSystem.readBytes(at: path)` reads them (same refusals, same
    /// reasons), but opened by its name in its folder, which the reading thread keeps open
    /// (`FolderDescriptors`): the kernel then looks up one name, not every folder of the path.
    /// A file named on its own, or in a folder that cannot be opened, is opened by its path.
    func readBytes() throws(FileSystem.Failure) -> [UInt8] {
        guard nameEnd > nameStart, nameEnd - nameStart < 1024 else { return try FileSystem.readBytes(at: path) }
        let folder = FolderDescriptors.current.descriptor(for: place)
        guard folder >= 0 else { return try FileSystem.readBytes(at: path) }
        let name = place.bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[Int(nameStart)..<Int(nameEnd)]) }
        return try withUnsafeTemporaryAllocation(of: CChar.self, capacity: name.count + 1) {
            (cName) throws(FileSystem.Failure) -> [UInt8] in
            let base = cName.baseAddress!
            UnsafeMutableRawPointer(base).copyMemory(from: name.baseAddress!, byteCount: name.count)
            base[name.count] = 0
            return try FileSystem.readBytes(named: base, inFolder: folder)
        }
    }
}

/// The folders one thread read files from last, each kept open with its descriptor. Files come
/// in path order, so a thread's next file is nearly always in one of them; a few are kept, since
/// a folder's files and its subfolders' files interleave in that order. Each thread has its
/// own, so no lock is taken and no descriptor is closed while another thread uses it.
final class FolderDescriptors {
    private static let capacity = 4
    private var places: [FilePlace] = []
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
        let descriptor = FileSystem.openFolder(place.folderPath)
        if places.count < Self.capacity {
            places.append(place)
            descriptors.append(descriptor)
        } else {
            if descriptors[nextToReplace] >= 0 { close(descriptors[nextToReplace]) }
            places[nextToReplace] = place
            descriptors[nextToReplace] = descriptor
            nextToReplace = (nextToReplace + 1) % Self.capacity
        }
        return descriptor
    }

    /// This thread's folders, made on its first file; they close when the thread ends.
    static var current: FolderDescriptors { perThread.current }

    private static let perThread = PerThread { FolderDescriptors() }
}
