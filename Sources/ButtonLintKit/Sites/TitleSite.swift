/// The role or style an action was given.
enum ActionRole: String, Sendable, Equatable {
    /// No role or style argument at all.
    case unspecified
    /// An explicit default / plain style (`.default`, `style: .plain`).
    case normal
    case cancel
    case destructive
    /// The suggested action of a GNOME dialog or view (the `suggested-action` style, Adwaita's
    /// `.suggested()`, `appearance: .suggested`): a plain action the platform draws as the one to choose.
    case suggested
    /// A role written as something the analysis cannot read (a variable, a conditional).
    case unknown
}

/// Where a title's text came from: the `source` column of `buttonlint titles`, and messages.
enum TitleOrigin: String, Sendable, Equatable {
    /// A literal at the site, or the key or default value a localization call spells out,
    /// used as written because no catalog has the key.
    case literal
    /// A `let` constant with a literal value elsewhere in the file.
    case constant
    /// The development-language value a catalog holds for a key written at the site
    /// (`NSLocalizedString("delete", …)`, SwiftUI's lookup of `Button("delete")`).
    case catalog
    /// A generated accessor's use (`L10n.Common.cancel`), resolved through its declaration to a
    /// table and key, then to the catalog value or the accessor's fallback text.
    case accessor
}

/// The catalog key a localized title was looked up by, and the catalog that answered.
struct CatalogKeyReference: Sendable, Equatable {
    var table: String
    var key: String
    /// The development-language catalog holding the key; nil when none has it and the text is
    /// the written default value, fallback or key.
    var catalogPath: String?

    // Made by the memberwise initializer, as `ResolvedTitle` is: it builds the value in place.
}

/// A title the analysis could read: the text people see, where it came from and where findings
/// about it point.
struct ResolvedTitle: Sendable, Equatable {
    /// The text people see. For a literal or constant each scalar knows its bytes in the file (a
    /// fix rewrites them); a catalog value or an accessor's fallback has none.
    var text: LiteralText
    var origin: TitleOrigin
    /// The key a localized title was looked up by; nil for a literal or constant title.
    var catalogKey: CatalogKeyReference? = nil
    /// Where findings about the title point: the literal (the key's, for a catalog value), or the
    /// accessor expression (`L10n.Common.cancel`).
    var anchor: Range<Int>
    /// For a title read from a catalog: every development-language text of its entry (plural and
    /// device variations included), which a `title-case` fix rewrites in the catalog named by
    /// `catalogKey.catalogPath` (nil when several catalogs agree on the key: no fix).
    var catalogTexts: [CatalogText] = []
    /// How many of the text's interpolations syntax shows are counts (`\(items.count)`, an
    /// integer literal, `specifier: "%d"`): `title-length` counts each as one character, as it
    /// counts an integer format specifier, since a count is most often a digit or two.
    var countInterpolations = 0

    // Made by the memberwise initializer (the same labels and defaults): it builds the title in
    // place, with no temporary whose references are retained and released.
}

/// A place where code hands a title to a button, alert action or menu command.
struct TitleSite: Sendable {
    var kind: ControlKind
    /// The builder's callee name (`Button`, `UIAlertAction`) or `title` for a configuration assignment.
    var builder: String
    /// The frameworks of the catalogue entry that made the site, among those the file imports
    /// (`SwiftUI`; rarely two); UIKit for a configuration assignment.
    var frameworks: FrameworkSet
    /// The builder call in `SyntaxTree.calls`; nil for a `configuration.title = …` assignment.
    var call: Int?
    /// Where the site is written (the callee name or the assignment target).
    var location: Int
    /// nil when the title cannot be read (a variable, a parameter) or there is none (`Button(role: .cancel) {}`).
    var title: ResolvedTitle?
    var role: ActionRole
    /// The call gives no title at all, by design: an icon-only button (`Button(icon: .userTrash)`,
    /// `Button(action:) { Image(systemName: "trash") }`) or a system-labelled one. Such a site is
    /// inventoried as untitled rather than unresolved.
    var isUntitled = false
    /// The title of each branch when `title` holds a conditional of two literals
    /// (`"\(isVisible ? "Hide" : "Show") Area"`): the titles rules judge in its place
    /// (`TitleResolver.branchTitles(of:)`). Empty for every other title.
    var branchTitles: [ResolvedTitle] = []
}
