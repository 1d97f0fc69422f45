/// A site whose title could be read and is English UI copy worth checking, with everything the
/// title rules and the casing tally ask about the title when the file was analysed with their
/// language: one memo lookup per site instead of one per rule. An object, so each rule reading
/// the file's titles shares it instead of copying the site and its title.
public final class CheckableTitle: Sendable {
    /// The kind of control the site builds (its other fields are the rules' business nowhere:
    /// keeping the whole site copied its builder name and its title a second time).
    public let kind: ControlKind
    public let title: ResolvedTitle
    /// The title's facts by the language named `factsLanguage`; nil when none was given.
    let facts: TitleFacts?
    /// `RuleLanguage.factsID` of the language `facts` came from.
    let factsLanguage: ObjectIdentifier?

    /// `site` must have a title.
    private init(site: TitleSite, facts: TitleFacts?, factsLanguage: ObjectIdentifier?) {
        self.kind = site.kind
        self.title = site.title!
        self.facts = facts
        self.factsLanguage = factsLanguage
    }

    /// The sites of `sites` with a checkable title, in order. With `language`, one facts lookup
    /// per site tells whether its title is checked and keeps the answers for the rules; without
    /// it (a file analysed on its own), the classifier tells. Sites are read in place and only their
    /// kind and title copied, once, into their checkable title (a copy of a site and its title
    /// per step counted references on every piece of text).
    static func all(in sites: [TitleSite], language: RuleLanguage?) -> [CheckableTitle] {
        var checkable: [CheckableTitle] = []
        checkable.reserveCapacity(sites.count)
        // Unwrapped once: an optional language bound per site was a copy of it per site.
        guard let language else {
            for index in sites.indices {
                guard let text = sites[index].title?.text.text, TitleClassifier.skipReason(text) == nil else { continue }
                checkable.append(CheckableTitle(site: sites[index], facts: nil, factsLanguage: nil))
            }
            return checkable
        }
        let factsLanguage = language.factsID
        for index in sites.indices {
            guard let text = sites[index].title?.text.text else { continue }
            let facts = language.facts(for: text)
            guard facts.skipReason == nil else { continue }
            checkable.append(CheckableTitle(site: sites[index], facts: facts, factsLanguage: factsLanguage))
        }
        return checkable
    }
}
