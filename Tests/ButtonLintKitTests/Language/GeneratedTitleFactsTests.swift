import Foundation
import Testing
@testable import ButtonLintKit

/// Every fact of a few thousand generated titles (`GeneratedTitles`: UI words, verbs, minor
/// words, particles, compound nouns, negations, keep phrases, punctuation, apostrophes, hyphens,
/// digits, format specifiers, interpolations, non-ASCII words and emoji, in every case) is the
/// one recorded in the fixture, in the default configuration and in one with keep phrases,
/// verbs, destructive words and cancel titles set.
@Suite struct GeneratedTitleFactsTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/title-facts/generated.txt")

    static let titles = GeneratedTitles.titles(count: 3_000, seed: 0x7171_1E5F_AC75)

    /// One line a title: the title (escaped), its facts by default and with the configuration
    /// ("=" when they are the same), tab-separated.
    static func rendered() -> [String] {
        let plain = RuleLanguage(configuration: Configuration())
        let configured = RuleLanguage(configuration: TitleFactsLine.configured)
        return titles.map { title in
            let plainLine = TitleFactsLine.line(plain.facts(for: title))
            let configuredLine = TitleFactsLine.line(configured.facts(for: title))
            return [escaped(title), escaped(plainLine), configuredLine == plainLine ? "=" : escaped(configuredLine)]
                .joined(separator: "\t")
        }
    }

    /// Backslashes, tabs and line breaks written out, so a line is a title.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if let escape = escapes[scalar] { escaped += escape } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }

    private static let escapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"]

    @Test func everyGeneratedTitleHasItsRecordedFacts() throws {
        let rendered = Self.rendered()
        // A missing fixture reads as none, so the lines now given are still written below.
        let expected = ((try? String(contentsOf: Self.fixture, encoding: .utf8)) ?? "")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(rendered.count == expected.count)
        var differences = 0
        for (line, want) in zip(rendered, expected) where line != want {
            differences += 1
            if differences <= 20 { Issue.record("got:  \(line)\nwant: \(want)") }
        }
        if differences > 0 || rendered.count != expected.count {
            // Where the lines now given are written, to compare (or, after a deliberate change of
            // the facts, to take as the new fixture).
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("title-facts-generated.actual.txt")
            try (rendered.joined(separator: "\n") + "\n").write(to: actual, atomically: true, encoding: .utf8)
            Issue.record("\(differences) titles differ; the facts now given are in \(actual.path)")
        }
    }

    /// The generated titles reach what the work-out tells apart: a generator that lost a pool
    /// or a shape would let a difference there go unseen.
    @Test func generatedTitlesReachEveryKindOfFact() {
        let rendered = Self.rendered().joined(separator: "\n")
        let titles = Self.titles
        #expect(Set(titles).count > 2_500)
        #expect(titles.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.count > 2_000)
        #expect(titles.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }.count > 300)
        for needle in ["\tlocalizationKey ", "\tnonLatinScript ", "\tnoLetters ", " allowed ", " startsWithVerb ",
                       " notAVerb(", " compoundNoun(", " true false ", " false true ", "\t=", "\t- ",
                       "\\r\\n", "%@", "\u{FFFC}", "[iCloud", "[OK", "Face ID]", " with Apple"] {
            #expect(rendered.contains(needle), "\(needle)")
        }
        // Some titles the configuration answers otherwise (its keep phrases, verbs, destructive
        // words and cancel titles), and some each profile corrects where another does not.
        #expect(rendered.split(separator: "\n").filter { !$0.hasSuffix("\t=") }.count > 50)
        #expect(rendered.contains(" - - ["))
        #expect(rendered.contains("] - "))
    }
}
