import Testing
@testable import ButtonLintKit

/// What a title's own text and shape tell about its site: a label that says it is for developers
/// (its context), a count among its interpolations (its length), a red tint on a swipe action
/// (its role).
@Suite struct TitleReadingTests {
    private static func lint(_ code: String, configure: (inout Configuration) -> Void = { _ in }) -> [Finding] {
        var configuration = Configuration()
        configure(&configuration)
        return Linter(configuration: configuration).lint(SourceFile(path: "Screen.swift", text: code))
    }

    private static func rows(_ code: String) -> [TitleInventoryRow] {
        Linter(configuration: Configuration(), listsTitleSites: true).analyze(SourceFile(path: "Screen.swift", text: code)).titles
    }

    @Test(arguments: [
        ("Debug: Low memory", true), ("debug: low memory", true), ("DEBUG: Crash", true),
        ("Debug – Reset cache", true), ("Debug - Reset cache", true), ("Debug — Reset", true),
        ("Debug -Reset", true), ("Debug: ", true), ("  Debug: Reload", true),
        ("[Debug] Reload feed", true), ("[DEV] Reload feed", true), ("[dev] Reload", true),
        ("(Debug) Show borders", true), ("[Internal] Flags", true), ("[Developer] Flags", true),
        ("DEV: Crash now", true),
        ("Debugger Settings", false), ("Debug Area", false), ("Debug", false), ("Debug…", false),
        ("Debug-Only Overlay", false), ("Dev: Show tiles", false), ("dev: show", false),
        ("Developer: Tools", false), ("[Debug Info", false), ("[Debug Menu] Reload", false),
        ("Device: Reset", false), ("\u{FFFC}: Debug", false), ("Save", false), ("", false),
    ])
    func titleLabelsNameTheDebugContext(_ title: String, _ isDebug: Bool) {
        #expect((ContextTable.context(ofTitle: title) == .debug) == isDebug, "\(title)")
    }

    @Test func aDebugTitlePutsItsSiteInDebugWhereverItsFindingsPoint() {
        let code = """
            import SwiftUI
            import UIKit
            struct Screen: View {
                var body: some View {
                    Button("Debug: low memory") { }
                    Button("save draft") { }
                    Button {
                    } label: {
                        Text("[DEV] reload everything from the server now")
                    }
                }
            }
            func menu() -> UIAlertController {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                sheet.addAction(UIAlertAction(title: "Debug – delete cache", style: .default))
                return sheet
            }
            """
        #expect(Self.lint(code).map { "\($0.start.line) \($0.ruleID)" } == ["6 title-case"])
        let all = Self.lint(code) { $0.checkedContexts = [.app, .debug] }
        #expect(all.map { "\($0.start.line) \($0.ruleID) \($0.context!.rawValue)" } == [
            "5 title-case debug", "6 title-case app", "9 title-case debug", "9 title-length debug",
            "9 title-verb debug", "15 title-case debug",
        ])
        #expect(Self.rows(code).map(\.context) == [.debug, .app, .debug, .debug])
    }

    @Test(arguments: [
        ("\\(items.count)", true), ("\\(selection.count)", true), ("\\(selectedCount)", true),
        ("\\( count )", true), ("\\(model.unreadCount)", true), ("\\(30)", true), ("\\(-1_000)", true),
        ("\\(n, specifier: \"%d\")", true), ("\\(n, specifier: \"%lld\")", true),
        ("\\(n, specifier: \"%02d\")", false), ("\\(n, specifier: \"%.1f\")", false),
        ("\\(name)", false), ("\\(discount)", false), ("\\(items.count + 1)", false), ("\\(counts[0])", false),
        ("\\(account)", false), ("\\(2.5)", false), ("\\(\"all\")", false), ("\\(items.count())", false),
    ])
    func countsAreReadFromSyntax(_ interpolation: String, _ isCount: Bool) {
        #expect(TitleResolver.isCount(interpolation: Array(interpolation.utf8)[...]) == isCount, "\(interpolation)")
    }

    @Test func aCountIsOneCharacterForTitleLength() {
        let code = """
            import SwiftUI
            struct Toolbar: View {
                let selection: Set<Int>
                let name: String
                var body: some View {
                    Button("Delete \\(selection.count) Selected Folders") { }
                    Button("Delete \\(selection.count) of \\(name) Folders") { }
                    Button("Delete \\(name) Selected Folders") { }
                    Button(selection.isEmpty ? "Select All Folders Here" : "Delete \\(selection.count) Selected Folders") { }
                }
            }
            """
        #expect(Self.lint(code).map { "\($0.start.line) \($0.ruleID)" } == ["7 title-length", "8 title-length"])
    }

    @Test func aRedTintMarksASwipeActionWhateverItDoes() {
        let code = """
            import SwiftUI
            struct Rows: View {
                let model: Model
                var body: some View {
                    List(model.items) { item in
                        Text(item.name)
                            .swipeActions {
                                Button("Delete") { model.confirmDelete(item) }
                                    .tint(.red)
                                Button("Remove") { model.remove(item) }
                                    .tint(Color.red)
                                Button("Erase") { model.erase(item) }
                                    .tint(.orange)
                                Button("Discard") { model.discard(item) }
                            }
                            .contextMenu {
                                Button("Delete") { model.delete(item) }
                                    .tint(.red)
                            }
                    }
                }
            }
            """
        #expect(Self.lint(code).map { "\($0.start.line) \($0.ruleID)" } == [
            "12 destructive-role", "14 destructive-role", "17 destructive-role",
        ])
        #expect(Self.rows(code).map(\.role) == [.destructive, .destructive, .unspecified, .unspecified, .unspecified])
    }
}
