import Foundation
import Testing
@testable import ButtonLintKit

/// A huge file analysed in parts must give exactly the findings and casing of the whole file.
@Suite struct PartedAnalysisTests {
    /// Parts of a few tokens, cut wherever the planner allows, for files of any size.
    static let tiny = PartingLimits(minimumFileSize: 0, partTokens: 1, windowTokens: 7, maximumPendingTokens: 1 << 20)

    static func whole(_ source: SourceFile, _ linter: Linter) -> FileReport {
        linter.analyze(Lexer.lex(source))!
    }

    /// The parted report and where its parts start, or nil when the file is analysed whole.
    static func parted(_ source: SourceFile, _ linter: Linter, _ limits: PartingLimits = tiny) -> (FileReport, [Int])? {
        PartedAnalysis(limits: limits).analysis(of: source, linter: linter).map { ($0.report, $0.partStarts) }
    }

    static func expectSame(_ text: String, minimumParts: Int, configuration: Configuration = Configuration(),
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Int] {
        let source = SourceFile(path: "View.swift", text: text)
        let linter = Linter(configuration: configuration)
        let whole = whole(source, linter)
        guard let (parted, starts) = parted(source, linter) else {
            Issue.record("analysed whole", sourceLocation: sourceLocation)
            return []
        }
        #expect(parted.findings == whole.findings, sourceLocation: sourceLocation)
        #expect(parted.casing == whole.casing, sourceLocation: sourceLocation)
        #expect(starts.count >= minimumParts, "\(starts.count) parts", sourceLocation: sourceLocation)
        return starts
    }

    static let screen = """
        import SwiftUI
        @testable import LedgerKit

        struct InboxView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Inbox")
                    Button("archive all") { print(1) }
                    Button("Delete") { print(2) }
                        .buttonStyle(.bordered)
                        .tint(.red)
                    Section("Recent items") {
                        Button("mark as read") { print(3) }; Button("Open Item") { print(4) }
                        Button {
                            print(5)
                        } label: {
                            Text("show more")
                        }
                    }
                    HStack { Button("Ok") { print(6) }; Button("please click here to open the archive now") { print(7) } }
                    List(1..<3) { index in
                        Button("remove") { print(index) }
                        Button("Rename Item") { print(index) }
                    }
                    Text("Done")
                        .confirmationDialog("Remove the draft?", isPresented: .constant(true)) {
                            Button("Keep Draft") { print(8) }
                            Button("delete draft", role: .destructive) { print(9) }
                            Button("Cancel", role: .cancel) { print(10) }
                        }
                    Menu("More") {
                        Button("Duplicate") { print(11) }
                        Button("delete", role: .destructive) { print(12) }
                        Button("Share") { print(13) }
                    }
                    .contextMenu {
                        Button("copy link") { print(14) }
                        Button("Move to Trash", role: .destructive) { print(15) }
                    }
                    Text("Row")
                        .swipeActions {
                            Button("flag") { print(16) }
                            Button("Delete", role: .destructive) { print(17) }
                        }
                    Text("Alert")
                        .alert("Sign out?", isPresented: .constant(false)) {
                            Button("sign out", role: .destructive) { print(18) }
                            Button("Stay") { print(19) }
                        } message: {
                            Text("You can sign in again")
                        }
                }
                .toolbar {
                    ToolbarItem { Button("add item") { print(20) } }
                }
            }

            func footer() -> some View {
                HStack {
                    Button("load older messages") { print(21) }
                    Button("Refresh") { print(22) }
                }
            }
        }

        struct SecondView: View {
            var body: some View {
                Form {
                    Button("log out") { print(23) }; Button("Help") { print(24) }
                }
            }
        }

        struct SecondView_Previews: PreviewProvider {
            static var previews: some View {
                VStack {
                    Button("sample one") { print(27) }
                    Button("sample two") { print(28) }
                    Button("sample three") { print(29) }
                }
            }
        }

        #Preview {
            VStack {
                Button("sample title") { print(25) }
                Button("another sample") { print(26) }
            }
        }
        """

    @Test func aScreenInTinyPartsGivesTheWholeFilesFindings() {
        let whole = Self.whole(SourceFile(path: "View.swift", text: Self.screen), Linter())
        #expect(whole.findings.count >= 10, "the screen should give findings to compare: \(whole.findings.count)")
        _ = Self.expectSame(Self.screen, minimumParts: 10)
        var previews = Configuration()
        previews.checksPreviews = true
        _ = Self.expectSame(Self.screen, minimumParts: 10, configuration: previews)
    }

    @Test func noCutFallsInsideASheetMenuOrAlertBuilder() throws {
        let starts = Self.expectSame(Self.screen, minimumParts: 10)
        let bytes = Array(Self.screen.utf8)
        // From each builder's name to the end of its closures.
        for (name, end) in [(".confirmationDialog(", "Button(\"Cancel\", role: .cancel) { print(10) }"),
                            ("Menu(\"More\")", "Button(\"Share\") { print(13) }"),
                            (".contextMenu {", "Button(\"Move to Trash\""),
                            (".swipeActions {", "Button(\"Delete\", role: .destructive) { print(17) }"),
                            (".alert(", "Text(\"You can sign in again\")"),
                            (".toolbar {", "Button(\"add item\")"),
                            ("List(1..<3)", "Button(\"Rename Item\") { print(index) }")] {
            let from = try #require(Self.offset(of: name, in: bytes))
            let to = try #require(Self.offset(of: end, in: bytes))
            let inside = starts.filter { $0 > from && $0 <= to + end.utf8.count }
            #expect(inside.isEmpty, "cut inside \(name) at \(inside)")
        }
        // But between the stack's statements there are cuts.
        let mark = try #require(Self.offset(of: "Button(\"mark as read\")", in: bytes))
        #expect(starts.contains(try #require(Self.offset(of: "Button(\"Open Item\")", in: bytes))))
        #expect(starts.contains(where: { $0 > mark }))
    }

    static func offset(of needle: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(needle.utf8)
        guard needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    @Test func filesWhoseStatementsBearOnEachOtherAreAnalysedWhole() {
        let linter = Linter()
        for text in [
            // A constant a title resolves through.
            "import SwiftUI\nlet title = \"delete\"\nstruct A: View { var body: some View { VStack { Button(title) {}; Text(\"x\") } } }",
            // A UIKit alert put together across statements.
            "import UIKit\nfunc f(alert: UIAlertController) { alert.addAction(UIAlertAction(title: \"ok\", style: .default)); print(1) }",
            "import SwiftUI\n#if os(iOS)\nstruct A: View { var body: some View { VStack { Text(\"a\"); Text(\"b\") } } }\n#endif",
            "import SwiftUI\n// buttonlint:disable:next title-case\nstruct A: View { var body: some View { VStack { Text(\"a\"); Text(\"b\") } } }",
            "import SwiftUI\nstruct A: View { var body: some View { VStack { Text(\"a\"); Text(\"b\") } } }\nimport UIKit",
            // A style on a stack styles the buttons of every part cut inside it.
            "import SwiftUI\nstruct A: View { var body: some View { VStack { Button(\"a\") {}; Button(\"b\") {} }.labelStyle(.iconOnly) } }",
        ] {
            #expect(Self.parted(SourceFile(path: "A.swift", text: text), linter) == nil, "\(text)")
        }
        // Bytes that are not UTF-8 keep their `io` finding exactly as the whole file gives it.
        let valid = "import SwiftUI\nstruct A: View { var body: some View { VStack { Text(\"a\"); Text(\"b\") } } }\n"
        let invalid = SourceFile(path: "A.swift", bytes: Array(valid.utf8) + [0xFF, 0x0A])
        #expect(Self.parted(SourceFile(path: "A.swift", text: valid), linter) != nil)
        #expect(Self.parted(invalid, linter) == nil)
    }

    @Test func everyCorpusFileInTinyPartsGivesItsWholeFindings() throws {
        var parted = 0
        for file in CorpusTests.corpusFiles() {
            let source = SourceFile(path: file.lastPathComponent, bytes: Array(try Data(contentsOf: file)))
            let linter = Linter()
            let whole = Self.whole(source, linter)
            var tiny = linter
            tiny.parting = Self.tiny
            let report = tiny.analyze(source)
            #expect(report.findings == whole.findings, "\(file.lastPathComponent)")
            #expect(report.casing == whole.casing, "\(file.lastPathComponent)")
            if let (_, starts) = Self.parted(source, linter), starts.count > 1 { parted += 1 }
        }
        // Corpus files assign and read members of values (`let`, `alert.addAction`), so most are whole.
        print("Corpus files analysed in more than one part: \(parted)")
    }

    @Test func aGeneratedOneLineFileOfButtonsGivesTheSameFindingsInParts() throws {
        var text = "import SwiftUI\n\nstruct Wall: View { var body: some View { VStack { "
        var index = 0
        while text.utf8.count < 2 << 20 {
            // A finding holds its source line, here the whole file: so only a few findings.
            let title = index % 4999 == 7 ? "open item \(index)" : "Open Item \(index % 50)"
            text += "Button(\"\(title)\") { print(\(index)) }; "
            index += 1
        }
        text += "} } }\n"
        let source = SourceFile(path: "Wall.swift", text: text)
        let linter = Linter()
        let whole = Self.whole(source, linter)
        let limits = PartingLimits(minimumFileSize: 1 << 20, partTokens: 1 << 15, windowTokens: 1 << 12)
        let (report, starts) = try #require(Self.parted(source, linter, limits))
        #expect(whole.findings.count >= 8)
        #expect(report.findings == whole.findings)
        #expect(report.casing == whole.casing)
        #expect(starts.count >= 10)
        // And through `analyze`, with the standard size's limits.
        var parting = linter
        parting.parting = limits
        #expect(parting.analyze(source).findings == whole.findings)
    }
}

/// Random screens of stacks, sheets, menus, previews and buttons, written every way the planner
/// reads (`;` and line breaks, modifiers on their own lines, labeled closures): in tiny parts each
/// gives exactly its whole findings.
@Suite struct PartedAnalysisRandomScreenTests {
    /// A small deterministic generator (SplitMix64), so a failure names its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }
    }

    static let titles = ["delete", "Delete", "Ok", "open the file now please and then close it", "save draft",
                         "Save Draft", "Cancel", "cancel", "Remove All", "share link", "Done", "remove from library"]
    static let containers = ["VStack {", "HStack(spacing: 4) {", "List {", "Section(\"Items\") {", "Form {", "Group {",
                             "ScrollView {", "LazyVStack {", "NavigationStack {"]
    static let builders = [
        ("Text(\"x\")\n.confirmationDialog(\"Remove?\", isPresented: .constant(true)) {", "}"),
        ("Text(\"x\").alert(\"Sign out?\", isPresented: .constant(true)) {", "} message: { Text(\"bye\") }"),
        ("Menu(\"More\") {", "}"),
        ("Text(\"x\")\n.contextMenu {", "}"),
        ("Text(\"x\").swipeActions {", "}"),
        ("Text(\"x\").toolbar {", "}"),
        ("List(1..<3) { row in", "}"),
    ]

    static func button(_ g: inout Generator) -> String {
        let title = g.pick(titles)
        switch g.next(5) {
        case 0: return "Button(\"\(title)\", role: .destructive) { print(1) }"
        case 1: return "Button(\"\(title)\", role: .cancel) { }"
        case 2: return "Button {\nprint(2)\n} label: {\nText(\"\(title)\")\n}"
        case 3: return "Button(\"\(title)\") { print(3) }\n.buttonStyle(.bordered)"
        default: return "Button(\"\(title)\") { print(4) }"
        }
    }

    static func statements(_ g: inout Generator, depth: Int) -> String {
        var out = ""
        for _ in 0..<(1 + g.next(5)) {
            switch depth < 3 ? g.next(6) : 0 {
            case 1, 2:
                out += g.pick(containers) + "\n" + statements(&g, depth: depth + 1) + "}"
            case 3:
                let (open, close) = builders[g.next(builders.count)]
                out += open + "\n" + statements(&g, depth: 3) + close
            default:
                out += button(&g)
            }
            out += g.pick([";", "\n", "; ", "\n\n"])
        }
        return out
    }

    static func screen(seed: UInt64) -> String {
        var g = Generator(state: seed)
        var text = "import SwiftUI\n"
        for index in 0..<(1 + g.next(3)) {
            switch g.next(4) {
            case 0:
                text += "struct V\(index)_Previews: PreviewProvider {\nstatic var previews: some View {\nVStack {\n"
                    + statements(&g, depth: 1) + "}\n}\n}\n"
            case 1:
                text += "#Preview {\nVStack {\n" + statements(&g, depth: 1) + "}\n}\n"
            default:
                text += "struct V\(index): View {\nvar body: some View {\n" + g.pick(containers) + "\n"
                    + statements(&g, depth: 1) + "}\n}\nfunc extra() -> some View {\nVStack {\n" + statements(&g, depth: 1)
                    + "}\n}\n}\n"
            }
        }
        return text
    }

    @Test func randomScreensInTinyPartsGiveTheirWholeFindings() {
        var cut = 0
        var findings = 0
        for seed in UInt64(1)...150 {
            let source = SourceFile(path: "V.swift", text: Self.screen(seed: seed))
            let linter = Linter()
            let whole = PartedAnalysisTests.whole(source, linter)
            guard let (parted, starts) = PartedAnalysisTests.parted(source, linter) else {
                Issue.record("seed \(seed) was analysed whole")
                continue
            }
            #expect(parted.findings == whole.findings, "seed \(seed)")
            #expect(parted.casing == whole.casing, "seed \(seed)")
            if starts.count > 2 { cut += 1 }
            findings += whole.findings.count
        }
        #expect(cut >= 100, "\(cut) of 150 screens cut more than once")
        #expect(findings >= 300, "\(findings) findings to compare")
    }
}
