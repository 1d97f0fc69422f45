import Testing
@testable import ButtonLintKit

/// Where a site lives decides whether it is reported: shipping UI is, debug screens, galleries,
/// examples, tests, previews and accessibility actions are not unless configured.
@Suite struct SiteContextTests {
    private static func lint(_ code: String, path: String = "Screen.swift",
                             configuration: Configuration = Configuration()) -> [Finding] {
        Linter(configuration: configuration).lint(SourceFile(path: path, text: code))
    }

    private static func tree(_ code: String) -> SyntaxTree {
        CallParser.parse(Lexer.lex(SourceFile(path: "Screen.swift", text: code)))
    }

    @Test(arguments: [
        ("DebouncedButton", ["Debounced", "Button"]),
        ("DEBUGMenuView2", ["DEBUG", "Menu", "View", "2"]),
        ("debug_menu", ["debug", "menu"]),
        ("Trail Watch App", ["Trail", "Watch", "App"]),
        ("URLInspector", ["URL", "Inspector"]),
    ])
    func namesSplitIntoWords(name: String, words: [String]) {
        #expect(NameForms.words(of: Substring(name)).map(String.init) == words)
    }

    @Test(arguments: [
        ("App/Debug/FlagsView.swift", SiteContext.debug),
        ("App/DeveloperMenu/Menu.swift", .debug),
        ("App/Screens/DebugOverlay.swift", .debug),
        ("App/Internal/Tools.swift", .debug),
        ("App/Controls/DebouncedButton.swift", nil),
        ("App/Screens/DevelopmentView.swift", nil),
        ("App/InternalBrowser/BrowserView.swift", nil),
        ("Kit/Gallery/Buttons.swift", .gallery),
        ("Kit/Inspectors/Shadow.swift", .gallery),
        ("Kit/InspectorArea/Area.swift", nil),
        ("Kit/Gallery.swift", nil),
        ("Kit/Examples/Todo/List.swift", .examples),
        ("Kit/Demo App/List.swift", .examples),
        ("Kit/Sources/Sample.swift", nil),
        ("Tests/KitTests/ListTests.swift", .tests),
        ("MyAppUITests/Flow.swift", .tests),
        ("App/Screens/LoginTests.swift", .tests),
        ("App/Contest/Entry.swift", nil),
        ("./../Debug/Menu.swift", .debug),
        ("Tests/Debug/Menu.swift", .tests),
    ] as [(String, SiteContext?)])
    func pathsNameContexts(path: String, context: SiteContext?) {
        #expect(PathFacts(path: path).context == context, "\(path)")
    }

    /// A folder's facts kept for a run give each file what reading its whole path gives, in
    /// whichever order files of the same folders come, and whatever a folder's files are named.
    @Test func foldersReadOnceGiveWhatTheWholePathGives() {
        let paths = ["Kit/Demo App/List.swift", "Kit/Demo App/ListTests.swift", "Kit/Demo App/Debug.swift",
                     "Tests/Debug/Menu.swift", "Trail Watch App/Route.swift", "Trail Watch App/DebugRoute.swift",
                     "./../Debug/Menu.swift", "App/Screens/LoginTests.swift", "App/Screens/Login.swift",
                     "Menu.swift", "Debug/", "Debug/..", "/Users/me/App/Internal/View.swift"]
        let memo = PathFacts.FolderMemo()
        for path in paths + paths.reversed() {
            #expect(PathFacts(path: path, below: "/Users/me/App", folders: memo)
                        == PathFacts(path: path, below: "/Users/me/App"), "\(path)")
        }
    }

    @Test func foldersAboveTheRunsFolderSayNothing() {
        let path = "/Users/me/Developer/Internal/App/Sources/View.swift"
        #expect(PathFacts(path: path, below: "/Users/me/Developer/Internal/App").context == nil)
        #expect(PathFacts(path: path, below: "/Users/me/Developer/Internal/App/").context == nil)
        #expect(PathFacts(path: path).context == .debug)
        #expect(PathFacts(path: "Sources/View.swift", below: "/elsewhere").context == nil)
    }

    @Test(arguments: [
        ("Trail Watch App/Route.swift", true),
        ("Trail WatchKit Extension/Route.swift", true),
        ("TrailWatch/Route.swift", true),
        ("Shared/watchOS/Route.swift", true),
        ("Trail/Route.swift", false),
        ("Stopwatch/Route.swift", false),
        ("Trail/AppleWatch.swift", false),
    ])
    func watchTargetFolders(path: String, isWatch: Bool) {
        #expect((PathFacts(path: path).platform != nil) == isWatch, "\(path)")
    }

    @Test func theParserRecordsEachBranchOfAnIfChain() throws {
        let code = """
            #if DEBUG
            let a = 1
            #elseif os(watchOS) && targetEnvironment(simulator)
            let b = 2
            #else
            let c = 3
            #endif
            """
        let regions = Self.tree(code).conditionalRegions
        #expect(regions.map(\.condition) == ["DEBUG", "os(watchOS)&&targetEnvironment(simulator)", ""])
        #expect(regions.map(\.earlierConditions) == [[], ["DEBUG"], ["DEBUG", "os(watchOS)&&targetEnvironment(simulator)"]])
        #expect(regions[0].asserts("DEBUG") && !regions[1].asserts("DEBUG") && !regions[2].asserts("DEBUG"))
        #expect(regions[1].asserts("os(watchOS)"))
        let bytes = Array(code.utf8)
        #expect(String(decoding: bytes[regions[0].bytes], as: UTF8.self) == "\nlet a = 1\n")
    }

    @Test func onlyASureConditionAssertsAFlag() {
        func region(_ condition: String, after earlier: [String] = []) -> ConditionalRegion {
            ConditionalRegion(condition: condition, earlierConditions: earlier, bytes: 0..<0)
        }
        #expect(region("DEBUG&&os(iOS)").asserts("DEBUG"))
        #expect(!region("DEBUG||BETA").asserts("DEBUG"))
        #expect(!region("!DEBUG").asserts("DEBUG"))
        #expect(!region("(DEBUG||BETA)&&os(iOS)").asserts("DEBUG"))
        #expect(region("", after: ["!DEBUG"]).asserts("DEBUG"))
        #expect(!region("", after: ["DEBUG"]).asserts("DEBUG"))
    }

    @Test func nestedChainsCloseInnermostFirst() {
        let code = """
            #if os(iOS)
            #if DEBUG
            let a = 1
            #endif
            let b = 2
            #endif
            """
        #expect(Self.tree(code).conditionalRegions.map(\.condition) == ["DEBUG", "os(iOS)"])
    }

    @Test func syntaxPutsSitesInContexts() {
        let code = """
            import SwiftUI
            struct DebugMenu: View {
                var body: some View { Button("crash now") { } }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button("save draft") { }
                        #if DEBUG
                        Button("dump state") { }
                        #endif
                        Text("Row").accessibilityActions { Button("mark read") { } }
                    }
                }
            }
            """
        #expect(Self.lint(code).map { "\($0.start.line) \($0.ruleID)" } == ["8 title-case"])
        var configuration = Configuration()
        configuration.checkedContexts = [.app, .debug]
        let checked = Self.lint(code, configuration: configuration)
        #expect(checked.map { "\($0.start.line) \($0.context!.rawValue)" } == ["3 debug", "8 app", "10 debug"])
        configuration.checkedContexts = Set(SiteContext.allCases)
        #expect(Self.lint(code, configuration: configuration).map(\.start.line) == [3, 8, 10, 12])
    }

    @Test func aTestFrameworkImportMakesATestFile() {
        let code = "import SwiftUI\nimport XCTest\nlet b = Button(\"pay now\") { }"
        #expect(Self.lint(code).isEmpty)
        #expect(Self.lint("import SwiftUI\nlet b = Button(\"pay now\") { }").count == 1)
    }

    @Test func watchOSSheetsHaveASystemCancel() {
        let sheet = """
            import SwiftUI
            let sheet = ActionSheet(title: Text("Sort"), buttons: [.default(Text("Sort by Name")), .default(Text("Sort by Date"))])
            """
        #expect(Self.lint(sheet).map(\.ruleID) == ["sheet-cancel"])
        #expect(Self.lint(sheet, path: "Trail Watch App/Sort.swift").isEmpty)
        #expect(Self.lint(sheet.replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport WatchKit")).isEmpty)
        let branches = "import SwiftUI\n#if os(watchOS)\n" + sheet.dropFirst("import SwiftUI\n".count)
            + "\n#else\n" + sheet.dropFirst("import SwiftUI\n".count) + "\n#endif"
        #expect(Self.lint(branches).map { "\($0.start.line) \($0.ruleID)" } == ["5 sheet-cancel"])
    }

    @Test func theContextsKeyNamesKnownContexts() throws {
        let decoder = ConfigurationDecoder(path: ".buttonlint.yml", folder: "/repo")
        let configuration = try decoder.decode(Array("contexts: [app, debug, tests]".utf8))
        #expect(configuration.checkedContexts == [.app, .debug, .tests])
        #expect(Configuration().checkedContexts == [.app])
        let previews = try decoder.decode(Array("contexts: [app]\npreviews: check".utf8))
        #expect(previews.checkedContexts == [.app, .previews] && previews.checksPreviews)
        #expect(throws: ConfigurationError.self) { try decoder.decode(Array("contexts: debug".utf8)) }
        do {
            _ = try decoder.decode(Array("contexts: [app, debg]".utf8))
            Issue.record("a misspelt context is accepted")
        } catch {
            #expect(error.line == 1 && error.column == 17, "\(error)")
            #expect(error.message.contains("did you mean 'debug'?"), "\(error)")
        }
    }

    @Test func jsonFindingsAndTheInventoryCarryTheContext() throws {
        var finding = Finding(path: "A.swift", start: SourceLocation(line: 1, column: 1),
                              end: SourceLocation(line: 1, column: 2), ruleID: "title-case", severity: .warning,
                              message: "m", title: "t")
        finding.context = .debug
        var stream = JSONReporter().makeStream(context: ReportContext(fileCount: 1))
        let text = stream.write([finding]) + stream.finish()
        #expect(text.contains("\"column\":1,\"context\":\"debug\",\"endColumn\":2"), "\(text)")
        #expect(TitleInventoryWriter.columns.last == "context")
    }
}
