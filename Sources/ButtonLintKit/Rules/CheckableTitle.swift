/// A site whose title could be read and is English UI copy worth checking, with everything the
/// title rules and the casing tally ask about the title when the file was analysed with their
/// language: one memo lookup per site instead of one per rule. An object, so each rule reading
/// the file's titles shares it instead of copying the site and its title.
public final class CheckableTitle: Sendable {
    public let site: TitleSite
    public let title: ResolvedTitle
    /// The title's facts by the language named `factsLanguage`; nil when none was given.
    let facts: TitleFacts?
    /// `RuleLanguage.factsID` of the language `facts` came from.
    let factsLanguage: ObjectIdentifier?

    init(site: TitleSite, title: ResolvedTitle, facts: TitleFacts?, factsLanguage: ObjectIdentifier?) {
        self.site = site
        self.title = title
        self.facts = facts
        self.factsLanguage = factsLanguage
    }

    /// The sites of `sites` with a checkable title, in order. With `language`, one facts lookup
    /// per site tells whether its title is checked and keeps the answers for the rules; without
    /// it (a file analysed on its own), the classifier tells.
    static func all(in sites: [TitleSite], language: RuleLanguage?) -> [CheckableTitle] {
        sites.compactMap { site in
            guard let title = site.title else { return nil }
            guard let language else {
                guard TitleClassifier.skipReason(title.text.text) == nil else { return nil }
                return CheckableTitle(site: site, title: title, facts: nil, factsLanguage: nil)
            }
            let facts = language.facts(for: title.text.text)
            guard facts.skipReason == nil else { return nil }
            return CheckableTitle(site: site, title: title, facts: facts, factsLanguage: language.factsID)
        }
    }
}
