/// What crosses files, gathered by the run's project pass before any file is linted. The linter
/// reads it as a value; linting a file reads nothing but that file and this.
struct ProjectContext: Sendable {
    /// The development-language texts of the project's catalogs and its generated accessors,
    /// which localized titles are looked up in.
    var localization: ProjectLocalization

    init(localization: ProjectLocalization = .none) {
        self.localization = localization
    }

    /// No catalogs and no other files: every title is read as its file alone tells it.
    static let none = ProjectContext()
}
