/// Where a title site or sheet lives: shipping UI, or code whose titles people using the app
/// never see, or see only as sample data. Only `app` is reported unless the configuration's
/// `contexts:` names others; `buttonlint titles` lists every site with its context. How each is
/// recognised is data in `Sites/ContextTable.swift`.
enum SiteContext: String, Sendable, CaseIterable, Comparable {
    /// Shipping UI: everything no other context claims.
    case app
    /// Developer, debug and internal screens; code inside `#if DEBUG`.
    case debug
    /// Design-system galleries, inspectors and showcases.
    case gallery
    /// A library's example and demo apps.
    case examples
    /// Test targets and files.
    case tests
    /// `#Preview` bodies and `PreviewProvider.previews`: sample data.
    case previews
    /// The bodies of `.accessibilityAction`/`.accessibilityActions`: VoiceOver's action names.
    case accessibility

    /// Which context a site is listed under when several claim it: the broadest kind of code
    /// first (a test file's `#if DEBUG` block is test code), `app` last.
    static let precedence: [SiteContext] = [.tests, .examples, .previews, .gallery, .debug, .accessibility, .app]

    private var rank: Int { Self.precedence.firstIndex(of: self)! }

    /// Orders by `precedence`: the smaller wins.
    static func < (lhs: SiteContext, rhs: SiteContext) -> Bool { lhs.rank < rhs.rank }
}
