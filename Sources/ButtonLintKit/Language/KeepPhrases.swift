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
    /// Positions in `phrases` by the folded first scalar when it is ASCII (indexed by its value,
    /// empty where none starts so): a title's word starts pick the few phrases worth comparing,
    /// without hashing each start.
    private let phrasesByASCIIFirstScalar: [[Int]]
    /// The same for phrases whose folded first scalar is not ASCII.
    private let phrasesByOtherFirstScalar: [Unicode.Scalar: [Int]]

    init(_ phrases: [String]) {
        let phrases = phrases
            .map { Array($0.unicodeScalars) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
            .map { ($0, $0.map(Self.fold)) }
        self.phrases = phrases
        var byASCII = [[Int]](repeating: [], count: 128)
        var byOther: [Unicode.Scalar: [Int]] = [:]
        for position in phrases.indices {
            let first = phrases[position].1[0]
            if first.isASCII { byASCII[Int(first.value)].append(position) } else { byOther[first, default: []].append(position) }
        }
        phrasesByASCIIFirstScalar = byASCII
        phrasesByOtherFirstScalar = byOther
    }

    /// Every non-overlapping occurrence, at word boundaries, compared case-insensitively with
    /// typographic and straight apostrophes treated alike. Phrases are tried in order (longest
    /// first), each from the title's start on; a phrase takes no scalar an earlier one took.
    func matches(in scalars: [Unicode.Scalar]) -> [Match] {
        // Every place a phrase matches, as (phrase, start); most titles have none.
        var candidates: [(phrase: Int, start: Int)] = []
        for start in scalars.indices where isBoundary(scalars, before: start) {
            let first = Self.fold(scalars[start])
            let positions = first.isASCII ? phrasesByASCIIFirstScalar[Int(first.value)] : phrasesByOtherFirstScalar[first] ?? []
            for position in positions where isMatch(phrases[position].folded, in: scalars, at: start) {
                candidates.append((position, start))
            }
        }
        guard !candidates.isEmpty else { return [] }
        // In the order phrases are tried, each keeps the places no earlier one took.
        candidates.sort { ($0.phrase, $0.start) < ($1.phrase, $1.start) }
        var found: [Match] = []
        for (position, start) in candidates {
            let range = start..<start + phrases[position].folded.count
            guard !found.contains(where: { $0.range.overlaps(range) }) else { continue }
            found.append(Match(range: range, spelling: phrases[position].spelling))
        }
        return found
    }

    private func isMatch(_ folded: [Unicode.Scalar], in scalars: [Unicode.Scalar], at start: Int) -> Bool {
        let end = start + folded.count
        guard end <= scalars.count, isBoundary(scalars, after: end) else { return false }
        return zip(scalars[start..<end], folded).allSatisfy { Self.fold($0) == $1 }
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
