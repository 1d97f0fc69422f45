import Foundation
import Testing
@testable import ButtonLintKit

/// One title's facts answer as each checker alone does, per profile and per configuration.
@Suite struct TitleFactsTests {
    private static let titles = [
        "share With friends and iphone", "Sign in", "logged in", "delete all photos", "Save Draft",
        "Plan A or B", "Wi-Fi settings", "Pre-Order now", "Double-tap to zoom", "Let's go", "Photos",
        "Login", "Don't Allow", "OK", "Settings…", "  Not now ", "new window", "Share \u{FFFC}'s Photo",
        "Delete %@ files", "100% off today", "Move to: trash", "sign in with apple", "Remove \u{FFFC}",
        "settings.delete.title", "削除", "🗑 delete", "Caf\u{E9} au lait\r\nnow", "e\u{301}dit Profile",
        "Cancel", "never mind", "✕ Cancel", "Cancel Subscription", "Don't Delete", "Clear Selection", "Logout",
        "Sign-out", "Remove from List", "Deleted", "Delete All", "Erase the Zoom", "delete_button",
    ]

    @Test func twoProfilesOfOneTitleGiveTheirOwnCorrections() {
        let facts = RuleLanguage(configuration: Configuration()).facts(for: "share With friends and iphone")
        #expect(facts.correction(for: .apple) == "Share with Friends and iPhone")
        #expect(facts.correction(for: .gnome) == "Share With Friends and iPhone")
        #expect(facts.correction(for: .sentence) == "Share with friends and iPhone")
        #expect(RuleLanguage(configuration: Configuration()).facts(for: "Share with Friends").correction(for: .apple) == nil)
    }

    @Test func aWorkerGetsTheFactsAnotherWorkerWorkedOut() {
        let language = RuleLanguage(configuration: Configuration())
        let facts = LockedBox<[TitleFacts]>([])
        for _ in 0..<2 {
            let done = DispatchSemaphore(value: 0)
            Thread { let found = language.facts(for: "delete all photos"); facts.withLock { $0.append(found) }; done.signal() }.start()
            done.wait()
        }
        facts.withLock { facts in
            #expect(facts.count == 2 && facts[0] === facts[1])
            #expect(facts[0].correction(for: .apple) == "Delete All Photos" && facts[0].startsWithDestructiveVerb)
        }
    }

    @Test func factsAgreeWithEachCheckerAlone() {
        let language = RuleLanguage(configuration: Configuration())
        let casers = CasingProfile.allCases.map { TitleCaser(profile: $0) }
        let checker = VerbChecker()
        let hints = TitleRoleHints()
        for title in Self.titles {
            // Twice: the second answer comes from the memo.
            for _ in 0..<2 {
                let facts = language.facts(for: title)
                for caser in casers {
                    #expect(facts.correction(for: caser.profile) == caser.correction(for: title), "\(title) \(caser.profile)")
                }
                #expect(facts.verbVerdict == checker.check(title), "\(title)")
                #expect(facts.skipReason == TitleClassifier.skipReason(title), "\(title)")
                #expect(facts.characterCount == TitleMetrics.characterCount(title), "\(title)")
                #expect(facts.wordCount == TitleMetrics.wordCount(title), "\(title)")
                #expect(facts.startsWithDestructiveVerb == hints.startsWithDestructiveVerb(title), "\(title)")
                #expect(facts.isCancelTitle == hints.isCancelTitle(title), "\(title)")
            }
        }
    }

    @Test func eachConfigurationKeepsItsOwnFacts() throws {
        var configuration = Configuration()
        configuration.words.keep = ["With friends"]
        configuration.words.verbs = ["photos"]
        let configured = RuleLanguage(configuration: configuration)
        let plain = RuleLanguage(configuration: Configuration())
        let title = "share With friends and iphone"
        #expect(plain.facts(for: title).correction(for: .apple) == "Share with Friends and iPhone")
        #expect(configured.facts(for: title).correction(for: .apple) == "Share With friends and iPhone")
        #expect(plain.facts(for: "Photos").verbVerdict == .notAVerb(word: "Photos"))
        #expect(configured.facts(for: "Photos").verbVerdict == .startsWithVerb)
    }

    @Test func theRoleVerdictsAreTheConfiguredOnes() {
        var configuration = Configuration()
        configuration.words.destructive = ["archive"]
        configuration.words.cancel = ["Not Now"]
        let configured = RuleLanguage(configuration: configuration)
        let plain = RuleLanguage(configuration: Configuration())
        #expect(configured.facts(for: "Archive Note").startsWithDestructiveVerb)
        #expect(!plain.facts(for: "Archive Note").startsWithDestructiveVerb)
        #expect(configured.facts(for: "not now").isCancelTitle)
        #expect(!plain.facts(for: "not now").isCancelTitle)
    }

    /// A sheet action's title is matched to the file's checkable title at the same place with
    /// the same text, and to nothing else; its facts are then the carried ones, by the asking
    /// language's words.
    @Test func aSheetActionsTitleFindsTheCheckableTitleAtItsPlace() throws {
        let code = """
            import SwiftUI
            let v = Text("").confirmationDialog("Photo", isPresented: $on) {
                Button("settings.title") { }
                Button("Delete Photo") { }
                Button("not now") { }
            }
            """
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
        let plain = RuleLanguage(configuration: Configuration())
        let file = AnalyzedFile(tree: tree, frameworks: [.swiftUI], language: plain)
        let sheet = try #require(file.sheets.first)
        let titles = sheet.actions.compactMap(\.title)
        #expect(titles.map(\.text.text) == ["settings.title", "Delete Photo", "not now"])
        // A key-like title is not checkable: nothing to match, the memo answers.
        #expect(CheckableTitle.matching(titles[0], in: file.checkableTitles) == nil)
        for title in titles.dropFirst() {
            let found = try #require(CheckableTitle.matching(title, in: file.checkableTitles))
            #expect(found.title == title)
            #expect(plain.facts(of: title, in: file) === found.facts)
        }
        // The same text elsewhere, or other text at the same place, is not the action's title.
        var moved = titles[1]
        moved.anchor = moved.anchor.lowerBound + 1 ..< moved.anchor.upperBound + 1
        #expect(CheckableTitle.matching(moved, in: file.checkableTitles) == nil)
        var retitled = titles[1]
        retitled.text.text = "Delete Photos"
        #expect(CheckableTitle.matching(retitled, in: file.checkableTitles) == nil)
        #expect(plain.facts(of: retitled, in: file) === plain.facts(for: "Delete Photos"))
        // Found when it is the last or the only title of the list.
        #expect(CheckableTitle.matching(titles[2], in: Array(file.checkableTitles.suffix(1))) != nil)

        #expect(plain.facts(of: titles[1], in: file).startsWithDestructiveVerb)
        #expect(!plain.facts(of: titles[2], in: file).isCancelTitle)
        var configuration = Configuration()
        configuration.words.cancel = ["not now"]
        let configured = RuleLanguage(configuration: configuration)
        #expect(configured.facts(of: titles[2], in: file).isCancelTitle)
    }

    /// A file analysed with the rules' language carries each checkable title's facts; a rule
    /// built with another configuration still answers by its own words.
    @Test func aFileCarriesItsTitlesFactsForTheLanguageItWasAnalysedWith() throws {
        let code = "import SwiftUI\nlet a = Button(\"Photos\") { }\nlet b = Button(\"settings.title\") { }"
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
        let plain = RuleLanguage(configuration: Configuration())
        let file = AnalyzedFile(tree: tree, frameworks: [.swiftUI], language: plain)
        let checkable = try #require(file.checkableTitles.first)
        #expect(file.checkableTitles.count == 1)
        #expect(checkable.facts === plain.facts(for: "Photos"))
        #expect(plain.facts(of: checkable) === plain.facts(for: "Photos"))

        var configuration = Configuration()
        configuration.words.verbs = ["photos"]
        let configured = RuleLanguage(configuration: configuration)
        #expect(configured.facts(of: checkable).verbVerdict == .startsWithVerb)
        #expect(TitleVerbRule(configuration: configuration, language: configured).violations(in: file).isEmpty)
        #expect(TitleVerbRule(configuration: Configuration(), language: plain).violations(in: file).count == 1)

        // Without a language the classifier decides alone and no facts are carried.
        let bare = AnalyzedFile(tree: tree, frameworks: [.swiftUI])
        #expect(bare.checkableTitles.map(\.title.text.text) == ["Photos"])
        #expect(bare.checkableTitles.first?.facts == nil)
    }

    @Test func characterCountsReadCRLFAsOneAndSpecifiersAsEight() {
        #expect(TitleMetrics.characterCount("Save\r\nNow") == 8)
        #expect(TitleMetrics.characterCount("Delete %@ files") == 21)
        #expect(TitleMetrics.characterCount("Delete %@'s files") == 23)
        #expect(TitleMetrics.characterCount("Share \u{FFFC}") == 14)
        #expect(TitleMetrics.characterCount("e\u{301}dit") == 4)
    }
}

/// One memo serves every thread, and each memo keeps its own answers.
@Suite struct ThreadMemoTests {
    @Test func anotherThreadFindsWhatOneWorkedOut() {
        let memo = TitleMemo<Int>()
        let calls = Counter()
        let count: @Sendable (String) -> Int = { title in calls.add(); return title.count }
        #expect(memo.value(for: "Cancel", compute: count) == 6)
        #expect(memo.value(for: "Cancel", compute: count) == 6)
        #expect(calls.value == 1)
        let done = DispatchSemaphore(value: 0)
        Thread {
            _ = memo.value(for: "Cancel", compute: count)
            done.signal()
        }.start()
        done.wait()
        #expect(calls.value == 1)
    }

    @Test func twoThreadsGetTheRightAnswers() {
        let memo = TitleMemo<String>()
        let titles = (0..<2_000).map { "Title \($0)" }
        let wrong = Counter()
        let calls = Counter()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for round in 0..<3 {
                for title in (worker + round) % 2 == 0 ? titles : titles.reversed() {
                    let value = memo.value(for: title) { calls.add(); return $0.uppercased() }
                    if value != title.uppercased() { wrong.add() }
                }
            }
        }
        #expect(wrong.value == 0)
        // Each title is worked out at most once per thread (a generation holds all 2,000 titles).
        #expect(calls.value >= titles.count && calls.value <= 2 * titles.count)
    }

    @Test func manyMemosEachKeepTheirOwnAnswers() {
        let first = TitleMemo<Int>()
        var calls = 0
        _ = first.value(for: "Done") { calls += 1; return $0.count }
        let others = (0..<80).map { _ in TitleMemo<Int>() }
        for (index, memo) in others.enumerated() { #expect(memo.value(for: "Done") { _ in index } == index) }
        #expect(first.value(for: "Done") { calls += 1; return $0.count } == 4)
        #expect(calls == 1)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}

/// A literal's text keeps where each scalar was written, as runs.
@Suite struct LiteralTextSourceTests {
    private func text(_ code: String) throws -> LiteralText {
        let source = SourceFile(path: "t.swift", bytes: Array(code.utf8))
        let lexed = Lexer.lex(source)
        return LiteralText(try #require(lexed.literals.first), in: source)
    }

    @Test func anASCIILiteralMapsEachScalarToItsByte() throws {
        let literal = try text(#"let a = "save draft""#)
        #expect(literal.text == "save draft")
        #expect(literal.scalarSources == (9..<19).map { Optional($0..<$0 + 1) })
        let edits = try #require(literal.caseEdits(to: "Save Draft"))
        #expect(edits.map(\.range) == [9..<10, 14..<15])
        #expect(edits.map(\.replacement) == [Array("S".utf8), Array("D".utf8)])
    }

    @Test func anASCIITitlesEditsNeedACorrectionOfTheSameScalars() throws {
        // A plain ASCII literal takes the byte-by-byte path: a correction of as many bytes but
        // fewer scalars, or of other length, has no edits; an unchanged one has none to make.
        let literal = try text(#"let a = "ok ab""#)
        #expect(literal.caseEdits(to: "ok é") == nil)
        #expect(literal.caseEdits(to: "Ok a") == nil)
        #expect(literal.caseEdits(to: "ok ab") == [])
        #expect(literal.caseEdits(to: "OK AB")?.map(\.range) == [9..<10, 10..<11, 12..<13, 13..<14])
        // An escape splits the ASCII text into runs: the bytes after it are still mapped.
        let split = try text(#"let a = "a\u{41}b""#)
        #expect(split.caseEdits(to: "AAB")?.map(\.range) == [9..<10, 16..<17])
        #expect(split.caseEdits(to: "aab") == nil)
        #expect(LiteralText(unwritten: "ab").caseEdits(to: "Ab") == nil)
        #expect(LiteralText(unwritten: "ab").caseEdits(to: "ab") == [])
    }

    @Test func escapesAndInterpolationsHaveNoBytesAndOthersKeepTheirWidths() throws {
        let literal = try text(#"let a = "é\u{41}x\(n)ö""#)
        #expect(literal.text == "éAx\u{FFFC}ö")
        #expect(literal.scalarSources == [9..<11, nil, 17..<18, nil, 22..<24])
        #expect(literal.caseEdits(to: "ÉAX\u{FFFC}Ö")?.map(\.range) == [9..<11, 17..<18, 22..<24])
        #expect(literal.caseEdits(to: "éaX\u{FFFC}ö") == nil)
        #expect(LiteralText(unwritten: "ab").scalarSources == [nil, nil])
    }
}
