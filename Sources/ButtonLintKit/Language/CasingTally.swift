/// How a project's titles are capitalized, counted over a run, so the run can tell a project
/// that writes its titles in sentence case on purpose (which the HIG allows when it is
/// consistent) and give it one note rather than a finding per title (`SentenceCaseNotes`).
struct CasingTally: Sendable, Equatable {
    /// Fewer titles than this say too little about a house style.
    static let minimumEvidence = 4

    var configured: CasingProfile
    /// The configuration files of the project the titles belong to (`Configuration.sources`;
    /// empty for files no configuration file covers). A merge keeps the receiver's.
    var project: [String] = []
    /// Titles of two or more words: single words read the same in every profile.
    private(set) var multiWordTitles = 0
    /// Per other profile: titles that fit it but not the configured one.
    private(set) var fitOnlyOther: [CasingProfile: Int] = [:]

    init(configured: CasingProfile = .apple) {
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

    /// A tally of the same project and configured profile with nothing counted yet.
    var emptied: CasingTally {
        var empty = CasingTally(configured: configured)
        empty.project = project
        return empty
    }

    mutating func merge(_ other: CasingTally) {
        multiWordTitles += other.multiWordTitles
        for (profile, count) in other.fitOnlyOther { fitOnlyOther[profile, default: 0] += count }
    }

    /// Whether the project writes its titles in sentence case on purpose: at least three
    /// quarters of its multi-word titles follow sentence case and not the configured profile.
    var isSentenceCaseProject: Bool {
        configured != .sentence && multiWordTitles >= Self.minimumEvidence
            && (fitOnlyOther[.sentence] ?? 0) * 4 >= multiWordTitles * 3
    }
}
