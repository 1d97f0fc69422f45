/// How a project's titles are capitalized, counted over a run, so the run can say when most
/// titles follow another casing profile than the configured one (many apps deliberately use
/// sentence case, which the HIG allows when it is consistent).
public struct CasingTally: Sendable, Equatable {
    /// Fewer titles than this say too little about a house style to suggest one.
    static let minimumEvidence = 4

    public var configured: CasingProfile
    /// Titles of two or more words: single words read the same in every profile.
    private(set) var multiWordTitles = 0
    /// Per other profile: titles that fit it but not the configured one.
    private(set) var fitOnlyOther: [CasingProfile: Int] = [:]

    public init(configured: CasingProfile = .apple) {
        self.configured = configured
    }

    /// Counts one checkable title, given which profiles it already fits.
    mutating func record(wordCount: Int, fits: (CasingProfile) -> Bool) {
        guard wordCount >= 2 else { return }
        multiWordTitles += 1
        guard !fits(configured) else { return }
        for profile in CasingProfile.allCases where profile != configured && fits(profile) {
            fitOnlyOther[profile, default: 0] += 1
        }
    }

    public mutating func merge(_ other: CasingTally) {
        multiWordTitles += other.multiWordTitles
        for (profile, count) in other.fitOnlyOther { fitOnlyOther[profile, default: 0] += count }
    }

    /// The profile most titles follow instead of the configured one, if any.
    public var suggestion: (profile: CasingProfile, titles: Int, of: Int)? {
        guard multiWordTitles >= Self.minimumEvidence,
              let (profile, count) = fitOnlyOther.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }),
              count * 2 > multiWordTitles
        else { return nil }
        return (profile, count, multiWordTitles)
    }
}
