import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// `title-length`: characters are grapheme clusters, an interpolation counts as 8, an integer
    /// specifier as 1.
    @Suite struct TitleMetricsTests {
        static let characters: [(String, Int)] = [
            ("Delete", 6),
            ("Delete Photo", 12),
            ("Share…", 6),
            ("Share...", 8),
            ("e\u{301}te\u{301}", 3),                      // combining marks join their letter
            ("👩‍👩‍👧 Share", 7),                           // one emoji sequence is one character
            ("🇫🇷", 1),
            ("Delete \u{FFFC}", 15),
            ("\u{FFFC}\u{FFFC}", 16),
            ("Share %@", 14),                             // a format specifier stands for a value too
            ("%1$@ of %2$@", 20),
            ("Save %lld", 6),                             // an integer is a count: one character
            ("%@'s Photo", 16),
            ("\u{FFFC}'s Photo", 16),
            ("Delete %lld Selected Folders", 25),         // a count is most often a digit or two
            ("%1$lld of %2$@", 13),
            ("%d %i %u %ld %lu %llu %zd", 13),
            ("%5d Rows", 10),                             // a field width pads it
            ("%.1f×", 9),
            ("100%% Off", 9),                         // "%%" is not a specifier: counted as written
            ("", 0),
        ]

        static let words: [(String, Int)] = [
            ("Delete", 1),
            ("Delete Photo", 2),
            ("Share…", 1),
            ("Add to Home Screen", 4),
            ("Turn On Wi-Fi", 3),
            ("Don't Allow", 2),
            ("🗑 Delete All", 2),
            ("Delete \u{FFFC} Photos", 3),
            ("%d Photos", 2),
            ("Share \u{FFFC}'s Photo", 3),
            ("Cut, Copy, and Paste", 4),
            ("Delete 5 Photos", 3),
            ("…", 0),
            ("", 0),
        ]

        @Test(arguments: characters) func characterCount(_ title: String, _ count: Int) {
            #expect(TitleMetrics.characterCount(title) == count)
        }

        @Test(arguments: words) func wordCount(_ title: String, _ count: Int) {
            #expect(TitleMetrics.wordCount(title) == count)
        }
    }
}
