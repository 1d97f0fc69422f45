/// The generated accessors of the whole project by member path, so a use such as
/// `L10n.Common.cancel` in any file resolves to its table and key. A path declared twice with
/// different lookups is dropped: which one a use means cannot be told from syntax.
///
/// Only the first accessor of each path is kept, found through an open-addressing table on an
/// FNV-1a hash of the path's bytes with dots between its names. A later accessor of the same path
/// only tells whether the path is declared with different lookups: an app whose modules each
/// declare the same `L10n` paths would otherwise have every module's copy held for the run. The
/// table hashes the path's names in place: keyed by the dotted path, each accessor would need a
/// String of its own.
struct GeneratedAccessorIndex: Sendable {
    /// The first accessor of each path, in the order the paths came.
    private var firsts: [GeneratedAccessor] = []
    /// Whether the path of each of `firsts` was declared with different lookups.
    private var isConflicting: [Bool] = []
    /// Each slot: 0 for empty, else one more than the index in `firsts`. At most half full, so a
    /// search for a missing path ends soon.
    private var slots: [Int32] = []
    private var mask = 0
    private var conflictingCount = 0

    init(_ declared: [GeneratedAccessor] = []) {
        for accessor in declared { add(accessor) }
    }

    mutating func add(_ accessor: GeneratedAccessor) {
        if 2 * (firsts.count + 1) > slots.count { growSlots() }
        insert(accessor)
    }

    /// A table twice the size (at least 8 slots), with every path filed again.
    private mutating func growSlots() {
        let slotCount = max(8, 2 * slots.count)
        slots = Array(repeating: 0, count: slotCount)
        mask = slotCount - 1
        for number in firsts.indices {
            slots[freeSlot(hash: Self.hash(firsts[number].memberPath))] = Int32(number + 1)
        }
    }

    /// Files `accessor` under its path (the table has room for it).
    private mutating func insert(_ accessor: GeneratedAccessor) {
        var slot = Int(truncatingIfNeeded: Self.hash(accessor.memberPath)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 {
                firsts.append(accessor)
                isConflicting.append(false)
                slots[slot] = Int32(firsts.count)
                return
            }
            let existing = firsts[entry - 1]
            if Self.isSameDottedName(existing.memberPath, accessor.memberPath) {
                if !isConflicting[entry - 1],
                   (existing.table, existing.key, existing.fallback) != (accessor.table, accessor.key, accessor.fallback) {
                    isConflicting[entry - 1] = true
                    conflictingCount += 1
                }
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// The first empty slot for a hash.
    private func freeSlot(hash: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    /// The accessor a use names: `["L10n", "Common", "cancel"]` for `L10n.Common.cancel`.
    func accessor(named memberPath: [String]) -> GeneratedAccessor? {
        find(hash: Self.hash(memberPath)) { Self.isSameDottedName($0, memberPath) }
    }

    /// The accessor a use names, its path written with dots: `L10n.Common.cancel`.
    func accessor(dottedName: String) -> GeneratedAccessor? {
        let name = Array(dottedName.utf8)
        return find(hash: Self.hash(dotted: name)) { Self.path($0, isSpelled: name) }
    }

    /// The accessor whose path has `hash` and passes `isPath`, unless the path is conflicting.
    private func find(hash: UInt64, isPath: ([String]) -> Bool) -> GeneratedAccessor? {
        guard !slots.isEmpty else { return nil }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let accessor = firsts[entry - 1]
            if isPath(accessor.memberPath) { return isConflicting[entry - 1] ? nil : accessor }
            slot = (slot + 1) & mask
        }
    }

    /// Whether two paths are written alike with dots between their names: the index was keyed by
    /// that name, so `["a.b"]` (a raw identifier) is the path `["a", "b"]`.
    private static func isSameDottedName(_ one: [String], _ other: [String]) -> Bool {
        if one == other { return true }
        guard dottedLength(one) == dottedLength(other) else { return false }
        return dottedName(one) == dottedName(other)
    }

    private static func dottedLength(_ path: [String]) -> Int {
        var length = max(0, path.count - 1)
        for part in path { length += part.utf8.count }
        return length
    }

    /// Whether `path` with dots between its names is the bytes `dotted`.
    private static func path(_ path: [String], isSpelled dotted: [UInt8]) -> Bool {
        var offset = 0
        for (position, part) in path.enumerated() {
            if position > 0 {
                guard offset < dotted.count, dotted[offset] == UInt8(ascii: ".") else { return false }
                offset += 1
            }
            for byte in part.utf8 {
                guard offset < dotted.count, dotted[offset] == byte else { return false }
                offset += 1
            }
        }
        return offset == dotted.count
    }

    /// FNV-1a over the path's bytes with a dot between its names: the same value as `hash` of
    /// the dotted name's bytes, without making that name.
    static func hash(_ memberPath: [String]) -> UInt64 {
        var hash = fnvStart
        for (position, part) in memberPath.enumerated() {
            if position > 0 { hash = (hash ^ UInt64(UInt8(ascii: "."))) &* fnvPrime }
            hash = fold(part.utf8, into: hash)
        }
        return hash
    }

    /// FNV-1a over a dotted name's bytes.
    static func hash(dotted bytes: [UInt8]) -> UInt64 {
        fold(bytes, into: fnvStart)
    }

    private static let fnvStart: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let fnvPrime: UInt64 = 0x100_0000_01b3

    private static func fold(_ bytes: some Sequence<UInt8>, into start: UInt64) -> UInt64 {
        var hash = start
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* fnvPrime }
        return hash
    }

    /// `["L10n", "Common", "cancel"]` as `L10n.Common.cancel`.
    static func dottedName(_ memberPath: [String]) -> String {
        memberPath.joined(separator: ".")
    }

    var count: Int { firsts.count - conflictingCount }

    /// The accessors held: one a path, conflicting ones included.
    var storedCount: Int { firsts.count }
}
