import Testing
@testable import ButtonLintKit

/// The prefilter skips a file only when no trigger name occurs anywhere in its bytes.
@Suite struct TriggerPrefilterTests {
    private func passes(_ text: String) -> Bool {
        TriggerPrefilter.mayContainTitles(Array(text.utf8))
    }

    @Test func everyTriggerNameIsFoundAtTheStartInTheMiddleAndAtTheEnd() {
        for name in APICatalogue.standard.triggerNames {
            #expect(passes(name), "\(name) alone")
            #expect(passes("let x = 1\n// \(name)\nlet y = 2"), "\(name) inside")
            #expect(passes("import Foundation\n" + name), "\(name) at the end")
            #expect(passes("xx" + name.dropLast().lowercased() + name), "\(name) after a near miss")
        }
    }

    @Test func filesWithoutTriggerNamesAreSkipped() {
        #expect(!passes(""))
        #expect(!passes("Men"))
        #expect(!passes("import Foundation\nstruct Model { var name: String }\n"))
        // Prefixes of a name are not the name.
        #expect(!passes("Butto Men Aler ActionShee UIActio setTitl UIContextualActio Configuratio alertDialo"))
        #expect(!passes("button menu alert"))
    }

    @Test func agreesWithANaiveSearchOnRandomText() {
        // Random text over a small alphabet built from the names' letters, so hits and near
        // misses are frequent; a deterministic generator keeps failures reproducible.
        let alphabet = Array(Set(APICatalogue.standard.triggerNames.joined().utf8)) + [0x20, 0x0A, 0xC3, 0xA9]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let needles = APICatalogue.standard.triggerNames.map { Array($0.utf8) }
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if state % 5 == 0, let needle = needles.randomElement() {
                bytes.insert(contentsOf: needle.prefix(Int(state >> 40) % (needle.count + 1)), at: bytes.count / 2)
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let expected = needles.contains { needle in
                bytes.count >= needle.count
                    && (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
            }
            #expect(TriggerPrefilter.mayContainTitles(bytes) == expected, "\(bytes)")
        }
    }

    @Test func configuredNamesOfAnyLengthAreFound() {
        let prefilter = TriggerPrefilter(names: APICatalogue.standard.adding([BuilderEntry(call: "Go")]).triggerNames)
        #expect(prefilter.mayContainTitles(Array("import SwiftUI\nlet x = Go(\"Next\")".utf8)))
        #expect(prefilter.mayContainTitles(Array("Go".utf8)))
        #expect(prefilter.mayContainTitles(Array("let b = Button(\"Save\")".utf8)))
        #expect(!prefilter.mayContainTitles(Array("import Foundation\nlet g = 1".utf8)))
        #expect(!TriggerPrefilter(names: []).mayContainTitles(Array("Button".utf8)))
    }
}

/// Files that pass the trigger search but import no UI framework are finished without lexing;
/// what they report must be what the full analysis reports.
@Suite struct FrameworkPrefilterTests {
    private let model = "import Foundation\nstruct Client { let configuration = URLSessionConfiguration.default }\n"
        + "let b = Button(\"save it\") { }\n"

    @Test func aFileThatNamesNoFrameworkModuleIsSkippedAndReportsNothing() {
        #expect(!TriggerPrefilter.frameworks.mayContainTitles(Array(model.utf8)))
        #expect(Linter().lint(SourceFile(path: "Client.swift", text: model)).isEmpty)
        for module in ["SwiftUI", "UIKit", "AppKit", "Cocoa", "SwiftCrossUI", "DefaultBackend", "Adwaita", "TokamakShim"] {
            #expect(TriggerPrefilter.frameworks.mayContainTitles(Array("import \(module)\n".utf8)), "\(module)")
        }
    }

    @Test func suppressionCommentsStillReportWhatTheySilenceNothingOf() {
        let text = model + "// buttonlint:disable:next title-case\nlet x = 1\n"
        #expect(TriggerPrefilter.frameworks.mayContainTitles(Array(text.utf8)))
        let findings = Linter().lint(SourceFile(path: "Client.swift", text: text))
        #expect(findings.map(\.ruleID) == [UnusedSuppression.ruleID])
    }

    @Test func invalidUTF8IsStillReported() {
        let bytes = Array(model.utf8) + [0xFF, 0x0A]
        let findings = Linter().lint(SourceFile(path: "Client.swift", bytes: bytes))
        #expect(findings.map(\.ruleID) == [RuleRegistry.ioRuleID])
    }

    @Test func aModuleAliasedToAFrameworkIsLinted() throws {
        let text = model.replacingOccurrences(of: "Foundation", with: "DesignKit")
        #expect(Linter().lint(SourceFile(path: "Client.swift", text: text)).isEmpty)
        let configuration = try ConfigurationDecoder(path: "c.yml", folder: "/").decode(Array("frameworks: {DesignKit: SwiftUI}".utf8))
        let findings = Linter(configuration: configuration).lint(SourceFile(path: "Client.swift", text: text))
        #expect(findings.map(\.ruleID).contains("title-case"))
    }
}
