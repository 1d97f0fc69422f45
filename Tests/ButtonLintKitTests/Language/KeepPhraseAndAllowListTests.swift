import Testing
@testable import ButtonLintKit

/// Keep phrases are found at word boundaries, case-insensitively, longest first, and never
/// overlap; the allow list is compared with whole titles.
@Suite struct KeepPhraseAndAllowListTests {
    private static let phrases = WordLists.systemLabels + WordLists.brandSpellings
        + ["K\u{212A}", "\u{C9}clair", "\u{2019}Tis", "Q&A", "ab", "abc", "b c", "iCloud Drive", "X", "\u{E9}"]

    private static func matches(_ title: String, _ phrases: [String] = phrases) -> [Range<Int>] {
        KeepPhrases(phrases).matches(in: Array(title.unicodeScalars)).map(\.range)
    }

    @Test func keepPhrasesAreFoundAtWordBoundariesLongestFirst() {
        #expect(Self.matches("Open iCloud Drive") == [5..<17])
        #expect(Self.matches("icloud and ICLOUD") == [0..<6, 11..<17])
        #expect(Self.matches("xiCloud") == [] && Self.matches("iCloudy") == [])
        #expect(Self.matches("use kk") == [4..<6])
        #expect(Self.matches("abc abc ab") == [0..<3, 4..<7, 8..<10])
        #expect(Self.matches("b c b c") == [0..<3, 4..<7])
        #expect(Self.matches("'tis the season") == [0..<4])
        #expect(Self.matches("q&a") == [0..<3])
        #expect(Self.matches("x marks the x") == [0..<1, 12..<13])
        #expect(Self.matches("\u{C9} or \u{E9}") == [0..<1, 5..<6])
        #expect(Self.matches("watchOS\u{301} app") == [])
        #expect(Self.matches("Sign up with Apple and Continue with Apple") == [23..<42, 0..<18])
        #expect(Self.matches("") == [] && Self.matches(" ") == [])
        let spellings = KeepPhrases(Self.phrases).matches(in: Array("apple id and IPAD".unicodeScalars)).map { String(String.UnicodeScalarView($0.spelling)) }
        #expect(spellings == ["Apple ID", "iPad"])
    }

    @Test func manyPhrasesAreTriedInTheirOrderTheLongerFirst() {
        let many = Self.phrases + (0..<70).map { "Zq\($0) Ok" }
        #expect(Self.matches("zq5 ok and ZQ69 OK", many) == [11..<18, 0..<6])
        #expect(Self.matches("Zq1 zq10 ok", many) == [4..<11])
        #expect(Self.matches("zq7ok", many) == [])
        #expect(Self.matches("open icloud drive zq3 ok", many) == [5..<17, 18..<24])
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
            ("Settings…", true), ("Settings", true), ("Setting", false), ("New Photos", true), ("Newer Photos", false), ("About Me", true),
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
            let m = Menu("options") { Button("Share") { } }
            let b = Button("photos") { }
            """)
        let findings = Linter().lint(source)
        // The menu's title is no verb finding (menus name groups); the button's is.
        let verbs = findings.filter { $0.ruleID == "title-verb" }.map(\.title)
        #expect(verbs == ["photos"])
        #expect(findings.filter { $0.ruleID == "title-case" }.count == 2)
    }
}
