import Testing
@testable import ButtonLintKit

private func lint(_ code: String, builders: [BuilderEntry] = []) -> [Finding] {
    var configuration = Configuration()
    configuration.builders = builders
    return Linter(configuration: configuration).lint(SourceFile(path: "Test.swift", text: code))
}

private func sites(_ code: String, catalogue: APICatalogue) -> [TitleSite] {
    let tree = CallParser.parse(Lexer.lex(SourceFile(path: "Test.swift", text: code)))
    return SiteExtractor.sites(in: tree, frameworks: Framework.imported(by: tree.imports), catalogue: catalogue)
}

/// The catalogue is the one place API names live: the prefilter's names come from its entries,
/// and a configuration's builders are read like the standard ones.
@Suite struct APICatalogueTests {
    @Test func everyTriggerNameIsWrittenByAnEntry() {
        let catalogue = APICatalogue.standard
        let written = Set(catalogue.builders.flatMap(\.triggers) + catalogue.configurationNames)
        #expect(!catalogue.triggerNames.isEmpty)
        for name in catalogue.triggerNames {
            #expect(written.contains(name), "trigger name \(name) is written by no catalogue entry")
        }
    }

    @Test func everyBuilderIsFoundByTheTriggerNames() {
        let catalogue = APICatalogue.standard
        for builder in catalogue.builders {
            for trigger in builder.triggers {
                #expect(catalogue.triggerNames.contains { trigger.contains($0) },
                        "\(builder.call.callee): a file holding \(trigger) would be skipped")
            }
        }
        // The controls stage reads buttons and accessories by these names; each holds a trigger name.
        let controls = catalogue.controls
        for name in [controls.buttonType, controls.swiftUIButton] + controls.detailAccessories.sorted() {
            #expect(catalogue.triggerNames.contains { name.contains($0) }, "a file holding \(name) would be skipped")
        }
    }

    @Test func noTriggerNameHoldsAnother() {
        let names = APICatalogue.standard.triggerNames
        for name in names {
            #expect(!names.contains { $0 != name && name.contains($0) }, "\(name) is covered by a shorter name")
        }
        #expect(APICatalogue.shortestCovering(["UIBarButtonItem", "Button", "NSButton", "Menu", "UIMenu"])
                == ["Button", "Menu"])
    }

    @Test func implicitMemberBuildersTriggerOnTheTypesTheySitIn() throws {
        let cancel = try #require(APICatalogue.standard.builders.first { $0.call.callee == "cancel" })
        #expect(cancel.triggers == ["Alert", "ActionSheet"])
        let response = try #require(APICatalogue.standard.builders.first { $0.call.callee == "response" })
        // Every Adwaita call sits in a file that names the module it imports.
        #expect(response.triggers == ["Adwaita"])
    }

    @Test func sheetBuildersSayWhatThePlatformDoesWithTheirActions() throws {
        let byBuilder = Dictionary(uniqueKeysWithValues: APICatalogue.standard.sheetBuilders.map { ($0.builder, $0) })
        #expect(byBuilder[.confirmationDialog]?.behaviour == [.addsOwnDismiss])
        #expect(byBuilder[.legacyActionSheet]?.behaviour == [.showsSourceOrder])
        #expect(byBuilder[.uiAlertController]?.behaviour == [.showsSourceOrder, .throwsOnSecondCancel, .throwsWithoutAnchor])
        #expect(byBuilder[.swiftUIAlert]?.behaviour == [])
    }

    @Test func addingAConfiguredBuilderMakesItsCallsTitleSites() {
        let code = "import SwiftUI\nlet chip = Chip(\"save draft\") { }\nlet other = Chip(label: \"x\")"
        #expect(sites(code, catalogue: .standard).isEmpty)
        let catalogue = APICatalogue.standard.adding([BuilderEntry(call: "Chip", title: "_", kind: .button)])
        let found = sites(code, catalogue: catalogue)
        // A call without the title argument is a site whose title cannot be read.
        #expect(found.map { $0.title?.text.text } == ["save draft", nil])
        #expect(found.map(\.kind) == [.button, .button])
        #expect(catalogue.triggerNames.contains("Chip"))
        #expect(!APICatalogue.standard.triggerNames.contains("Chip"))
    }

    @Test func aConfiguredBuilderReadsItsReceiverTitleLabelRoleAndKind() {
        let entry = BuilderEntry(call: "action", receiver: "DS.Sheet", title: "named", role: "style", kind: .alertAction)
        let catalogue = APICatalogue.standard.adding([entry])
        let code = """
        import UIKit
        let a = DS.Sheet.action(named: "Delete All", style: .destructive)
        let b = Sheet.action(named: "Other", style: .destructive)
        let c = DS.Sheet.action("Unlabeled", style: .cancel)
        """
        let found = sites(code, catalogue: catalogue)
        #expect(found.map { $0.title?.text.text } == ["Delete All", nil])
        #expect(found.map(\.role) == [.destructive, .cancel])
        #expect(found.allSatisfy { $0.kind == .alertAction })
    }

    @Test func theLinterReadsTheConfiguredBuildersIncludingThePrefilter() {
        // No standard trigger name appears in this file: without the builder it is never lexed.
        let code = "import SwiftUI\nlet chip = Chip(\"save draft\")\n"
        #expect(lint(code).isEmpty)
        let findings = lint(code, builders: [BuilderEntry(call: "Chip")])
        #expect(findings.map(\.ruleID) == ["title-case"])
    }

    /// GTK's `Button(label:)` and `ButtonRef(label:)` take their title from `label:`, bare or written
    /// on their module; a SwiftUI-shaped `Button("…")` is no GTK title, and neither is a GTK
    /// button in a file without a GTK import.
    @Test func gtkButtonsTakeTheirTitleFromTheLabelArgument() {
        let code = """
        import Gtk
        let save = Button(label: "Save As…")
        let open = ButtonRef(label: "open file")
        let quit = Gtk.Button(label: "Quit")
        let plain = Button("Not GTK") { }
        let icon = Button(iconName: "edit-find-symbolic")
        """
        let found = sites(code, catalogue: .standard)
        #expect(found.map { $0.title?.text.text } == ["Save As…", "open file", "Quit"])
        #expect(found.allSatisfy { $0.kind == .button && $0.frameworks == [.gtk] })
        let withoutImport = code.replacing("import Gtk", with: "import Foundation")
        #expect(sites(withoutImport, catalogue: .standard).isEmpty)
    }

    @Test func addingNothingKeepsTheCatalogue() {
        #expect(APICatalogue.standard.adding([]).triggerNames == APICatalogue.standard.triggerNames)
        #expect(APICatalogue.standard.adding([]).builders.count == APICatalogue.standard.builders.count)
    }
}
