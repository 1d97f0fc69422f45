/// The generated accessors of the whole project by member path, so a use such as
/// `L10n.Common.cancel` in any file resolves to its table and key. A path declared twice with
/// different lookups is dropped: which one a use means cannot be told from syntax.
public struct GeneratedAccessorIndex: Sendable {
    /// Each path's accessor, or the mark that it was declared with different lookups: one table,
    /// so adding an accessor hashes its path once (a project's modules repeat most paths).
    private var entries: [String: Entry] = [:]
    private var conflictingCount = 0

    private enum Entry: Sendable {
        case accessor(GeneratedAccessor)
        case conflicting
    }

    public init(_ declared: [GeneratedAccessor] = []) {
        entries.reserveCapacity(declared.count)
        for accessor in declared { add(accessor) }
    }

    /// An index of the accessors of several files, in order, its table made at its size once:
    /// grown as they were added, it was made anew a dozen times for a root, each time hashing
    /// every path again.
    init(files declared: [[GeneratedAccessor]]) {
        var count = 0
        for accessors in declared { count += accessors.count }
        entries.reserveCapacity(count)
        for accessors in declared {
            for accessor in accessors { add(accessor) }
        }
    }

    public mutating func add(_ accessor: GeneratedAccessor) {
        let name = Self.dottedName(accessor.memberPath)
        // Read and written in place: one hash of the path.
        if Self.merge(accessor, into: &entries[name]) { conflictingCount += 1 }
    }

    /// Puts `accessor` in its path's slot; true when that makes the path conflicting.
    private static func merge(_ accessor: GeneratedAccessor, into slot: inout Entry?) -> Bool {
        switch slot {
        case nil:
            slot = .accessor(accessor)
            return false
        case .accessor(let existing):
            guard (existing.table, existing.key, existing.fallback) != (accessor.table, accessor.key, accessor.fallback)
            else { return false }
            slot = .conflicting
            return true
        case .conflicting:
            return false
        }
    }

    /// The accessor a use names: `["L10n", "Common", "cancel"]` for `L10n.Common.cancel`.
    public func accessor(named memberPath: [String]) -> GeneratedAccessor? {
        accessor(dottedName: Self.dottedName(memberPath))
    }

    /// The accessor a use names, its path written with dots: `L10n.Common.cancel`.
    func accessor(dottedName: String) -> GeneratedAccessor? {
        guard case .accessor(let accessor)? = entries[dottedName] else { return nil }
        return accessor
    }

    /// `["L10n", "Common", "cancel"]` as `L10n.Common.cancel`, its bytes copied into a string
    /// made at its length: appended piece by piece, a name past 15 bytes grew its storage (with
    /// `reserveCapacity` first, a short one was made on the heap), and `joined(separator:)` costs
    /// several times as much.
    static func dottedName(_ memberPath: [String]) -> String {
        guard memberPath.count > 1 else { return memberPath.first ?? "" }
        var length = memberPath.count - 1
        for part in memberPath { length += part.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            for (position, part) in memberPath.enumerated() {
                if position > 0 {
                    buffer[offset] = UInt8(ascii: ".")
                    offset += 1
                }
                let rest = UnsafeMutableBufferPointer(rebasing: buffer[offset...])
                offset += part.utf8.withContiguousStorageIfAvailable { rest.initialize(fromContentsOf: $0) }
                    ?? rest.initialize(from: part.utf8).1
            }
            return offset
        }
    }

    public var count: Int { entries.count - conflictingCount }
}
