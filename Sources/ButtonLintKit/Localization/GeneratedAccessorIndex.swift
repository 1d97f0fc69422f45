/// The generated accessors of the whole project by member path, so a use such as
/// `L10n.Common.cancel` in any file resolves to its table and key. A path declared twice with
/// different lookups is dropped: which one a use means cannot be told from syntax.
public struct GeneratedAccessorIndex: Sendable {
    private var accessors: [String: GeneratedAccessor] = [:]
    private var conflicting: Set<String> = []

    public init(_ declared: [GeneratedAccessor] = []) {
        for accessor in declared { add(accessor) }
    }

    public mutating func add(_ accessor: GeneratedAccessor) {
        let name = Self.dottedName(accessor.memberPath)
        guard !conflicting.contains(name) else { return }
        if let existing = accessors[name] {
            if (existing.table, existing.key, existing.fallback) != (accessor.table, accessor.key, accessor.fallback) {
                accessors[name] = nil
                conflicting.insert(name)
            }
            return
        }
        accessors[name] = accessor
    }

    /// The accessor a use names: `["L10n", "Common", "cancel"]` for `L10n.Common.cancel`.
    public func accessor(named memberPath: [String]) -> GeneratedAccessor? {
        accessors[Self.dottedName(memberPath)]
    }

    /// The accessor a use names, its path written with dots: `L10n.Common.cancel`.
    func accessor(dottedName: String) -> GeneratedAccessor? {
        accessors[dottedName]
    }

    /// `["L10n", "Common", "cancel"]` as `L10n.Common.cancel`, appended piece by piece
    /// (`joined(separator:)` costs several times as much for a few short names).
    static func dottedName(_ memberPath: [String]) -> String {
        var name = ""
        for (position, part) in memberPath.enumerated() {
            if position > 0 { name += "." }
            name += part
        }
        return name
    }

    public var count: Int { accessors.count }
}
