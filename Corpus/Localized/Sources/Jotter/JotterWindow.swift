//
//  JotterWindow.swift
//  Jotter
//
//  Every title is a phrase of Localized.yml, read in its default language (en). A finding points
//  at the `Loc` expression and names the phrase's key. GNOME header capitalization applies.
//

import Adwaita
import Localized

struct JotterWindow: WindowView {
    @State private var jots: [Jot] = []
    @State private var selection: Set<Jot.ID> = []
    var app: AdwaitaApp
    var window: AdwaitaWindow

    var view: Body {
        HeaderBar {
            Button(Loc.newJot) { addJot() }
            Button(Loc.exportJot) { exportJot() } // expect: title-case
        } end: {
            Button(Loc.shareJot(name: currentTitle)) { share() }
            Button(Loc.trashJots(count: selection.count)) { moveToTrash() } // expect: title-case
            Button(Loc.pinJot) { pin() }
            Button(Loc.linkJots(source: currentTitle, target: draftTitle)) { link() }
            // A phrase the file does not define is not read.
            Button(Loc.archiveJot) { archive() }
        }
    }

    private var currentTitle: String { jots.first?.title ?? "" }
    private var draftTitle: String { "" }
    private func addJot() {}
    private func exportJot() {}
    private func share() {}
    private func moveToTrash() {}
    private func pin() {}
    private func link() {}
    private func archive() {}
}

struct Jot: Identifiable {
    let id: Int
    var title: String
}
