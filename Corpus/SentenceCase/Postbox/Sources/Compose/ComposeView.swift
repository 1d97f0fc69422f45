//
//  ComposeView.swift
//  Postbox
//

import SwiftUI

struct ComposeView: View {
    @State private var draft = Draft()

    var body: some View {
        Form {
            Section {
                TextField("To", text: $draft.recipients)
                TextEditor(text: $draft.body)
            }
            Button("Save draft") { draft.save() } // expect: title-case
            Button("Send message") { draft.send() }
            Button("Attach a photo") { draft.attachPhoto() }
            Button("Schedule send") { draft.schedule() }
            // Title case where the rest of the project writes sentence case: it fits Apple's
            // title case, so nothing is said about it.
            Button("Discard Draft", role: .destructive) { draft.discard() }
            // Wrong in every style: still reported.
            Button("send later") { draft.sendLater() } // expect: title-case
        }
    }
}
