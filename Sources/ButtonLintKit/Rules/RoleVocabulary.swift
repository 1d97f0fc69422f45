/// What counts as a Cancel title and which verbs make a title destructive, for every rule that
/// asks: `cancel-role` and `sheet-cancel` agree on what a Cancel is, `destructive-role` and the
/// title facts on what destroys. The lists are the built-in ones, or `cancel-role`'s `titles` and
/// `destructive-role`'s `words` when configured, with `words: cancel` and `words: destructive`
/// added.
struct RoleVocabulary: Sendable, Equatable {
    /// Titles that mean Cancel ("Cancel", "Never Mind").
    var cancelTitles: [String]
    /// Verbs and verb phrases that make a title destructive ("Delete", "Sign Out").
    var destructiveVerbs: [String]

    /// Destructive verbs that also reset or clear what only a view shows ("Reset Zoom", "Reset
    /// Size", "Clear"): they call for the destructive role only with an object that holds data.
    var ambiguousVerbs: [String] = RoleVocabulary.ambiguousDestructiveVerbs
    /// Objects that hold people's data, after an ambiguous verb ("Reset All Settings", "Clear
    /// History"): compared word by word with the words after the verb.
    var dataObjects: Set<String> = RoleVocabulary.dataHoldingObjects
    /// Destructive verbs that take an item out of a list when a place follows ("Remove from
    /// Blocklist"): with one they call for no destructive role.
    var listRemovals: ListRemovals = .standard

    init(cancelTitles: [String] = WordLists.cancelTitles, destructiveVerbs: [String] = WordLists.destructiveVerbs) {
        self.cancelTitles = cancelTitles
        self.destructiveVerbs = destructiveVerbs
    }

    init(configuration: Configuration) {
        self.init(cancelTitles: CancelRoleRule.Options(configuration: configuration).titles + configuration.words.cancel,
                  destructiveVerbs: DestructiveRoleRule.Options(configuration: configuration).words
                      + configuration.words.destructive)
    }
}

extension RoleVocabulary {
    /// The built-in ambiguous destructive verbs: alone ("Reset") or on view state ("Reset Zoom",
    /// "Reset Size" of a sidebar) they destroy nothing, so they are destructive only with an
    /// object from `dataHoldingObjects`.
    static let ambiguousDestructiveVerbs = ["reset", "clear"]

    /// Words naming what holds people's data: one of them among the words after an ambiguous
    /// verb makes the title destructive ("Clear History", "Reset All Settings", "Clear
    /// Restoration State").
    static let dataHoldingObjects: Set<String> = [
        // what an app keeps for people
        "account", "accounts", "bookmarks", "cache", "caches", "content", "contents", "cookies",
        "credentials", "data", "database", "device", "downloads", "everything", "favorites", "files",
        "history", "keychain", "library", "log", "logs", "passwords", "preferences", "progress",
        "queue", "recents", "settings", "state", "statistics", "stats", "storage", "simulator",
        "simulators", "watchlist", "notifications", "searches", "offline", "website",
        // what people make or collect
        "albums", "articles", "attachments", "books", "chats", "comments", "contacts", "conversations",
        "documents", "drafts", "emails", "entries", "episodes", "events", "items", "mail", "messages",
        "notes", "photos", "playlist", "playlists", "podcasts", "posts", "recordings", "records",
        "songs", "tracks", "videos",
        // what a list keeps of them ("Clear Played", "Clear Completed")
        "played", "completed", "finished", "watched", "downloaded",
    ]
}

/// Verbs that take an item out of a list, rather than destroy it, when a place follows: "Remove
/// from Blocklist", "Remove Selected from Favorites", "Remove from Up Next" delete no data, as
/// "Clear" and "Reset" without a data object do not. "Remove", "Remove…", "Remove Photo" and
/// "Remove Download" name no list, so they still call for the destructive role.
struct ListRemovals: Sendable, Equatable {
    /// The verbs, lowercased ("remove").
    var verbs: Set<String>
    /// The word that names the list after the verb's object ("from").
    var prepositions: Set<String>
    /// Places whose removal deletes people's data all the same ("Remove from Device", "Remove
    /// from iCloud", "Remove from Downloads", which deletes the downloaded file as "Remove
    /// Download" does): after one of them the verb is destructive again.
    var dataPlaces: Set<String>

    static let standard = ListRemovals(verbs: ["remove"], prepositions: ["from"],
                                       dataPlaces: ["device", "disk", "downloads", "icloud", "server", "storage"])
}
