//
//  PhotoShelf.swift
//  Photo Shelf (GNOME)
//
//  The library window of a photo organizer built with Adwaita for Swift: a header bar with an
//  icon-only main menu, split and labelled buttons, toasts and a banner with buttons, and alert
//  dialogs with and without an explicit close response. GNOME header capitalization applies.
//

import Adwaita
import Foundation

struct Photo: Identifiable, Equatable {
    var id = UUID()
    var name: String
    var album: String
}

struct LibraryWindow: WindowView {
    @State private var photos: [Photo] = []
    @State private var selection: UUID?
    @State private var offline = false
    @State private var confirmDelete = false
    @State private var confirmDiscard = false
    @State private var confirmRevert = false
    @State private var confirmClear = false
    @State private var deleted = Signal()
    @State private var exported = Signal()
    var app: AdwaitaApp
    var window: AdwaitaWindow

    var view: Body {
        VStack {
            Banner("You are offline. Albums will sync later.", visible: offline)
                .button("reload library") { offline = false } // expect: title-case
            grid
        }
        .topToolbar {
            HeaderBar {
                SplitButton()
                    .label("Import Photos")
                    .clicked { }
                Button(icon: .default(icon: .userTrash)) { confirmDelete = true }
                    .tooltip("Delete Photo")
            } end: {
                menu
                Button("Export Album") { exported.signal() }
                    .suggested()
                Button()
                    .label("share album") // expect: title-case
                    .clicked { }
            }
        }
        .toast("Photo deleted", signal: deleted, button: "undo") { restore() } // expect: title-case
        .alertDialog(visible: $confirmDelete, heading: "Delete photo?", body: "It is moved to the trash.")
        .response("Keep", role: .close) { }
        .response("Delete Photo", appearance: .destructive, role: .default) { deleteSelected() }
        // No response has `role: .close`: the first, Cancel, is the close (Escape) response.
        .alertDialog(visible: $confirmDiscard, heading: "Discard edits?", body: "Cropping and filters are lost.")
        .response("Cancel") { }
        .response("Discard", appearance: .destructive) { }
        // Here the first response, Revert, is the close response: Cancel is not.
        .alertDialog(visible: $confirmRevert, heading: "Revert to original?", body: "")
        .response("Revert", appearance: .destructive) { }
        .response("Cancel") { } // expect: cancel-role
        .alertDialog(visible: $confirmClear, heading: "Clear the album?", body: "", id: "clear")
        .response("Not Now", role: .close) { }
        .response("Clear Album", appearance: .destructive) { photos.removeAll() }
    }

    private var grid: Body {
        VStack {
            Text("\(photos.count) photos")
            HStack {
                Button("Rotate Left", icon: .default(icon: .objectRotateLeft)) { }
                Button("Rotate Right", icon: .default(icon: .objectRotateRight)) { }
                Button("Remove From Album") { }
                    .style("destructive-action")
                Button("Set as Wallpaper") { }
                    .style("pill")
                Button("Mark as Favorite") { }
                    .destructive(false)
            }
        }
        .toast("Album exported", signal: exported)
        .action(button: "Open Folder") { }
    }

    private var menu: Body {
        Menu(icon: .default(icon: .openMenu)) {
            MenuButton("New Window", window: false) { app.addWindow("main") }
            MenuButton("Open in Files") { }
            Submenu("sort photos") { // expect: title-case
                MenuButton("Sort by Date") { }
                MenuButton("Sort by Name") { }
            }
            MenuSection {
                MenuButton("move to trash") { } // expect: title-case
                MenuButton("About Photo Shelf") { }
            }
        }
        .primary()
        .tooltip("Main Menu")
    }

    private func restore() { }

    private func deleteSelected() {
        photos.removeAll { $0.id == selection }
        selection = nil
        deleted.signal()
    }
}
