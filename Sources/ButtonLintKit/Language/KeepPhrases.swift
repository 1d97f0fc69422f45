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
    /// When there are at most 64 phrases: per pair bit (by its shift), the phrases (bits by
    /// position) that bit may start, and the one-scalar phrases, always tried. A title's word
    /// starts then name its candidate phrases in a few masks, in order, instead of a bit test
    /// per phrase (about 300 instructions a title with Apple's labels and brands). Empty otherwise.
    private let phrasesByPairShift: [UInt64]
    private let oneScalarPhrases: UInt64

    init(_ phrases: [String]) {
        // Longer phrases first, so "iCloud Drive" wins over "iCloud" where both match.
        let phrases = phrases
            .map { Array($0.unicodeScalars) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
            .map { ($0, $0.map(Self.fold)) }
        self.phrases = phrases
        let pairBits = phrases.map { $0.1.count >= 2 ? Self.pairBit($0.1[0], $0.1[1]) : ~0 }
        self.pairBits = pairBits
        var byShift: [UInt64] = []
        var oneScalar: UInt64 = 0
        if phrases.count <= 64 {
            byShift = [UInt64](repeating: 0, count: 64)
            for (position, bit) in pairBits.enumerated() {
                if bit == .max {
                    oneScalar |= 1 << UInt64(position)
                } else {
                    byShift[bit.trailingZeroBitCount] |= 1 << UInt64(position)
                }
            }
        }
        self.phrasesByPairShift = byShift
        self.oneScalarPhrases = oneScalar
    }

    /// One of 64 bits for two folded scalars that follow each other.
    private static func pairBit(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
        1 << pairShift(first, second)
    }

    private static func pairShift(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
        UInt64((first.value &* 31 &+ second.value) & 63)
    }

    /// Whether candidates are named by the masks (at most 64 phrases) rather than tested phrase
    /// by phrase.
    var namesCandidatesByMasks: Bool { !phrasesByPairShift.isEmpty }

    /// Every non-overlapping occurrence, at word boundaries, compared case-insensitively with
    /// typographic and straight apostrophes treated alike. Phrases are tried in `phrases` order
    /// (longest first), each from the title's start on, and only at word starts.
    func matches<Units: RandomAccessCollection>(in scalars: Units) -> [Match] where Units.Element: TitleUnit, Units.Index == Int {
        // The first two scalars (folded) of each word as bits: a phrase starts only at a word
        // boundary, so one whose first two scalars' bit is not set cannot match, and most titles
        // are passed over with one bit test per phrase and nothing allocated.
        var wordStarts: UInt64 = 0
        var index = 0
        // Whether the scalar before `index` is part of a word, carried along rather than tested
        // again at each index.
        var followsWord = false
        while index + 1 < scalars.count {
            let scalar = scalars[index].titleScalar
            if !followsWord { wordStarts |= Self.pairBit(Self.fold(scalar), Self.fold(scalars[index + 1].titleScalar)) }
            followsWord = TitleWords.isWordOrMark(scalar)
            index += 1
        }
        // Made on the first match: most titles hold no phrase.
        var claimed: [Bool] = []
        var found: [Match] = []
        if phrasesByPairShift.isEmpty {
            for (position, bit) in pairBits.enumerated() where wordStarts & bit != 0 || bit == .max {
                find(phraseAt: position, in: scalars, claimed: &claimed, found: &found)
            }
            return found
        }
        var candidates = oneScalarPhrases
        while wordStarts != 0 {
            candidates |= phrasesByPairShift[wordStarts.trailingZeroBitCount]
            wordStarts &= wordStarts &- 1
        }
        // Lowest bit first: phrases in `phrases` order, as above.
        while candidates != 0 {
            find(phraseAt: candidates.trailingZeroBitCount, in: scalars, claimed: &claimed, found: &found)
            candidates &= candidates &- 1
        }
        return found
    }

    /// Appends the occurrences of the phrase at `position` that no earlier phrase claimed.
    private func find<Units: RandomAccessCollection>(phraseAt position: Int, in scalars: Units, claimed: inout [Bool], found: inout [Match])
    where Units.Element: TitleUnit, Units.Index == Int {
        let (phrase, foldedPhrase) = phrases[position]
        guard phrase.count <= scalars.count else { return }
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

    /// Whether the scalars from `start` on, folded, are `foldedPhrase`.
    private func isMatch<Units: RandomAccessCollection>(_ foldedPhrase: [Unicode.Scalar], in scalars: Units, at start: Int) -> Bool
    where Units.Element: TitleUnit, Units.Index == Int {
        for (offset, scalar) in foldedPhrase.enumerated() where Self.fold(scalars[start + offset].titleScalar) != scalar {
            return false
        }
        return true
    }

    private func isBoundary<Units: RandomAccessCollection>(_ scalars: Units, before index: Int) -> Bool where Units.Element: TitleUnit, Units.Index == Int {
        index == 0 || !TitleWords.isWordOrMark(scalars[index - 1].titleScalar)
    }

    private func isBoundary<Units: RandomAccessCollection>(_ scalars: Units, after index: Int) -> Bool where Units.Element: TitleUnit, Units.Index == Int {
        index == scalars.count || !TitleWords.isWordOrMark(scalars[index].titleScalar)
    }

    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "\u{2019}", "\u{02BC}": "'"
        default: ScalarCase.lowercased(scalar) ?? scalar
        }
    }
}

