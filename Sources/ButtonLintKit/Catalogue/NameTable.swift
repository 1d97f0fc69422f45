/// A small table of values by name (a callee's), asked for every call named like a title builder
/// or wrapper: open addressing on an FNV-1a hash of the name's UTF-8 bytes (`KeyFilter.hash`), the
/// name then compared once: cheaper than hashing each name with `Hasher` as a `Dictionary`
/// keyed by String does. Built once per catalogue.
struct NameTable<Value: Sendable>: Sendable {
    /// The names, in the order first given.
    private(set) var names: [String] = []
    private var values: [Value] = []
    /// Each slot: 0 for empty, else one more than the index of its name. At most half full, so a
    /// search for a missing name ends soon.
    private var slots: [Int32]
    private var mask: Int

    /// A name given twice keeps the later value.
    init(_ entries: some Sequence<(String, Value)>) {
        let entries = Array(entries)
        var slotCount = 8
        while slotCount < 2 * entries.count { slotCount <<= 1 }
        slots = Array(repeating: 0, count: slotCount)
        mask = slotCount - 1
        for (name, value) in entries {
            let (slot, found) = position(of: name)
            if let found {
                values[found] = value
            } else {
                names.append(name)
                values.append(value)
                slots[slot] = Int32(names.count)
            }
        }
    }

    /// The value of `name`, or nil.
    subscript(name: String) -> Value? {
        guard let found = position(of: name).found else { return nil }
        return values[found]
    }

    /// The slot holding `name`'s index (`found`), or the empty slot it would take.
    private func position(of name: String) -> (slot: Int, found: Int?) {
        var slot = Int(truncatingIfNeeded: KeyFilter.hash(name)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (slot, nil) }
            if names[entry - 1] == name { return (slot, entry - 1) }
            slot = (slot + 1) & mask
        }
    }
}
