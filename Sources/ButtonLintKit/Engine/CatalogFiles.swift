/// The run's catalogs by the path findings show: where a catalog fix writes. Kept as the walk's
/// entries sorted by that path, not as a table of path strings: a large app has thousands of
/// catalogs, and a table of their paths would be held all run long.
struct CatalogFiles: Sendable {
    private let files: [WalkedFile]

    /// `files` in any order; of files with one display path, the first is kept.
    init(_ files: [WalkedFile]) {
        // Ties broken by position, so the first of equal paths sorts first whatever the sort.
        let order = files.indices.sorted { left, right in
            files[left].displayPathPrecedes(files[right])
                || (!files[right].displayPathPrecedes(files[left]) && left < right)
        }
        var kept: [WalkedFile] = []
        kept.reserveCapacity(order.count)
        for index in order where kept.last.map({ !$0.hasSameDisplayPath(as: files[index]) }) ?? true {
            kept.append(files[index])
        }
        self.files = kept
    }

    var isEmpty: Bool { files.isEmpty }

    /// The catalog whose display path is `path`, found by halving (a path is built per step).
    func file(atDisplayPath path: String) -> WalkedFile? {
        var low = 0, high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].displayPath < path { low = middle + 1 } else { high = middle }
        }
        return low < files.count && files[low].displayPath == path ? files[low] : nil
    }
}
