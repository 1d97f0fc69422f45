import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// `title-verb`: a button title starts with a verb in its base form.
    @Suite struct VerbCheckerTests {
        static let checker = VerbChecker()

        static let verbs: [String] = [
            "Delete Photo", "Share…", "Add to Home Screen", "Continue", "Try Again", "Open in Safari",
            "Sign In", "Turn On", "Email", "Undo", "Feed the Cat", "Back Up Now", "Log Out",
            "DELETE ALL", "delete", "Rename…", "Save As…",
            // UI verbs WordNet lacks (the hand-kept list)
            "Unfollow", "Unmute", "Unsubscribe", "Sync Now", "Retweet", "Bookmark Page", "Favorite",
            "Uninstall", "Redownload", "Reinstall", "Autofill Password", "Airdrop", "FaceTime Mom",
            "Rent Movie", "Text Mom",
            // hyphens and clitics
            "Pre-Order", "Double-Tap to Zoom", "E-mail Link", "Re-Enter Password", "Let's Go",
            // adverb-led, prefixed and developer-tool verbs
            "Always Allow", "Always Open", "Only Show Unread", "Unstage All Changes", "Unset as Cover",
            "Re-enable Hooks", "Cherry-Pick…", "Rebase onto Main", "Stash Changes", "Amend Last Commit",
            // negated verbs
            "Don't Allow", "Don’t Save", "Do Not Disturb", "Never Mind", "Never Ask Again",
            // after leading symbols, emoji and opaque words
            "🗑 Delete", "★ Rate App", "+ Add Item", "\u{FFFC} Delete", "%@ Share", "3 Add",
            // first-person answers: the verb follows the pronoun
            "I'll Do It!", "I’ll Rate It Later", "I Agree", "We'll Remind You", "I've Read It",
        ]

        static let notVerbs: [(String, String)] = [
            ("Photos", "Photos"), ("Deleted", "Deleted"), ("Unread", "Unread"), ("Always", "Always"),
            ("Always Photos", "Photos"), ("Settings Sync", "Settings"),
            ("Deleting…", "Deleting"), ("Yes", "Yes"), ("No", "No"), ("Files", "Files"),
            ("Favorites", "Favorites"), ("Backups", "Backups"), ("Info Panel", "Info"),
            ("Menu", "Menu"), ("Newsletter", "Newsletter"), ("Can't Connect", "Can't"),
            // past tenses WordNet also lists as lemmas of other verbs ("found" a company)
            ("Found a Bug", "Found"), ("Saw It", "Saw"),
            // the first word after leading symbols, emoji and opaque words
            ("\u{FFFC} Photos", "Photos"), ("%d Items", "Items"), ("3 Photos", "Photos"),
            ("📷 Photos", "Photos"), ("Don't Photos", "Photos"),
            // a pronoun with no verb after it
            ("I'm In", "I'm"), ("I’m Near", "I’m"), ("I'll", "I'll"), ("We Photos", "We"),
        ]

        static let compoundNouns: [(String, String, String)] = [
            ("Login", "Login", "Log In"), ("Setup", "Setup", "Set Up"), ("Signup", "Signup", "Sign Up"),
            ("Backup", "Backup", "Back Up"), ("Checkout", "Checkout", "Check Out"),
            ("Logout", "Logout", "Log Out"), ("Log-in", "Log-in", "Log In"),
            ("Sign-Up Now", "Sign-Up", "Sign Up"), ("LOGIN", "LOGIN", "Log In"),
            ("Setup Wizard", "Setup", "Set Up"), ("Sign\u{2010}in", "Sign\u{2010}in", "Sign In"),
        ]

        static let allowed: [String] = [
            "OK", "ok", "Done", "Next", "Back", "Not Now", "not now", "Later", "Settings…",
            "Settings...", "New Window", "New…", "New", "About App", "About This Mac", "✓ Done",
            // nouns Apple's apps put on buttons, and panels named by what they set
            "Settings", "Preferences…", "Details", "Info", "More", "Options", "Help", "Filters",
            "Wi-Fi Settings", "Notification Settings…", "Privacy Preferences",
        ]

        static let skipped: [String] = ["delete_button", "settings.delete.title", "删除", "123", "\u{FFFC}", "%@", "…", ""]

        @Test(arguments: verbs) func titlesStartingWithABaseFormVerbPass(_ title: String) {
            #expect(Self.checker.check(title) == .startsWithVerb)
        }

        @Test(arguments: notVerbs) func titlesStartingWithAnotherWordAreFindings(_ title: String, _ word: String) {
            #expect(Self.checker.check(title) == .notAVerb(word: word))
        }

        @Test(arguments: compoundNouns) func oneWordNounsForTwoWordVerbsGetTheVerbPhrase(_ title: String, _ word: String, _ phrase: String) {
            #expect(Self.checker.check(title) == .compoundNoun(word: word, verbPhrase: phrase))
        }

        @Test(arguments: allowed) func systemTitlesOnTheAllowListPass(_ title: String) {
            #expect(Self.checker.check(title) == .allowed)
        }

        @Test(arguments: skipped) func keysNonLatinAndLetterlessTitlesAreSkipped(_ title: String) {
            #expect(Self.checker.check(title) == .skipped)
        }

        @Test func configuredVerbsAndAllowListExtendTheDefaults() {
            let checker = VerbChecker(extraVerbs: ["Zork"], allowList: VerbChecker.defaultAllowList + ["Got It"])
            #expect(checker.check("Zork Everything") == .startsWithVerb)
            #expect(checker.check("Got it") == .allowed)
            #expect(checker.check("OK") == .allowed)
            #expect(Self.checker.check("Zork Everything") == .notAVerb(word: "Zork"))
        }

        @Test func anEmptyAllowListAllowsNothing() {
            let checker = VerbChecker(allowList: [], allowedFirstWords: [])
            #expect(checker.check("OK") == .notAVerb(word: "OK"))
            #expect(checker.check("New Window") == .notAVerb(word: "New"))
            #expect(checker.check("Back") == .startsWithVerb)
        }

        @Test func theAllowListCountsTheEllipsis() {
            let checker = VerbChecker(allowList: ["Settings…"], allowedLastWords: [])
            #expect(checker.check("Settings") == .notAVerb(word: "Settings"))
            #expect(checker.check("Settings…") == .allowed)
            #expect(checker.check("Newsletter") == .notAVerb(word: "Newsletter"))
        }

        @Test func configuredLastWordsReplaceTheDefaults() {
            let checker = VerbChecker(allowedLastWords: ["Pane"])
            #expect(checker.check("Storage Pane") == .allowed)
            #expect(checker.check("Storage Settings") == .notAVerb(word: "Storage"))
            // A last word alone is the whole title, which only the allow-list lets through.
            #expect(checker.check("Pane") == .notAVerb(word: "Pane"))
        }
    }
}
