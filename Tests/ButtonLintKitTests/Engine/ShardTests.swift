import Testing
@testable import ButtonLintKit

@Suite struct ShardTests {
    let paths = (0..<2000).map { "Sources/Module\($0 % 37)/File \($0).swift" }

    @Test func parsesKOfN() {
        #expect(Shard("2/4") == Shard(index: 2, count: 4))
        #expect(Shard("1/1")?.description == "1/1")
        for bad in ["0/3", "4/3", "1/0", "3", "1/2/3", "/2", "1/", "a/b", "-1/2", "1 /2", "١/٢"] {
            #expect(Shard(bad) == nil, "\(bad)")
        }
    }

    @Test(arguments: 1...5)
    func everyFileIsInExactlyOneShard(count: Int) {
        let shards = (1...count).map { Shard(index: $0, count: count)! }
        for path in paths {
            #expect(shards.filter { $0.contains(path) }.count == 1)
        }
        let union = shards.flatMap { $0.split(paths) { $0 } }
        #expect(union.sorted() == paths.sorted())
    }

    @Test func shardsAreBalanced() {
        for count in 2...5 {
            let sizes = (1...count).map { index in paths.filter { Shard(index: index, count: count)!.contains($0) }.count }
            let fair = paths.count / count
            #expect(sizes.allSatisfy { abs($0 - fair) < fair / 5 }, "\(sizes)")
        }
    }

    /// Rendezvous hashing: a new shard takes files only for itself; no file moves between old shards.
    @Test func anotherShardMovesOnlyTheFilesItTakes() {
        for count in 1...5 {
            var moved = 0
            for path in paths {
                let before = Shard.assignment(of: path, count: count)
                let after = Shard.assignment(of: path, count: count + 1)
                #expect(after == before || after == count + 1)
                if after != before { moved += 1 }
            }
            // About 1/(N+1) of the files move, never most of them.
            #expect(moved > 0 && moved < paths.count * 2 / (count + 1), "\(moved) moved going to \(count + 1)")
        }
    }

    /// The split must be the same on every machine and in every release: pinned values.
    @Test func theSplitIsFixed() {
        #expect(StableHash.value("".utf8) == StableHash.mix(0xCBF2_9CE4_8422_2325 ^ StableHash.mix(0)))
        let assignments = ["Sources/App/A.swift", "Sources/App/B.swift", "Tests/T.swift", "Ü.swift"]
            .map { Shard.assignment(of: $0, count: 4) }
        #expect(assignments == Self.pinnedAssignments)
    }

    static let pinnedAssignments = [4, 2, 4, 1]
}
