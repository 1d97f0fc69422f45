import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// Which titles are English UI copy at all.
    @Suite struct TitleClassifierTests {
        static let cases: [(String, TitleClassifier.SkipReason?)] = [
            ("Delete Photo", nil),
            ("save", nil),                                  // one plain word is text
            ("OK", nil),
            ("Wi-Fi", nil),                                 // capitalized: a word, not a key
            ("Sign-In", nil),
            ("v1.2", nil),                                  // the dot sits between digits
            ("Share \u{FFFC}", nil),
            ("Crème Brûlée", nil),
            ("Øre", nil),
            ("delete_button", .localizationKey),
            ("DeleteButton_Title", .localizationKey),
            ("settings.delete.title", .localizationKey),
            ("Settings.Delete", .localizationKey),
            ("delete-button", .localizationKey),
            ("sign-in", .localizationKey),
            ("delete_\u{FFFC}", .localizationKey),
            ("删除", .nonLatinScript),
            ("Удалить", .nonLatinScript),
            ("Open 写真", .nonLatinScript),
            ("حذف", .nonLatinScript),
            ("Λέξη", .nonLatinScript),
            ("123", .noLetters),
            ("…", .noLetters),
            ("", .noLetters),
            ("   ", .noLetters),
            ("\u{FFFC}", .noLetters),
            ("%@", .noLetters),
            ("%d%%", .noLetters),                           // format letters are not title letters
            ("%1$@ – %2$lld", .noLetters),
            ("🗑", .noLetters),
            ("ℹ️", .noLetters),
            ("+", .noLetters),
        ]

        @Test(arguments: cases) func skipReason(_ title: String, _ reason: TitleClassifier.SkipReason?) {
            #expect(TitleClassifier.skipReason(title) == reason)
        }

        @Test func letterlikeSymbolsAreLatinNotAnotherScript() {
            #expect(TitleClassifier.skipReason("ℹ︎ Learn More") == nil)
        }
    }

    /// How format specifiers are read as opaque words.
    @Suite struct FormatSpecifierTests {
        static let specifiers: [(String, Int?)] = [
            ("%@", 2), ("%d", 2), ("%1$@", 4), ("%lld", 4), ("%ld", 3), ("%.2f", 4), ("%5.1f", 5),
            ("%-10s", 5), ("%#@files@", 9), ("%02x", 4), ("%*d", 3), ("%hhd", 4),
            ("%%", nil), ("% o", nil), ("%", nil), ("%k", nil), ("%#@@", nil),
        ]

        @Test(arguments: specifiers) func specifierLength(_ text: String, _ length: Int?) {
            #expect(FormatSpecifier.length(in: Array(text.unicodeScalars), at: 0) == length)
        }
    }
}
