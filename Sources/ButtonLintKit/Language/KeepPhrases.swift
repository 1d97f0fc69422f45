/// Phrases whose spelling is fixed (configured `keep` phrases, Apple's system labels, brand
/// spellings): found in a title regardless of case, and spelled exactly as given.
struct KeepPhrases: Sendable {
    /// Where a phrase sits in a title and the scalars it should have there.
    struct Match {
        var range: Range<Int>
        var spelling: [Unicode.Scalar]
    }

    /// Each phrase as spelled, and folded for comparison, longest first, so "iCloud Drive" wins
    /// over "iCloud" where both match.
    private let phrases: [(spelling: [Unicode.Scalar], folded: [Unicode.Scalar])]

    init(_ phrases: [String]) {
        self.phrases = phrases
            .map { Array($0.unicodeScalars) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
            .map { ($0, $0.map(Self.fold)) }
    }

    /// Every non-overlapping occurrence, at word boundaries, compared case-insensitively with
    /// typographic and straight apostrophes treated alike. Phrases are tried in order (longest
    /// first), each from the title's start on; a phrase takes no scalar an earlier one took.
    func matches(in scalars: [Unicode.Scalar]) -> [Match] {
        let foldedTitle = scalars.map(Self.fold)
        let wordStarts = scalars.indices.filter { isBoundary(scalars, before: $0) }
        var claimed = [Bool](repeating: false, count: scalars.count)
        var found: [Match] = []
        for (phrase, folded) in phrases {
            for start in wordStarts where start + phrase.count <= scalars.count {
                let end = start + phrase.count
                // The first scalar alone turns most candidates away.
                guard foldedTitle[start] == folded[0], foldedTitle[start..<end].elementsEqual(folded),
                      isBoundary(scalars, after: end), !claimed[start..<end].contains(true) else { continue }
                found.append(Match(range: start..<end, spelling: phrase))
                for index in start..<end { claimed[index] = true }
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
