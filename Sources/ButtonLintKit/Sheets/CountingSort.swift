/// Gathers items by a small integer key (a call's index) in one pass, keeping each key's items in
/// their order: a run per key in one list, for the sheets' per-call indexes (a call's children,
/// the buttons a menu owns) instead of a dictionary of arrays.
enum CountingSort {
    /// Items `0..<count` with their `key` in `0..<keyCount` (a negative key leaves an item out)
    /// and their `value`: `gathered[starts[key]..<starts[key + 1]]` are the values of the key's
    /// items in item order. One list of starts serves as the cursor too (filled from one place
    /// before each run's start, it ends at each run's start), so no copy of it is made.
    static func runs(count: Int, keyCount: Int, key: (Int) -> Int, value: (Int) -> Int32)
        -> (starts: [Int32], gathered: [Int32]) {
        var starts = [Int32](repeating: 0, count: keyCount + 2)
        for item in 0..<count {
            let itemKey = key(item)
            if itemKey >= 0 { starts[itemKey + 2] += 1 }
        }
        // Now `starts[key + 2]` counts the key's items; summed, `starts[key + 1]` is where its run begins.
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var gathered = [Int32](repeating: 0, count: Int(starts[keyCount + 1]))
        for item in 0..<count {
            let itemKey = key(item)
            guard itemKey >= 0 else { continue }
            gathered[Int(starts[itemKey + 1])] = value(item)
            starts[itemKey + 1] += 1
        }
        // Each `starts[key + 1]` moved to its run's end, the next run's start: `starts[key]` is
        // the key's start; the last entry (the total, twice) goes.
        starts.removeLast()
        return (starts, gathered)
    }
}
