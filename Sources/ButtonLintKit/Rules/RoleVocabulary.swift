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
