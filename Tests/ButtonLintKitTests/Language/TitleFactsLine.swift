@testable import ButtonLintKit

/// How the title-facts tests write a title's facts down, and the configuration they also work
/// them out with: one place, so the golden titles and the generated ones are read alike.
enum TitleFactsLine {
    /// Keep phrases in and out of ASCII, a configured verb of each kind, destructive phrases and
    /// cancel titles.
    static var configured: Configuration {
        var configuration = Configuration()
        configuration.words.keep = ["With friends", "e\u{301}dit", "K\u{212A}", "node.JS", "iCloud Drive"]
        configuration.words.verbs = ["photos", "storys", "caf\u{E9}"]
        configuration.words.destructive = ["archive", "sort comment"]
        configuration.words.cancel = ["Not Now", "never", "\u{2715} Cancel"]
        return configuration
    }

    /// A title's facts in one line: skip reason, characters, words, verb verdict, destructive,
    /// cancel, then the Apple, GNOME and sentence corrections ("-" for none).
    static func line(_ facts: TitleFacts) -> String {
        let corrections = CasingProfile.allCases.map { facts.correction(for: $0).map { "[\($0)]" } ?? "-" }
        return [facts.skipReason?.rawValue ?? "-", "\(facts.characterCount)", "\(facts.wordCount)", "\(facts.verbVerdict)",
                "\(facts.startsWithDestructiveVerb)", "\(facts.isCancelTitle)"].joined(separator: " ")
            + " " + corrections.joined(separator: " ")
    }
}
