/// What crosses files, gathered by the run's project pass before any file is linted: the
/// development-language texts of the project's catalogs and its generated accessors. The linter
/// reads it as a value; linting a file reads nothing but that file and this.
public struct ProjectContext: Sendable {
    /// The development-language entries of every catalog, by table and key.
    public var localizationIndex: LocalizationIndex
    /// The generated accessors of the project's Swift files; nil when only the linted file itself
    /// is known (standard input), whose own accessors are then read from it.
    public var accessors: GeneratedAccessorDirectory?

    public init(localizationIndex: LocalizationIndex = LocalizationIndex(), accessors: GeneratedAccessorDirectory? = nil) {
        self.localizationIndex = localizationIndex
        self.accessors = accessors
    }

    /// No catalogs and no other files: every title is read as its file alone tells it.
    public static let none = ProjectContext()

    /// What title resolution looks localized titles up in.
    var localization: ProjectLocalization {
        ProjectLocalization(index: localizationIndex, accessors: accessors)
    }
}
