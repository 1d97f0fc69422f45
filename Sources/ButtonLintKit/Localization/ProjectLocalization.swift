/// What resolving a localized title reads beyond its own file: the development-language texts of
/// the catalogs of the file's module and the project's generated accessors. The run builds it once
/// per module, before linting; `none` (no catalogs, no other files) leaves every title as the file
/// alone tells it.
struct ProjectLocalization: Sendable {
    var index: LocalizationIndex
    /// Generated accessors declared anywhere in the project; nil when only the file itself is
    /// known (a single file, standard input).
    var accessors: GeneratedAccessorDirectory?
    /// Whether the module is a package target, whose own catalogs are `Bundle.module`'s: a call
    /// naming `Bundle.main` there reads the app's catalogs, which are not known.
    var isPackageTarget = false

    init(index: LocalizationIndex = LocalizationIndex(), accessors: GeneratedAccessorDirectory? = nil) {
        self.index = index
        self.accessors = accessors
    }

    static let none = ProjectLocalization()
}
