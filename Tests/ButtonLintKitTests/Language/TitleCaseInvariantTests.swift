import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// What the fix machinery relies on: a correction changes only the case of letters,
    /// one scalar for one scalar, and a second pass changes nothing.
    @Suite struct TitleCaseInvariantTests {
        /// Titles written to stress the invariants: mixed scripts of case, marks, odd spacing,
        /// emoji sequences, letters without one-scalar case mappings.
        static let titles: [String] = [
            "delete photo", "add to favorites", "sign in with apple", "set up face id",
            "STRASSE öffnen", "straße öffnen", "ßtraße", "İstanbul to visit", "i̇stanbul guide",
            "ǆ to ǉ", "ŉ to go", "ﬁle to open", "ﬀ on", "e\u{301}te\u{301} to come",
            "👩‍👩‍👧 share with family", "1️⃣ choose a plan", "🇫🇷 open in maps", "❤️ like it",
            "\u{FFFC} of \u{FFFC}", "%1$@ and %2$@", "%@'s photo", "up to %lld items",
            "a", "the", "of", "to", "A", "x to y", "  leading and trailing  ", "tab\tto\tnext",
            "don’t allow", "what's new…", "save as...", "wi-fi on off", "re-enter: the code",
            "Ǳ and ǲ", "ᾳ to go", "µs per frame", "ﬃ of", "ǰ to", "ʼn to",
        ]

        @Test(arguments: CasingProfile.allCases) func correctionsChangeOnlyCaseScalarForScalar(_ profile: CasingProfile) {
            let caser = TitleCaser(profile: profile)
            for title in Self.titles {
                guard let corrected = caser.correction(for: title) else { continue }
                let before = Array(title.unicodeScalars)
                let after = Array(corrected.unicodeScalars)
                #expect(after.count == before.count, "\(title) → \(corrected)")
                for (old, new) in zip(before, after) where old != new {
                    #expect(ScalarCase.isCaseVariant(new, of: old), "\(old) → \(new) in \(title)")
                }
            }
        }

        @Test(arguments: CasingProfile.allCases) func correctingTwiceChangesNothing(_ profile: CasingProfile) {
            let caser = TitleCaser(profile: profile)
            for title in Self.titles {
                guard let corrected = caser.correction(for: title) else { continue }
                #expect(caser.correction(for: corrected) == nil, "\(title) → \(corrected)")
            }
        }

        /// Pieces that stress the tokenizer, glued into pseudo-random titles (a fixed seed, so
        /// a failure reproduces).
        static let pieces: [String] = [
            "a", "the", "to", "in", "sign", "log", "set", "up", "Up", "OK", "iCloud", "wi", "-", "–", ":",
            ".", "...", "…", "'", "’", "s", " ", "  ", "\t", "\u{FFFC}", "%", "%@", "%1$", "%%", "%#@x@",
            "ß", "İ", "ǆ", "µ", "e\u{301}", "\u{301}", "😀", "👩‍👩‍👧", "1", "2FA", "&", "/", "(", "“",
            "Delete", "photo", "Apple", "with", "in with apple", "ℹ️", "\u{200D}", "_", "x",
        ]

        static func randomTitles(count: Int) -> [String] {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            func next() -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(truncatingIfNeeded: state >> 33)
            }
            return (0..<count).map { _ in (0..<(1 + next() % 9)).map { _ in pieces[next() % pieces.count] }.joined() }
        }

        @Test(arguments: CasingProfile.allCases) func randomTitlesKeepEveryInvariant(_ profile: CasingProfile) {
            let caser = TitleCaser(profile: profile)
            let checker = VerbChecker()
            let hints = TitleRoleHints()
            for title in Self.randomTitles(count: 1500) {
                _ = checker.check(title)
                _ = hints.startsWithDestructiveVerb(title)
                _ = hints.isCancelTitle(title)
                if !title.contains("%") {
                    // Without format specifiers, a character counts 1 and an interpolation 8.
                    let interpolations = title.filter { $0.unicodeScalars.contains(TitleWords.interpolation) }.count
                    #expect(TitleMetrics.characterCount(title)
                            == title.count + (TitleMetrics.opaqueWordCharacterCount - 1) * interpolations,
                            "\(title.debugDescription)")
                }
                guard let corrected = caser.correction(for: title) else { continue }
                let before = Array(title.unicodeScalars)
                let after = Array(corrected.unicodeScalars)
                #expect(after.count == before.count, "\(title.debugDescription)")
                #expect(zip(before, after).allSatisfy { ScalarCase.isCaseVariant($1, of: $0) }, "\(title.debugDescription)")
                #expect(caser.correction(for: corrected) == nil, "\(title.debugDescription) → \(corrected.debugDescription)")
            }
        }

        @Test func lettersWithoutOneScalarCaseMappingAreLeftAlone() {
            let caser = TitleCaser(profile: .apple)
            // "ß" capitalizes to "Ss", "ŉ" to "ʼN": two scalars each, so no fix touches them.
            #expect(caser.correction(for: "ßtraße") == nil)
            #expect(caser.correction(for: "ŉ to Go") == nil)
            // "İ" lowercases to "i̇" (two scalars), so "İn" as a minor word stays as written.
            #expect(caser.correction(for: "Log İn Now") == nil)
            // The micro sign's capital is Greek "Μ": a fix must not change a letter's script.
            #expect(caser.correction(for: "µs per Frame") == nil)
        }
    }
}
