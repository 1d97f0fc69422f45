import Testing
@testable import ButtonLintKit

/// Every word of the word lists is found in a title, configured words outside ASCII too.
@Suite struct WordListLookupTests {
    @Test func everyMinorWordIsStillFoundInEachProfile() {
        // "Photos W Zebras": W is neither first nor last, and "photos" makes no phrasal verb.
        for profile in CasingProfile.allCases {
            let caser = TitleCaser(profile: profile)
            for word in profile.minorWords where word.count > 1 {
                let title = "Photos \(word.prefix(1).uppercased() + word.dropFirst()) Zebras"
                #expect(caser.correction(for: title) == "Photos \(word) Zebras", "\(profile) \(word)")
            }
            // A word of no list is capitalized by Apple's and GNOME's title case, left by sentence case.
            let other = caser.correction(for: "Photos zebra Zebras")
            #expect(other == (profile == .sentence ? nil : "Photos Zebra Zebras"), "\(profile)")
        }
    }

    @Test func everyCompoundNounIsStillFound() {
        let checker = VerbChecker()
        let hints = TitleRoleHints()
        for (noun, phrase) in WordLists.compoundNouns {
            let title = noun.prefix(1).uppercased() + noun.dropFirst()
            #expect(checker.check(title) == .compoundNoun(word: title, verbPhrase: phrase), "\(noun)")
            let isDestructive = WordLists.destructiveVerbs.contains(phrase.lowercased())
            #expect(hints.startsWithDestructiveVerb(title) == isDestructive, "\(noun)")
        }
        #expect(checker.check("Log-in") == .compoundNoun(word: "Log-in", verbPhrase: "Log In"))
        #expect(checker.check("Photos") == .notAVerb(word: "Photos"))
    }

    @Test func everyDestructiveVerbAndCancelTitleIsStillFound() {
        let hints = TitleRoleHints()
        for verb in WordLists.destructiveVerbs {
            let title = verb.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
            #expect(hints.startsWithDestructiveVerb(title + " Photos"), "\(verb)")
        }
        for title in WordLists.cancelTitles {
            #expect(hints.isCancelTitle(title) && hints.isCancelTitle(title.lowercased()) && hints.isCancelTitle("✕ " + title))
        }
        #expect(!hints.startsWithDestructiveVerb("Share Photos") && !hints.isCancelTitle("Continue"))
    }

    @Test func configuredWordsOutsideASCIIAreFound() {
        let hints = TitleRoleHints(destructiveVerbs: ["löschen", "nuke"], cancelTitles: ["Abbrechen", "Zurück"])
        #expect(hints.startsWithDestructiveVerb("Löschen Foto"))
        #expect(hints.startsWithDestructiveVerb("Nuke Everything"))
        #expect(!hints.startsWithDestructiveVerb("Delete Photo"))
        #expect(hints.isCancelTitle("abbrechen") && hints.isCancelTitle("Zurück"))
        #expect(!hints.isCancelTitle("Cancel"))
        // Canonically equal spellings of a non-ASCII word still match (é composed and decomposed).
        let composed = TitleRoleHints(destructiveVerbs: ["supprim\u{E9}"], cancelTitles: [])
        #expect(composed.startsWithDestructiveVerb("Supprime\u{301} Tout"))
        // A title of no words (the classifier skips it before this) is a cancel title only when
        // one was configured without words.
        #expect(!TitleRoleHints().isCancelTitle(TitleWords("✕")))
        #expect(TitleRoleHints(destructiveVerbs: [], cancelTitles: ["✕"]).isCancelTitle(TitleWords("✕")))
    }

    @Test func canonicallyEquivalentTitlesEachGetTheirOwnAnswer() {
        let memo = TitleMemo<Int>()
        var calls = 0
        let count = { (title: String) -> Int in calls += 1; return title.unicodeScalars.count }
        #expect(memo.value(for: "Caf\u{E9}", compute: count) == 4)
        #expect(memo.value(for: "Cafe\u{301}", compute: count) == 5)
        #expect("\u{212A}" == "K")
        #expect(memo.value(for: "K", compute: count) == 1)
        #expect(memo.value(for: "\u{212A}", compute: count) == 1)
        #expect(calls == 4)
        #expect(memo.value(for: "Delete " + "All", compute: count) == 10)
        #expect(memo.value(for: String("Delete All".reversed().reversed()), compute: count) == 10)
        #expect(calls == 5)
        // The casing of each spelling keeps its own scalars.
        let language = RuleLanguage(configuration: Configuration())
        #expect(language.facts(for: "caf\u{E9} menu").correction(for: .apple) == "Caf\u{E9} Menu")
        #expect(language.facts(for: "cafe\u{301} menu").correction(for: .apple) == "Cafe\u{301} Menu")
    }

    @Test func decimalsAreWrittenAsStringWritesThem() {
        let numbers = [0, 1, 9, 10, 99, 100, 1_234_567, -1, -10, -3, Int.max, Int.min]
        for number in numbers {
            var writer = UTF8Writer()
            writer.write(ascii: "<")
            writer.write(decimal: number)
            writer.write(ascii: ">", " ")
            writer.write("é")
            #expect(writer.text == "<\(number)> é", "\(number)")
        }
    }

    @Test func theProfileOfAFileIsItsCasersProfile() throws {
        let plain = RuleLanguage(configuration: Configuration())
        #expect(plain.profile(for: []) == .apple && plain.profile(for: [.swiftUI]) == .apple)
        #expect(plain.profile(for: [.adwaita]) == .gnome)
        for frameworks: FrameworkSet in [[], [.adwaita], [.uiKit, .adwaita]] {
            #expect(plain.profile(for: frameworks) == plain.caser(for: frameworks).profile)
        }
    }

    /// The common words and their plurals, held as one set, answer as the rule that strips a
    /// plural's ending and looks the stem up: "s", "ies" for "y", "es" unless the word ends in "ies".
    @Test func commonWordsAndTheirPluralsAreFoundAsByTheirStems() {
        func byStem(_ key: String) -> Bool {
            if WordLists.commonWords.contains(key) { return true }
            guard key.hasSuffix("s"), key.count > 3 else { return false }
            if WordLists.commonWords.contains(String(key.dropLast())) { return true }
            if key.hasSuffix("ies") { return WordLists.commonWords.contains(String(key.dropLast(3)) + "y") }
            return key.hasSuffix("es") && WordLists.commonWords.contains(String(key.dropLast(2)))
        }
        var keys = ["", "s", "es", "ies", "ays", "bys", "taxies", "taxis", "taxes", "boxes", "boxies", "categories",
                    "photos\u{301}", "photoss", "keyes", "keies", "hies"]
        for word in WordLists.commonWords {
            keys += [word, word + "s", word + "es", word + "ies", String(word.dropLast()), String(word.dropLast()) + "ies",
                     String(word.dropLast()) + "s", String(word.dropLast(2)) + "ies", word.uppercased() + "s"]
        }
        for key in keys {
            #expect(WordLists.isCommonWord(key) == byStem(key), "\(key)")
        }
    }

    /// A word key set answers as a `Set` does, whether its keys are ASCII, outside it or long.
    @Test func aWordKeySetAnswersAsASetDoes() {
        let long = String(repeating: "a", count: 70)
        let sets: [[String]] = [["new", "about"], ["caf\u{E9}", "new"], [long], [], ["settings", "preferences"]]
        let asked = ["new", "news", "", "about", "cafe\u{301}", "caf\u{E9}", "cafe", long, long + "a",
                     String(repeating: "a", count: 64), "settings", "setting", "preferences…"]
        for keys in sets {
            let set = WordKeySet(keys)
            for key in asked {
                #expect(set.contains(key) == Set(keys).contains(key), "\(keys) \(key)")
            }
        }
        #expect(WordKeySet(["caf\u{E9}"]).contains("cafe\u{301}"))
    }
}
