extension WordLists {
    /// Adverbs that may lead a verb phrase: "Always Allow", "Always Open", "Only Show Unread".
    /// Skipped before the verb only when a word follows ("Always" alone is no verb).
    static let leadingAdverbs: [String] = ["always", "also", "just", "only"]

    /// Prefixes that make a verb of a verb: "Unstage", "Unset", "Re-enable", "Deselect". A word
    /// counts as a verb when what follows the prefix (three letters or more) is one.
    static let verbPrefixes: [String] = ["un", "re", "de", "dis", "pre"]

    /// Words a prefix and a verb spell that are not verbs: "Unread" is the state of an item.
    static let prefixedNonVerbs: Set<String> = ["unread", "unwell"]

    /// First-person pronouns and their contractions that may lead an answer stating the action:
    /// "I'll Do It!", "I'll Rate It Later", "We'll Remind You". The verb follows the pronoun.
    /// "I'm" and "we're" are left out: what follows them is never a verb's base form ("I'm In",
    /// "I'm Done"), so a base form there is a word that is also a verb ("I'm Near").
    static let firstPersonLeads = WordKeySet([
        "i", "i'll", "i've", "i'd", "we", "we'll", "we've", "we'd",
    ])
}
