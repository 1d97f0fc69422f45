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
