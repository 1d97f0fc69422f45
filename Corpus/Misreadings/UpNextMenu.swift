//
//  UpNextMenu.swift
//  Wavelength
//
//  Episode actions whose titles hold words that can be a particle or begin a name ("Up Next",
//  "Turn On"): after "to" or "in", "Up" begins a name; after a verb, "In" is a preposition and
//  stays lowercase, as do "to", "for", "from", which are never particles.
//

import SwiftUI

struct EpisodeActionsMenu: View {
    let episode: Episode
    @Binding var isAutoplayOn: Bool

    var body: some View {
        Menu {
            Button("Add to Up Next") { episode.enqueue() }
            Button("Play Next in Up Next") { episode.enqueueFirst() }
            Button("Turn On Autoplay") { isAutoplayOn = true }
            Button("Check In") { episode.checkIn() }
            Button("Open in Safari") { episode.openWebPage() }
            Button("Open In Browser") { episode.openWebPage() } // expect: title-case
            Button("Move To Archive") { episode.archive() } // expect: title-case
            Button("Save For Later") { episode.saveForLater() } // expect: title-case
            Button("Download From Server") { episode.download() } // expect: title-case
            Button("Share With Friends") { episode.share() } // expect: title-case
        } label: {
            Label("Episode", systemImage: "ellipsis.circle")
        }
    }
}
