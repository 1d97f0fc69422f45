extension VerbLexicon {
    /// Verbs of developer tools (version control above all) that WordNet lacks or that the
    /// hand-kept UI verbs do not hold: "Stage All", "Rebase onto Main", "Cherry-Pick…" are
    /// imperatives in every Git client. Kept with the lexicon's built-in verbs.
    static let developerToolVerbs: [String] = [
        "amend", "cherry-pick", "cherrypick", "commit", "fetch", "merge", "pull", "push", "rebase", "squash",
        "stage", "stash", "unstage", "unstash",
    ]
}
