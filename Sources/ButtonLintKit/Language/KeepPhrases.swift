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

    init(_ phrases: [String]) {
        // Longer phrases first, so "iCloud Drive" wins over "iCloud" where both match.
        self.phrases = phrases
            .map { Array($0.unicodeScalars) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
            .map { ($0, $0.map(Self.fold)) }
    }

    /// Every non-overlapping occurrence, at word boundaries, compared case-insensitively with
    /// typographic and straight apostrophes treated alike.
    func matches(in scalars: [Unicode.Scalar]) -> [Match] {
        let folded = scalars.map(Self.fold)
        // Which ASCII scalars start a word of the title (a phrase starts only at a word
        // boundary), so the many phrases that cannot start anywhere in it are passed over with
        // one bit test.
        var asciiStarts: (low: UInt64, high: UInt64) = (0, 0)
        for (index, scalar) in folded.enumerated() where scalar.isASCII && isBoundary(scalars, before: index) {
            let value = scalar.value
            if value < 64 { asciiStarts.low |= 1 << UInt64(value) } else { asciiStarts.high |= 1 << UInt64(value - 64) }
        }
        func mayStartHere(_ first: Unicode.Scalar) -> Bool {
            let value = first.value
            if value < 64 { return asciiStarts.low & (1 << UInt64(value)) != 0 }
            if value < 128 { return asciiStarts.high & (1 << UInt64(value - 64)) != 0 }
            return true
        }
        // Made on the first match: most titles hold no phrase.
        var claimed: [Bool] = []
        var found: [Match] = []
        for (phrase, foldedPhrase) in phrases where phrase.count <= scalars.count && mayStartHere(foldedPhrase[0]) {
            var start = 0
            while start + phrase.count <= scalars.count {
                let end = start + phrase.count
                if folded[start] == foldedPhrase[0], folded[start..<end].elementsEqual(foldedPhrase),
                   isBoundary(scalars, before: start), isBoundary(scalars, after: end),
                   claimed.isEmpty || !claimed[start..<end].contains(true) {
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
