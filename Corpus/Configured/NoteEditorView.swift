//
//  NoteEditorView.swift
//  Lumen Notes
//
//  The note editor. Its folder's .buttonlint.yml sets sentence case, shorter titles, a
//  smaller allow-list and the design-system module that re-exports SwiftUI.
//

import LumenDesign

struct NoteEditorView: View {
    @State private var showsExport = false
    @State private var showsDeleteAlert = false
    @State private var showsLegacyExport = false
    let note: Note

    var body: some View {
        VStack {
            NoteTextView(note: note)
            HStack {
                Button("Save draft") { note.save() }
                Button("Share With Friends") { showsExport = true } // expect: title-case
                Button("Upload to Lumen Cloud") { note.upload() }
                Button("Geotag this note") { note.geotag() }
                Button("Send to a nearby Mac") { note.send() } // expect: title-length
                Button("Not now") { dismiss() }
                Button("Later") { dismiss() }
                Button("Settings…") { note.save(); openSettings() } // expect: title-verb
                Button("Upgrade to Lumen Pro") { openStore() }
            }
            // buttonlint:disable:next title-case - the campaign's name is written this way
            Button(
                "Go To Lumen Pro",
                action: openStore
            )
            Button("Export as a PDF document") { export() } // buttonlint:disable:this title-length - matches the menu
            // expect-next: unused-suppression
            // buttonlint:disable:next title-verb
            Button("Print note") { print() }
            // expect-next: unused-suppression
            // buttonlint:disable:next title-cse
            Button("Duplicate The Note") { duplicate() } // expect: title-case
            // buttonlint:disable title-case title-verb - legacy toolbar, redesign in progress
            Button("Archive The Note") { archive() }
            Button("Pinned") { pin() }
            // buttonlint:enable title-case title-verb
            Button("Move To Trash") { trash() } // expect: title-case
            let hint = "// buttonlint:disable:next title-case"
            Button("Copy To Clipboard") { copyLink() } // expect: title-case
        }
        .confirmationDialog("Export note", isPresented: $showsExport) { // expect: sheet-length
            Button("Export as PDF") { export(.pdf) }
            Button("Export as Markdown") { export(.markdown) }
            Button("Export as text") { export(.text) }
            Button("Send to Lumen Cloud") { export(.cloud) }
            Button("Go back", role: .cancel) { }
        }
        .confirmationDialog("Delete note?", isPresented: $showsDeleteAlert) {
            LumenButton("Delete note") { note.delete() } // expect: destructive-role
            LumenButton("Move to archive", role: .destructive) { note.archive() }
            LumenButton("Save As Template") { note.saveAsTemplate() } // expect: title-case
        }
        // buttonlint:disable:next sheet-length - the legacy menu keeps every format until 3.0
        .confirmationDialog("Export (legacy)", isPresented: $showsLegacyExport) {
            Button("Export as PDF") { export(.pdf) }
            Button("Export as Markdown") { export(.markdown) }
            Button("Export as text") { export(.text) }
            Button("Export as RTF") { export(.rtf) }
        }
    }
}

#Preview("Toolbar states") {
    VStack {
        Button("Hello World") { }
        Button("Disabled") { }
    }
}

struct NoteEditorView_Previews: PreviewProvider {
    static var previews: some View {
        Button("Sample Title Goes Here Today") { }
    }
}
