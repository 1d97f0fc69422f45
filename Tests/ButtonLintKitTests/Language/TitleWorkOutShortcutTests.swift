import Testing
@testable import ButtonLintKit

/// The shortcuts a new title's work-out takes (keep phrases tried by first letter at word starts,
/// ASCII scalars from bytes, allow-list keys made only at a listed length) answer exactly as the
/// plain ways they replace.
@Suite struct TitleWorkOutShortcutTests {
    private static let phrases = WordLists.systemLabels + WordLists.brandSpellings
        + ["K\u{212A}", "\u{C9}clair", "\u{2019}Tis", "Q&A", "ab", "abc", "b c", "iCloud Drive", "X", "\u{E9}"]
    private static let titles = [
        "sign in with apple", "Open iCloud drive", "icloud and ICLOUD", "Share on facetime", "ok", "OK ok",
        "Apple id", "apple pay and apple ID", "xiCloud", "iCloudy", "Use \u{212A}\u{212A} now", "éclair time",
        "\u{2019}tis the season", "q&a", "abc abc ab", "a b c", "b c b c", "", " ", "App  Store", "macos",
        "Face ID-less", "ipad's", "watchOS\u{301} app", "x marks the x", "\u{C9} or \u{E9}", "x", "Sign up with Apple and Continue with Apple",
    ]

    /// The matching as it was: every phrase, every start, longest phrases first.
    private static func plainMatches(_ phrases: [String], in scalars: [Unicode.Scalar]) -> [(Range<Int>, [Unicode.Scalar])] {
        func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            scalar == "\u{2019}" || scalar == "\u{02BC}" ? "'" : ScalarCase.lowercased(scalar) ?? scalar
        }
        func boundary(_ index: Int, before: Bool) -> Bool {
            before ? index == 0 || !TitleWords.isWordOrMark(scalars[index - 1])
                : index == scalars.count || !TitleWords.isWordOrMark(scalars[index])
        }
        let sorted = phrases.map { Array($0.unicodeScalars) }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        var claimed = [Bool](repeating: false, count: scalars.count)
        var found: [(Range<Int>, [Unicode.Scalar])] = []
        for phrase in sorted where phrase.count <= scalars.count {
            var start = 0
            while start + phrase.count <= scalars.count {
                let end = start + phrase.count
                if scalars[start..<end].map(fold) == phrase.map(fold), boundary(start, before: true),
                   boundary(end, before: false), !claimed[start..<end].contains(true) {
                    found.append((start..<end, phrase))
                    for index in start..<end { claimed[index] = true }
                    start = end
                } else {
                    start += 1
                }
            }
        }
        return found
    }

    @Test func keepPhrasesMatchAsEveryPhraseTriedEverywhereDoes() {
        let keep = KeepPhrases(Self.phrases)
        for title in Self.titles {
            let scalars = Array(title.unicodeScalars)
            let matches = keep.matches(in: scalars)
            let plain = Self.plainMatches(Self.phrases, in: scalars)
            #expect(matches.map(\.range) == plain.map(\.0), "\(title)")
            #expect(matches.map(\.spelling) == plain.map(\.1), "\(title)")
        }
        #expect(keep.matches(in: Array("Open iCloud Drive".unicodeScalars)).map(\.range) == [5..<17])
        #expect(keep.matches(in: Array("use kk".unicodeScalars)).map(\.range) == [4..<6])
    }

    /// A few phrases name their candidates by masks; more than 64 (a configuration's keep list
    /// added to the standard ones) are tested phrase by phrase. Both match as the plain way does.
    @Test func manyAndFewPhrasesMatchAsEveryPhraseTriedEverywhereDoes() {
        let extra = (0..<70).map { "Zq\($0) Ok" }
        let few = Array(Self.phrases.prefix(40))
        let many = Self.phrases + extra
        #expect(KeepPhrases(few).namesCandidatesByMasks)
        #expect(!KeepPhrases(many).namesCandidatesByMasks)
        let titles = Self.titles + ["zq5 ok and ZQ69 OK", "Zq1 zq10 ok", "zq7ok", "open icloud drive zq3 ok"]
        for phrases in [few, many] {
            let keep = KeepPhrases(phrases)
            for title in titles {
                let scalars = Array(title.unicodeScalars)
                let plain = Self.plainMatches(phrases, in: scalars)
                #expect(keep.matches(in: scalars).map(\.range) == plain.map(\.0), "\(phrases.count) phrases: \(title)")
            }
        }
        // In the phrases' order, the longer first.
        #expect(KeepPhrases(many).matches(in: Array("zq5 ok and ZQ69 OK".unicodeScalars)).map(\.range) == [11..<18, 0..<6])
    }

    @Test func aTitlesScalarsAreItsUnicodeScalars() {
        for title in Self.titles + ["Caf\u{E9}", "e\u{301}", "🗑 Delete", "\u{FFFC}", "a\r\nb", String(repeating: "x", count: 40)] {
            #expect(TitleWords.scalars(of: title) == Array(title.unicodeScalars), "\(title)")
        }
    }

    @Test func keyLengthsLetThroughEveryKeyTheSetHolds() {
        let ascii = KeyLengths(["ok", "not now", String(repeating: "a", count: 70)])
        #expect(ascii.mayHold("ok") && ascii.mayHold("no") && ascii.mayHold("not now"))
        #expect(!ascii.mayHold("done") && !ascii.mayHold("") && !ascii.mayHold(length: 3))
        #expect(ascii.mayHold(String(repeating: "b", count: 64)))  // 63 and up share a bit
        #expect(ascii.mayHold("caf\u{E9}"))  // outside ASCII: always asked
        let other = KeyLengths(["caf\u{E9}"])
        #expect(other.mayHold("x") && other.mayHold(length: 12))
    }

    @Test func verdictsAreThoseOfAFullAllowList() {
        // Titles of every length around the listed ones, ASCII or not, allowed or not.
        let checker = VerbChecker(allowList: ["OK", "Not Now", "Settings…", "Caf\u{E9}", "Done  "],
                                  allowedFirstWords: ["New", "\u{C9}t\u{E9}"])
        let cases: [(String, Bool)] = [
            ("OK", true), ("ok ", true), ("Oka", false), ("not now", true), ("Not  Now", false), ("settings…", true),
            ("Settings...", true), ("Settings", false), ("Cafe\u{301}", true), ("Caf\u{E9}", true), ("Done", true),
            ("New Photos", true), ("Newer Photos", false), ("\u{E9}t\u{E9} Photos", true), ("Photos", false),
        ]
        for (title, allowed) in cases {
            #expect((checker.check(title) == .allowed) == allowed, "\(title)")
        }
        // The default lists are ASCII, so lengths alone turn titles away.
        let standard: [(String, Bool)] = [
            ("OK", true), ("Oka", false), ("ok ", true), ("Not now", true), ("Not nowhere", false), ("Settings...", true),
            ("Settings…", true), ("Settings", false), ("New Photos", true), ("Newer Photos", false), ("About Me", true),
            ("Later", true), ("Back", true), ("Backs", false), ("🔙 Back", true), ("Bäck", false),
        ]
        for (title, allowed) in standard {
            #expect((VerbChecker().check(title) == .allowed) == allowed, "\(title)")
        }
    }
}

/// Shortcuts elsewhere in the rules stage answer as the plain ways.
@Suite struct RulesStageShortcutTests {
    @Test func asciiLatinLettersAreThoseOfTheTable() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            let inTable = LatinScript.letterRanges.contains { $0.contains(value) }
            #expect(LatinScript.contains(scalar) == inTable, "\(value)")
        }
        #expect(LatinScript.contains("\u{E9}") && LatinScript.contains("\u{1E9E}") && !LatinScript.contains("\u{5199}"))
    }

    @Test func findingsInReportOrderAreThoseSortedByIt() {
        func finding(_ path: String, _ line: Int, _ column: Int, _ rule: String, _ message: String, title: String) -> Finding {
            Finding(path: path, start: SourceLocation(line: line, column: column),
                    end: SourceLocation(line: line, column: column + 1), ruleID: rule, severity: .warning,
                    message: message, title: title)
        }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            // Few values per field, so ties at every level (and whole duplicates told apart only
            // by their titles) are common.
            let findings = (0..<(round % 9)).map { index in
                finding(["a.swift", "b.swift"][Int.random(in: 0..<2, using: &generator)],
                        Int.random(in: 1...3, using: &generator), Int.random(in: 1...2, using: &generator),
                        ["title-case", "title-verb"][Int.random(in: 0..<2, using: &generator)],
                        ["m", "n"][Int.random(in: 0..<2, using: &generator)], title: "\(index)")
            }
            let expected = findings.sorted(by: Finding.reportOrder)
            #expect(Finding.inReportOrder(findings) == expected)
            #expect(Finding.inReportOrder(expected) == expected)
        }
        #expect(Finding.inReportOrder([]) == [])
    }
}

@Suite struct JoinedTextTests {
    @Test func piecesAreJoinedAsConcatenationJoinsThem() {
        let cases: [[String]] = [
            [], [""], ["", ""], ["a"], ["Button title '", "Caf\u{E9} \u{FFFC}", "' is not in title case; write '", "🗑", "'"],
            ["e\u{301}", "\u{301}"], [String(repeating: "long piece ", count: 20), "", "x"], ["\r", "\n"],
        ]
        for pieces in cases {
            let joined: String
            switch pieces.count {
            case 0: joined = JoinedText.joined()
            case 1: joined = JoinedText.joined(pieces[0])
            case 2: joined = JoinedText.joined(pieces[0], pieces[1])
            case 3: joined = JoinedText.joined(pieces[0], pieces[1], pieces[2])
            default: joined = JoinedText.joined(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4])
            }
            let expected = pieces.prefix(pieces.count > 5 ? 5 : pieces.count).joined()
            #expect(Array(joined.utf8) == Array(expected.utf8), "\(pieces)")
        }
    }

    @Test func aCheckableTitleKeepsItsSitesKind() {
        let source = SourceFile(path: "a.swift", text: """
            import SwiftUI
            let m = Menu("options") { Button("photos") { } }
            """)
        let findings = Linter().lint(source)
        // The menu's title is no verb finding (menus name groups); the button's is.
        let verbs = findings.filter { $0.ruleID == "title-verb" }.map(\.title)
        #expect(verbs == ["photos"])
        #expect(findings.filter { $0.ruleID == "title-case" }.count == 2)
    }
}
