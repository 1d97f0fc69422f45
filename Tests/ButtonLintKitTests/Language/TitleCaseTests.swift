import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// Apple title case: each case is a title and the correction `TitleCaser` must
    /// propose, or nil when the title is right (or not checked).
    @Suite struct TitleCaseTests {
        static let apple = TitleCaser(profile: .apple)

        static let minorWords: [(String, String?)] = [
            ("Delete Photo", nil),
            ("delete photo", "Delete Photo"),
            ("Add to Favorites", nil),
            ("Add To Favorites", "Add to Favorites"),
            ("add to favorites", "Add to Favorites"),
            ("Move to Trash", nil),
            ("Open in Safari", nil),
            ("Open In Safari", "Open in Safari"),
            ("Add to Up Next", nil),                // "Up" after "to" begins a name
            ("Play From On Deck", "Play from On Deck"),
            ("Save as PDF", nil),
            ("Save As PDF", "Save as PDF"),
            ("Take a Photo", nil),
            ("Take A Photo", "Take a Photo"),
            ("Choose Plan A or B", nil),          // a letter label, not the article
            ("Choose Plan A, Then B", nil),
            ("Add A \u{FFFC}", nil),
            ("Cut, Copy, and Paste", nil),
            ("Cut, Copy, And Paste", "Cut, Copy, and Paste"),
            ("Play or Pause", nil),
            ("Import From File", "Import from File"),
            ("Share With Friends", "Share with Friends"),
            ("Go Back To The Start", "Go Back to the Start"),
            ("Search Near Me", "Search near Me"),
            ("Sort By Date", "Sort by Date"),
            ("Copy Link Into Note", "Copy Link into Note"),
            ("Print to PDF", nil),
            ("Keep Down Here", nil),  // "down" is not on the list: Apple writes "Scroll Down"
        ]

        static let firstAndLast: [(String, String?)] = [
            ("What to Look For", nil),
            ("what to look for", "What to Look For"),
            ("What To Look For", "What to Look For"),
            ("the end", "The End"),
            ("Save As…", nil),
            ("save as…", "Save As…"),
            ("Save as...", "Save As..."),
            ("A Photo to Share", nil),
            ("Something to Sign In To", nil),
            ("Choose What to Share", nil),
        ]

        static let specialWords: [(String, String?)] = [
            ("Is this ok", "Is This OK"),
            ("Keep it as is", "Keep It as Is"),
            ("Do this if needed", "Do This If Needed"),
            ("More than that", "More Than That"),
            ("Who are you", "Who Are You"),
            ("Save as Draft", nil),
            ("Save As Draft", "Save as Draft"),
            ("Learn How to Pair", nil),
            ("Learn How To Pair", "Learn How to Pair"),
        ]

        static let phrasalVerbs: [(String, String?)] = [
            ("Sign In", nil),
            ("Sign in", "Sign In"),
            ("sign in", "Sign In"),
            ("Log Out", nil),
            ("Log out", "Log Out"),
            ("Set Up Face ID", nil),
            ("Set up Face ID", "Set Up Face ID"),
            ("Back Up Now", nil),
            ("Back up now", "Back Up Now"),
            ("Turn off", "Turn Off"),
            ("Zoom in", "Zoom In"),
            ("Opt out", "Opt Out"),
            ("Log In to iCloud", nil),
            ("Log in to iCloud", "Log In to iCloud"),
            ("Sign up for Newsletter", "Sign Up for Newsletter"),
            ("Turn on Wi-Fi", "Turn On Wi-Fi"),
            ("Signed in as Ann", "Signed In as Ann"),
            ("Logging out of Account", "Logging Out of Account"),
            ("Check out Now", "Check Out Now"),
            ("Hand over the Keys", "Hand Over the Keys"),
            ("Type in a Name", "Type In a Name"),
            ("Zoom In on Photo", nil),
            ("Back Up on iCloud", nil),
            ("Turn Off Notifications for an Hour", nil),
            ("Open in New Window", nil),   // "open in" is not a pair: "in" stays a preposition
        ]

        static let clauseBreaks: [(String, String?)] = [
            ("Error: try again", "Error: Try Again"),
            ("Photos: a Summary", "Photos: A Summary"),
            ("Save – and Quit", "Save – And Quit"),
            ("Save - and Quit", "Save - And Quit"),
            ("Save — of Course", "Save — Of Course"),
            ("Done. on to the Next", "Done. On to the Next"),
            ("Share… with Friends", nil),              // an ellipsis pauses, it does not end a sentence
            ("Share... with Friends", nil),
            ("Step 1: choose a plan", "Step 1: Choose a Plan"),
        ]

        static let deliberateSpellings: [(String, String?)] = [
            ("Open URL", nil),
            ("Export as PDF", nil),
            ("Send via AirDrop", nil),
            ("Open in iCloud", nil),
            ("Update macOS", nil),
            ("Download iOS 18", nil),
            ("Set up 2FA", "Set Up 2FA"),
            ("Turn On 2FA", nil),
            ("Open with Node.js", nil),
            ("View Q&A", nil),
            ("Call McDonald", nil),
            ("Save AND Quit", nil),       // all caps is the author's choice
            ("Share via airdrop", "Share via AirDrop"),
            ("Open in icloud", "Open in iCloud"),
            ("ok", "OK"),
            ("Ok", "OK"),
            ("Use Touch Id", "Use Touch ID"),
            ("Open App store", "Open App Store"),
        ]

        static let hyphenated: [(String, String?)] = [
            ("Turn On Wi-Fi", nil),
            ("Turn On Wi-fi", nil),
            ("Turn On wi-fi", "Turn On Wi-fi"),
            ("Built-in Camera", nil),
            ("built-in camera", "Built-in Camera"),
            ("Re-Enter Password", nil),
            ("Sort A-Z", nil),
            ("Get an Add-On", nil),
            ("Show Up-to-Date Items", nil),
            ("show up-to-date items", "Show Up-to-date Items"),
            ("Use In-App Purchase", nil),
        ]

        static let opaqueWords: [(String, String?)] = [
            ("Delete \u{FFFC}", nil),
            ("delete \u{FFFC}", "Delete \u{FFFC}"),
            ("Add to \u{FFFC}", nil),
            ("Add To \u{FFFC}", "Add to \u{FFFC}"),
            ("\u{FFFC} of \u{FFFC}", nil),
            ("\u{FFFC} Of \u{FFFC}", "\u{FFFC} of \u{FFFC}"),
            ("Share \u{FFFC}'s Photo", nil),
            ("Share \u{FFFC}’s photo", "Share \u{FFFC}’s Photo"),
            ("Delete \u{FFFC}th Item", nil),
            ("Share %@", nil),
            ("share %@", "Share %@"),
            ("%d Photos Selected", nil),
            ("%d photos selected", "%d Photos Selected"),
            ("Delete %1$@ and %2$@", nil),
            ("Delete %1$@ And %2$@", "Delete %1$@ and %2$@"),
            ("%lld of %lld", nil),
            ("up to %d items", "Up to %d Items"),
            ("Save %.2f%% off", "Save %.2f%% Off"),
            ("Download %#@files@", nil),
            ("Save 100% of it", "Save 100% of It"),
        ]

        static let punctuationAndSymbols: [(String, String?)] = [
            ("Share…", nil),
            ("share…", "Share…"),
            ("Rename…", nil),
            ("Don't Allow", nil),
            ("don't allow", "Don't Allow"),
            ("Don’t allow", "Don’t Allow"),
            ("what’s new", "What’s New"),
            ("★ rate app", "★ Rate App"),
            ("🗑 delete all", "🗑 Delete All"),
            ("+ add item", "+ Add Item"),
            ("Next ›", nil),
            ("« back to list", "« Back to List"),
            ("Save (recommended)", "Save (Recommended)"),
            ("Open “notes”", "Open “Notes”"),
            ("Show/hide Sidebar", "Show/Hide Sidebar"),
            ("Terms & conditions", "Terms & Conditions"),
            ("Sign  in", "Sign  In"),
            ("Delete\nall", "Delete\nAll"),
        ]

        static let skipped: [(String, String?)] = [
            ("delete_button", nil),
            ("settings.delete.title", nil),
            ("delete-button", nil),
            ("删除", nil),
            ("Удалить фото", nil),
            ("open 写真", nil),
            ("123", nil),
            ("…", nil),
            ("\u{FFFC}", nil),
            ("%@", nil),
            ("%d%%", nil),
            ("save", "Save"),             // one plain word is text, not a key
            ("Wi-fi", nil),
        ]

        static let systemLabelsAndUnicode: [(String, String?)] = [
            ("Sign in with Apple", nil),
            ("Continue with Apple", nil),
            ("Sign In With Apple", "Sign in with Apple"),
            ("sign up with apple", "Sign up with Apple"),
            ("énable sync", "Énable Sync"),
            ("e\u{301}nable sync", "E\u{301}nable Sync"),
            ("ǆungle mode", "ǅungle Mode"),   // titlecase, not uppercase, for a digraph
            ("ßave it", "ßave It"),           // "ß" has no one-scalar capital: left alone
            ("Öffnen Sie", nil),
            ("übersicht öffnen", "Übersicht Öffnen"),
        ]

        /// Titles as Apple ships them in iOS and macOS: none may be a finding.
        static let applesOwnTitles: [String] = [
            "Add to Home Screen", "Add to Reading List", "Save to Files", "Copy Link", "Open in Maps",
            "Turn On Dictation", "Allow Once", "Allow While Using App", "Don’t Allow",
            "Ask App Not to Track", "Continue Without Wi-Fi", "Set Up Later in Settings", "Use Face ID",
            "Remind Me Later", "Install Tonight", "Trust This Computer", "Learn More", "Mark as Unread",
            "Move to Junk", "Edit Actions…", "Open Link in New Tab", "Download Linked File As…",
            "Sign Out of iCloud", "Erase All Content and Settings", "Forget This Network",
            "Turn Off Find My", "Keep on My iPhone", "Delete from iCloud Drive", "Go to Settings",
            "Restore from Mac or PC", "Transfer Directly from iPhone", "Turn Passcode Off",
            "Check for Updates…", "About This Mac", "Empty Trash", "Log Out John Appleseed…",
            "Shut Down…", "Force Quit…", "Share My Location", "Show in Finder", "Get Info",
            "Open With", "Enter Full Screen", "Bring All to Front", "Hide Others", "Save as PDF…",
        ]

        @Test(arguments: applesOwnTitles) func applesOwnTitlesAreNotFindings(_ title: String) {
            #expect(Self.apple.correction(for: title) == nil)
        }

        @Test(arguments: minorWords) func minorWordsStayLowercase(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: firstAndLast) func firstAndLastWordsAreCapitalized(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: specialWords) func asIsLowercaseAndIsItIfAreCapitalized(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: phrasalVerbs) func phrasalVerbParticlesAreCapitalized(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: clauseBreaks) func wordAfterColonOrDashIsCapitalized(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: deliberateSpellings) func acronymsInnerCapsAndBrandsAreKept(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: hyphenated) func hyphenatedCompoundsCheckTheirFirstPart(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: opaqueWords) func interpolationsAndFormatSpecifiersAreOpaqueWords(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: punctuationAndSymbols) func punctuationSymbolsAndEmojiAreNotWords(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: skipped) func keysNonLatinAndLetterlessTitlesAreSkipped(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        @Test(arguments: systemLabelsAndUnicode) func systemLabelsAndNonASCIILetters(_ title: String, _ expected: String?) {
            #expect(Self.apple.correction(for: title) == expected)
        }

        static var allCorrections: [String] {
            [minorWords, firstAndLast, specialWords, phrasalVerbs, clauseBreaks, deliberateSpellings,
             hyphenated, opaqueWords, punctuationAndSymbols, skipped, systemLabelsAndUnicode]
                .flatMap { $0 }.compactMap { $0.1 }
        }

        @Test(arguments: allCorrections) func correctingACorrectionChangesNothing(_ corrected: String) {
            #expect(Self.apple.correction(for: corrected) == nil)
        }
    }
}
