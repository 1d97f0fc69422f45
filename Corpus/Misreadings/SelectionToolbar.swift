//
//  SelectionToolbar.swift
//  Atlas
//
//  A count in a title is most often a digit or two: an integer format specifier (`%lld`, `%d`,
//  `%1$lld`) and an interpolation that is a count (`\(selection.count)`, an integer literal, an
//  integer `specifier:`) count as one character for title-length. Any other value (`\(name)`,
//  `%@`) still counts as eight.
//

import SwiftUI

struct SelectionToolbar: View {
    let folderName: String
    let selection: Set<Folder.ID>
    let selectedCount: Int
    let newEpisodes: Int

    var body: some View {
        HStack {
            Button("Delete \(selection.count) Selected Folders") { }
            Button("Delete \(selectedCount) Selected Files") { }
            Button("Keep \(30) Days of History") { }
            Button("Share \(newEpisodes, specifier: "%d") Episodes with Mom") { }
            Button("Delete %lld Selected Folders") { }
            Button("Download %1$lld New Episodes") { }
            Button("Move \(folderName) to Another Folder") { } // expect: title-length
            Button("Delete %@ Selected Folders") { } // expect: title-length
            Button("Delete \(selection.count) Selected Folders Forever") { } // expect: title-length
        }
    }
}
