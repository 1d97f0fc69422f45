/// What resolving a localized title reads beyond its own file: the development-language texts of
/// the project's catalogs and its generated accessors. The run builds it once, before linting;
/// `none` (no catalogs, no other files) leaves every title as the file alone tells it.
struct ProjectLocalization: Sendable {
    var index: LocalizationIndex
    /// Generated accessors declared anywhere in the project; nil when only the file itself is
    /// known (a single file, standard input).
    var accessors: GeneratedAccessorDirectory?

    init(index: LocalizationIndex = LocalizationIndex(), accessors: GeneratedAccessorDirectory? = nil) {
        self.index = index
        self.accessors = accessors
    }

    static let none = ProjectLocalization()
}
