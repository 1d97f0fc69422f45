import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// The other casing profiles and configured keep phrases (`style`, `words: keep:`).
    @Suite struct TitleCaseProfileTests {
        static let gnomeCases: [(String, String?)] = [
            ("Import From File", nil),
            ("Import from File", "Import From File"),
            ("Open with Files", "Open With Files"),
            ("Move into Folder", "Move Into Folder"),
            ("Search Near Me", nil),
            ("Add to Favorites", nil),
            ("Add To Favorites", "Add to Favorites"),
            ("Save as PDF", nil),
            ("Search For Files", "Search for Files"),
            ("Take a Photo", nil),
            ("Log In to Account", nil),
            ("Sign in", "Sign In"),
            ("open in new window", "Open in New Window"),
        ]

        static let sentenceCases: [(String, String?)] = [
            ("Delete photo", nil),
            ("delete photo", "Delete photo"),
            ("Delete Photo", "Delete photo"),    // an everyday word, never a name
            ("Share This Photo With Everyone", "Share this photo with everyone"),
            ("Open Jellyfin Settings", "Open Jellyfin settings"),   // a word of no list may be a name
            ("Sync With iCloud and URL Scheme", "Sync with iCloud and URL Scheme"),
            ("Add to Up Next", nil),             // "Up" may begin a name, and so may the word after it
            ("Edit Users", "Edit users"),
            ("Share With Mark", "Share with Mark"),
            ("Add To Favorites", "Add to Favorites"),
            ("Sign In", "Sign in"),
            ("Set Up Face ID", "Set up Face ID"),
            ("Back Up Now", "Back up now"),
            ("Save As PDF", "Save as PDF"),
            ("Not Now", "Not now"),
            ("Turn On Wi-Fi", "Turn on Wi-Fi"),
            ("don't allow", "Don't allow"),
            ("Open in iCloud", nil),
            ("Error: Try again", nil),
            ("Error: try again", nil),
            ("\u{FFFC} Photos", "\u{FFFC} photos"),     // "12 photos"
            ("\u{FFFC} Of \u{FFFC}", "\u{FFFC} of \u{FFFC}"),
            ("Sign in with Apple", nil),
            ("Sign In With Apple", "Sign in with Apple"),
            ("share…", "Share…"),
            ("Learn More About This", "Learn more about this"),
            ("delete_button", nil),
            ("Choose plan A or B", nil),
            ("Take A photo", "Take a photo"),
        ]

        @Test(arguments: gnomeCases) func gnomeKeepsOnlyThreeLetterPrepositionsLowercase(_ title: String, _ expected: String?) {
            #expect(TitleCaser(profile: .gnome).correction(for: title) == expected)
        }

        @Test(arguments: sentenceCases) func sentenceCaseCapitalizesTheFirstWordAndLowercasesFunctionWords(_ title: String, _ expected: String?) {
            #expect(TitleCaser(profile: .sentence).correction(for: title) == expected)
        }

        static let keepCases: [(String, String?)] = [
            ("Open iCloud Drive", nil),
            ("Open icloud drive", "Open iCloud Drive"),
            ("Sign in with Google", nil),          // apple alone would want "Sign In with Google"
            ("Sign In With Google", "Sign in with Google"),
            ("Read the Verge", nil),
            ("Read The Verge", "Read the Verge"),
            ("Buy ACME pro", nil),
            ("Buy Acme Pro", "Buy ACME pro"),
            ("Open Acme Prototype", nil),          // matches only at word boundaries
            ("Sign in with Google Now", nil),
        ]

        @Test(arguments: keepCases) func keepPhrasesAreSpelledAsConfigured(_ title: String, _ expected: String?) {
            let caser = TitleCaser(profile: .apple, keepPhrases: ["iCloud Drive", "Sign in with Google", "the Verge", "ACME pro"])
            #expect(caser.correction(for: title) == expected)
        }

        @Test(arguments: CasingProfile.allCases) func systemLabelsAreNeverFindings(_ profile: CasingProfile) {
            let caser = TitleCaser(profile: profile)
            for label in WordLists.systemLabels {
                #expect(caser.correction(for: label) == nil)
            }
        }

        @Test func profilesHaveStableRawValuesForTheConfiguration() {
            #expect(CasingProfile.allCases.map(\.rawValue) == ["apple", "gnome", "sentence"])
            #expect(CasingProfile(rawValue: "gnome") == .gnome)
        }

        static var allCorrections: [(CasingProfile, String)] {
            gnomeCases.compactMap { $0.1 }.map { (.gnome, $0) }
                + sentenceCases.compactMap { $0.1 }.map { (.sentence, $0) }
        }

        @Test(arguments: allCorrections) func correctingACorrectionChangesNothing(_ profile: CasingProfile, _ corrected: String) {
            #expect(TitleCaser(profile: profile).correction(for: corrected) == nil)
        }
    }
}
