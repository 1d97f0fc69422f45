import Foundation

/// Remembers the result of a pure function of a title across files: titles repeat through a code
/// base ("Cancel", "Done", "Delete" on every screen), and working one out (cutting it into words,
/// looking them up) costs far more than a lookup. It is bounded, so memory stays flat as the tree
/// grows (SPEC 8), and long titles (rare, and costly to keep) are never kept.
///
/// Each thread keeps its own table (`ThreadMemoTables`), so a lookup takes no lock and touches no
/// memory another worker writes: with a shared table behind a lock, two workers spent a sixth
/// more CPU than one. A title is then worked out once per worker instead of once per run, which
/// costs little next to the lock it saves, since a worker meets most titles many times.
///
/// A table keeps two generations: titles met since the last turn (`recent`) and those of the
/// turn before (`previous`). When `recent` fills up it becomes `previous` and the older one is
/// dropped, so a title in use keeps its answer across turns (a hit in `previous` moves it to
/// `recent`) while titles met once fall away. Starting over from empty instead worked out twice
/// as many titles on a tree with more distinct titles than the memo holds.
final class TitleMemo<Value>: @unchecked Sendable {
    /// Titles per generation; a table holds at most twice as many.
    static var capacity: Int { 4096 }
    /// Titles per generation of the table threads share: it only spares a worker titles another
    /// one met, and it lives as long as the run, so it is kept small (SPEC 8: the 500 MB tree's
    /// peak within twice the 5 MB tree's).
    static var sharedCapacity: Int { 1024 }
    static var longestKeptTitle: Int { 64 }

    /// Which table of a thread's tables is this memo's; never reused, unlike an object's address.
    private let id = ThreadMemoTables.newMemoID()
    /// With `sharingAcrossThreads`, what one thread worked out, for the others.
    private let shared: SharedTitleMemoTable<Value>?

    /// A memo of one table per thread. With `sharingAcrossThreads`, a title a thread has not met
    /// is first asked of a table all threads share (behind a lock, asked only on the thread's own
    /// miss), so each title is worked out once per run rather than once per worker; what the
    /// shared table hands over goes through the function given, which makes the thread its own
    /// copy (an object shared by two workers would have its reference count bounce between cores).
    init(sharingAcrossThreads copyForThread: (@Sendable (Value) -> Value)? = nil) {
        shared = copyForThread.map(SharedTitleMemoTable.init)
    }

    func value(for title: String, compute: (String) -> Value) -> Value {
        guard title.utf8.count <= Self.longestKeptTitle else { return compute(title) }
        return onThisThread().value(for: title, compute: compute)
    }

    /// This memo as seen from the calling thread, for many lookups in a row on it (a file's
    /// titles): its table is found once, not per lookup (a thread-specific read, a `swift_once`
    /// and a few references counted, about 100 instructions a title). Use it on this thread only.
    func onThisThread() -> ThreadTitleMemo<Value> {
        ThreadTitleMemo(table: ThreadMemoTables.current.table(for: id, making: { TitleMemoTable<Value>() }), shared: shared)
    }
}

/// A memo's table of one thread with the table threads share (`TitleMemo.onThisThread()`).
struct ThreadTitleMemo<Value> {
    let table: TitleMemoTable<Value>
    let shared: SharedTitleMemoTable<Value>?

    /// What `TitleMemo.value(for:compute:)` answers, on the thread this was made on.
    func value(for title: String, compute: (String) -> Value) -> Value {
        guard title.utf8.count <= TitleMemo<Value>.longestKeptTitle else { return compute(title) }
        let key = TitleMemoKey(title)
        guard let shared else { return table.value(for: key, compute: compute) }
        return table.value(for: key) { _ in shared.value(for: key, compute: compute) }
    }
}

/// A memo's key: a title with its hash worked out once. A title new to a worker meets up to four
/// tables' lookups and stores (its thread's miss, the shared table's miss and store, its
/// thread's store) and is moved again each time a generation grows; hashing the whole `String`
/// each time (its scalars through SipHash, about 450 instructions for a short title) was most of
/// a miss's cost. The tables hash the one `Int` instead.
///
/// An ASCII title's hash is FNV-1a of its bytes (a third of `hashValue`'s cost), any other's is
/// `hashValue`. Keys are equal when their hashes are and their titles are equal Strings
/// (canonical equivalence), so equal keys hash alike; canonically equal titles outside ASCII
/// share a key as before, and an ASCII title and a non-ASCII one equal to it ("K" and the Kelvin
/// sign) now each have their own, so each gets its own answer.
struct TitleMemoKey: Hashable {
    let title: String
    private let hash: Int

    init(_ title: String) {
        self.title = title
        self.hash = Self.asciiHash(of: title) ?? title.hashValue
    }

    /// FNV-1a of the title's bytes when all are ASCII, else nil.
    private static func asciiHash(of title: String) -> Int? {
        func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var seen: UInt8 = 0
            for byte in bytes {
                seen |= byte
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return seen < 0x80 ? Int(truncatingIfNeeded: hash) : nil
        }
        return title.utf8.withContiguousStorageIfAvailable(fold) ?? nil
    }

    static func == (left: TitleMemoKey, right: TitleMemoKey) -> Bool {
        left.hash == right.hash && left.title == right.title
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// What a dictionary hashes a key to, from the hash worked out once: feeding it to `Hasher`
    /// (seeding, combining, finalizing) cost about 160 instructions a lookup or store, a third of
    /// a memo hit. `_rawHashValue(seed:)` is `Hashable`'s own (underscored) requirement for this.
    /// The seed is still mixed in, so each dictionary spreads keys its own way, as with `Hasher`.
    func _rawHashValue(seed: Int) -> Int {
        // A multiply and a shift: each bit of the hash reaches the low bits the buckets use.
        var mixed = UInt64(truncatingIfNeeded: hash ^ seed) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 32
        return Int(truncatingIfNeeded: mixed)
    }
}

/// The table a sharing `TitleMemo` keeps for all threads: two generations as a thread's table
/// has, behind a lock that is held only to look up and to store, never while a title is worked
/// out (two threads meeting a new title at once may both work it out; the answers are the same).
final class SharedTitleMemoTable<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let table = TitleMemoTable<Value>(capacity: TitleMemo<Value>.sharedCapacity)
    private let copyForThread: @Sendable (Value) -> Value

    init(copyForThread: @escaping @Sendable (Value) -> Value) {
        self.copyForThread = copyForThread
    }

    func value(for title: String, compute: (String) -> Value) -> Value {
        value(for: TitleMemoKey(title), compute: compute)
    }

    func value(for key: TitleMemoKey, compute: (String) -> Value) -> Value {
        lock.lock()
        let known = table.known(key)
        lock.unlock()
        if let known { return copyForThread(known) }
        let value = compute(key.title)
        lock.lock()
        table.keep(value, for: key)
        lock.unlock()
        return value
    }
}

/// One thread's table for one memo (see `TitleMemo`). Only its thread touches it, and no access
/// to a generation overlaps another, hence no exclusivity check on each (about 100 instructions
/// a lookup, two a store). The shared table's is only touched under its lock.
final class TitleMemoTable<Value> {
    @exclusivity(unchecked) private var recent: [TitleMemoKey: Value] = [:]
    @exclusivity(unchecked) private var previous: [TitleMemoKey: Value] = [:]
    /// Titles per generation.
    private let capacity: Int

    init(capacity: Int = TitleMemo<Value>.capacity) {
        self.capacity = capacity
        // Room for a whole generation at once: growing to it moved every title kept so far at
        // each doubling (12 resizes, 40% of the stores' instructions on the 5 MB tree). The
        // buckets of an unfilled table are never written, so they cost no memory.
        recent.reserveCapacity(capacity)
    }

    func value(for key: TitleMemoKey, compute: (String) -> Value) -> Value {
        if let known = known(key) { return known }
        let value = compute(key.title)
        keep(value, for: key)
        return value
    }

    /// The value kept for `key`, moved to `recent` if it was in `previous`.
    func known(_ key: TitleMemoKey) -> Value? {
        if let known = recent[key] { return known }
        // An empty dictionary still hashes the key it is asked about, and until the first turn
        // (the whole run, on a small tree) the previous generation is empty.
        if !previous.isEmpty, let known = previous[key] {
            keep(known, for: key)
            return known
        }
        return nil
    }

    /// Stores into `recent`, turning the generations first when it is full.
    func keep(_ value: Value, for key: TitleMemoKey) {
        if recent.count >= capacity {
            previous = recent
            recent = [:]
            recent.reserveCapacity(capacity)
        }
        recent[key] = value
    }
}

/// The memo tables of the calling thread, kept in a POSIX thread-specific slot (released when
/// the thread ends). A thread meets few memos (one per configuration's title facts and a few
/// static ones), so the last one asked for is remembered, and the tables are dropped all
/// together if a long-lived thread (a test runner's) has met very many.
final class ThreadMemoTables {
    // Only the owning thread reads or writes these, one access at a time: no exclusivity checks
    // (they ran on every memo lookup).
    @exclusivity(unchecked) private var tables: [Int: AnyObject] = [:]
    @exclusivity(unchecked) private var lastID = -1
    @exclusivity(unchecked) private var lastTable: AnyObject?

    /// More tables than this on one thread means memos come and go (tests making checkers):
    /// the thread starts over rather than keep the tables of memos that are gone.
    private static let mostTables = 64

    func table<Table: AnyObject>(for id: Int, making make: () -> Table) -> Table {
        if id == lastID, let lastTable { return unsafeDowncast(lastTable, to: Table.self) }
        let table: Table
        if let known = tables[id] {
            table = unsafeDowncast(known, to: Table.self)
        } else {
            if tables.count >= Self.mostTables { tables.removeAll() }
            table = make()
            tables[id] = table
        }
        lastID = id
        lastTable = table
        return table
    }

    static var current: ThreadMemoTables { perThread.current }

    private static let perThread = PerThread { ThreadMemoTables() }

    private static let idLock = NSLock()
    nonisolated(unsafe) private static var nextID = 0

    /// A new memo's id: memos are made per configuration, so this lock is off the hot path.
    static func newMemoID() -> Int {
        idLock.lock()
        defer { idLock.unlock() }
        nextID += 1
        return nextID
    }
}
