/// A site whose title could be read and is English UI copy worth checking, with everything the
/// title rules and the casing tally ask about the title when the file was analysed with their
/// language: one memo lookup per site instead of one per rule. An object, so each rule reading
/// the file's titles shares it instead of copying the site and its title.
public final class CheckableTitle: Sendable {
    /// The kind of control the site builds.
    public let kind: ControlKind
    public let title: ResolvedTitle
    /// The title's facts by the language named `factsLanguage`; nil when none was given.
    let facts: TitleFacts?
    /// `RuleLanguage.factsID` of the language `facts` came from.
    let factsLanguage: ObjectIdentifier?

    private init(kind: ControlKind, title: ResolvedTitle, facts: TitleFacts?, factsLanguage: ObjectIdentifier?) {
        self.kind = kind
        self.title = title
        self.facts = facts
        self.factsLanguage = factsLanguage
    }

    /// The sites of `sites` with a checkable title, in order. With `language`, one facts lookup
    /// per site tells whether its title is checked and keeps the answers for the rules; without
    /// it (a file analysed on its own), the classifier tells.
    static func all(in sites: [TitleSite], language: RuleLanguage?) -> [CheckableTitle] {
        var checkable: [CheckableTitle] = []
        for site in sites {
            // The title is read out of the site once: it is a large value to copy.
            guard let title = site.title else { continue }
            if let language {
                let facts = language.facts(for: title.text.text)
                guard facts.skipReason == nil else { continue }
                checkable.append(CheckableTitle(kind: site.kind, title: title, facts: facts, factsLanguage: language.factsID))
            } else {
                guard TitleClassifier.skipReason(title.text.text) == nil else { continue }
                checkable.append(CheckableTitle(kind: site.kind, title: title, facts: nil, factsLanguage: nil))
            }
        }
        return checkable
    }

    /// The checkable title of `checkable` that is `title` (the same anchor and text), found by
    /// halving: a file's checkable titles come in source order, so a sheet action's title is
    /// found by comparing offsets rather than by hashing its text for the memo again. Nil when
    /// its site was not checkable (or the titles are out of order: then the caller asks the memo).
    static func matching(_ title: ResolvedTitle, in checkable: [CheckableTitle]) -> CheckableTitle? {
        let start = title.anchor.lowerBound
        var low = 0, high = checkable.count
        while low < high {
            let middle = (low + high) / 2
            if checkable[middle].title.anchor.lowerBound < start { low = middle + 1 } else { high = middle }
        }
        while low < checkable.count, checkable[low].title.anchor.lowerBound == start {
            let candidate = checkable[low]
            if candidate.title.anchor == title.anchor, candidate.title.text.text == title.text.text { return candidate }
            low += 1
        }
        return nil
    }
}
