//
//  StoryToolbar.swift
//  Bookshelf / Reader
//
//  Reader's catalog says "Archive story" for shelf.archive; Library's says "Archive Book".
//

import SwiftUI

struct StoryToolbar: View {
    var body: some View {
        HStack {
            Button("shelf.archive") { archive() } // expect: title-case
            Button("Archive Shelf") { archiveShelf() } // expect: title-case
            Button {
                archive()
            } label: {
                Text("shelf.archive", bundle: .module) // expect: title-case
            }
            // The app's bundle, seen from a package target: its catalogs are not known here.
            Button {
                archive()
            } label: {
                Text("shelf.archive", bundle: .main)
            }
        }
    }

    private func archive() {}
    private func archiveShelf() {}
}
