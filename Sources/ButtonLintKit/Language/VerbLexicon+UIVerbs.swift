extension VerbLexicon {
    /// Verbs of today's interfaces that WordNet 3.0 (2006) lacks, hand-kept: un-/re- verbs of
    /// apps and services, and nouns that became verbs on screens. "rent" is here because the
    /// generator drops it as a past tense of "rend", yet "Rent Movie" is a real button; "lay"
    /// likewise (a past tense of "lie", but "Lay Out Pages" is an imperative).
    static let uiVerbs: [String] = [
        "airdrop", "autocorrect", "autofill", "autoplay", "autosave", "bookmark", "deauthorize",
        "declutter", "decrement", "dedupe", "deduplicate", "deselect", "downvote", "facetime", "favorite",
        "favourite", "fast-forward", "geotag", "increment", "lay", "livestream", "preload", "preorder", "prefill",
        "reauthenticate", "reauthorize", "reblog", "rebook", "recheck", "recolor", "reconnect",
        "redial", "redownload", "reenable", "reformat", "relaunch", "relink", "relist", "rent",
        "repin", "repost", "rescan", "resend", "reshare", "resubscribe", "resync", "retweet",
        "rewatch", "rewind", "rsvp", "screenshot", "sideload", "spellcheck", "text", "timestamp",
        "unarchive", "unassign", "unblur", "unbookmark", "uncheck", "undelete", "unenroll",
        "unfavorite", "unfavourite", "unflag", "unfollow", "unfriend", "unhide", "uninstall",
        "unlike", "unlink", "unlist", "unmark", "unmatch", "unmount", "unmute", "unpair", "unpause",
        "unpublish", "unretweet", "unsave", "unschedule", "unselect", "unsend", "unshare",
        "unsnooze", "unstar", "unsubscribe", "unsync", "untag", "untrash", "unverify", "unvote",
        "unwatch", "unzoom", "upvote", "reupload", "vlog",
    ]
}
