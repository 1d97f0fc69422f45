/// Phrases whose spelling is fixed (configured `keep` phrases, Apple's system labels, brand
/// spellings): found in a title regardless of case, and spelled exactly as given.
struct KeepPhrases: Sendable {
    /// Where a phrase sits in a title and the scalars it should have there.
    struct Match {
        var range: Range<Int>
        var spelling: [Unicode.Scalar]
    }

    /// Each phrase as spelled, and folded for comparison (folded once, not per title).
    private let phrases: [(spelling: [Unicode.Scalar], folded: [Unicode.Scalar])]
    /// Positions in `phrases` by the phrase's first folded scalar when it is ASCII, each list in
    /// `phrases` order: a title is compared only with the phrases that can start at one of its
    /// word starts.
    private let phrasesByASCIIStart: [[Int]]
    /// The ASCII scalars some phrase starts with, as bits (`ASCIISet`).
    private let asciiStarts: ASCIISet
    /// Positions in `phrases` of those starting with a scalar outside ASCII: tried in every title.
    private let phrasesWithOtherStarts: [Int]

    init(_ phrases: [String]) {
        // Longer phrases first, so "iCloud Drive" wins over "iCloud" where both match.
        let phrases = phrases
            .map { Array($0.unicodeScalars) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
            .map { ($0, $0.map(Self.fold)) }
        self.phrases = phrases
        var byASCIIStart = [[Int]](repeating: [], count: 128)
        var asciiStarts = ASCIISet()
        var otherStarts: [Int] = []
        for (position, phrase) in phrases.enumerated() {
            let first = phrase.1[0]
            if first.isASCII {
                byASCIIStart[Int(first.value)].append(position)
                asciiStarts.insert(first)
            } else {
                otherStarts.append(position)
            }
        }
        self.phrasesByASCIIStart = byASCIIStart
        self.asciiStarts = asciiStarts
        self.phrasesWithOtherStarts = otherStarts
    }

    /// Every non-overlapping occurrence, at word boundaries, compared case-insensitively with
    /// typographic and straight apostrophes treated alike. Phrases are tried in `phrases` order
    /// (longest first), each from the title's start on, and only at word starts.
    func matches(in scalars: [Unicode.Scalar]) -> [Match] {
        // The ASCII scalars the title's words start with (folded): a phrase starts only at a
        // word boundary, so most titles are passed over here, with nothing allocated.
        var wordStarts = ASCIISet()
        for index in scalars.indices where isBoundary(scalars, before: index) {
            let first = Self.fold(scalars[index])
            if first.isASCII { wordStarts.insert(first) }
        }
        let startsInCommon = wordStarts.intersection(asciiStarts)
        guard !startsInCommon.isEmpty || !phrasesWithOtherStarts.isEmpty else { return [] }
        // The phrases that can start at one of the word starts, in `phrases` order.
        var candidates = phrasesWithOtherStarts
        for first in startsInCommon.members { candidates += phrasesByASCIIStart[Int(first)] }
        if candidates.count > 1 { candidates.sort() }
        // Made on the first match: most titles hold no phrase.
        var claimed: [Bool] = []
        var found: [Match] = []
        for candidate in candidates {
            let (phrase, foldedPhrase) = phrases[candidate]
            guard phrase.count <= scalars.count else { continue }
            var start = 0
            while start + phrase.count <= scalars.count {
                let end = start + phrase.count
                if isBoundary(scalars, before: start), isMatch(foldedPhrase, in: scalars, at: start),
                   isBoundary(scalars, after: end), claimed.isEmpty || !claimed[start..<end].contains(true) {
                    if claimed.isEmpty { claimed = [Bool](repeating: false, count: scalars.count) }
                    found.append(Match(range: start..<end, spelling: phrase))
                    for index in start..<end { claimed[index] = true }
                    start = end
                } else {
                    start += 1
                }
            }
        }
        return found
    }

    /// Whether the scalars from `start` on, folded, are `foldedPhrase`.
    private func isMatch(_ foldedPhrase: [Unicode.Scalar], in scalars: [Unicode.Scalar], at start: Int) -> Bool {
        for (offset, scalar) in foldedPhrase.enumerated() where Self.fold(scalars[start + offset]) != scalar {
            return false
        }
        return true
    }

    private func isBoundary(_ scalars: [Unicode.Scalar], before index: Int) -> Bool {
        index == 0 || !TitleWords.isWordOrMark(scalars[index - 1])
    }

    private func isBoundary(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        index == scalars.count || !TitleWords.isWordOrMark(scalars[index])
    }

    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "\u{2019}", "\u{02BC}": "'"
        default: ScalarCase.lowercased(scalar) ?? scalar
        }
    }
}

/// A set of ASCII scalars as two 64-bit masks.
struct ASCIISet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// `scalar` must be ASCII.
    mutating func insert(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value & 63) }
    }

    func intersection(_ other: ASCIISet) -> ASCIISet {
        var both = ASCIISet()
        both.low = low & other.low
        both.high = high & other.high
        return both
    }

    var isEmpty: Bool { low | high == 0 }

    /// The members' values, ascending.
    var members: [UInt32] {
        var values: [UInt32] = []
        for (mask, base) in [(low, UInt32(0)), (high, 64)] {
            var rest = mask
            while rest != 0 {
                values.append(base + UInt32(rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
        return values
    }
}
