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
        var otherStarts: [Int] = []
        for (position, phrase) in phrases.enumerated() {
            let first = phrase.1[0]
            if first.isASCII { byASCIIStart[Int(first.value)].append(position) } else { otherStarts.append(position) }
        }
        self.phrasesByASCIIStart = byASCIIStart
        self.phrasesWithOtherStarts = otherStarts
    }

    /// Every non-overlapping occurrence, at word boundaries, compared case-insensitively with
    /// typographic and straight apostrophes treated alike. Phrases are tried in `phrases` order
    /// (longest first), each from the title's start on, and only at word starts.
    func matches(in scalars: [Unicode.Scalar]) -> [Match] {
        // Word starts (a phrase starts only at a word boundary), and the phrases that can start
        // at one of them, in `phrases` order.
        var starts: [Int] = []
        var candidates = phrasesWithOtherStarts
        var seenASCIIStarts: (low: UInt64, high: UInt64) = (0, 0)
        for index in scalars.indices where isBoundary(scalars, before: index) {
            starts.append(index)
            let first = Self.fold(scalars[index])
            guard first.isASCII else { continue }
            let value = first.value
            let bit: UInt64 = 1 << UInt64(value & 63)
            if value < 64 {
                if seenASCIIStarts.low & bit != 0 { continue }
                seenASCIIStarts.low |= bit
            } else {
                if seenASCIIStarts.high & bit != 0 { continue }
                seenASCIIStarts.high |= bit
            }
            candidates += phrasesByASCIIStart[Int(value)]
        }
        guard !candidates.isEmpty else { return [] }
        if candidates.count > 1 { candidates.sort() }
        // Made on the first match: most titles hold no phrase.
        var claimed: [Bool] = []
        var found: [Match] = []
        for candidate in candidates {
            let (phrase, foldedPhrase) = phrases[candidate]
            guard phrase.count <= scalars.count else { continue }
            var resume = 0
            for start in starts where start >= resume && start + phrase.count <= scalars.count {
                let end = start + phrase.count
                if isMatch(foldedPhrase, in: scalars, at: start), isBoundary(scalars, after: end),
                   claimed.isEmpty || !claimed[start..<end].contains(true) {
                    if claimed.isEmpty { claimed = [Bool](repeating: false, count: scalars.count) }
                    found.append(Match(range: start..<end, spelling: phrase))
                    for index in start..<end { claimed[index] = true }
                    resume = end
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
