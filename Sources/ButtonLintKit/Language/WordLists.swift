/// The word tables behind the title rules (`title-case`, `title-verb`, the role rules). Entries are lowercase with
/// straight apostrophes, the form `WordKey.normalized` produces, except where a table holds
/// spellings (system labels, brand spellings, cancel titles) that are shown to people.
enum WordLists {
    static let articles: Set<String> = ["a", "an", "the"]

    static let coordinatingConjunctions: Set<String> = ["and", "but", "for", "nor", "or", "so", "yet"]

    /// Prepositions of four or fewer letters, which Apple's title case keeps lowercase.
    /// "down" is left out on purpose: Apple writes "Scroll Down", "Turn Down", and a missing
    /// lowercase is a smaller harm than a wrong one. "as" is here whatever its part of speech;
    /// "than" is not (title case capitalizes "Than").
    static let shortPrepositions: Set<String> = [
        "amid", "as", "at", "atop", "by", "for", "from", "in", "into", "like", "mid", "near", "of",
        "off", "on", "onto", "out", "over", "past", "per", "sans", "thru", "till", "to", "unto",
        "up", "upon", "via", "vs", "with",
    ]

    /// Prepositions GNOME header capitalization keeps lowercase: three or fewer letters.
    static let gnomeShortPrepositions: Set<String> = shortPrepositions.filter { $0.count <= 3 }

    /// Closed-class words (articles, conjunctions, prepositions, pronouns, determiners,
    /// auxiliaries) that sentence case writes in lowercase after the first word. They are never
    /// proper nouns, so lowercasing them cannot damage a name.
    static let sentenceCaseLowercaseWords: Set<String> = articles
        .union(coordinatingConjunctions)
        .union(shortPrepositions)
        .union([
            "about", "above", "across", "after", "against", "along", "among", "around", "before",
            "behind", "below", "beneath", "beside", "besides", "between", "beyond", "despite",
            "down", "during", "except", "inside", "outside", "since", "through", "throughout",
            "toward", "towards", "under", "underneath", "until", "within", "without",
            "it", "its", "this", "that", "these", "those", "my", "your", "our", "their", "his",
            "her", "them", "us", "me", "all", "each", "every", "any", "some", "not", "now", "here",
            "there", "more", "other", "another", "again", "also", "only", "then", "than", "when",
            "where", "how", "what", "which", "who", "why", "if", "is", "are", "be", "was",
        ])

    /// Word sequences that negate the verb after them: "Don't Allow", "Do Not Disturb", "Never Mind".
    static let negations: [[String]] = [["don't"], ["do", "not"], ["never"]]

    /// Apple's fixed labels, spelled exactly as the system draws them; never a title-case finding.
    static let systemLabels: [String] = [
        "Sign in with Apple",
        "Sign up with Apple",
        "Continue with Apple",
    ]

    /// Names and acronyms whose case is fixed (Apple's product names, "OK"): a title that spells
    /// them in another case is corrected to this spelling, and this spelling is never a finding.
    static let brandSpellings: [String] = [
        "OK", "iCloud", "iPhone", "iPad", "iPod", "iMessage", "iOS", "iPadOS", "macOS", "watchOS",
        "tvOS", "visionOS", "AirDrop", "AirPlay", "AirPods", "AirTag", "FaceTime", "CarPlay",
        "Face ID", "Touch ID", "Apple ID", "Apple Pay", "App Store",
    ]

    /// Titles of actions that cancel (`cancel-role`).
    static let cancelTitles: [String] = ["Cancel", "Dismiss", "Never Mind"]

    /// Verbs (and two-word verb phrases) that start a destructive action (`destructive-role`).
    static let destructiveVerbs: [String] = [
        "delete", "remove", "erase", "discard", "clear", "reset", "destroy", "wipe", "purge",
        "empty", "revoke", "uninstall", "forget", "unsubscribe", "sign out", "log out",
    ]

    /// What a destructive verb acts on when it only resets a view's state, not people's data:
    /// "Clear Selection", "Reset Zoom" must not be red (a false positive here would teach people
    /// to ignore the rule).
    static let viewStateObjects: Set<String> = [
        "selection", "zoom", "filter", "filters", "search", "formatting", "highlight", "highlights", "sort",
        "sorting", "layout", "view", "position", "scroll", "text field", "field", "form", "input",
    ]
}
