//
//  IconOnlyLabels.swift
//  Fieldnotes
//
//  A label shown as its icon alone: its title is what VoiceOver speaks and the tooltip shows,
//  not a visible button title. No verb or length is asked of it; its case still is.
//

import SwiftUI

struct NoteToolbar: View {
    @Binding var note: Note

    var body: some View {
        HStack {
            Button("Inspector", systemImage: "sidebar.trailing") { inspect(note) }
                .labelStyle(.iconOnly)
            Button("attachments", systemImage: "paperclip") { attach(to: note) } // expect: title-case
                .labelStyle(.iconOnly)

            Group {
                Button { share(note) } label: {
                    Label("Sharing Options for Collaborators", systemImage: "person.2")
                }
                // The button's own label style wins over the container's.
                Button { archive(note) } label: {
                    Label("Archive", systemImage: "archivebox")
                }
                .labelStyle(.titleAndIcon)
                Button { tag(note) } label: {
                    Label("Tags", systemImage: "tag") // expect: title-verb
                }
                .labelStyle(TitleAndIconLabelStyle())
            }
            .labelStyle(IconOnlyLabelStyle())

            // A label style changes labels, not text: this title is seen.
            Button("Statistics") { recount(note) } // expect: title-verb
                .labelStyle(.iconOnly)
        }
    }
}
