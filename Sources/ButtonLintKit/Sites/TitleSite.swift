/// The role or style an action was given.
public enum ActionRole: String, Sendable, Equatable {
    /// No role or style argument at all.
    case unspecified
    /// An explicit default / plain style (`.default`, `style: .plain`).
    case normal
    case cancel
    case destructive
    /// A role written as something the analysis cannot read (a variable, a conditional).
    case unknown
}

/// Where a title's text came from, for messages and the baseline.
public enum TitleOrigin: String, Sendable, Equatable {
    case literal
    /// A `let` constant with a literal value elsewhere in the file.
    case constant
    /// A localization call (`NSLocalizedString`, `String(localized:)`) whose text is used.
    case localized
}

/// A title the analysis could read: its text and the literal that holds it.
public struct ResolvedTitle: Sendable, Equatable {
    public var text: LiteralText
    public var literal: StringLiteral
    public var origin: TitleOrigin

    /// Where findings about the title point: the literal's opening delimiter.
    public var anchor: Range<Int> { literal.range }
}

/// A place where code hands a title to a button, alert action or menu command.
public struct TitleSite: Sendable {
    public var kind: ControlKind
    /// The builder's callee name (`Button`, `UIAlertAction`) or `title` for a configuration assignment.
    public var builder: String
    /// The builder call in `SyntaxTree.calls`; nil for a `configuration.title = …` assignment.
    public var call: Int?
    /// Where the site is written (the callee name or the assignment target).
    public var location: Int
    /// nil when the title cannot be read (a variable, a parameter) or there is none (`Button(role: .cancel) {}`).
    public var title: ResolvedTitle?
    public var role: ActionRole
}
