/// What resolving a localized title reads beyond its own file: the development-language texts of
/// the project's catalogs and its generated accessors. The run builds it once, before linting;
/// `none` (no catalogs, no other files) leaves every title as the file alone tells it.
public struct ProjectLocalization: Sendable {
    public var index: LocalizationIndex
    /// Generated accessors declared anywhere in the project; nil when only the file itself is
    /// known (a single file, standard input).
    public var accessors: GeneratedAccessorDirectory?

    public init(index: LocalizationIndex = LocalizationIndex(), accessors: GeneratedAccessorDirectory? = nil) {
        self.index = index
        self.accessors = accessors
    }

    public static let none = ProjectLocalization()
}
