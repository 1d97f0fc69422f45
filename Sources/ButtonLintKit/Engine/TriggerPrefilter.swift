/// A byte search for the catalogue's trigger names, so files that cannot hold a title site are
/// never lexed (ripgrep's literal prefilter). Built from the names of the catalogue the linter
/// reads (`APICatalogue.triggerNames`, configured builders included).
///
/// This type chooses what the search looks for: each name is known by one pair of neighbouring
/// bytes in it, the rarest pair in source code (`Bu` of `Button`, `IA` of `UIAction`), shared
/// between names where it can be (fewer pairs, fewer compares a block). The search itself, sixteen
/// bytes at a time, is `TriggerSearch`.
struct TriggerPrefilter: Sendable {
    /// The prefilter of the standard catalogue.
    static let standard = TriggerPrefilter(names: APICatalogue.standard.triggerNames)

    /// The search for the names, each by its chosen pair.
    let searcher: TriggerSearch

    init(names: [String]) {
        let all = names.map { Array($0.utf8) }.filter { !$0.isEmpty }
        let needles = all.filter { $0.count >= 2 }
        searcher = TriggerSearch(needles: needles, anchors: Self.sharedRarePairs(for: needles),
                                 singleBytes: all.filter { $0.count == 1 }.map { $0[0] })
    }

    /// The bytes of Swift source from the most common down (measured on this repository's
    /// sources and corpus); a byte not listed is rarer than all of them.
    private static let commonBytes = Array(" etnriaoslcdup.fhmg:)(,\"b/yw=vk{x}SI`AC[]T-BU0FLPR>E1\\?_OD<".utf8)

    /// The 256 most common pairs of neighbouring bytes in Swift source (measured the same way),
    /// from the most common down: a pair such as `UI` or `Co` starts many names, so a pair of
    /// rare bytes is not always a rare pair.
    private static let commonPairs: [UInt16: Int] = {
        let bytes = Array((
        #"inleerontereatntarentiitoresndaldeseetthst//nghetaritrcocameraanioliunexilfitoeledisasuroularova"# +
        #"rtctneolutpeloace:ceicvebldikencllamnsgeSteaectspoInrdprttnarss.owfoeepaniueabgumaad",sce.emchif"# +
        #"haruietlsoUIturnsiuls:lst(t:opxtluivot")pussigossh.cnon(ofryomagepaiplCohowifue)t.aptyubbeire(ew"# +
        #"ldumbyokBuodmpptef.sckrrytfat)idwhe,oo.a()hi("woLiuar.s(salfds.i))==ppFiey),clbud(ogmonf->frusev"# +
        #"suizaymizeltRevioct,n:(t(aim.rcuPas[r(Sed:rcAcspups,r:ovbaipboCacihrfeucrmnuff.dftVi.tn.(_crrg.f"# +
        #"s))..leg(skidoBo(fdaauf.'sThgsxp"#
        ).utf8)
        var ranks: [UInt16: Int] = [:]
        for rank in 0..<(bytes.count / 2) {
            ranks[UInt16(bytes[2 * rank]) | UInt16(bytes[2 * rank + 1]) << 8] = bytes.count / 2 - rank
        }
        return ranks
    }()

    /// How common the pair at `start` of `needle` is: the pair's rank among `commonPairs`
    /// first, then its bytes' (`commonBytes`).
    private static func commonness(_ needle: [UInt8], at start: Int) -> (pair: Int, bytes: Int) {
        let pair = UInt16(needle[start]) | UInt16(needle[start + 1]) << 8
        return (commonPairs[pair] ?? 0, commonness(needle[start]) + commonness(needle[start + 1]))
    }

    /// How common `byte` is: its place from the end of `commonBytes`, 0 when not listed.
    private static func commonness(_ byte: UInt8) -> Int {
        guard let rank = commonBytes.firstIndex(of: byte) else { return 0 }
        return commonBytes.count - rank
    }

    /// Where the pair of neighbouring bytes of `needle` that is least likely in source starts.
    private static func rarestPair(in needle: [UInt8]) -> Int {
        (0..<(needle.count - 1)).min { commonness(needle, at: $0) < commonness(needle, at: $1) }!
    }

    /// A pair rare enough to be shared: not among the 128 most common pairs of `commonPairs`.
    private static func isRare(_ needle: [UInt8], at start: Int) -> Bool {
        commonness(needle, at: start).pair <= commonPairs.count / 2
    }

    /// Where each needle's chosen pair starts in it. Every pair costs the search a compare per
    /// block and a few hits cost less, so a rare pair that several needles hold is chosen for
    /// all of them (`Ac` for `UIAction`, `ActionSheet` and `UIContextualAction`: one pair
    /// instead of three), the pairs holding most needles first; any other needle gets its
    /// rarest pair.
    static func sharedRarePairs(for needles: [[UInt8]]) -> [Int] {
        var anchors: [Int?] = Array(repeating: nil, count: needles.count)
        while true {
            // The rare pairs of the needles left, with the needles holding each (first place).
            var holders: [UInt16: [(needle: Int, start: Int)]] = [:]
            for (index, needle) in needles.enumerated() where anchors[index] == nil {
                var seen: Set<UInt16> = []
                for start in 0..<(needle.count - 1) where isRare(needle, at: start) {
                    let pair = UInt16(needle[start]) | UInt16(needle[start + 1]) << 8
                    if seen.insert(pair).inserted { holders[pair, default: []].append((index, start)) }
                }
            }
            // The pair held by most needles, the rarer on a tie (then by value, so the choice
            // never depends on the dictionary's order).
            let best = holders.filter { $0.value.count >= 2 }.min { left, right in
                let (leftHit, rightHit) = (left.value[0], right.value[0])
                let leftKey = (-left.value.count, commonness(needles[leftHit.needle], at: leftHit.start).pair, left.key)
                let rightKey = (-right.value.count, commonness(needles[rightHit.needle], at: rightHit.start).pair, right.key)
                return leftKey < rightKey
            }
            guard let best else { break }
            for holder in best.value { anchors[holder.needle] = holder.start }
        }
        return needles.indices.map { anchors[$0] ?? rarestPair(in: needles[$0]) }
    }

    /// The names of the UI framework modules (`import SwiftUI`, `import UIKit`…) and of
    /// suppression comments (`buttonlint:`): a file holding none imports no framework and
    /// suppresses nothing.
    static let frameworks = TriggerPrefilter(frameworksAnd: [])

    /// The framework names, suppression comments and `aliases` (modules a configuration says
    /// stand for a framework).
    init(frameworksAnd aliases: [String]) {
        self.init(names: APICatalogue.shortestCovering(Framework.byModule.keys.sorted() + aliases.sorted()
            + [SuppressionDirective.prefix]))
    }

    /// What a search found.
    typealias Search = TriggerSearch.Result

    /// The standard catalogue's prefilter on `bytes`.
    static func mayContainTitles(_ bytes: [UInt8]) -> Bool {
        standard.mayContainTitles(bytes)
    }

    func mayContainTitles(_ bytes: [UInt8]) -> Bool {
        searcher.search(bytes) == .found
    }

    func search(_ bytes: [UInt8]) -> Search {
        searcher.search(bytes)
    }

    /// `search` of bytes in a slice of an array.
    func search(_ bytes: ArraySlice<UInt8>) -> Search {
        searcher.search(bytes)
    }
}
