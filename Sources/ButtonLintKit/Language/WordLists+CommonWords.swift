extension WordLists {
    /// Everyday words of button copy that are never a name (nouns, adjectives, adverbs, indefinite
    /// pronouns), in lowercase: sentence case writes them in lowercase after the first word
    /// ("Share this photo with everyone"). A capitalized word outside this table and the
    /// closed-class words may be a name ("Share with Mark", "Open Jellyfin"), so sentence case
    /// leaves it as written; so are the words that often name a place in Apple's own copy
    /// ("Move to Trash", "Add to Favorites", "Home", "Library"), left out of the table. A plural is looked up by its singular (`isCommonWord`).
    static let commonWords: Set<String> = [
        // indefinite pronouns
        "everyone", "everything", "everybody", "everywhere", "someone", "something", "somebody",
        "anyone", "anything", "anybody", "nothing", "nobody", "none", "both", "few", "many", "most",
        "much", "own", "same", "such", "several",
        // adverbs and adjectives of button copy
        "again", "ago", "all", "already", "always", "anyway", "away", "back", "current", "default",
        "different", "done", "else", "empty", "enabled", "disabled", "entire", "first", "full",
        "last", "later", "latest", "less", "local", "manually", "mass", "new", "next", "never",
        "old", "older", "newer", "once", "online", "offline", "open", "original", "previous",
        "private", "public", "random", "recent", "remote", "selected", "shared", "similar",
        "single", "soon", "today", "tomorrow", "top", "bottom", "unread", "read", "unwatched",
        "watched", "whole", "yesterday", "automatically", "together", "forever",
        "instead", "beginning", "end", "start", "more", "fewer", "other", "every",
        // nouns of button copy
        "account", "action", "activity", "address", "album", "alert", "answer", "app", "application",
        "archive", "area", "article", "artist", "attachment", "audio", "author", "background",
        "backup", "badge", "bar", "book", "bookmark", "box", "browser", "bug", "button", "cache",
        "calendar", "call", "camera", "caption", "card", "cart", "category", "channel", "chapter",
        "chat", "code", "collection", "color", "column", "comment", "connection", "contact",
        "content", "contents", "conversation", "cookie", "copy", "cover", "data", "database",
        "date", "day", "design", "detail", "details", "device", "dictionary", "directory",
        "document", "download", "draft", "edit", "email", "entry", "episode", "error", "event",
        "extension", "feature", "feed", "feedback", "field", "file",
        "filter", "folder", "font", "format", "friend", "game", "group", "guide", "help", "history",
        "hour", "icon", "image", "info", "information", "input", "item", "key", "language",
        "layout", "level", "line", "link", "list", "location", "log", "login", "mail",
        "map", "media", "member", "menu", "message", "minute", "mode", "month", "movie", "music",
        "name", "network", "note", "notification", "number", "option", "order", "output", "owner",
        "package", "page", "pane", "panel", "password", "path", "payment", "people", "permission",
        "person", "phone", "photo", "picture", "playlist", "plugin", "post", "preference",
        "preview", "print", "privacy", "problem", "process", "profile", "program", "progress",
        "project", "queue", "question", "reason", "record", "recording", "reply", "report",
        "request", "result", "review", "row", "rule", "schedule", "screen", "script", "search",
        "season", "second", "section", "selection", "series", "server", "service", "session",
        "setting", "settings", "share", "sheet", "shortcut", "show", "sidebar", "site", "size",
        "song", "sort", "sound", "source", "space", "speed", "state", "status", "step", "storage",
        "story", "style", "subscription", "subtitle", "suggestion", "summary", "support", "tab",
        "table", "tag", "task", "team", "template", "text", "theme", "thread", "time", "timer",
        "title", "toolbar", "topic", "track", "tutorial", "type", "update", "upload",
        "url", "user", "value", "version", "video", "view", "volume", "wallpaper", "website",
        "week", "widget", "window", "word", "work", "workspace", "year", "zone", "zoom",
    ]

    /// Whether `key` (a lowercase word) is a common word or the plural of one ("photos", "users").
    static func isCommonWord(_ key: String) -> Bool {
        commonWordsAndPlurals.contains(key)
    }

    /// `commonWords` with the plurals `isCommonWord` takes for them, so that a word is one
    /// lookup and no stem is made of it. A plural has four letters or more and is the word with
    /// "s" ("photos"), with "ies" for a final "y" ("categories"), or with "es" ("boxes") where
    /// that does not end in "ies" (a word that does is taken only as "ies" for "y").
    private static let commonWordsAndPlurals: Set<String> = {
        var words = commonWords
        for word in commonWords {
            var plurals = [word + "s"]
            if word.hasSuffix("y") { plurals.append(word.dropLast() + "ies") }
            if !word.hasSuffix("i") { plurals.append(word + "es") }
            for plural in plurals where plural.count > 3 { words.insert(plural) }
        }
        return words
    }()
}
