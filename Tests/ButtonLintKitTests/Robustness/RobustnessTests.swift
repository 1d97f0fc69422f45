import Foundation
import Testing
@testable import ButtonLintKit

/// No input crashes or hangs the whole pipeline (SPEC section 8): broken code, deep nesting,
/// invalid bytes. Each case runs every rule, opt-in ones included.
@Suite struct RobustnessTests {
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

    @Test(arguments: ["(", "[", "{", "Button(", "Button {", "\"\\(", ".default(Text("])
    func deepNestingThroughTheWholePipeline(opener: String) {
        let code = "import SwiftUI\nimport UIKit\nlet v = " + String(repeating: opener, count: 50_000) + "\"Save\""
        let findings = lintAllRules(code)
        #expect(findings.allSatisfy { $0.ruleID != "io" })
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

    @Test func binaryNoiseLintsWithoutCrashing() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = Linter().lint(SourceFile(path: "Noise.swift", bytes: Array("import SwiftUI\nButton(".utf8) + bytes))
        }
    }

    @Test func unterminatedConstructsAtEndOfFile() {
        for tail in ["Button(\"Save", "Button(#\"Save", "Button(\"\"\"\nSave", "/* Button(\"x\")", "Button(\"\\(",
                     "let r = #/Button", "Button(\"Save\") {"] {
            _ = lintAllRules("import SwiftUI\n" + tail)
        }
    }
}
