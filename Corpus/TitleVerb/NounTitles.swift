//
//  NounTitles.swift
//  Trailhead
//
//  Nouns Apple's own apps put on buttons pass; other nouns on buttons, alerts and dialogs
//  still want a verb.
//

import SwiftUI

struct TrailToolbar: View {
    @State private var showsSettings = false
    @State private var confirmsType = false
    @State private var asksNotifications = false
    @State private var zoom = 1.0

    var body: some View {
        VStack {
            HStack {
                Button("Settings") { showsSettings = true }
                Button("Details") { }
                Button("Info") { }
                Button("Filters") { }
                Button("Help") { }
                Button("Actual Size") { zoom = 1 }
                Button("Notification Settings") { }
                Button("About Trailhead") { }
                Button("Photo Library") { } // expect: title-verb
                Button("Elevation Profile") { } // expect: title-verb
            }
        }
        .alert("Allow Notifications?", isPresented: $asksNotifications) {
            Button("Yes") { } // expect: title-verb
            Button("Not Now", role: .cancel) { }
        }
        .confirmationDialog("Kind of Trail", isPresented: $confirmsType) {
            Button("Loop") { }
            Button("Multi-Day Route") { } // expect: title-verb
        }
    }
}
