/// What resolving a localized title reads beyond its own file: the development-language texts of
/// the project's catalogs and its generated accessors. The run builds it once, before linting;
/// `none` (no catalogs, no other files) leaves every title as the file alone tells it.
public struct ProjectLocalization: Sendable {
    public var index: LocalizationIndex {
        // A memo answers for one index only.
        didSet { keyTexts = LocalizedTextMemo() }
    }
    /// Generated accessors declared anywhere in the project, found on demand; nil when only the
    /// file itself is known (a single file, standard input).
    public var accessors: GeneratedAccessorDirectory?

    public init(index: LocalizationIndex = LocalizationIndex(), accessors: GeneratedAccessorDirectory? = nil) {
        self.index = index
        self.accessors = accessors
    }

    public static let none = ProjectLocalization()

    /// Keys already resolved against `index`, shared by every copy of this value.
    private var keyTexts = LocalizedTextMemo()

    /// `LocalizedText.resolve` against `index`, answered from the memo when the key was met before.
    func resolve(key: String, table: String, defaultValue: String?) -> LocalizedText {
        keyTexts.resolve(key: key, table: table, defaultValue: defaultValue, in: index)
    }
}
