#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The files the first pass read and found needing analysis, left open for the lint pass, which
/// reads each again through its descriptor instead of opening it by name (`openat` was half of
/// that second read's cost). Their bytes are not kept, so the process's memory does not
/// grow with the tree; the open files are bounded by `OpenFileBudget`. Each descriptor is taken
/// once (`bytes(ofFile:)` reads and closes it); those never taken are closed by `closeAll()` or
/// when this is released.
final class KeptOpenFiles: @unchecked Sendable {
    /// A file left open: its index in the first pass and its descriptor (-1 once taken).
    typealias Entry = (index: Int32, descriptor: Int32)

    private let lock = NSLock()
    /// Sorted by index: a few bytes a file, no hashing.
    private var entries: [Entry]
    private var openCount: Int
    private let budget: OpenFileBudget

    init(_ entries: [Entry], budget: OpenFileBudget) {
        self.entries = entries.sorted { $0.index < $1.index }
        openCount = entries.count
        self.budget = budget
    }

    deinit { closeAll() }

    /// How many files are still open.
    var count: Int { lock.withLock { openCount } }

    /// The bytes of file `index`, read again from its start through the descriptor the first
    /// pass left open, which is then closed; nil when the file was not left open (or was taken).
    func bytes(ofFile index: Int) throws(FileSystem.Failure) -> [UInt8]? {
        guard let descriptor = take(Int32(truncatingIfNeeded: index)) else { return nil }
        defer {
            close(descriptor)
            budget.release()
        }
        return try ReadBuffer.current.readAgain(descriptor)
    }

    private func take(_ index: Int32) -> Int32? {
        lock.withLock {
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].index < index { low = middle + 1 } else { high = middle }
            }
            guard low < entries.count, entries[low].index == index, entries[low].descriptor >= 0 else { return nil }
            defer {
                entries[low].descriptor = -1
                openCount -= 1
            }
            return entries[low].descriptor
        }
    }

    /// Closes every file not taken (a run that did not lint them: left out by a configuration,
    /// another shard's, or a run that lints every file whole).
    func closeAll() {
        let left = lock.withLock {
            defer {
                entries = []
                openCount = 0
            }
            return entries
        }
        for entry in left where entry.descriptor >= 0 {
            close(entry.descriptor)
            budget.release()
        }
    }
}

/// How many files the first passes may leave open at once (`KeptOpenFiles`), for the whole
/// process: each file left open takes one of `limit` places until it is closed. Past the limit
/// a file is closed after its first read and opened by name again, so a large tree
/// never runs the process out of descriptors.
final class OpenFileBudget: @unchecked Sendable {
    let limit: Int
    private let lock = NSLock()
    private var used = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Places taken now.
    var inUse: Int { lock.withLock { used } }

    /// Takes a place, when one is free.
    func reserve() -> Bool {
        lock.withLock {
            guard used < limit else { return false }
            used += 1
            return true
        }
    }

    /// Gives back a place taken by `reserve()`, once its file is closed.
    func release() {
        lock.withLock { used -= 1 }
    }

    /// The process's budget: half of the descriptors it may open (its soft `RLIMIT_NOFILE`)
    /// beyond 256 kept for everything else (folders, catalogs, configuration, output), and at
    /// most 8,192 (an open file costs the kernel a few hundred bytes; none of it is the
    /// process's memory). A limit of 1,024, the usual default, gives 384; macOS's 256 gives none.
    static let shared = OpenFileBudget(limit: fromDescriptorLimit(softDescriptorLimit()))

    /// Grows the process's descriptor table at once to hold every file the budget may leave
    /// open, plus the places kept for everything else. Call it before any thread starts. The
    /// kernel grows the table by doubling when a descriptor past its end is made, and while the
    /// process has more than one thread each growth waits for a grace period of the kernel's
    /// read-copy-update, milliseconds each, which a run that grows it one descriptor at a time
    /// feels.
    /// `F_DUPFD` takes the lowest free descriptor at or above the one asked for, so no inherited
    /// descriptor is ever replaced.
    static func growDescriptorTable() {
        let highest = min(softDescriptorLimit() - 1, shared.limit + reservedDescriptors)
        guard highest > reservedDescriptors else { return }
        growDescriptorTable(toHold: highest)
    }

    static func growDescriptorTable(toHold highest: Int) {
        for source: Int32 in 0...2 {
            let made = fcntl(source, F_DUPFD, Int32(highest))
            if made >= 0 {
                close(made)
                return
            }
        }
    }

    /// Descriptors kept for everything but the files left open: folders, catalogs,
    /// configuration, output.
    private static let reservedDescriptors = 256

    static func fromDescriptorLimit(_ softLimit: Int) -> Int {
        max(0, min((softLimit - reservedDescriptors) / 2, 8192))
    }

    static func softDescriptorLimit() -> Int {
        var limits = rlimit()
        #if canImport(Glibc)
        let result = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits)
        #else
        let result = getrlimit(RLIMIT_NOFILE, &limits)
        #endif
        guard result == 0 else { return 0 }
        return limits.rlim_cur >= rlim_t(Int32.max) ? Int(Int32.max) : Int(limits.rlim_cur)
    }
}
