/// One of N parts of a file list (`--shard K/N`), so a CI matrix can lint a monorepo on N
/// machines and `buttonlint merge` can join the results.
///
/// A file's shard is a pure function of its repository-relative path and N (rendezvous, or
/// highest-random-weight, hashing with `StableHash`): every machine agrees without talking to
/// the others, adding or removing files moves no other file, and going from N to N + 1 shards
/// moves only the files the new shard takes (about 1/(N + 1) of them).
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based: the shard this run lints.
    var index: Int
    /// How many shards there are.
    var count: Int

    /// Nil unless 1 ≤ index ≤ count.
    init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N` as typed on the command line.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The 1-based shard of `count` that a file with this repository-relative path belongs to.
    static func assignment(of path: String, count: Int) -> Int {
        let pathHash = StableHash.value(path.utf8)
        var best = 1
        var bestWeight: UInt64 = 0
        for shard in 1...max(1, count) {
            let weight = StableHash.mix(pathHash ^ StableHash.mix(UInt64(shard)))
            if shard == 1 || weight > bestWeight {
                best = shard
                bestWeight = weight
            }
        }
        return best
    }

    /// True when this shard lints the file with this repository-relative path.
    func contains(_ path: String) -> Bool {
        Self.assignment(of: path, count: count) == index
    }

    /// The items of this shard, in their order; `path` gives an item's repository-relative path.
    func split<Item>(_ items: [Item], path: (Item) -> String) -> [Item] {
        items.filter { contains(path($0)) }
    }
}
