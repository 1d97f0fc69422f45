import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// The word tables: their contents where the spec names them, and their internal consistency.
    @Suite struct WordListsTests {
        @Test func minorWordsAreTheGuidelinesLists() {
            #expect(WordLists.articles == ["a", "an", "the"])
            #expect(WordLists.coordinatingConjunctions == ["and", "but", "for", "nor", "or", "so", "yet"])
            for preposition in ["as", "at", "by", "for", "from", "in", "into", "like", "near", "of", "off", "on",
                                "onto", "out", "over", "past", "per", "to", "up", "upon", "via", "with"] {
                #expect(WordLists.shortPrepositions.contains(preposition))
            }
            #expect(WordLists.shortPrepositions.allSatisfy { $0.count <= 4 })
        }

        @Test func gnomeKeepsOnlyPrepositionsOfThreeLettersOrFewer() {
            #expect(WordLists.gnomeShortPrepositions.contains("for"))
            #expect(WordLists.gnomeShortPrepositions.contains("to"))
            #expect(!WordLists.gnomeShortPrepositions.contains("from"))
            #expect(!WordLists.gnomeShortPrepositions.contains("with"))
            #expect(WordLists.gnomeShortPrepositions.isSubset(of: WordLists.shortPrepositions))
        }

        @Test(arguments: ["is", "it", "if", "are", "than", "that", "this"])
        func wordsTitleCaseCapitalizesAreNotMinor(_ word: String) {
            #expect(!CasingProfile.apple.minorWords.contains(word))
            #expect(!CasingProfile.gnome.minorWords.contains(word))
        }

        @Test func phrasalVerbsPairABaseVerbWithAParticle() {
            for pair in WordLists.phrasalVerbs {
                let parts = pair.split(separator: " ")
                #expect(parts.count == 2, "\(pair)")
                #expect(WordLists.shortPrepositions.contains(String(parts[1])), "\(pair): only lowercase particles need a pair")
                #expect(VerbLexicon().contains(String(parts[0])), "\(pair): \(parts[0]) is not a verb")
            }
            for pair in ["sign in", "log out", "set up", "back up", "turn off", "zoom in", "opt out"] {
                #expect(WordLists.phrasalVerbs.contains(pair))
            }
            for notAPair in ["add to", "move to", "open in", "save as"] {
                #expect(!WordLists.phrasalVerbs.contains(notAPair))
            }
            #expect(!WordLists.particles.contains("to"))
            #expect(!WordLists.particles.contains("as"))
            // The particles are written out: exactly the pairs' second words.
            #expect(WordLists.particles == Set(WordLists.phrasalVerbs.compactMap { $0.split(separator: " ").last.map(String.init) }))
        }

        @Test func compoundNounsMapToAPhrasalVerb() {
            for (noun, phrase) in WordLists.compoundNouns {
                #expect(noun == WordKey.normalized(noun) && !noun.contains("-"))
                #expect(phrase.lowercased().filter { $0 != " " } == noun, "\(noun) → \(phrase)")
                #expect(TitleCaser(profile: .apple).correction(for: phrase) == nil, "\(phrase) is in title case")
            }
            #expect(WordLists.compoundNouns["login"] == "Log In")
            #expect(WordLists.compoundNouns["checkout"] == "Check Out")
        }

        @Test func listsForCancelAndDestructiveTitles() {
            #expect(WordLists.cancelTitles == ["Cancel", "Dismiss", "Never Mind"])
            #expect(WordLists.destructiveVerbs.contains("sign out"))
            #expect(WordLists.destructiveVerbs.contains("log out"))
            #expect(WordLists.destructiveVerbs.count == 16)
            #expect(WordLists.systemLabels.contains("Sign in with Apple"))
            #expect(WordLists.systemLabels.contains("Continue with Apple"))
        }

        @Test func wordKeysFoldCaseApostrophesAndEllipses() {
            #expect(WordKey.normalized("Don’t") == "don't")
            #expect(WordKey.normalized("Settings…") == "settings...")
            #expect(WordKey.normalized("ʼOK") == "'ok")
        }
    }

    /// Which titles ask for the destructive or the cancel role.
    @Suite struct TitleRoleHintsTests {
        static let hints = TitleRoleHints()

        static let destructive: [(String, Bool)] = [
            ("Delete", true), ("Delete Photo", true), ("delete…", true), ("Remove Photo", true),
            ("Erase iPhone", true), ("Empty Trash", true), ("Sign Out", true), ("Log Out", true),
            ("log out of iCloud", true), ("Logout", true), ("Sign-Out", true), ("🗑 Delete All", true),
            ("Delete \u{FFFC}", true), ("\u{FFFC} Delete", true), ("Unsubscribe", true), ("Forget This Device", true),
            ("Deleted", false), ("Deleting…", false), ("Don't Delete", false), ("Sign In", false),
            ("Signup", false), ("Log", false), ("Share", false), ("Undelete", false),
            ("delete_button", false), ("Cancel", false),
            // Clearing or resetting what a view shows destroys nothing.
            ("Clear Selection", false), ("Reset Zoom", false), ("Clear All Filters", false),
            ("Reset the Layout", false), ("Clear Search History", true), ("Reset All Settings", true),
            ("Clear", false), ("Reset", false), ("Clear History", true), ("Clear Played", true),
            ("Reset Size", false),
            // Taking an item out of a list deletes nothing, unless the place holds the data.
            ("Remove from List", false), ("Remove from Blocklist", false), ("Remove Selected from Favorites", false),
            ("Remove from Up Next", false), ("Remove from \u{FFFC}", false), ("Remove", true), ("Remove…", true),
            ("Remove Download", true), ("Remove from", true), ("Remove from Device", true),
            ("Remove from Downloads", true), ("Delete from Blocklist", true),
        ]

        @Test(arguments: destructive) func destructiveVerbs(_ title: String, _ isDestructive: Bool) {
            #expect(Self.hints.startsWithDestructiveVerb(title) == isDestructive)
        }

        static let cancel: [(String, Bool)] = [
            ("Cancel", true), ("cancel", true), ("CANCEL", true), ("Dismiss", true), ("Never Mind", true),
            ("never  mind", true), ("✕ Cancel", true), ("Cancel.", true),
            ("Cancel Subscription", false), ("Cancel \u{FFFC}", false), ("Nevermind", false), ("OK", false),
            ("", false),
        ]

        @Test(arguments: cancel) func cancelTitles(_ title: String, _ isCancel: Bool) {
            #expect(Self.hints.isCancelTitle(title) == isCancel)
        }

        @Test func configuredWordsExtendTheDefaults() {
            let hints = TitleRoleHints(extraDestructiveVerbs: ["Archive", "Move to Trash"], extraCancelTitles: ["Not Now"])
            #expect(hints.startsWithDestructiveVerb("Archive Mail"))
            #expect(hints.startsWithDestructiveVerb("Move to Trash"))
            #expect(!hints.startsWithDestructiveVerb("Move to Folder"))
            #expect(hints.startsWithDestructiveVerb("Delete"))
            #expect(hints.isCancelTitle("not now"))
            #expect(hints.isCancelTitle("Cancel"))
            #expect(!Self.hints.startsWithDestructiveVerb("Archive Mail"))
        }
    }
}
