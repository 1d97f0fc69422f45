import Testing
@testable import ButtonLintKit

/// What a titled control is and where it sits, read from syntax: the title rules judge a title
/// only by the checks that make sense for its control.
/// Each checkable title of `code` with its control (the first, when a title repeats).
func titleControls(of code: String) -> [String: TitleControl] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    let file = AnalyzedFile(tree: tree, frameworks: Framework.imported(by: tree.imports))
    return Dictionary(file.checkableTitles.map { ($0.title.text.text, $0.control) }, uniquingKeysWith: { first, _ in first })
}

@Suite struct TitleControlTests {
    private func controls(_ code: String) -> [String: TitleControl] {
        titleControls(of: code)
    }

    @Test func aPlainButtonIsAButtonOnScreen() {
        let found = controls("import SwiftUI\nlet b = Button(\"Save\") { save() }")
        #expect(found["Save"] == TitleControl(form: .button, placement: .onScreen))
        #expect(found["Save"]?.asksForVerb == true && found["Save"]?.asksForLength == true)
    }

    @Test func titlesForSeveralStatesOfOneButtonAreStateLabels() {
        let found = controls("""
        import UIKit
        func f() {
            follow.setTitle("Follow", for: .normal)
            follow.setTitle("Following", for: .selected)
            photos.setTitle("Photos", for: .normal)
        }
        """)
        #expect(found["Following"]?.form == .stateLabel && found["Follow"]?.form == .stateLabel)
        #expect(found["Photos"]?.form == .button)
        #expect(found["Following"]?.asksForVerb == false && found["Following"]?.endsItsLabel == true)
    }

    @Test func linkStylesMakeLinksAndTheInnermostStyleWins() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            HStack {
                Button("Website") { }
                Button("Changelog") { }.buttonStyle(.bordered)
            }
            .buttonStyle(.link)
            Button("Credits") { }.buttonStyle(LinkButtonStyle())
            Button("Photos") { }.buttonStyle(.plain)
        }
        """)
        #expect(found["Website"]?.form == .link && found["Credits"]?.form == .link)
        #expect(found["Changelog"]?.form == .button && found["Photos"]?.form == .button)
    }

    @Test func labelsThatGoOnAfterTheirTextAreComposed() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button(action: go) { HStack { Text("Continue with"); Image("Logo") } }
            Button(action: go) { HStack { Text("Storage"); Spacer() } }
            Button(action: go) { HStack { Image(systemName: "photo"); Text("Photo Library") } }
            Button(action: go) { Text("Next").padding(EdgeInsets()) }
        }
        """)
        #expect(found["Continue with"]?.form == .composedLabel && found["Storage"]?.form == .composedLabel)
        #expect(found["Photo Library"]?.form == .button && found["Next"]?.form == .button)
        #expect(found["Storage"]?.endsItsLabel == false)
    }

    @Test func choicesAndTogglesAreOptions() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button("Grid") { layout = .grid }.buttonStyle(SelectableButtonStyle(isSelected: grid))
            Button(action: { vertex.toggle() }) { Text("Vertex") }
            Button { withAnimation { showsInfo.toggle() } } label: { Label("Info Panel", systemImage: "sidebar") }
            Button { } label: { Label("Starred", systemImage: on ? "star.fill" : "star") }
            Button("Statistics") { showsStats.toggle(); log() }
        }
        """)
        #expect(found["Grid"]?.form == .option && found["Vertex"]?.form == .option)
        #expect(found["Info Panel"]?.form == .option && found["Starred"]?.form == .option)
        #expect(found["Statistics"]?.form == .button)
    }

    @Test func menuItemsAndMenuBarCommandsArePlacedByTheirContainer() {
        let found = controls("""
        import SwiftUI
        struct Playback: Commands {
            var body: some Commands { CommandMenu("Playback") { Button("Faster") { } } }
        }
        var body: some View {
            Text("Row").contextMenu { Button("Video Info") { } }
            Menu { Button("Unwatched") { } } label: { Button("Download All") { } }
            WindowGroup { }.commands { CommandGroup(replacing: .help) { Button("Website") { } } }
        }
        """)
        #expect(found["Faster"]?.placement == .menuBarCommand && found["Website"]?.placement == .menuBarCommand)
        #expect(found["Video Info"]?.placement == .menuItem && found["Unwatched"]?.placement == .menuItem)
        #expect(found["Download All"]?.placement == .onScreen)
        #expect(found["Faster"]?.asksForVerb == false && found["Faster"]?.asksForLength == false)
    }

    @Test func aUIActionIsAMenuItemUnlessItIsAButtonsPrimaryAction() {
        let found = controls("""
        import UIKit
        let button = UIButton(primaryAction: UIAction(title: "Photo Library") { _ in })
        let menu = UIMenu(children: [UIAction(title: "Manga Info") { _ in }, UIAction(title: "Grid", state: .on) { _ in }])
        """)
        #expect(found["Photo Library"]?.placement == .onScreen)
        #expect(found["Manga Info"]?.placement == .menuItem)
        #expect(found["Grid"] == TitleControl(form: .option, placement: .menuItem))
    }

    @Test func linkIconsURLOpeningActionsAndDisabledEmptyButtonsAreNotActions() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button { show() } label: { Label("Changelog", systemImage: "link") }
            Button("Forum") { if let url = URL(string: "https://example.com") { openURL(url) } }
            Button("Archive") { openURL(url); archive() }
            Button { } label: { Text("Loading") }.disabled(true)
            Button("Bookshelf") { }
        }
        """)
        #expect(found["Changelog"]?.form == .link && found["Forum"]?.form == .link)
        #expect(found["Archive"]?.form == .button && found["Bookshelf"]?.form == .button)
        #expect(found["Loading"]?.form == .stateLabel)
    }

    @Test func aViewNamedAsAMenusContentHoldsMenuItems() {
        let found = controls("""
        import SwiftUI
        struct VideoContextMenu: View { var body: some View { Button("Video Info") { } } }
        struct AdvancedMenuContent: View { var body: some View { Button("Advanced") { } } }
        struct MenuPlanner: View { var body: some View { Button("Weekly Plan") { } } }
        """)
        #expect(found["Video Info"]?.placement == .menuItem && found["Advanced"]?.placement == .menuItem)
        #expect(found["Weekly Plan"]?.placement == .onScreen)
    }

    @Test func aPropertyOrFunctionNamedAsAMenusContentHoldsMenuItems() {
        let found = controls("""
        import SwiftUI
        struct Library: View {
            var body: some View { Button("Random Pick") { } }
            private var menuContent: some View { Button("Random") { } }
            @ViewBuilder func sortMenuItems() -> some View { Button("Author") { } }
            private var menuPlanner: some View { Button("Weekly Plan") { } }
        }
        """)
        #expect(found["Random"]?.placement == .menuItem && found["Author"]?.placement == .menuItem)
        #expect(found["Random Pick"]?.placement == .onScreen && found["Weekly Plan"]?.placement == .onScreen)
    }

    @Test func aFragmentKeepsAFinalMinorWordLowercase() {
        #expect(FragmentCasing.onlyCapitalizesFinalMinorWord("Continue with", "Continue With"))
        #expect(!FragmentCasing.onlyCapitalizesFinalMinorWord("Show all", "Show All"))
        #expect(!FragmentCasing.onlyCapitalizesFinalMinorWord("show with", "Show With"))
        #expect(!FragmentCasing.onlyCapitalizesFinalMinorWord("with", "With"))
    }
}
