import Testing
@testable import ButtonLintKit

/// The forms read from a button's look, its action, its title's sign and the sheet it belongs
/// to: inline text, checkboxes, icon-only labels, destinations, steppers, options of a labeled
/// setting or a sheet, and dismiss actions.
@Suite struct ControlFormTests {
    private func controls(_ code: String) -> [String: TitleControl] {
        titleControls(of: code)
    }

    @Test func smallPlainTextWithoutAShapeIsInlineText() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button { more() } label: { Text("Show more replies").font(.caption) }.buttonStyle(.plain)
            HStack {
                Button("Copy link") { copy() }.font(.footnote)
                Button("Reply privately") { reply() }.font(.subheadline)
            }
            .buttonStyle(.borderless)
            Button { learn() } label: { Text("Learn more…").font(.caption).background(Capsule()) }.buttonStyle(.borderless)
            Button { join() } label: { Text("Join thread").font(.subheadline).padding(6) }.buttonStyle(.plain)
            Button("Pin comment") { pin() }.font(.caption).buttonStyle(.bordered)
            Button("Mute thread") { mute() }.font(.body).buttonStyle(.plain)
        }
        """)
        for title in ["Show more replies", "Copy link", "Reply privately"] {
            #expect(found[title]?.form == .inlineText, "\(title)")
            #expect(found[title]?.asksForCase == false && found[title]?.asksForVerb == false, "\(title)")
        }
        for title in ["Learn more…", "Join thread", "Pin comment", "Mute thread"] {
            #expect(found[title]?.form == .button, "\(title)")
        }
    }

    @Test func aFixedPointSizeReadsAsTheTextStyleOfThatSize() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button("Show more replies") { more() }.buttonStyle(.plain).font(.system(size: 12))
            Button("Copy link") { copy() }.buttonStyle(.borderless).font(.system(size: 13, weight: .semibold))
            Button("Reply privately") { reply() }.buttonStyle(.plain).font(.system(size: 14.5))
            Button { join() } label: { Text("Join thread").font(.system(size: 15)).padding(6) }.buttonStyle(.plain)
            Button("Mute thread") { mute() }.buttonStyle(.plain).font(.system(size: 17))
            Button("Pin comment") { pin() }.buttonStyle(.plain).font(.custom("Avenir", size: 12))
            Button("Hide comment") { hide() }.buttonStyle(.plain).font(.system(size: fontSize))
        }
        """)
        for title in ["Show more replies", "Copy link", "Reply privately"] {
            #expect(found[title]?.form == .inlineText, "\(title)")
        }
        // Padded, large, another font's size, or a size not written as a number: a button.
        for title in ["Join thread", "Mute thread", "Pin comment", "Hide comment"] {
            #expect(found[title]?.form == .button, "\(title)")
        }
    }

    @Test func checkboxAndRadioStylesMakeCheckboxesOtherSelectionStylesOptions() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button("Include hidden files") { hidden.toggle() }.buttonStyle(CircleCheckboxButtonStyle(isSelected: hidden))
            Button("Whole disk") { scope = .disk }.buttonStyle(RadioStyle())
            Button("Compact rows") { compact() }.toggleButtonStyle(isOn: compact)
            Button("Large Icons") { size = .large }.buttonStyle(SelectionButtonStyle(isSelected: large))
        }
        """)
        #expect(found["Include hidden files"]?.form == .checkbox && found["Whole disk"]?.form == .checkbox)
        #expect(found["Compact rows"]?.form == .checkbox && found["Compact rows"]?.asksForCase == false)
        #expect(found["Large Icons"]?.form == .option && found["Large Icons"]?.asksForCase == true)
    }

    @Test func anIconOnlyLabelStyleHidesTheTitleOfLabelsWithAnIcon() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            HStack {
                Button("Inspector", systemImage: "sidebar.right") { inspect() }
                Button { share() } label: { Label("Sharing Options", systemImage: "person.2") }
                Button { tag() } label: { Label("Tags", systemImage: "tag") }.labelStyle(.titleAndIcon)
                Button("Statistics") { count() }
            }
            .labelStyle(.iconOnly)
        }
        """)
        #expect(found["Inspector"]?.form == .iconOnly && found["Sharing Options"]?.form == .iconOnly)
        #expect(found["Inspector"]?.asksForVerb == false && found["Inspector"]?.asksForLength == false)
        #expect(found["Inspector"]?.asksForCase == true)
        #expect(found["Tags"]?.form == .button && found["Statistics"]?.form == .button)
    }

    @Test func anActionThatOnlyOpensAPlaceMakesADestination() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button("Security") { router.route(to: .security(policy: policy)) }
            Button("Terminal…") { server.openTerminal() }
            Button("Error Details") { showingErrorSheet = true }
            Button("Help Center") { withAnimation { self.isPresentingHelp = true } }
            Button("Server Log") { path.append(Route.log) }
            Button("Recent Servers") { coordinator?.push(.recent) }
            Button("Shutdown") { shutdown() }
            Button("Diagnostics") { collect(); showingErrorSheet = true }
            Button("Warnings") { showingErrorSheet = false }
            Button("Bookmarks") { if ready { router.route(to: .bookmarks) } }
            Button("Favorites") { list.append(item) }
        }
        """)
        for title in ["Security", "Terminal…", "Error Details", "Help Center", "Server Log", "Recent Servers"] {
            #expect(found[title]?.form == .destination, "\(title)")
        }
        #expect(found["Security"]?.asksForVerb == false && found["Security"]?.asksForLength == true)
        for title in ["Shutdown", "Diagnostics", "Warnings", "Bookmarks", "Favorites"] {
            #expect(found[title]?.form == .button, "\(title)")
        }
    }

    @Test func aTitleLedBySignedNumberIsAStepper() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Button("+10 ms") { delay += 10 }
            Button("\\u{2212}100 ms") { delay -= 100 }
            Button("-5 s") { delay -= 5 }
            Button("±1 Frame") { nudge() }
            Button("10 Seconds Back") { skip() }
            Button("+ Add Item") { add() }
        }
        """)
        for title in ["+10 ms", "\u{2212}100 ms", "-5 s", "±1 Frame"] {
            #expect(found[title]?.form == .stepper, "\(title)")
        }
        #expect(found["+10 ms"]?.asksForVerb == false && found["+10 ms"]?.asksForLength == false)
        #expect(found["10 Seconds Back"]?.form == .button && found["+ Add Item"]?.form == .button)
    }

    @Test func theWordTestsBeforeASplitAgreeWithTheSplit() {
        let names = ["VideoContextMenu", "MENUView", "_showSettings", "isShowingSheet", "presentSheet", "openURL",
                     "dismiss", "withAnimation", "showing2Things", "MénuView", "ShowMenu", "x_Push", "", "__", "9lives"]
        for name in names {
            let words = NameForms.lowercasedWords(of: name)
            if words.contains("menu") { #expect(NameForms.mayHaveWord("menu", in: name), "\(name)") }
            for first in ["show", "showing", "is", "present", "open", "push", "9lives"] where words.first == first {
                #expect(NameForms.firstWord(of: name, mayBeOneOf: [first]), "\(name)")
            }
        }
        #expect(!NameForms.mayHaveWord("menu", in: "SettingsView"))
        #expect(!NameForms.firstWord(of: "dismiss", mayBeOneOf: ["show", "open"]))
        #expect(!NameForms.firstWord(of: "reshow", mayBeOneOf: ["show"]))
    }

    @Test func buttonsInALabeledContentAreOptions() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            LabeledContent("Copy pasteboard:") { HStack { Button("Mac → Simulator") { copy() } } }
            Button("Keychain") { reset() }
        }
        """)
        #expect(found["Mac → Simulator"]?.form == .option)
        #expect(found["Keychain"]?.form == .button)
    }

    @Test func theActionsOfASheetThatSaysTheVerbOrSetsOneValueAreOptions() {
        let found = controls("""
        import UIKit
        func f() {
            let types = UIAlertController(title: "Create Relation Type", message: nil, preferredStyle: .actionSheet)
            types.addAction(UIAlertAction(title: "Multipolygon", style: .default) { _ in self.create() })
            types.addAction(UIAlertAction(title: "Dismiss", style: .cancel))
            let side = UIAlertController(title: "Button Position", message: nil, preferredStyle: .alert)
            side.addAction(UIAlertAction(title: "Left", style: .default, handler: { _ in self.settings.layout = .left }))
            side.addAction(UIAlertAction(title: "Right", style: .default, handler: { _ in self.settings.layout = .right }))
            let failed = UIAlertController(title: "Upload Failed", message: nil, preferredStyle: .alert)
            failed.addAction(UIAlertAction(title: "Error Log", style: .default) { _ in self.copyLog() })
            let asked = UIAlertController(title: "Upload Changes?", message: nil, preferredStyle: .alert)
            asked.addAction(UIAlertAction(title: "Yes", style: .default) { _ in self.upload() })
            let units = UIAlertController(title: "Units", message: nil, preferredStyle: .alert)
            units.addAction(UIAlertAction(title: "Metric", style: .default) { _ in self.busy = true; self.metric() })
            units.addAction(UIAlertAction(title: "Imperial", style: .default) { _ in self.busy = true; self.imperial() })
        }
        """)
        #expect(found["Multipolygon"]?.form == .option)
        #expect(found["Left"]?.form == .option && found["Right"]?.form == .option)
        #expect(found["Dismiss"]?.form == .dismiss)
        for title in ["Error Log", "Yes", "Metric", "Imperial"] {
            #expect(found[title]?.form == .button, "\(title)")
        }
    }

    @Test func aCancelActionIsADismissButtonAskedForNoVerb() {
        let found = controls("""
        import SwiftUI
        var body: some View {
            Text("").alert("Rate the App?", isPresented: $asks) {
                Button("Rate Now") { rate() }
                Button("Maybe Later…", role: .cancel) { }
            }
            Button("No Thanks") { }
        }
        """)
        #expect(found["Maybe Later…"]?.form == .dismiss)
        #expect(found["Maybe Later…"]?.asksForVerb == false && found["Maybe Later…"]?.asksForLength == true)
        #expect(found["No Thanks"]?.form == .button)
    }
}
