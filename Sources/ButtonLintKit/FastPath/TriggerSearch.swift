#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte search for trigger names (`TriggerPrefilter` chooses what it looks for): whether any
/// of a few names occurs in a file, and, when none does, whether the file is valid UTF-8.
///
/// Each name is known by one pair of neighbouring bytes in it (its anchor), and a block of
/// sixteen positions is compared with every distinct pair at once, as eight 16-bit words from
/// the block's start (the pairs at even positions) and eight from one byte on (odd positions):
/// one compare per pair and load, and one register per pair. Only where a pair is found are the
/// names compared in full. No step waits on the one before, and most files hold no name, so
/// are read to the end. Names of one byte are looked for by a plain scan.
///
/// Unsafe because it loads sixteen (and seventeen) bytes at a time, unaligned, from the file's
/// memory, reinterprets the vectors it compares (`unsafeBitCast` between SIMD shapes of one
/// size) and compares names with `memcmp`. What guards it: blocks are loaded only while
/// seventeen bytes (two blocks: thirty-three) remain before the buffer's count; the last pairs
/// are compared one by one; a name is compared only where it lies wholly inside the buffer.
struct TriggerSearch: Sendable {
    /// What a search found.
    enum Result: Equatable {
        /// A name occurs (the search stopped there).
        case found
        /// No name occurs; the whole input was read, and `isValidUTF8` tells what
        /// `ByteScan.firstInvalidUTF8` would (checked on the way, only where a block holds a byte
        /// of 0x80 or more).
        case absent(isValidUTF8: Bool)
    }

    /// The names of two bytes or more.
    private let needles: [[UInt8]]
    /// Where each needle's anchor pair starts in it.
    private let anchors: [Int]
    /// The distinct anchor pairs, each as a 16-bit word in all eight lanes.
    private let pairLanes: [SIMD8<UInt16>]
    /// Each distinct pair as loaded from memory (first byte in the low eight bits), and the
    /// needles anchored by it.
    private let pairs: [UInt16]
    private let needlesByPair: [[Int]]
    /// Names of one byte.
    private let singleBytes: [UInt8]

    /// A search for `needles` (each of two bytes or more), each known by the pair of bytes at
    /// its `anchors` offset, and for `singleBytes`.
    init(needles: [[UInt8]], anchors: [Int], singleBytes: [UInt8]) {
        precondition(needles.count == anchors.count, "one anchor per needle")
        self.needles = needles
        self.anchors = anchors
        self.singleBytes = singleBytes
        var pairs: [UInt16] = []
        var needlesByPair: [[Int]] = []
        for (index, needle) in needles.enumerated() {
            precondition(anchors[index] >= 0 && anchors[index] + 1 < needle.count, "an anchor pair lies in its needle")
            let pair = UInt16(needle[anchors[index]]) | UInt16(needle[anchors[index] + 1]) << 8
            if let known = pairs.firstIndex(of: pair) {
                needlesByPair[known].append(index)
            } else {
                pairs.append(pair)
                needlesByPair.append([index])
            }
        }
        self.pairs = pairs
        self.needlesByPair = needlesByPair
        pairLanes = pairs.map { SIMD8(repeating: $0) }
    }

    func search(_ bytes: [UInt8]) -> Result {
        bytes.withUnsafeBufferPointer { search($0) }
    }

    /// `search` of the bytes of a slice of an array.
    func search(_ bytes: ArraySlice<UInt8>) -> Result {
        bytes.withUnsafeBufferPointer { search($0) }
    }

    func search(_ buffer: UnsafeBufferPointer<UInt8>) -> Result {
        if !singleBytes.isEmpty, buffer.contains(where: singleBytes.contains) { return .found }
        // Up to sixteen pairs (the standard triggers and the framework names each need more
        // than eight) are compared unrolled, their bytes held as constants of the loop rather
        // than loaded with a count checked for every pair of every block.
        return pairLanes.withUnsafeBufferPointer { lanes in
            switch pairs.count {
            case 1: search(buffer, comparing: OnePair(lanes))
            case 2: search(buffer, comparing: Pairs2(lanes))
            case 3: search(buffer, comparing: Pairs3(lanes))
            case 4: search(buffer, comparing: Pairs4(lanes))
            case 5: search(buffer, comparing: Pairs5(lanes))
            case 6: search(buffer, comparing: Pairs6(lanes))
            case 7: search(buffer, comparing: Pairs7(lanes))
            case 8: search(buffer, comparing: Pairs8(lanes))
            case 9: search(buffer, comparing: Pairs<Pairs8, OnePair>(lanes))
            case 10: search(buffer, comparing: Pairs<Pairs8, Pairs2>(lanes))
            case 11: search(buffer, comparing: Pairs<Pairs8, Pairs3>(lanes))
            case 12: search(buffer, comparing: Pairs<Pairs8, Pairs4>(lanes))
            case 13: search(buffer, comparing: Pairs<Pairs8, Pairs5>(lanes))
            case 14: search(buffer, comparing: Pairs<Pairs8, Pairs6>(lanes))
            case 15: search(buffer, comparing: Pairs<Pairs8, Pairs7>(lanes))
            case 16: search(buffer, comparing: Pairs<Pairs8, Pairs8>(lanes))
            default: search(buffer, comparing: PairList(lanes))
            }
        }
    }

    /// `search` with the chosen pairs as `compared`.
    private func search<Compared: PairComparison>(_ buffer: UnsafeBufferPointer<UInt8>, comparing compared: Compared) -> Result {
        guard let base = buffer.baseAddress else { return .absent(isValidUTF8: true) }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        var index = 0
        var utf8 = UTF8Check()
        // Two blocks at a time; a block's second load reaches one byte past it.
        while index &+ 33 <= count {
            let firsts = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let seconds = raw.loadUnaligned(fromByteOffset: index &+ 1, as: SIMD16<UInt8>.self)
            let nextFirsts = raw.loadUnaligned(fromByteOffset: index &+ 16, as: SIMD16<UInt8>.self)
            let nextSeconds = raw.loadUnaligned(fromByteOffset: index &+ 17, as: SIMD16<UInt8>.self)
            let hits = compared.hits(PairWords(firsts), PairWords(seconds))
            let nextHits = compared.hits(PairWords(nextFirsts), PairWords(nextSeconds))
            // One test for the usual block: no pair found (a hit is a word of all ones) and no
            // byte of 0x80 or more to check as UTF-8.
            let either = hits.any | nextHits.any | firsts | nextFirsts
            let words = unsafeBitCast(either, to: SIMD2<UInt64>.self)
            if (words[0] | words[1]) & 0x8080_8080_8080_8080 != 0 {
                utf8.check(firsts | nextFirsts, from: index, to: index &+ 32, in: buffer)
                if matchesAny(hits.positions, at: index, raw, count)
                    || matchesAny(nextHits.positions, at: index &+ 16, raw, count) {
                    return .found
                }
            }
            index &+= 32
        }
        if index &+ 17 <= count {
            let firsts = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let seconds = raw.loadUnaligned(fromByteOffset: index &+ 1, as: SIMD16<UInt8>.self)
            utf8.check(firsts, from: index, to: index &+ 16, in: buffer)
            if matchesAny(compared.hits(PairWords(firsts), PairWords(seconds)).positions, at: index, raw, count) { return .found }
            index &+= 16
        }
        // The last few pairs one by one.
        var position = index
        while position + 1 < count {
            if matches(at: position, raw, count) { return .found }
            position += 1
        }
        // The few bytes after the last block.
        if utf8.isValid, utf8.checkedEnd < count {
            utf8.isValid = ByteScan.validUTF8End(buffer, from: max(utf8.checkedEnd, index), to: count) >= 0
        }
        return .absent(isValidUTF8: utf8.isValid)
    }

    /// How far a search has checked UTF-8: bytes before `checkedEnd` are valid, unless
    /// `isValid` turned false.
    private struct UTF8Check {
        var checkedEnd = 0
        var isValid = true

        /// Checks `start ..< end` (blocks whose bytes, or-ed together, are `bytes`) when a
        /// byte there is 0x80 or more. Every byte from `checkedEnd` to `start` is ASCII, so a
        /// character starts at either.
        @inline(__always)
        mutating func check(_ bytes: SIMD16<UInt8>, from start: Int, to end: Int, in buffer: UnsafeBufferPointer<UInt8>) {
            let highBits = unsafeBitCast(bytes, to: SIMD2<UInt64>.self)
            guard (highBits[0] | highBits[1]) & 0x8080_8080_8080_8080 != 0, isValid, checkedEnd < end else { return }
            checkedEnd = ByteScan.validUTF8End(buffer, from: max(checkedEnd, start), to: end)
            isValid = checkedEnd >= 0
        }
    }

    /// Whether a name lies at one of the block's lanes that `hits` marks (each a byte of all
    /// ones in one of its two halves).
    @inline(__always)
    private func matchesAny(_ hits: SIMD16<Int8>, at index: Int, _ raw: UnsafeRawPointer, _ count: Int) -> Bool {
        let halves = unsafeBitCast(hits, to: SIMD2<UInt64>.self)
        for half in 0..<2 {
            var found = halves[half]
            while found != 0 {
                let lane = found.trailingZeroBitCount / 8
                if matches(at: index + 8 * half + lane, raw, count) { return true }
                found &= ~(0xFF << UInt64(lane * 8))
            }
        }
        return false
    }

    /// All ones in each lane where `left` and `right` agree, else zero.
    @inline(__always)
    fileprivate static func lanesEqual(_ left: SIMD8<UInt16>, _ right: SIMD8<UInt16>) -> SIMD8<UInt16> {
        unsafeBitCast(left .== right, to: SIMD8<UInt16>.self)
    }

    /// Whether a needle whose anchor pair is the one at `position` lies there in full.
    private func matches(at position: Int, _ raw: UnsafeRawPointer, _ count: Int) -> Bool {
        let pair = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt16.self))
        guard let group = pairs.firstIndex(of: pair) else { return false }
        for index in needlesByPair[group] {
            let needle = needles[index]
            let start = position - anchors[index]
            guard start >= 0, start + needle.count <= count else { continue }
            if needle.withUnsafeBytes({ memcmp(raw + start, $0.baseAddress!, needle.count) }) == 0 { return true }
        }
        return false
    }
}

/// Sixteen bytes as eight 16-bit words: loaded from a block's start, word `k` is the pair at
/// position `2k`; loaded from one byte on, the pair at `2k + 1`.
private typealias PairWords = SIMD8<UInt16>

extension SIMD8 where Scalar == UInt16 {
    @inline(__always)
    fileprivate init(_ bytes: SIMD16<UInt8>) {
        self = unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
    }
}

/// Where a block holds a chosen pair: all ones in the words of its even and of its odd positions.
private struct PairHits {
    var evens: SIMD8<UInt16>
    var odds: SIMD8<UInt16>

    @inline(__always)
    static func | (left: PairHits, right: PairHits) -> PairHits {
        PairHits(evens: left.evens | right.evens, odds: left.odds | right.odds)
    }

    /// Every byte of a word that holds a hit is all ones.
    @inline(__always)
    var any: SIMD16<UInt8> {
        unsafeBitCast(evens | odds, to: SIMD16<UInt8>.self)
    }

    /// All ones in the byte of each position where a pair starts: an even word's low byte is
    /// its position's, and an odd word's low byte, moved up into its high byte, is the next one's.
    @inline(__always)
    var positions: SIMD16<Int8> {
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        return unsafeBitCast((evens & low) | ((odds & low) &<< 8), to: SIMD16<Int8>.self)
    }
}

/// The chosen pairs a block is compared with.
private protocol PairComparison {
    func hits(_ evens: PairWords, _ odds: PairWords) -> PairHits
}

/// A comparison of a fixed number of pairs, made from that many pairs' lanes (as
/// `TriggerSearch.pairLanes` holds them).
private protocol FixedPairs: PairComparison {
    static var count: Int { get }
    init(_ lanes: UnsafeBufferPointer<SIMD8<UInt16>>)
}

private struct OnePair: FixedPairs {
    static var count: Int { 1 }
    let pair: SIMD8<UInt16>

    init(_ lanes: UnsafeBufferPointer<SIMD8<UInt16>>) {
        pair = lanes[0]
    }

    @inline(__always)
    func hits(_ evens: PairWords, _ odds: PairWords) -> PairHits {
        PairHits(evens: TriggerSearch.lanesEqual(evens, pair), odds: TriggerSearch.lanesEqual(odds, pair))
    }
}

/// The pairs of `Left` and then those of `Right`: built up to sixteen, so each count has its own
/// unrolled loop.
private struct Pairs<Left: FixedPairs, Right: FixedPairs>: FixedPairs {
    static var count: Int { Left.count + Right.count }
    let left: Left
    let right: Right

    init(_ lanes: UnsafeBufferPointer<SIMD8<UInt16>>) {
        left = Left(UnsafeBufferPointer(rebasing: lanes[..<Left.count]))
        right = Right(UnsafeBufferPointer(rebasing: lanes[Left.count...]))
    }

    @inline(__always)
    func hits(_ evens: PairWords, _ odds: PairWords) -> PairHits {
        left.hits(evens, odds) | right.hits(evens, odds)
    }
}

private typealias Pairs2 = Pairs<OnePair, OnePair>
private typealias Pairs3 = Pairs<Pairs2, OnePair>
private typealias Pairs4 = Pairs<Pairs2, Pairs2>
private typealias Pairs5 = Pairs<Pairs4, OnePair>
private typealias Pairs6 = Pairs<Pairs4, Pairs2>
private typealias Pairs7 = Pairs<Pairs4, Pairs3>
private typealias Pairs8 = Pairs<Pairs4, Pairs4>

/// Any number of pairs, compared in a loop (configurations with many builders).
private struct PairList: PairComparison {
    let lanes: UnsafeBufferPointer<SIMD8<UInt16>>

    init(_ lanes: UnsafeBufferPointer<SIMD8<UInt16>>) {
        self.lanes = lanes
    }

    @inline(__always)
    func hits(_ evens: PairWords, _ odds: PairWords) -> PairHits {
        var hits = PairHits(evens: SIMD8(), odds: SIMD8())
        for pair in lanes {
            hits = hits | PairHits(evens: TriggerSearch.lanesEqual(evens, pair), odds: TriggerSearch.lanesEqual(odds, pair))
        }
        return hits
    }
}

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

    /// The names of the UI framework modules (`import SwiftUI`, `import UIKit`…), the type names
    /// only one framework has (`UIAlertController`), and of suppression comments (`buttonlint:`): a file holding none imports no framework and
    /// suppresses nothing.
    static let frameworks = TriggerPrefilter(frameworksAnd: [])

    /// The framework names, suppression comments and `aliases` (modules a configuration says
    /// stand for a framework).
    init(frameworksAnd aliases: [String]) {
        self.init(names: APICatalogue.shortestCovering(Framework.screenedNames + aliases.sorted()
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
