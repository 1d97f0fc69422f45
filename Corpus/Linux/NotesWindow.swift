//
//  NotesWindow.swift
//  Scribbles (GNOME)
//
//  Main window of a notes app for GNOME, built with Adwaita for Swift. Files that import
//  Adwaita use GNOME header capitalization: only prepositions of three letters or fewer
//  stay lowercase ("Import From File").
//

import Adwaita
import Foundation

struct Note: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var body: String
    var modified = Date()
}

@main
struct Scribbles: App {
    let app = AdwaitaApp(id: "io.example.Scribbles")

    var scene: Scene {
        Window(id: "main") { window in
            NotesWindow(app: app, window: window)
        }
        .defaultSize(width: 820, height: 560)
        .title("Scribbles")
    }
}

struct NotesWindow: WindowView {
    @State private var notes: [Note] = []
    @State private var selection: UUID?
    @State private var search = ""
    @State private var confirmDelete = false
    @State private var confirmDiscard = false
    @State private var confirmEmpty = false
    @State private var confirmImport = false
    @State private var showAbout = false
    var app: AdwaitaApp
    var window: AdwaitaWindow

    var view: Body {
        NavigationSplitView {
            ScrollView {
                List(notes, selection: $selection) { note in
                    Text(note.title.isEmpty ? "untitled note" : note.title)
                        .halign(.start)
                        .padding()
                }
                .sidebarStyle()
            }
            .topToolbar {
                HeaderBar.end {
                    Button("New Note") { addNote() }
                        .suggested()
                    Button("Import From File") { confirmImport = true }
                    Button("Import from Clipboard") { } // expect: title-case
                }
            }
        } content: {
            editor
                .topToolbar {
                    HeaderBar {
                        Button("Open With Text Editor") { }
                        Button("Open with Terminal") { } // expect: title-case
                        Button("Export To PDF") { } // expect: title-case
                        Button("Export to Markdown") { }
                    } end: {
                        Button("Delete Note") { confirmDelete = true }
                            .destructive()
                        Button("Preferences") { } // expect: title-verb
                        Button("About Scribbles") { showAbout = true }
                    }
                }
        }
        .alertDialog(visible: $confirmDelete, heading: "Delete this note?", body: "it will be moved to the trash.")
        .response("Cancel", role: .close) { }
        .response("Delete", appearance: .destructive, role: .default) { deleteSelected() }
        // No response has `role: .close`, so the first one, Cancel, is the close (Escape) response.
        .alertDialog(visible: $confirmDiscard, heading: "Discard changes?", body: "unsaved text is lost.", id: "discard")
        .response("Cancel") { }
        .response("Discard", appearance: .destructive, role: .default) { }
        .alertDialog(visible: $confirmEmpty, heading: "Empty trash?", body: "notes in the trash are deleted for good.", id: "empty")
        .response("Keep Notes", role: .close) { }
        .response("Save a Copy") { }
        .response("Empty Trash") { notes.removeAll() }
        .alertDialog(visible: $confirmImport, heading: "Import notes", body: "choose what to import.", id: "import")
        .response("Import Everything From the Folder") { } // expect: title-length
        .response("import only new notes") { } // expect: title-case
        .response("Stop", role: .close) { }
        .aboutDialog(visible: $showAbout, app: "Scribbles", developer: "Scribbles Team", version: "1.4", icon: .default(icon: .accessoriesTextEditor), website: .init(string: "https://scribbles.example.org"))
    }

    @ViewBuilder private var editor: Body {
        if let index = notes.firstIndex(where: { $0.id == selection }) {
            VStack {
                EntryRow("title", text: Binding(get: { notes[index].title }, set: { notes[index].title = $0 }))
                Text(notes[index].body)
                    .wrap()
                    .padding()
                HStack {
                    Button("Save") { save() }
                        .pill()
                        .suggested()
                    Button("Revert Changes") { }
                    Button("Duplicate") { }
                    Button("statistics") { } // expect: title-case, title-verb
                }
            }
        } else {
            StatusPage("No Note Selected", icon: .default(icon: .accessoriesTextEditor), description: "select a note or create a new one.")
        }
    }

    private func addNote() {
        let note = Note(title: "", body: "")
        notes.append(note)
        selection = note.id
    }

    private func deleteSelected() {
        notes.removeAll { $0.id == selection }
        selection = nil
    }

    private func save() {
        let url = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/scribbles/notes.json")
        if let data = try? JSONEncoder().encode(notes) {
            try? data.write(to: url)
        }
        print("saved \(notes.count) notes to \(url.path)")
    }
}
