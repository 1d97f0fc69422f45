import Testing
@testable import ButtonLintKit

/// An ASCII title read from its bytes (`ASCIITitle`) gives every answer the scalar path
/// (`TitleWords`, `CasingWork`, the checkers' `TitleWords` verdicts) gives, piece by piece, for
/// the generated titles and the edge cases below, with built-in and configured word lists,
/// including lists that do not pack and are asked as `String`s.
@Suite struct ASCIITitleTests {
    /// Edge cases of the byte path: CR LF, NUL and control bytes, specifiers with glued
    /// suffixes, "%%", words longer than a packed key, apostrophe-s, hyphens, keep phrases that
    /// match only folded ("kk" for "K\u{212A}").
    static let edgeCases = [
        "Save\r\nNow", "Save\r\r\nnow", "Done\u{0}", "ok\u{0}", "Save\u{1}all", "%@'s files", "%d%d items", "%%d",
        "50%% off", "a%d", "%1$@ and %2$@", "%#@files@ left", "%.*f km", "uninstallationprocedures now",
        "Reauthenticate", "REAUTHENTICATE all", "let's go", "LET'S GO", "Fast-Forward", "pre-order now", "log-in",
        "Sign-Out of it", "use kk now", "KK", "node.js rocks", "With Friends", "Never Mind", "never", "cancel",
        "do not delete", "don't", "Delete the selection", "Clear all filters", "Erase text field", "Archive All",
        "sort comment now", "Plan A or B", "a", "A", "x y", "Settings...", "  Not now ", "new window",
        "about   ", "Logout", "Sign-in", "Q&A", "Wi-Fi", "abcdefghijklmnopq rst", "Photos", "storys",
    ]

    static var titles: [String] {
        (edgeCases + GeneratedTitles.titles(count: 3_000, seed: 0x7171_1E5F_AC75)).filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// Checkers whose lists do not all pack (a non-ASCII allow-list entry, destructive word and
    /// cancel title, a key over 16 bytes): their ASCII answers go through the `String` lookups.
    static let unpackedVerbChecker = VerbChecker(extraVerbs: ["photos", "caf\u{E9}"],
                                                 allowList: VerbChecker.defaultAllowList + ["Caf\u{E9}", "a very long allow-listed title"],
                                                 allowedFirstWords: ["New", "\u{C9}dit", "extraordinarilylong"])
    static let unpackedRoleHints = TitleRoleHints(extraDestructiveVerbs: ["supprim\u{E9}r", "archive"], extraCancelTitles: ["", "Annul\u{E9}r"])

    @Test func readsOnlyASCIITitles() {
        #expect(ASCIITitle.reading("Save") { $0.wordCount } == 1)
        #expect(ASCIITitle.reading("") { $0.wordCount } == 0)
        #expect(ASCIITitle.reading("Caf\u{E9}") { $0.wordCount } == nil)
        #expect(ASCIITitle.reading("Save \u{FFFC}") { $0.wordCount } == nil)
    }

    /// The densest titles (one-letter words between specifiers and stops, specifiers back to
    /// back) fit the room kept for a word every two bytes: none falls back to the scalar path,
    /// and each is cut into as many words as `TitleWords` finds.
    @Test func theDensestTitlesFitTheirWordRoom() {
        let dense = ["a%@b%@c%@d%@", "%@%@%@%@%@", "a%@%@%@", "a.b.c.d.e.f", "a%d.b%d.c", "%d-%d-%d", "a b c d e",
                     "x%%y%%z", "%@.%@.%@", "a'b'c'd", "a-b-c-d-e"]
        for title in dense {
            #expect(ASCIITitle.reading(title) { $0.wordCount } == TitleWords(title).words.count, "\(title)")
        }
    }

    @Test func cutsEachTitleAsTitleWordsDoes() {
        for title in Self.titles {
            let words = TitleWords(title)
            let letterWords = words.letterWordPositions
            ASCIITitle.reading(title) { ascii in
                #expect(ascii.wordCount == words.words.count, "\(title)")
                #expect(ascii.characterCount == TitleMetrics.characterCount(of: title, words: words), "\(title)")
                #expect(TitleClassifier.workOutSkipReason(scalars: ascii.bytes) == TitleClassifier.workOutSkipReason(title), "\(title)")
                for (position, word) in words.words.enumerated() where position < ascii.wordCount {
                    let fast = ascii.words[position]
                    #expect(fast.range == word.range && fast.firstPartEnd == word.firstPart.upperBound, "\(title)")
                    #expect(fast.isOpaque == (word.kind == .opaque) && fast.isHyphenated == word.isHyphenated, "\(title)")
                    #expect(fast.followsClauseBreak == word.followsClauseBreak && fast.followsSpaceOnly == word.followsSpaceOnly, "\(title)")
                    #expect(fast.isLetterWord == letterWords.contains(position), "\(title)")
                    #expect(ascii.key(of: fast.range) == word.key, "\(title)")
                    #expect(fast.key == PackedWordKey(word.key), "\(title)")
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func correctsEachTitleAsCasingWorkDoes(configured: Bool) {
        let keep = KeepPhrases((configured ? ["With friends", "e\u{301}dit", "K\u{212A}", "node.JS", "iCloud Drive"] : [])
            + WordLists.systemLabels + WordLists.brandSpellings)
        for title in Self.titles where TitleClassifier.workOutSkipReason(title) == nil {
            let casing = CasingWork(TitleWords(title), keepPhrases: keep)
            let corrections = ASCIITitle.reading(title) { $0.corrections(keepPhrases: keep) }
            #expect(corrections?.apple == casing.correction(for: .apple), "\(title)")
            #expect(corrections?.gnome == casing.correction(for: .gnome), "\(title)")
            #expect(corrections?.sentence == casing.correction(for: .sentence), "\(title)")
        }
    }

    @Test func givesEachVerdictTheScalarPathGives() {
        let checkers = [VerbChecker(), VerbChecker(extraVerbs: ["photos", "storys"]), Self.unpackedVerbChecker]
        let hints = [TitleRoleHints(), TitleRoleHints(extraDestructiveVerbs: ["archive", "sort comment"], extraCancelTitles: ["Not Now", "never"]),
                     Self.unpackedRoleHints]
        for title in Self.titles where TitleClassifier.workOutSkipReason(title) == nil {
            let words = TitleWords(title)
            ASCIITitle.reading(title) { ascii in
                for checker in checkers {
                    #expect(checker.verdict(of: ascii) == checker.verdict(of: words), "\(title)")
                }
                for hint in hints {
                    #expect(hint.startsWithDestructiveVerb(ascii, title) == hint.startsWithDestructiveVerb(words, letterWords: words.letterWordPositions), "\(title)")
                    #expect(hint.isCancelTitle(ascii, title) == hint.isCancelTitle(words), "\(title)")
                }
            }
        }
    }

    @Test func packsShortKeysWithoutCapitalsOrZeroBytes() throws {
        #expect(PackedWordKey("save") != nil)
        #expect(PackedWordKey("reauthenticate!!") != nil)
        #expect(PackedWordKey("reauthenticate!!!") == nil)
        #expect(PackedWordKey("") == nil)
        #expect(PackedWordKey("Save") == nil)
        #expect(PackedWordKey("caf\u{E9}") == nil)
        #expect(PackedWordKey("a\u{0}") == nil)
        let bytes = Array("Done\u{0} SAVE".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(PackedWordKey(lowercasing: buffer, 0..<5) == nil)
            #expect(PackedWordKey(lowercasing: buffer, 6..<10) == PackedWordKey("save"))
            #expect(PackedWordKey(lowercasing: buffer, 0..<4)?.withBytes { Array($0) } == Array("done".utf8))
        }
        let table = try #require(PackedWordTable([("in", 1), ("out", 2), ("in", 3), ("throughout", 4)]))
        #expect(table.value(for: try #require(PackedWordKey("in"))) == 1)
        #expect(table.value(for: try #require(PackedWordKey("throughout"))) == 4)
        #expect(table.value(for: try #require(PackedWordKey("on"))) == nil)
        #expect(!table.contains(nil))
        #expect(PackedWordTable([("Cancel", 1)]) == nil)
    }

    @Test func looksVerbsUpByBytes() {
        let lexicon = VerbLexicon(extraVerbs: ["Photos"])
        for word in ["delete", "retweet", "fast-forward", "photos", "photo", "deleted", "zzz", "a"] {
            var key = word
            #expect(key.withUTF8 { lexicon.contains(keyBytes: $0) } == lexicon.contains(key: word), "\(word)")
        }
    }
}
