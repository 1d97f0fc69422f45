//
//  BookToolbar.swift
//  Bookshelf / Library
//
//  Library's own catalog answers shelf.archive with "Archive Book"; Reader's "Archive shelf" is
//  not this target's.
//

import SwiftUI

struct BookToolbar: View {
    var body: some View {
        HStack {
            Button("shelf.archive") { archive() }
            Button("Archive Shelf") { archiveShelf() }
        }
    }

    private func archive() {}
    private func archiveShelf() {}
}
