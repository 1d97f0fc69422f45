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
    /// Per phrase (in `phrases` order), the bit of its first two folded scalars in a word-start
    /// mask (`pairBit`); all bits (`.max`) for a one-scalar phrase, which is always tried (even
    /// in a one-scalar title, whose mask is empty).
    private let pairBits: [UInt64]

    init(_ phrases: [String]) {
        // Longer phrases first, so "iCloud Drive" wins over "iCloud" where both match.
        let phrases = phrases
            .map { Array($0.unicodeScalars) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
            .map { ($0, $0.map(Self.fold)) }
        self.phrases = phrases
        self.pairBits = phrases.map { $0.1.count >= 2 ? Self.pairBit($0.1[0], $0.1[1]) : ~0 }
    }

    /// One of 64 bits for two folded scalars that follow each other.
    private static func pairBit(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
        1 << UInt64((first.value &* 31 &+ second.value) & 63)
    }

    /// Every non-overlapping occurrence, at word boundaries, compared case-insensitively with
    /// typographic and straight apostrophes treated alike. Phrases are tried in `phrases` order
    /// (longest first), each from the title's start on, and only at word starts.
    func matches(in scalars: [Unicode.Scalar]) -> [Match] {
        // The first two scalars (folded) of each word as bits: a phrase starts only at a word
        // boundary, so one whose first two scalars' bit is not set cannot match, and most titles
        // are passed over with one bit test per phrase and nothing allocated.
        var wordStarts: UInt64 = 0
        var index = 0
        while index + 1 < scalars.count {
            if isBoundary(scalars, before: index) { wordStarts |= Self.pairBit(Self.fold(scalars[index]), Self.fold(scalars[index + 1])) }
            index += 1
        }
        // Made on the first match: most titles hold no phrase.
        var claimed: [Bool] = []
        var found: [Match] = []
        for (position, bit) in pairBits.enumerated() where wordStarts & bit != 0 || bit == .max {
            let (phrase, foldedPhrase) = phrases[position]
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

