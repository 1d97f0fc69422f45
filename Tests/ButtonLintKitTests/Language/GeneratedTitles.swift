/// Deterministic pseudo-random button titles for differential tests of the title work-out: the
/// same seed gives the same titles on every machine and run (a SplitMix64 stream and arrays, no
/// `Set` order, no system randomness, no `random(in:)`, whose algorithm the standard library
/// does not promise to keep).
struct GeneratedTitles {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// `count` titles, built from the pools below in several shapes.
    static func titles(count: Int, seed: UInt64) -> [String] {
        var generator = GeneratedTitles(seed: seed)
        return (0..<count).map { _ in generator.title() }
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    private mutating func pick<T>(_ pool: [T]) -> T { pool[below(pool.count)] }

    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func title() -> String {
        switch below(100) {
        case 0..<45: return words(count: 1 + below(5))
        case 45..<55: return cased(pick(Self.phrasalVerbs)) + " " + cased(pick(Self.particles)) + (chance(50) ? " " + words(count: 1 + below(2)) : "")
        case 55..<67: return decorated(cased(pick(Self.phrases)))
        case 67..<72: return Self.keyShaped(pick(Self.uiWords), pick(Self.verbs), separator: pick(["_", ".", "-", "-", "_", ""]))
        case 72..<77: return (0..<(1 + below(3))).map { _ in pick(Self.symbolsAndNumbers) }.joined(separator: pick(["", " ", " ", "-"]))
        case 77..<92: return decorated(words(count: 2 + below(4), separators: Self.punctuation))
        default: return decorated(words(count: 1 + below(4), wordPools: [Self.nonASCIIWords, Self.uiWords, Self.verbs, Self.minorWords]))
        }
    }

    /// Words from the pools, each in a random case, mostly between single spaces.
    private mutating func words(count: Int, separators: [String] = [" "],
                                wordPools: [[String]] = GeneratedTitles.wordPools) -> String {
        var title = ""
        for index in 0..<count {
            if index > 0 { title += chance(80) ? " " : pick(separators) }
            title += cased(pick(pick(wordPools)))
        }
        return title
    }

    /// Symbols, emoji, spaces or punctuation around the title, now and then.
    private mutating func decorated(_ title: String) -> String {
        var title = title
        if chance(15) { title = pick(Self.leading) + title }
        if chance(15) { title += pick(Self.trailing) }
        return title
    }

    /// The word as given, lowercased, capitalized, uppercased or with its case swapped at random.
    private mutating func cased(_ word: String) -> String {
        switch below(20) {
        case 0..<10: return word
        case 10..<14: return word.lowercased()
        case 14..<17: return word.prefix(1).uppercased() + word.dropFirst()
        case 17..<19: return word.uppercased()
        default:
            // Strings, not Characters: "ß" uppercases to two letters.
            var swapped = ""
            for character in word { swapped += chance(50) ? character.uppercased() : character.lowercased() }
            return swapped
        }
    }

    private static func keyShaped(_ first: String, _ second: String, separator: String) -> String {
        first.lowercased() + separator + second.lowercased()
    }

    private static let wordPools = [uiWords, uiWords, verbs, verbs, minorWords, minorWords, particles, compoundNouns,
                                    negations, keepWords, deliberateWords, symbolsAndNumbers, nonASCIIWords, inflected]

    static let uiWords = [
        "Photos", "Photo", "Settings", "File", "Files", "Document", "Album", "Account", "Password", "Messages",
        "Window", "Tab", "Item", "Items", "Selection", "Zoom", "Filter", "Filters", "Search", "Layout", "View",
        "Field", "Form", "Input", "Library", "Favorites", "Playlist", "Trash", "Profile", "Details", "Changes",
        "Draft", "Contact", "Friends", "Mark", "Safari", "Data", "History", "Cache", "Help", "Storage", "Story",
        "Storys", "Info", "Wallet", "Comment", "Sort", "Sorting", "Position", "Scroll", "Highlights", "Text",
        "Email", "Lights", "Home", "Mode", "Place", "Battery", "Payments", "Subscription", "Step",
    ]

    static let verbs = [
        "Save", "Delete", "Remove", "Open", "Share", "Edit", "Add", "Create", "Learn", "Send", "Try", "Allow",
        "Continue", "Clear", "Reset", "Erase", "Discard", "Archive", "Move", "Copy", "Rename", "Download",
        "Upload", "Sync", "Unsubscribe", "Uninstall", "Retweet", "Pre-Order", "Double-Tap", "Re-enter",
        "Fast-Forward", "Let's", "Let\u{2019}s", "Turn", "Go", "Show", "Hide", "Select", "Mute", "Rent", "Lay",
        "Play", "Print", "Undo", "Close", "Quit", "Forget", "Empty", "Wipe", "Revoke", "Purge", "Destroy",
        "Reply", "Start", "Rate", "Use", "Read", "Speed", "Preorder", "Autofill", "Rsvp", "Can't", "Won't",
    ]

    static let inflected = [
        "Deleted", "Deleting", "Saved", "Signed", "Logged", "Setting", "Sets", "Using", "Opened", "Logging",
        "Signing", "Uses", "Backed", "Checked", "Zoomed", "Shopping",
    ]

    static let phrasalVerbs = [
        "Sign", "Log", "Set", "Back", "Check", "Clean", "Pick", "Look", "Opt", "Turn", "Zoom", "Shut", "Roll",
        "Follow", "Wake", "Plug", "Signed", "Logged", "Setting", "Sets", "Backing", "Speed", "Open", "Keep",
    ]

    static let particles = ["up", "in", "out", "on", "off", "over", "by", "down", "to", "as", "back"]

    static let minorWords = [
        "a", "an", "the", "and", "but", "for", "nor", "or", "so", "yet", "as", "at", "by", "from", "in", "into",
        "of", "off", "on", "onto", "out", "over", "per", "to", "up", "upon", "via", "vs", "with", "down",
        "about", "after", "between", "it", "this", "your", "my", "all", "not", "now", "here", "than", "then",
        "when", "is", "are", "be", "within", "without", "through", "throughout", "underneath", "A", "B", "I",
        "x", "Vs", "near", "till", "thru", "like", "past",
    ]

    static let compoundNouns = [
        "Login", "Logout", "Log-in", "Log-out", "Sign-In", "sign-out", "Setup", "Set-up", "Backup", "Checkout",
        "Shutdown", "Opt-in", "Signup", "Cleanup", "Follow-up", "Pickup", "Lookup", "Rollback", "Sign-Out",
        "Wipe-out", "Logon",
    ]

    static let negations = ["Don't", "Do Not", "Never", "Never Mind", "don\u{2019}t", "Do not", "Don\u{2BC}t", "never mind"]

    static let keepWords = [
        "iCloud", "icloud", "ICLOUD", "iPhone", "iphone", "iPad", "macOS", "MacOS", "AirDrop", "Airdrop",
        "FaceTime", "Face ID", "face id", "Apple ID", "App Store", "app store", "Apple Pay", "OK", "ok", "Ok",
        "iCloud Drive", "With friends", "with Friends", "node.js", "Node.JS", "iOS", "ios", "tvOS",
    ]

    static let deliberateWords = [
        "URL", "PDF", "2FA", "Wi-Fi", "wi-fi", "Q&A", "q&a", "Node.js", "MP3", "v2", "3D", "HTTP", "x86", "ID",
        "AirPrint", "eBay", "A-Z", "X-ray", "co-op", "e-mail", "ab-cd-ef", "Re-run", "Save&Close", "v2.0",
    ]

    static let symbolsAndNumbers = [
        "1", "2", "10", "100", "3.5", "1,000", "24/7", "#1", "2nd", "1st", "%@", "%d", "%lld", "%1$@", "%2$d",
        "%.2f", "%#@files@", "%%", "100%", "%", "%s", "%@'s", "%dth", "%-5d", "%q", "%zu", "%hhd", "%@%@", "%d%%",
        "%ld", "%#@x", "%1$", "%.*f", "\u{FFFC}", "\u{FFFC}'s", "\u{FFFC}th", "\u{FFFC}\u{2019}s", "&", "@", "+",
        "*", "...", "\u{2026}", "---", "\u{1F5D1}", "\u{2715}", "\u{2139}\u{FE0F}", "\u{1F44D}\u{1F3FD}", "\u{2605}",
        "\u{2192}", "\u{2022}", "\u{A9}", "\u{1F1FA}\u{1F1F8}", "\u{1F469}\u{200D}\u{1F4BB}", "(", ")", "[", "]", "\"",
        "'", "\u{2019}", "_", "/", "#", "$",
    ]

    static let nonASCIIWords = [
        "Caf\u{E9}", "caf\u{E9}", "\u{DC}ber", "\u{FC}ber", "Gr\u{F6}\u{DF}e", "Stra\u{DF}e", "\u{DF}", "\u{1C6}ungla",
        "\u{B5}s", "\u{D1}and\u{FA}", "na\u{EF}ve", "r\u{E9}sum\u{E9}", "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}",
        "\u{65E5}\u{672C}\u{8A9E}", "\u{130}stanbul", "\u{C9}DIT", "e\u{301}dit", "\u{C4}rger", "\u{1C5}",
        "K\u{212A}", "\u{212A}elvin", "cafe\u{301}", "\u{E9}l\u{E9}ments", "Sign\u{2010}In", "Wi\u{2011}Fi",
        "Log\u{2011}out", "\u{FF26}\u{FF55}\u{FF4C}\u{FF4C}", "\u{524A}\u{9664}", "\u{2019}tis", "I\u{2019}m",
        "\u{201C}Photo\u{201D}",
    ]

    static let phrases = [
        "OK", "Done", "Next", "Back", "Not Now", "Later", "Settings\u{2026}", "Settings...", "Settings", "New Window",
        "About This Mac", "Cancel", "Dismiss", "Never Mind", "\u{2715} Cancel", "Cancel \u{2715}", "never",
        "Sign in with Apple", "Sign up with Apple", "Continue with Apple", "Clear Selection", "Reset the Zoom",
        "Clear All Filters", "Erase Text Field", "Remove from List", "Sort Comment", "Sort comment now",
        "Archive All", "Delete All", "Delete the Selection", "Reset All the Filters", "Plan A or B",
        "Option A, Then B", "Pick a Color", "Share With Friends", "Save As PDF", "Move to: trash", "Go - back home",
        "Share... with friends", "Done. next step", "Follow up Later", "Read More About It", "Print to PDF via AirPrint",
        "Turn off the lights", "Scroll Down", "Up Next", "The End", "Do Not Disturb", "Don't Sign Out",
        "Sign In With Email", "Save and Quit", "Open iCloud drive", "Set Up Face ID", "Log out of icloud",
        "Log Out", "log out", "Sign Out", "Empty Trash", "Not now", "Next step", "About", "New",
        "Save\r\nNow", "Save\tnow", "Edit profile\n", "\r\n", "", " ", "  Not now ", "Save\u{A0}Draft",
        "Save\u{2003}draft", "Clear all", "Reset Position", "Clear the search", "Clear text field",
    ]

    static let punctuation = [
        "  ", ": ", " - ", " \u{2014} ", " \u{2013} ", "-", "... ", "\u{2026} ", ", ", "! ", "? ", ". ", " / ",
        " & ", " (", ") ", "\t", "\r\n", "\n", "\u{A0}", "_", ".", "'", "\u{2019}", "\"", ":", "!", "?", "--",
        "\u{2010}", "\u{2011}", "\u{2012}", " \u{2015} ", "%", "%%", " % ", "&", "+",
    ]

    static let leading = ["\u{1F5D1} ", "\u{2715} ", "  ", " ", "(", "\u{2022} ", "\u{FFFC} ", "%@ ", "1. ", "\u{2192} ", "\u{2139} ", "- "]

    static let trailing = ["\u{2026}", "...", " ", "  ", "!", "?", ".", ":", ")", " \u{1F4BE}", " %@", " \u{FFFC}", "\n", " 2", "'s", "\u{2019}s"]
}
