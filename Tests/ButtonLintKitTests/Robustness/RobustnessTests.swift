import Foundation
import Testing
@testable import ButtonLintKit

/// No input crashes or hangs the whole pipeline: broken code, deep nesting,
/// invalid bytes. Each case runs every rule, opt-in ones included.
@Suite(.timeLimit(.minutes(1))) struct RobustnessTests {
    @Test func truncatedAndSplicedCorpusFilesLintWithoutCrashing() throws {
        var linted = 0
        for file in CorpusTests.corpusFiles() {
            let bytes = Array(try Data(contentsOf: file))
            var cut = 0
            while cut < bytes.count {
                _ = lintAllRules(String(decoding: bytes[..<cut], as: UTF8.self))
                // The tail without its head: closers with no openers.
                _ = lintAllRules(String(decoding: bytes[cut...], as: UTF8.self))
                linted += 2
                cut += 1_499
            }
        }
        #expect(linted > 100)
    }

    static let depth = 60_000

    @Test(arguments: ["(", "[", "{", "Button(", "Button {", "\"\\(", ".default(Text(", "{ _ in ", "Button(action: {",
                      "#\"\\#(", "\"\"\"\n\\(", "Menu(\"More\") {"])
    func deepNestingThroughTheWholePipeline(opener: String) {
        let code = "import SwiftUI\nimport UIKit\nlet v = " + String(repeating: opener, count: Self.depth) + "\"Save\""
        // What is asserted is that it returns, without a stack overflow and within the suite's time limit.
        _ = lintAllRules(code)
    }

    @Test(arguments: [("(", ")"), ("{ ", " }"), ("Button { ", " }"), ("[", "]"), ("Button(action: { ", " })")])
    func deepBalancedNestingStillFindsTheTitleInside(opener: String, closer: String) {
        // Closed again, the nesting is valid Swift: the button inside is still found.
        let code = "import SwiftUI\nlet v = " + String(repeating: opener, count: Self.depth)
            + "Button(\"save draft\") { }" + String(repeating: closer, count: Self.depth) + "\n"
        #expect(lintAllRules(code).contains { $0.ruleID == "title-case" })
    }

    @Test func deepBalancedInterpolationsInATitle() {
        // "\("\(…"x"…)")": a title made of 60,000 nested interpolations has no text to check.
        let title = String(repeating: "\"\\(", count: Self.depth) + "\"x\"" + String(repeating: ")\"", count: Self.depth)
        #expect(lintAllRules("import SwiftUI\nlet v = Button(" + title + ") { }\n").isEmpty)
    }

    @Test func reportsNested100000DeepAreAFailureNotACrash() {
        // `buttonlint merge` reads reports from CI artifacts: nesting is refused with a reason.
        for text in [String(repeating: "[", count: 100_000), "{\"runs\":" + String(repeating: "[{\"a\":", count: 100_000),
                     String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)] {
            #expect(throws: ReportReader.Failure.self) { try ReportReader.read(Array(text.utf8)) }
        }
    }

    @Test func invalidUTF8IsAnIOFindingThatNamesTheLine() {
        var bytes = Array("import SwiftUI\nlet a = Button(\"save draft\") { }\nlet b = \"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"\n".utf8)
        let findings = Linter().lint(SourceFile(path: "Broken.swift", bytes: bytes))
        let io = findings.filter { $0.ruleID == "io" }
        #expect(io.count == 1)
        #expect(io.first?.start.line == 3)
        #expect(io.first?.message.contains("line 3") == true)
        // The rest of the file is still linted.
        #expect(findings.contains { $0.ruleID == "title-case" })
    }

    @Test func aFileTooLargeToLexIsAnIOFindingNotSilence() {
        // 32-bit token offsets cap what the lexer takes; a smaller cap stands in for 4 GiB here.
        let source = SourceFile(path: "Huge.swift", text: "import SwiftUI\nlet a = Button(\"save draft\") { }\n")
        let findings = SourceCheck.findings(in: Lexer.lex(source, options: .init(maximumSize: 16)))
        #expect(findings.map(\.ruleID) == ["io"])
        #expect(findings.first?.message.contains("too large") == true)
        #expect(SourceCheck.findings(in: Lexer.lex(source, options: .init(maximumSize: 1_000))).isEmpty)
    }

    @Test func invalidUTF8InAFileWithoutButtonsIsFoundToo() {
        // No trigger name, so the file is never lexed: the byte check alone must find it.
        let bytes = Array("import Foundation\nlet note = \"caf".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        let findings = Linter().lint(SourceFile(path: "Plain.swift", bytes: bytes))
        #expect(findings.map(\.ruleID) == ["io"])
        #expect(findings.first?.start == SourceLocation(line: 2, column: 16))
    }

    @Test(arguments: [1, 2, 3, 42, 2026])
    func binaryNoiseLintsWithoutCrashing(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<4 {
            let bytes = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = Linter().lint(SourceFile(path: "Noise.swift", bytes: Array("import SwiftUI\nButton(".utf8) + bytes))
        }
    }

    @Test(arguments: ["Button(\"Save", "Button(#\"Save", "Button(\"\"\"\nSave", "/* Button(\"x\")", "Button(\"\\(",
                      "let r = #/Button", "Button(\"Save\") {", "Button(##\"Save\"#", "Button(#\"\"\"\nSave\"\"\"",
                      "/* /* Button(\"x\") */", "Button(\"Save\\", "Button(\"\\u{", "Button(\"\\(\"x", "Button(`",
                      "Button(\"a\" + \"\"\"", "#if os(iOS)\nButton(\"save\")", "Button(\"save\") // \u{202E}"])
    func unterminatedConstructsAtEndOfFile(tail: String) {
        _ = lintAllRules("import SwiftUI\n" + tail)
        _ = lintAllRules("import SwiftUI\n" + tail + "\n")
    }

    /// Inputs the fuzzer found (Scripts/fuzz), cut down to what matters. Each once crashed.
    @Test(arguments: [
        // linter target: a role argument with no value at the end of the file read the token after the last.
        "import SwiftUI\nlet v = Button(\"Remove\", role: ",
        "import SwiftUI\nlet v = Button(\"Remove\", role: // a comment, then the end of the file",
    ])
    func fuzzerFindings(code: String) {
        _ = lintAllRules(code)
    }

    /// report-reader target (CI of stop 21): a replacement of byte length -1 made an inverted range.
    @Test func reportReaderFuzzerFinding() throws {
        let log = """
            {"runs":[{"results":[{"ruleId":"title-case","level":"warning","message":{"text":"m"},
            "locations":[{"physicalLocation":{"artifactLocation":{"uri":"one.swift"},"region":{"startLine":2}}}],
            "fixes":[{"artifactChanges":[{"replacements":[{"deletedRegion":{"byteOffset":31,"byteLength":-1},
            "insertedContent":{"text":"S"}}]}]}]}]}]}
            """
        #expect(throws: ReportReader.Failure.self) { try ReportReader.read(Array(log.utf8)) }
        let valid = log.replacingOccurrences(of: "\"byteLength\":-1", with: "\"byteLength\":1")
        #expect(try ReportReader.read(Array(valid.utf8)).findings.first?.fix.first?.range == 31..<32)
    }

    @Test func emptyAndWhitespaceOnlyFilesHaveNoFindings() {
        for text in ["", "\n", "\r\n", "\u{FEFF}", "   \t", "import SwiftUI", "Button"] {
            #expect(lintAllRules(text).isEmpty, "\(Array(text.utf8))")
        }
    }

    @Test func nulBytesThroughTheWholePipeline() {
        // A NUL inside the title is a title of its own; NULs around code do not hide the button.
        let bytes = Array("import SwiftUI\n\u{0}\u{0}let v = Button(\"save draft\") { }\u{0}\n".utf8)
        let findings = lintAllRules(String(decoding: bytes, as: UTF8.self))
        #expect(findings.contains { $0.ruleID == "title-case" })
        _ = lintAllRules(String(repeating: "\u{0}", count: 100_000) + "Button(\"\u{0}\")")
    }

    @Test(arguments: [[0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xF8], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xFF]])
    func truncatedAndInvalidUTF8AtEndOfFileIsOneIOFinding(tail: [UInt8]) {
        // Cut inside a title, inside a comment, and after the code: an io finding on the last line each time.
        for head in ["import SwiftUI\nlet v = Button(\"Save", "import SwiftUI\nlet v = Button(\"Save\") { } // x",
                     "import SwiftUI\nlet v = Button(\"Save\") { }\n"] {
            let findings = Linter().lint(SourceFile(path: "Cut.swift", bytes: Array(head.utf8) + tail))
            #expect(findings.filter { $0.ruleID == "io" }.count == 1, "\(head) \(tail)")
        }
    }
}

/// Inputs that once took time growing with the square of their size. Each must lint in well
/// under the limit; a quadratic pass over 20,000–50,000 elements would not.
@Suite(.timeLimit(.minutes(1))) struct LinearTimeTests {
    static let count = 20_000

    @Test func strayClosersAfterDeepNesting() {
        let code = "import SwiftUI\nlet v = Button(\"a\") " + String(repeating: "(", count: 50_000)
            + String(repeating: "}", count: 50_000)
        _ = lintAllRules(code)
    }

    @Test func oneDialogWithManyButtons() {
        let buttons = String(repeating: "    Button(\"Delete Item\", role: .destructive) { }\n", count: Self.count)
        let code = "import SwiftUI\nlet v = Text(\"\").confirmationDialog(\"T\", isPresented: $on) {\n" + buttons + "}\n"
        #expect(lintAllRules(code).contains { $0.ruleID == "sheet-length" })
    }

    @Test func oneAlertControllerWithManyActions() {
        let actions = String(repeating: "    sheet.addAction(UIAlertAction(title: \"Share\", style: .default))\n",
                             count: Self.count)
        let code = "import UIKit\nfunc show() {\n    let sheet = UIAlertController(title: nil, message: nil, "
            + "preferredStyle: .actionSheet)\n" + actions + "    present(sheet, animated: true)\n}\n"
        #expect(lintAllRules(code).contains { $0.ruleID == "sheet-length" })
    }

    @Test func deeplyNestedMenus() {
        let code = "import SwiftUI\nlet v = " + String(repeating: "Menu(\"More\") { Button(\"Delete\") { }\n", count: Self.count)
            + String(repeating: "}", count: Self.count)
        #expect(lintAllRules(code).filter { $0.ruleID == "destructive-role" }.count == Self.count)
    }

    @Test func manyUsesOfOneController() {
        let uses = String(repeating: "    log(sheet)\n", count: Self.count)
        let code = "import UIKit\nfunc show() {\n    let sheet = UIAlertController(title: nil, message: nil, "
            + "preferredStyle: .actionSheet)\n" + uses + "    present(sheet, animated: true)\n}\n"
        _ = lintAllRules(code)
    }
}

/// A fixed-seed generator (SplitMix64), so a failing noise case can be reproduced from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
