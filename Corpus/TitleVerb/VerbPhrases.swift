//
//  VerbPhrases.swift
//  Branchwork
//
//  A Git client's buttons: adverb-led, prefixed and hyphenated verbs, and the verbs of
//  version control.
//

import SwiftUI

struct ChangesToolbar: View {
    @State private var asksPermission = false

    var body: some View {
        HStack {
            Button("Stage All") { }
            Button("Unstage All Changes") { }
            Button("Stash Changes") { }
            Button("Rebase onto Main") { }
            Button("Amend Last Commit") { }
            Button("Cherry-Pick…") { }
            Button("Push") { }
            Button("Re-enable Hooks") { }
            Button("Unset Upstream") { }
            Button("Unread") { } // expect: title-verb
        }
        .alert("Open Links from Branchwork?", isPresented: $asksPermission) {
            Button("Always Allow") { }
            Button("Always Open") { }
            Button("Never Ask Again") { }
            Button("Always") { } // expect: title-verb
            Button("Cancel", role: .cancel) { }
        }
    }
}
